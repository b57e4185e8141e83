/**
 * The basket and the payment of bookings (spec §3 basket, card, newCardToken and paymentMethod,
 * §7 updateBasket and checkout). A card payment may need 3-D Secure: the payments port runs the
 * challenge and confirmPayment finishes it (contracts/README.md "Checkout and 3-D Secure").
 */
import { Schema } from "effect";
import * as Booking from "./Booking.ts";
import * as Card from "./Card.ts";
import * as Money from "./Money.ts";
import * as Quote from "./Quote.ts";
import * as PaymentSchema from "./schemas/Payment.ts";
import * as MoneySchema from "./schemas/Money.ts";

export const Basket = Schema.Struct({
  id: Schema.String,
  booking_ids: Schema.Array(Schema.Int),
  lines: Schema.optionalKey(Schema.Array(Quote.FareLine)),
  subtotal: Schema.optionalKey(MoneySchema.Money),
  discount: Schema.optionalKey(MoneySchema.Money),
  total: MoneySchema.Money,
  promocode: Schema.optionalKey(Schema.String),
  paymentMethod: Schema.optionalKey(PaymentSchema.PaymentMethod),
});
export type Basket = typeof Basket.Type;

export const PaymentState = Schema.Literals(["succeeded", "requires_action", "processing", "not_required"]);
export type PaymentState = typeof PaymentState.Type;

export const CardPayment = Schema.Struct({
  id: Schema.String,
  status: PaymentState,
  method: PaymentSchema.PaymentMethod,
  amount: MoneySchema.Money,
  card: Schema.optionalKey(
    Schema.Struct({ brand: Schema.optionalKey(Schema.String), last4: Schema.optionalKey(Schema.String) }),
  ),
  client_secret: Schema.optionalKey(Schema.String),
  next_action: Schema.optionalKey(Card.NextAction),
});
export type CardPayment = typeof CardPayment.Type;

export const CheckoutStatus = Schema.Literals(["succeeded", "requires_action", "processing"]);
export type CheckoutStatus = typeof CheckoutStatus.Type;

/** The answer of checkout and confirmPayment. */
export const CheckoutResult = Schema.Struct({
  status: CheckoutStatus,
  bookings: Schema.Array(Booking.Booking),
  payment: Schema.optionalKey(CardPayment),
});
export type CheckoutResult = typeof CheckoutResult.Type;

/** How the bookings are paid for: the basket or bookings, the method, and the card. */
export const CheckoutRequest = Schema.Struct({
  basket_id: Schema.optionalKey(Schema.String),
  /** Bookings to pay when there is no basket. */
  booking_ids: Schema.optionalKey(Schema.Array(Schema.Int)),
  /** The pay page: the token of the booking being paid. */
  booking_token: Schema.optionalKey(Schema.String),
  paymentMethod: PaymentSchema.PaymentMethod,
  /** A saved card... */
  card_id: Schema.optionalKey(Schema.String),
  /** ...or a new one from the payments port. */
  newCardToken: Schema.optionalKey(Schema.String),
  promocode: Schema.optionalKey(Schema.String),
  po_number: Schema.optionalKey(Schema.String),
  guestUserId: Schema.optionalKey(Schema.String),
});
export type CheckoutRequest = typeof CheckoutRequest.Type;

/** True when the payment waits for 3-D Secure (and says how to run it). */
export const needsAuthentication = (result: CheckoutResult): boolean =>
  result.status === "requires_action" && result.payment?.client_secret !== undefined;

/** True when the bookings are paid for, or need no payment now (cash, account). */
export const isSettled = (result: CheckoutResult): boolean =>
  result.status === "succeeded" && result.payment?.status !== "requires_action";

/**
 * The total of the basket lines (a discount line is negative).
 * @internal The contract tests (tests/contract) check with it that an answered basket adds up.
 */
export const linesTotal = (basket: Basket): Money.Money =>
  Money.sum(
    (basket.lines ?? []).map((line) => line.amount),
    basket.total.currency,
  );
