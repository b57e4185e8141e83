import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Card from "../src/Card.ts";

const visa: Card.Card = { id: "card_1", brand: "visa", last4: "4242", exp_month: 8, exp_year: 2029, is_default: false };
const mastercard: Card.Card = {
  id: "card_2",
  brand: "mastercard",
  last4: "4444",
  exp_month: 3,
  exp_year: 2028,
  is_default: true,
};

describe("Card (spec §3 card, newCardToken)", () => {
  describe("a saved card", savedCard);
  describe("Stripe's test cards", stripeTestCards);
  describe("a typed card: its number, expiry and CVC", typedCard);
});

function savedCard() {
  it("decodes a saved card and a setup waiting for 3-D Secure", () => {
    expect(Schema.decodeUnknownSync(Card.Card)(visa)).toEqual(visa);
    const setup = Schema.decodeUnknownSync(Card.CardSetup)({
      status: "requires_action",
      setup_id: "seti_1",
      client_secret: "seti_1_secret",
      next_action: { type: "redirect_to_url", redirect_to_url: { url: "https://example.test/3ds" } },
    });
    expect(Card.needsAuthentication(setup)).toBe(true);
    expect(Card.needsAuthentication({ status: "succeeded", card: visa })).toBe(false);
  });

  it("names a card by brand and last four digits", () => {
    expect(Card.label(visa)).toBe("Visa •••• 4242");
    expect(Card.label({ brand: "AMEX", last4: "0005" })).toBe("American Express •••• 0005");
    expect(Card.label({ brand: "maestro", last4: "0000" })).toBe("maestro •••• 0000");
  });

  it("is expired once its expiry month is over", () => {
    expect(Card.isExpired(visa, { year: 2029, month: 8 })).toBe(false);
    expect(Card.isExpired(visa, { year: 2029, month: 9 })).toBe(true);
    expect(Card.isExpired(visa, { year: 2030, month: 1 })).toBe(true);
    expect(Card.isExpired(visa, { year: 2028, month: 12 })).toBe(false);
  });

  it("preselects the default card, else the first", () => {
    expect(Card.preferredCard([visa, mastercard])).toBe(mastercard);
    expect(Card.preferredCard([visa])).toBe(visa);
    expect(Card.preferredCard([])).toBeUndefined();
  });
}

function stripeTestCards() {
  it("knows Stripe's published test numbers, however they are typed", () => {
    expect(Card.testCardFor("4242 4242 4242 4242")).toEqual({
      brand: "visa",
      behaviour: "succeeds",
      outcome: "succeeds",
    });
    expect(Card.testCardFor("4000-0027-6000-3184")?.outcome).toBe("requires_authentication");
    expect(Card.testCardFor("4000000000000002")?.outcome).toBe("declined");
    expect(Card.testCardFor("4111111111111111")).toBeUndefined();
  });

  it("needs 3-D Secure for an always-authenticating card, and for the other kind until it is set up", () => {
    expect(Card.needsChallenge("authenticate_always", true)).toBe(true);
    expect(Card.needsChallenge("authenticate_unless_set_up", false)).toBe(true);
    expect(Card.needsChallenge("authenticate_unless_set_up", true)).toBe(false);
    expect(Card.needsChallenge("succeeds", false)).toBe(false);
  });

  it("lists only numbers that pass the Luhn check", () => {
    for (const number of Object.keys(Card.testCards)) expect(Card.passesLuhn(number), number).toBe(true);
    expect(Card.passesLuhn("4242424242424241")).toBe(false);
    expect(Card.passesLuhn("42")).toBe(false);
    expect(Card.passesLuhn("4242x24242424242")).toBe(false);
  });
}

function typedCard() {
  it("refuses a typed card for Stripe's reasons, checking expiry against the London month", () => {
    const june = { year: 2026, month: 6 };
    const good = { number: "4242 4242 4242 4242", month: 6, year: 26, cvc: "123" };
    expect(Card.refusalFor(good, june)).toBeUndefined();
    expect(Card.refusalFor({ ...good, number: "4242424242424241" }, june)).toBe("incorrect_number");
    expect(Card.refusalFor({ ...good, month: 13 }, june)).toBe("invalid_expiry_month");
    expect(Card.refusalFor({ ...good, year: 2101 }, june)).toBe("invalid_expiry_year");
    expect(Card.refusalFor(good, { year: 2026, month: 7 })).toBe("expired_card");
    expect(Card.refusalFor({ ...good, cvc: "12" }, june)).toBe("incorrect_cvc");
    expect(Card.refusalFor({ ...good, number: "4111111111111111" }, june)).toBe("test_mode_live_card");
    expect(Card.refusalFor({ ...good, number: "378282246310005", cvc: "1234" }, june)).toBeUndefined();
  });

  it("reads the edges of a typed card exactly: whole numbers only, months 1 to 12, 20xx for two digits, nothing around the digits", () => {
    const june = { year: 2026, month: 6 };
    const good = { number: "4242424242424242", month: 6, year: 2026, cvc: "123" };
    expect(Card.refusalFor({ ...good, month: 1.5 }, june)).toBe("invalid_expiry_month");
    expect(Card.refusalFor({ ...good, month: 0 }, june)).toBe("invalid_expiry_month");
    expect(Card.refusalFor({ ...good, month: 12 }, june)).toBeUndefined();
    expect(Card.refusalFor({ ...good, year: 1999 }, june)).toBe("invalid_expiry_year");
    expect(Card.refusalFor({ ...good, year: 2026.5 }, june)).toBe("invalid_expiry_year");
    expect(Card.fullYear(99)).toBe(2099);
    expect(Card.fullYear(100)).toBe(100);
    expect(Card.fullYear(2027)).toBe(2027);
    expect(Card.isValidExpiry(12, 2026, june)).toBe(true);
    expect(Card.isValidExpiry(12, 2025, june)).toBe(false);
    expect(Card.isValidExpiry(5, 2026, june)).toBe(false);
    expect(Card.isValidExpiry(1, 27, june)).toBe(true);
    for (const typed of ["x4242424242424242", "4242424242424242x", "42424242424", "42424242424242424242"])
      expect(Card.passesLuhn(typed), typed).toBe(false);
    for (const cvc of ["a123", "123a", "1234"]) expect(Card.isValidCvc(cvc, "visa"), cvc).toBe(false);
    for (const cvc of ["x1234", "1234x", "123"]) expect(Card.isValidCvc(cvc, "amex"), cvc).toBe(false);
    expect(Card.refusalFor({ ...good, month: 1, year: 2027 }, june)).toBeUndefined();
    expect(Card.refusalFor({ ...good, year: 2000 }, june)).toBe("expired_card");
    expect(Card.refusalFor({ ...good, year: 2100 }, june)).toBeUndefined();
    // A card number that is not one of the test numbers is refused for the CVC first when that is wrong.
    expect(Card.refusalFor({ ...good, number: "4111111111111111", cvc: "1" }, june)).toBe("incorrect_cvc");
    expect(Card.testCardFor("4000 0025 0000 3155")?.outcome).toBe("requires_authentication");
    expect(Card.testCardFor("4000002760003184")?.outcome).toBe("requires_authentication");
    expect(Card.testCardFor("4000000000009995")?.outcome).toBe("declined");
    expect(Card.readExpiry("4/27")).toEqual({ month: 4, year: 2027 });
    expect(Card.readExpiry(" 12 / 2031 ")).toEqual({ month: 12, year: 2031 });
    for (const bad of ["13/27", "0/27", "04/271", "0427", "x04/27", "04/27x", ""])
      expect(Card.readExpiry(bad), bad).toBeUndefined();
    expect(Card.readExpiry("1/27")).toEqual({ month: 1, year: 2027 });
    expect(Card.outcomeOf("authenticate_unless_set_up")).toBe("requires_authentication");
    expect(Card.outcomeOf("authenticate_always")).toBe("requires_authentication");
    expect(Card.outcomeOf("succeeds")).toBe("succeeds");
    expect(Card.outcomeOf("lost_card")).toBe("declined");
    expect(Card.isDecline("generic_decline")).toBe(true);
    expect(Card.isDecline("succeeds")).toBe(false);
    expect(Card.isDecline("authenticate_always")).toBe(false);
  });

  it("fails the Luhn check when one digit changes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = "4242424242424242".split("").map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        expect(Card.passesLuhn(digits.join(""))).toBe(false);
      }),
    );
  });

  it("accepts an expiry from this month on, with two- or four-digit years", () => {
    const today = { year: 2026, month: 11 };
    expect(Card.isValidExpiry(11, 2026, today)).toBe(true);
    expect(Card.isValidExpiry(10, 2026, today)).toBe(false);
    expect(Card.isValidExpiry(1, 27, today)).toBe(true);
    expect(Card.isValidExpiry(13, 2030, today)).toBe(false);
    expect(Card.isValidExpiry(0, 2030, today)).toBe(false);
    expect(Card.isValidExpiry(1.5, 2030, today)).toBe(false);
  });

  it("wants a 3-digit CVC, or 4 digits for American Express", () => {
    expect(Card.isValidCvc("123", "visa")).toBe(true);
    expect(Card.isValidCvc("1234", "visa")).toBe(false);
    expect(Card.isValidCvc("1234", "amex")).toBe(true);
    expect(Card.isValidCvc("123", "amex")).toBe(false);
  });
}
