import { Schema } from "effect";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as Session from "../src/Session.ts";
import * as Arb from "./arbitraries.ts";

const signedIn = Session.signIn(Session.signedOut, "tok-1");
const session = fc.oneof(
  fc.constant(Session.signedOut),
  fc
    .string({ minLength: 1 })
    .filter((t) => t.trim() !== "")
    .map((t) => Session.signIn(Session.signedOut, t)),
);

describe("Session (spec §4)", () => {
  it("sets the token and signedIn on sign-in", () => {
    expect(signedIn).toEqual({ signedIn: true, token: "tok-1", endedBy: null });
  });

  it("does not sign in with a blank token", () => {
    expect(Session.signIn(Session.signedOut, "  ")).toBe(Session.signedOut);
  });

  it("clears them on sign-out", () => {
    expect(Session.signOut()).toEqual({ signedIn: false, token: null, endedBy: "signed_out" });
  });

  it("signs out on an invalid_token error and keeps the session on other errors", () => {
    expect(Session.afterApiError(signedIn, "invalid_token")).toEqual({
      signedIn: false,
      token: null,
      endedBy: "invalid_token",
    });
    expect(Session.afterApiError(signedIn, "bad_request")).toBe(signedIn);
    expect(Session.afterApiError(signedIn, undefined)).toBe(signedIn);
  });

  it("removes the stored access token and signs out on HTTP 401, and only on 401", () => {
    expect(Session.afterHttpStatus(signedIn, 401)).toEqual({ signedIn: false, token: null, endedBy: "unauthorised" });
    fc.assert(
      fc.property(
        session,
        fc.integer({ min: 100, max: 599 }).filter((s) => s !== 401),
        (s, status) => {
          expect(Session.afterHttpStatus(s, status)).toBe(s);
        },
      ),
    );
  });

  it("signs out as session expired when the token check finds it expired", () => {
    const after = Session.afterTokenCheck(signedIn, "expired");
    expect(after).toEqual({ signedIn: false, token: null, endedBy: "session_expired" });
    expect(Session.afterTokenCheck(signedIn, "valid")).toBe(signedIn);
    expect(Session.afterTokenCheck(signedIn, "failed")).toBe(signedIn);
  });

  it("never leaves a token behind when signed out, nor signedIn without a token", () => {
    const event = fc.oneof(
      fc.string().map((t) => (s: Session.Session) => Session.signIn(s, t)),
      fc.constant((_: Session.Session) => Session.signOut()),
      fc.constantFrom("invalid_token", "bad_request").map((c) => (s: Session.Session) => Session.afterApiError(s, c)),
      fc.constantFrom(200, 401, 500).map((c) => (s: Session.Session) => Session.afterHttpStatus(s, c)),
      fc
        .constantFrom("valid", "expired", "failed" as const)
        .map((o) => (s: Session.Session) => Session.afterTokenCheck(s, o as Session.TokenCheck)),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 10 }), (events) => {
        const end = events.reduce((s, e) => e(s), Session.signedOut);
        expect(end.signedIn).toBe(end.token !== null);
        expect(Schema.is(Session.Session)(end)).toBe(true);
      }),
    );
  });
});

describe("Driver session (spec §4, §9)", () => {
  const now = Temporal.Instant.from("2025-06-01T10:00:00Z");

  it("expires 10 minutes after login", () => {
    const driver = Session.driverLogin("driver@example.com", now);
    expect(driver).toEqual({
      isAuthenticated: true,
      email: "driver@example.com",
      sessionExpiresAt: now.epochMilliseconds + 600_000,
    });
    expect(Session.isDriverActive(driver, now.add({ minutes: 9, seconds: 59, milliseconds: 999 }))).toBe(true);
    expect(Session.isDriverActive(driver, now.add({ minutes: 10 }))).toBe(false);
  });

  it("is active exactly while less than 10 minutes have passed", () => {
    fc.assert(
      fc.property(Arb.instant, fc.integer({ min: -1000, max: 1_200_000 }), (t, elapsed) => {
        const driver = Session.driverLogin("d@example.com", t);
        const later = t.add({ milliseconds: elapsed });
        expect(Session.isDriverActive(driver, later)).toBe(elapsed < 600_000);
      }),
    );
  });

  it("is never active when signed out", () => {
    expect(Session.isDriverActive(Session.driverSignedOut, now)).toBe(false);
  });
});
