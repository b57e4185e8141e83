/**
 * Fares and cost estimates (spec §3 Cost estimate response and additionalCharges, §7
 * getCostEstimate). The spec does not show a fare; the shape is the contract's design
 * (contracts/README.md "Fares"): Karhoo quote types and Autocab-style pricing lines, in pence.
 */
import { Schema } from "effect";
import * as Money from "./Money.ts";
import * as MoneySchema from "./schemas/Money.ts";
import * as TermsSchema from "./schemas/BookingTerms.ts";

/** FIXED price, ESTIMATED range, or METERED on the taximeter. */
export const QuoteType = Schema.Literals(["FIXED", "ESTIMATED", "METERED"]);
export type QuoteType = typeof QuoteType.Type;

/** One pricing line: journey, airport_pickup, meet_and_greet, via_stop, promocode (negative)... */
export const FareLine = Schema.Struct({
  code: Schema.String,
  label: Schema.String,
  amount: MoneySchema.Money,
});
export type FareLine = typeof FareLine.Type;

export const Fare = Schema.Struct({
  quote_type: QuoteType,
  total: MoneySchema.Money,
  lines: Schema.Array(FareLine),
  /** Bounds of an ESTIMATED fare. */
  low: Schema.optionalKey(MoneySchema.Money),
  high: Schema.optionalKey(MoneySchema.Money),
});
export type Fare = typeof Fare.Type;

/** An additional charge of a leg; `mandatory: false` marks one the customer may decline (§3). */
export const AdditionalCharge = Schema.Struct({
  code: Schema.String,
  label: Schema.String,
  amount: MoneySchema.Money,
  mandatory: Schema.optionalKey(Schema.Boolean),
});
export type AdditionalCharge = typeof AdditionalCharge.Type;

/** The price of one ride type, shown next to the choices. */
export const RideTypeQuote = Schema.Struct({
  ride_type_id: Schema.Int,
  outbound: Fare,
  return: Schema.optionalKey(Fare),
});
export type RideTypeQuote = typeof RideTypeQuote.Type;

/** The answer of getCostEstimate (§7): fares per leg and the additional charges per leg. */
export const CostEstimate = Schema.Struct({
  outbound: Fare,
  return: Schema.optionalKey(Fare),
  /** Both legs after discount. */
  total: MoneySchema.Money,
  discount: Schema.optionalKey(MoneySchema.Money),
  bookingAdditionalChargesOutbound: Schema.Array(AdditionalCharge),
  bookingAdditionalChargesReturn: Schema.Array(AdditionalCharge),
  ride_type_quotes: Schema.optionalKey(Schema.Array(RideTypeQuote)),
  /** Epoch milliseconds. */
  quote_expires_at: Schema.optionalKey(Schema.Number),
  /** The waiting and cancellation terms the booking is made on (BookingTerms), when the server gives them. */
  terms: Schema.optionalKey(TermsSchema.Terms),
});
export type CostEstimate = typeof CostEstimate.Type;

/** The sum of the fare's lines, in the fare's currency. */
export const linesTotal = (fare: Fare): Money.Money =>
  Money.sum(
    fare.lines.map((line) => line.amount),
    fare.total.currency,
  );

/**
 * True when the lines add up to the total, as the contract promises.
 * @internal The contract tests (tests/contract) check with it that an answered fare adds up.
 */
export const addsUp = (fare: Fare): boolean => linesTotal(fare).amountMinor === fare.total.amountMinor;

/** A charge is mandatory unless it says otherwise. */
export const isMandatory = (charge: AdditionalCharge): boolean => charge.mandatory !== false;

/**
 * The charge codes to send with a leg (BookingLegRequest.additionalCharges): every mandatory
 * charge, plus the optional ones the customer accepted, in the estimate's order.
 */
export const acceptedChargeCodes = (
  charges: ReadonlyArray<AdditionalCharge>,
  acceptedOptional: ReadonlyArray<string>,
): ReadonlyArray<string> =>
  charges.filter((charge) => isMandatory(charge) || acceptedOptional.includes(charge.code)).map((c) => c.code);
