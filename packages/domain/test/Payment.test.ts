import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Payment from "../src/Payment.ts";

describe("Initial payment method (spec §4)", () => {
  it("is the user's default payment type after the token check", () => {
    expect(Payment.initialPaymentMethod({ default_payment_type: "card" })).toBe("card");
    expect(Payment.initialPaymentMethod({ default_payment_type: "account", account_trip_enabled: true })).toBe(
      "account",
    );
  });

  it("is cash when the default is account but account trips are not enabled", () => {
    expect(Payment.initialPaymentMethod({ default_payment_type: "account", account_trip_enabled: false })).toBe("cash");
    expect(Payment.initialPaymentMethod({ default_payment_type: "account" })).toBe("cash");
  });

  it("defaults to cash for consumers and account for business", () => {
    expect(Payment.initialPaymentMethod({})).toBe("cash");
    expect(Payment.consumerDefault).toBe("cash");
    expect(Payment.businessDefault).toBe("account");
  });

  it("reads unknown payment types as cash", () => {
    expect(Payment.normalise(" CARD ")).toBe("card");
    expect(Payment.normalise("invoice")).toBe("cash");
    expect(Payment.normalise(null)).toBe("cash");
  });

  it("never picks account unless account trips are enabled", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (type, enabled) => {
          const method = Payment.initialPaymentMethod({ default_payment_type: type, account_trip_enabled: enabled });
          expect(Payment.paymentMethods).toContain(method);
          if (method === "account") expect(enabled).toBe(true);
        },
      ),
    );
  });
});

describe("Card provider from the publishable key", () => {
  it("is Stripe for Stripe's keys and the sandbox for the sandbox's, none or anything else", () => {
    expect(Payment.cardProviderFor("pk_live_51H8kVbLmNoPqRsTu")).toBe("stripe");
    expect(Payment.cardProviderFor("pk_test_51H8kVbLmNoPqRsTu")).toBe("stripe");
    for (const key of [
      undefined,
      "",
      "pk_test_sandbox_book_51SolentCars",
      "sk_live_51H8kVbLmNoPqRsTu",
      "pk_test_<x>",
    ]) {
      expect(Payment.cardProviderFor(key)).toBe("sandbox");
    }
  });
});

describe("the ways a passenger pays for their own booking", () => {
  it("are cash and card, and on account only for a passenger whose default is account", () => {
    expect(Payment.consumerMethods("cash")).toEqual(["cash", "card"]);
    expect(Payment.consumerMethods("card")).toEqual(["cash", "card"]);
    expect(Payment.consumerMethods("account")).toEqual(["cash", "card", "account"]);
  });
});
