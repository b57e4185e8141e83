/**
 * Money as integer minor units and a currency code (spec §1, §9): its schema. The rules are in ../Money.ts.
 * The schemas of the booking form's data live apart from the rules (../{Location,RideAvailability,
 * Money,Payment,BookingForm}.ts), which take their types from here: a screen that runs the rules
 * loads no schema code, and only what decodes data (a stored draft, an answer) loads effect/Schema
 * (issue 15).
 */
import { Schema } from "effect";

export const Money = Schema.Struct({
  /** Whole minor units: 1250 is £12.50. */
  amountMinor: Schema.Int,
  /** ISO 4217 code, e.g. "GBP". */
  currency: Schema.String,
});
