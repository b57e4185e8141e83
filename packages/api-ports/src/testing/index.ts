/**
 * In-memory implementations of the small ports, for the web and CLI tests: maps (the Southampton
 * gazetteer), payments (the sandbox card rules), consent-gated analytics, scrubbing error
 * reporting, a session store and a clock that stands still. There is no dispatch double: tests
 * run the sandbox itself, in process, behind the HTTP adapter (one dispatch server;
 * packages/cli/test/sandbox-dispatch.ts). `createInMemoryPorts()` wires the small ones together.
 */
import { DispatchError, type DispatchApi } from "../DispatchApi.ts";
import {
  createInMemoryAnalytics,
  createInMemoryErrorReporting,
  createInMemorySessionStorage,
} from "./InMemoryDevices.ts";
import { createInMemoryMapsApi } from "./InMemoryMapsApi.ts";
import { createInMemoryPaymentsApi } from "./InMemoryPaymentsApi.ts";
import { createTestClock } from "./TestClock.ts";

export * from "./Gazetteer.ts";
export * from "./InMemoryDevices.ts";
export * from "./InMemoryMapsApi.ts";
export * from "./InMemoryPaymentsApi.ts";
export * from "./TestClock.ts";

const signedOut = (operation: string) =>
  Promise.reject(
    new DispatchError({ reason: "SignedOut", operation, message: "No dispatch API in these ports: pass one." }),
  );

/** What the payments port asks of the dispatch API when none is given: every call is signed out. */
const noDispatch: Pick<DispatchApi, "cardsAndPromocodes" | "checkout"> = {
  cardsAndPromocodes: {
    canUsePromocodeForBooking: () => signedOut("canUsePromocodeForBooking"),
    getPromocodeInfo: () => signedOut("getPromocodeInfo"),
    getAllPromocodes: () => signedOut("getAllPromocodes"),
    getCards: () => signedOut("getCards"),
    addCard: () => signedOut("addCard"),
    confirmCardSetup: () => signedOut("confirmCardSetup"),
  },
  checkout: {
    updateBasket: () => signedOut("updateBasket"),
    checkout: () => signedOut("checkout"),
    confirmPayment: () => signedOut("confirmPayment"),
  },
};

/** The small ports in memory; payments confirms 3-D Secure through `dispatch` (the sandbox's, in tests that book). */
export const createInMemoryPorts = (
  options: {
    readonly startMs?: number;
    readonly dispatch?: Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
  } = {},
) => {
  const clock = createTestClock(options.startMs);
  return {
    clock,
    session: createInMemorySessionStorage(),
    maps: createInMemoryMapsApi(),
    payments: createInMemoryPaymentsApi({ dispatch: options.dispatch ?? noDispatch, clock }),
    analytics: createInMemoryAnalytics(),
    errorReporting: createInMemoryErrorReporting(),
  };
};

export type InMemoryPorts = ReturnType<typeof createInMemoryPorts>;
