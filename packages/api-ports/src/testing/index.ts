/**
 * In-memory implementations of every port, for the web and CLI tests. `createInMemoryPorts()` wires
 * them together in one line: a dispatch API with seed accounts, the Southampton gazetteer, the
 * sandbox card rules, consent-gated analytics, scrubbing error reporting, a session store and a
 * clock that stands still.
 */
import { Session } from "@cabline/domain";
import { sessionTokens } from "../Storage.ts";
import type { SignedOutEvent } from "../DispatchApi.ts";
import {
  createInMemoryAnalytics,
  createInMemoryErrorReporting,
  createInMemorySessionStorage,
} from "./InMemoryDevices.ts";
import { createInMemoryDispatchApi, type InMemoryDispatchOptions, sandboxPassword } from "./InMemoryDispatchApi.ts";
import { createInMemoryMapsApi } from "./InMemoryMapsApi.ts";
import { createInMemoryPaymentsApi } from "./InMemoryPaymentsApi.ts";
import { createTestClock } from "./TestClock.ts";

export * from "./Gazetteer.ts";
export * from "./InMemoryDevices.ts";
export * from "./InMemoryDispatchApi.ts";
export * from "./InMemoryMapsApi.ts";
export * from "./InMemoryPaymentsApi.ts";
export * from "./TestClock.ts";

/** Every port in memory, wired like the live app: the dispatch API reads its token from the session. */
export const createInMemoryPorts = (
  options: Omit<InMemoryDispatchOptions, "clock" | "getToken" | "onSignedOut"> & {
    readonly startMs?: number;
    readonly onSignedOut?: (event: SignedOutEvent) => void;
  } = {},
) => {
  const clock = createTestClock(options.startMs);
  const session = createInMemorySessionStorage();
  const signedOut: SignedOutEvent[] = [];
  const dispatch = createInMemoryDispatchApi({
    ...options,
    clock,
    ...sessionTokens(session, (event) => {
      signedOut.push(event);
      options.onSignedOut?.(event);
    }),
  });
  return {
    clock,
    session,
    signedOut,
    dispatch,
    maps: createInMemoryMapsApi(),
    payments: createInMemoryPaymentsApi({ dispatch, clock }),
    analytics: createInMemoryAnalytics(),
    errorReporting: createInMemoryErrorReporting(),
    /** Signs a seed customer in, as the sign-in screen would: login, then keep the token. */
    signIn: async (email = "passenger@example.com", password = sandboxPassword) => {
      const signIn = await dispatch.customerAuth.doLoginWeb({ email, password });
      session.save(Session.signIn(session.load(), signIn.accessToken));
      return signIn;
    },
  };
};

export type InMemoryPorts = ReturnType<typeof createInMemoryPorts>;
