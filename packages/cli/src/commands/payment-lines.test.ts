// What `cabline book` says of its card payment (payment-lines.ts): the domain's Checkout.isSettled
// decides "Paid by card." and Checkout.needsAuthentication the 3-D Secure line, so an answer that
// says succeeded while its card payment still waits, or asks for action without the challenge's
// client_secret, is not reported as paid or as a challenge to run.
import type { Checkout } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { paymentLines } from "./payment-lines.ts";

const amount = { amountMinor: 5700, currency: "GBP" } as const;
const waiting: Checkout.CardPayment = {
  id: "pi_1",
  status: "requires_action",
  method: "card",
  amount,
  client_secret: "pi_1_secret",
};
const page = "/pay/tok_1";

describe("what book says of its card payment", () => {
  it("says paid only when the domain calls the payment settled", () => {
    expect(
      paymentLines({ status: "succeeded", bookings: [], payment: { ...waiting, status: "succeeded" } }, page),
    ).toEqual(["Paid by card."]);
    expect(paymentLines({ status: "succeeded", bookings: [], payment: waiting }, page)).toEqual([
      "Payment requires_action.",
    ]);
  });

  it("points to the bank's page, or the pay page, when the payment waits for 3-D Secure", () => {
    expect(paymentLines({ status: "requires_action", bookings: [], payment: waiting }, page)).toEqual([
      "The card needs 3-D Secure: finish on the /pay/tok_1 page",
    ]);
    const redirect = { type: "redirect_to_url", redirect_to_url: { url: "https://bank.example/3ds" } } as const;
    expect(
      paymentLines({ status: "requires_action", bookings: [], payment: { ...waiting, next_action: redirect } }, page),
    ).toEqual(["The card needs 3-D Secure: https://bank.example/3ds"]);
  });

  it("names the state of a payment that is neither paid nor a challenge it can run", () => {
    const { client_secret: _secret, ...withoutSecret } = waiting;
    expect(paymentLines({ status: "requires_action", bookings: [], payment: withoutSecret }, page)).toEqual([
      "Payment requires_action.",
    ]);
    expect(paymentLines({ status: "processing", bookings: [] }, page)).toEqual(["Payment processing."]);
  });
});
