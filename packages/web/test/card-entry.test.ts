// The sandbox card form's reading of a typed card, one rule for the booking summary and the pay page.
import { describe, expect, it } from "vitest";
import { entryOf, parseExpiry } from "../src/components/payments/card-entry.ts";

describe("a typed card", () => {
  it("reads the expiry as MM/YY or MM/YYYY, a two-digit year in this century", () => {
    expect(parseExpiry("4/27")).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(" 12 / 2031 ")).toEqual({ month: 12, year: 2031 });
    for (const bad of ["13/27", "0/27", "04/271", "0427", ""]) expect(parseExpiry(bad)).toBeUndefined();
  });

  it("becomes the payments port's entry only when number, expiry and code are all there", () => {
    expect(entryOf({ number: "4242 4242 4242 4242", expiry: "04/27", cvc: " 123 " })).toEqual({
      kind: "fields",
      number: "4242 4242 4242 4242",
      expMonth: 4,
      expYear: 2027,
      cvc: "123",
    });
    expect(entryOf({ number: " ", expiry: "04/27", cvc: "123" })).toBeUndefined();
    expect(entryOf({ number: "4242424242424242", expiry: "04/27", cvc: "" })).toBeUndefined();
    expect(entryOf({ number: "4242424242424242", expiry: "April", cvc: "123" })).toBeUndefined();
  });
});
