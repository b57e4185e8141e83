/**
 * Promo codes (spec §3 promocode and temporary promo, §7 promocode calls). The spec names the
 * calls only; the code's shape and the discount rule are the contract's design: a percentage
 * (optionally capped) or a fixed amount, with an optional minimum fare and validity window.
 */
import { Schema } from "effect";
import * as DateTime from "./DateTime.ts";
import * as Money from "./Money.ts";
import * as MoneySchema from "./schemas/Money.ts";

export const DiscountType = Schema.Literals(["percent", "fixed"]);
export type DiscountType = typeof DiscountType.Type;

export const Promocode = Schema.Struct({
  code: Schema.String,
  description: Schema.String,
  discount_type: DiscountType,
  percent_off: Schema.optionalKey(Schema.Int),
  amount_off: Schema.optionalKey(MoneySchema.Money),
  max_discount: Schema.optionalKey(MoneySchema.Money),
  min_fare: Schema.optionalKey(MoneySchema.Money),
  /** Epoch milliseconds. */
  valid_from: Schema.optionalKey(Schema.Number),
  valid_until: Schema.optionalKey(Schema.Number),
  single_use: Schema.optionalKey(Schema.Boolean),
});
export type Promocode = typeof Promocode.Type;

export const RefusalReason = Schema.Literals([
  "expired",
  "not_started",
  "already_used",
  "minimum_fare_not_met",
  "not_eligible",
]);
export type RefusalReason = typeof RefusalReason.Type;

/** Whether a code can be used for a booking, and what it would take off (canUseForBooking). */
export const PromocodeCheck = Schema.Struct({
  can_use: Schema.Boolean,
  reason: Schema.optionalKey(RefusalReason),
  promocode: Schema.optionalKey(Promocode),
  discount: Schema.optionalKey(MoneySchema.Money),
});
export type PromocodeCheck = typeof PromocodeCheck.Type;

/** What a code is called when typed: trimmed, upper case. */
export const normalise = (typed: string): string => typed.trim().toUpperCase();

/**
 * What only the server knows about one use of a code: whether this holder has used a single-use
 * code before, and whether the trip meets the code's condition (a cruise-terminal code). Unknown
 * facts are left out and refuse nothing.
 */
export interface UseFacts {
  readonly alreadyUsed?: boolean;
  readonly eligible?: boolean;
}

/**
 * Why a code cannot be used at `nowMs` on a fare, or undefined when it can. The first reason in
 * this order wins: not started, expired, already used, not eligible, minimum fare not met.
 */
export const refusalFor = (
  promocode: Promocode,
  fare: Money.Money,
  nowMs: number,
  facts: UseFacts = {},
): RefusalReason | undefined => {
  if (promocode.valid_from !== undefined && nowMs < promocode.valid_from) return "not_started";
  if (promocode.valid_until !== undefined && nowMs > promocode.valid_until) return "expired";
  if (promocode.single_use === true && facts.alreadyUsed === true) return "already_used";
  if (facts.eligible === false) return "not_eligible";
  if (promocode.min_fare !== undefined && fare.amountMinor < promocode.min_fare.amountMinor) {
    return "minimum_fare_not_met";
  }
  return undefined;
};

/**
 * The discount on a fare: a percentage rounded to the nearest penny and capped at max_discount,
 * or the fixed amount; never more than the fare, and nothing when the code is refused.
 * Decision: a half penny rounds up (Math.round on a positive amount), as a till does;
 * the sandbox took Math.floor and quoted a penny less than the client showed.
 */
export const discountOn = (promocode: Promocode, fare: Money.Money, nowMs: number): Money.Money => {
  if (refusalFor(promocode, fare, nowMs) !== undefined || fare.amountMinor <= 0) {
    return Money.fromMinor(0, fare.currency);
  }
  const raw =
    promocode.discount_type === "percent"
      ? Math.round((fare.amountMinor * (promocode.percent_off ?? 0)) / 100)
      : (promocode.amount_off?.amountMinor ?? 0);
  const capped = Math.min(raw, promocode.max_discount?.amountMinor ?? Infinity, fare.amountMinor);
  return Money.fromMinor(Math.max(0, capped), fare.currency);
};

/**
 * What a code gives, in words, for the list of a customer's codes: "10% off, up to £5.00",
 * "£3.00 off", then the fare it needs and the last day it can be used (London), e.g.
 * "15% off · fares of £20.00 or more · until 31-Dec-2026". The server's description is shown
 * beside it as text; this line is worked out from the code's terms, so it cannot disagree with them.
 */
export const offer = (promocode: Promocode): string => {
  const off =
    promocode.discount_type === "percent"
      ? `${promocode.percent_off ?? 0}% off${promocode.max_discount === undefined ? "" : `, up to ${Money.format(promocode.max_discount)}`}`
      : `${promocode.amount_off === undefined ? "" : Money.format(promocode.amount_off)} off`;
  const parts = [off];
  if (promocode.min_fare !== undefined) parts.push(`fares of ${Money.format(promocode.min_fare)} or more`);
  if (promocode.valid_until !== undefined) {
    parts.push(`until ${DateTime.formatDisplayDate(DateTime.fromEpochMs(promocode.valid_until))}`);
  }
  if (promocode.single_use === true) parts.push("once");
  return parts.join(" · ");
};
