// The start-up session state spells out two domain values so the start-up loads no schema
// (start-up cost); they must stay the domain's.
import { Payment, Session } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { initialSession } from "../src/lib/state.ts";
import { sessionKey } from "../src/lib/session-context.tsx";
import { sessionKey as portSessionKey } from "@cabline/api-ports";

describe("start-up state", () => {
  it("is signed out", () => expect(initialSession.session).toEqual(Session.signedOut));
  it("pays as a signed-out visitor does", () =>
    expect(initialSession.paymentMethod).toBe(Payment.initialPaymentMethod({})));
  it("reads the session under the port's key", () => expect(sessionKey).toBe(portSessionKey));
});
