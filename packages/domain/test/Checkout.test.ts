import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as Checkout from "../src/Checkout.ts";
import * as Money from "../src/Money.ts";
import { sampleBooking } from "./samples.ts";

const gbp = (pence: number) => Money.fromMinor(pence);

describe("Checkout (spec §3 basket, paymentMethod, card; §7 checkout)", () => {
  it("totals the basket lines, discount included", () => {
    const basket: Checkout.Basket = {
      id: "bsk_1",
      booking_ids: [48213, 48214],
      lines: [
        { code: "journey", label: "Journey", amount: gbp(5700) },
        { code: "promocode", label: "WELCOME10", amount: gbp(-570) },
      ],
      total: gbp(5130),
    };
    expect(Checkout.linesTotal(basket)).toEqual(gbp(5130));
    expect(Checkout.linesTotal({ id: "b", booking_ids: [1], total: gbp(0) })).toEqual(gbp(0));
    expect(Schema.decodeUnknownSync(Checkout.Basket)(basket)).toEqual(basket);
  });

  it("needs 3-D Secure when the payment requires action and says how", () => {
    const bookings = [sampleBooking()];
    const payment: Checkout.CardPayment = {
      id: "pi_1",
      status: "requires_action",
      method: "card",
      amount: gbp(5700),
      client_secret: "pi_1_secret",
      next_action: { type: "use_stripe_sdk" },
    };
    const waiting: Checkout.CheckoutResult = { status: "requires_action", bookings, payment };
    expect(Checkout.needsAuthentication(waiting)).toBe(true);
    expect(Checkout.isSettled(waiting)).toBe(false);
    expect(Checkout.needsAuthentication({ status: "requires_action", bookings })).toBe(false);
    const paid: Checkout.CheckoutResult = {
      status: "succeeded",
      bookings,
      payment: { ...payment, status: "succeeded" },
    };
    expect(Checkout.isSettled(paid)).toBe(true);
    expect(Checkout.isSettled({ status: "succeeded", bookings })).toBe(true);
    expect(Checkout.isSettled({ status: "processing", bookings })).toBe(false);
  });
});
