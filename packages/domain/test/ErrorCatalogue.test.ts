import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as ErrorCatalogue from "../src/ErrorCatalogue.ts";
import { errorMessages } from "./spec-document.ts";

describe("Error catalogue (spec §8)", () => {
  it("maps all 29 codes of the 28 rows of the spec's table to their messages, to the letter", () => {
    const spec = errorMessages();
    expect(spec).toHaveLength(29);
    for (const [code, message] of spec) expect(ErrorCatalogue.messageFor(code), code).toBe(message);
    // Nothing beyond the spec's table is "known": other codes are shown with spaces (§8).
    expect(Object.keys(ErrorCatalogue.messages).sort()).toEqual(spec.map(([code]) => code).sort());
  });

  it("shows unknown codes with underscores replaced by spaces", () => {
    expect(ErrorCatalogue.messageFor("card_declined_by_bank")).toBe("card declined by bank");
    expect(ErrorCatalogue.messageFor("toString")).toBe("toString");
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((c) => c.trim() !== "" && !ErrorCatalogue.isKnown(c)),
        (code) => {
          expect(ErrorCatalogue.messageFor(code)).toBe(code.replaceAll("_", " "));
          expect(ErrorCatalogue.messageFor(code)).not.toContain("_");
        },
      ),
    );
  });

  it("names the code of a token that is no booking's, whose message token pages show", () => {
    expect(ErrorCatalogue.invalidBooking).toBe("invalid_booking");
    expect(errorMessages()).toContainEqual([
      ErrorCatalogue.invalidBooking,
      ErrorCatalogue.messageFor(ErrorCatalogue.invalidBooking),
    ]);
  });

  it("says 'Unknown Error' with no code at all", () => {
    expect(ErrorCatalogue.messageFor(undefined)).toBe("Unknown Error");
    expect(ErrorCatalogue.messageFor(null)).toBe("Unknown Error");
    expect(ErrorCatalogue.messageFor(" ")).toBe("Unknown Error");
    expect(ErrorCatalogue.messageFor("number_not_validated")).toBe("Unknown Error.");
  });

  it("shows 'Account Created Successfully. Please Sign In' after sign-up", () => {
    expect(ErrorCatalogue.signUpSuccessMessage).toBe("Account Created Successfully. Please Sign In");
  });

  it("shows an invalid password on sign-up against the password field", () => {
    expect(ErrorCatalogue.fieldFor("password_invalid")).toBe("password");
    expect(ErrorCatalogue.fieldFor("password_empty")).toBe("password");
    expect(ErrorCatalogue.fieldFor("name_empty")).toBe("name");
    expect(ErrorCatalogue.fieldFor("email_invalid")).toBe("email");
    expect(ErrorCatalogue.fieldFor("Invalid contact number")).toBe("phone");
    expect(ErrorCatalogue.fieldFor("no_validation_record")).toBe("otp");
    expect(ErrorCatalogue.fieldFor("bad_request")).toBeUndefined();
  });
});

describe("Reading responses for errors (spec §8 Handling)", () => {
  it("ignores no_error", () => {
    expect(ErrorCatalogue.interpret({ status: 200, body: { error: "no_error", data: 1 } })).toEqual({ _tag: "Ok" });
    expect(ErrorCatalogue.interpret({ status: 200, body: { data: 1 } })).toEqual({ _tag: "Ok" });
    expect(ErrorCatalogue.interpret({ status: 204, body: undefined })).toEqual({ _tag: "Ok" });
  });

  it("signs out on invalid_token and on HTTP 401", () => {
    expect(ErrorCatalogue.interpret({ status: 200, body: { error: "invalid_token" } })).toEqual({
      _tag: "SignOut",
      reason: "invalid_token",
    });
    expect(ErrorCatalogue.interpret({ status: 200, body: "invalid_token" })).toEqual({
      _tag: "SignOut",
      reason: "invalid_token",
    });
    expect(ErrorCatalogue.interpret({ status: 401, body: { error: "bad_request" } })).toEqual({
      _tag: "SignOut",
      reason: "unauthorised",
    });
  });

  it("rejects any other error with its code kept and a friendly message", () => {
    expect(ErrorCatalogue.interpret({ status: 200, body: { error: "not_business_user" } })).toEqual({
      _tag: "Failure",
      code: "not_business_user",
      message: "This account cannot make bookings on behalf of others.",
    });
    expect(ErrorCatalogue.interpret({ status: 400, body: { error: "some_new_thing" } })).toEqual({
      _tag: "Failure",
      code: "some_new_thing",
      message: "some new thing",
    });
  });

  it("treats a plain-string body as an error", () => {
    expect(ErrorCatalogue.interpret({ status: 200, body: "email_invalid" })).toEqual({
      _tag: "Failure",
      code: "email_invalid",
      message: "Please enter a valid email.",
    });
    expect(ErrorCatalogue.interpret({ status: 200, body: "" })).toEqual({
      _tag: "Failure",
      code: undefined,
      message: "Unknown Error",
    });
    expect(ErrorCatalogue.interpret({ status: 200, body: "no_error" })).toEqual({ _tag: "Ok" });
  });

  it("says 'Unknown Error' for a failed status without a code", () => {
    expect(ErrorCatalogue.interpret({ status: 500, body: null })).toEqual({
      _tag: "Failure",
      code: undefined,
      message: "Unknown Error",
    });
    expect(ErrorCatalogue.interpret({ status: 502, body: { error: 42 } })).toEqual({
      _tag: "Failure",
      code: undefined,
      message: "Unknown Error",
    });
  });

  it("is OK only for 2xx when there is no code: 199, 300, 304 and 399 are failures, 200 and 299 are not", () => {
    const unknown = { _tag: "Failure", code: undefined, message: "Unknown Error" };
    for (const status of [100, 199, 300, 301, 304, 399, 400]) {
      expect(ErrorCatalogue.interpret({ status, body: null }), String(status)).toEqual(unknown);
      expect(ErrorCatalogue.interpret({ status, body: { data: 1 } }), String(status)).toEqual(unknown);
    }
    for (const status of [200, 201, 299]) {
      expect(ErrorCatalogue.interpret({ status, body: null }), String(status)).toEqual({ _tag: "Ok" });
    }
  });

  it("always signs out on 401, and never reports success with an error code other than no_error", () => {
    const body = fc.oneof(
      fc.string(),
      fc.record({ error: fc.oneof(fc.string(), fc.constantFrom("no_error", "invalid_token", "bad_request")) }),
      fc.constant(null),
      fc.constant({}),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), body, (status, b) => {
        const outcome = ErrorCatalogue.interpret({ status, body: b });
        if (status === 401) expect(outcome).toEqual({ _tag: "SignOut", reason: "unauthorised" });
        if (typeof b === "string" && b.trim() !== "no_error" && b.trim() !== "invalid_token" && status !== 401)
          expect(outcome._tag).toBe("Failure");
        if (outcome._tag === "Failure") expect(outcome.message).toBe(ErrorCatalogue.messageFor(outcome.code));
        if (outcome._tag === "Ok") expect(status >= 200 && status < 300).toBe(true);
      }),
    );
  });

  it("does not report noisy network, maps and chat-socket errors, but does report failed imports", () => {
    expect(ErrorCatalogue.isIgnoredError("TypeError: Failed to fetch")).toBe(true);
    expect(ErrorCatalogue.isIgnoredError("NetworkError when attempting to fetch resource.")).toBe(true);
    expect(ErrorCatalogue.isIgnoredError("Load failed")).toBe(true);
    expect(ErrorCatalogue.isIgnoredError("google is not defined")).toBe(true);
    expect(ErrorCatalogue.isIgnoredError("WebSocket connection to 'wss://chat' failed")).toBe(true);
    expect(ErrorCatalogue.isIgnoredError("Failed to fetch dynamically imported module: /assets/a.js")).toBe(false);
    expect(ErrorCatalogue.isIgnoredError("Cannot read properties of undefined")).toBe(false);
  });
});

describe("codes of the contract's extensions", () => {
  it.each([
    ["invalid_token", "Session expired. Please sign in again."],
    ["invalid_promocode", "This promo code is not valid."],
    ["card_declined", "Your card was declined."],
    ["po_number_empty", "Please enter a PO number."],
    ["idempotency_key_reused", "This Idempotency-Key was already used with a different request."],
    ["invalid_reset_token", "This password reset link is invalid or has expired."],
    ["invalid_invitation", "This invitation is invalid or has expired."],
    ["contract_not_open", "This contract is no longer open for bids."],
    ["bid_already_placed", "You have already bid on this contract."],
    ["vehicle_not_suitable", "Your vehicle does not suit this contract."],
  ])("%s reads as a sentence", (code, message) => {
    expect(ErrorCatalogue.messageFor(code)).toBe(message);
    expect(ErrorCatalogue.isKnown(code)).toBe(false);
  });
});

describe("waitMessage: §8's wait message with how long", () => {
  it("says seconds up to a minute and a half, then whole minutes rounded up", () => {
    expect(ErrorCatalogue.waitMessage(1)).toBe("Too many attempts please wait. You can try again in 1 second.");
    expect(ErrorCatalogue.waitMessage(59.2)).toBe("Too many attempts please wait. You can try again in 60 seconds.");
    expect(ErrorCatalogue.waitMessage(90)).toBe("Too many attempts please wait. You can try again in 90 seconds.");
    expect(ErrorCatalogue.waitMessage(91)).toBe("Too many attempts please wait. You can try again in 2 minutes.");
    expect(ErrorCatalogue.waitMessage(900)).toBe("Too many attempts please wait. You can try again in 15 minutes.");
  });

  it("is §8's message alone without a usable wait", () => {
    for (const wait of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(ErrorCatalogue.waitMessage(wait)).toBe("Too many attempts please wait.");
  });
});
