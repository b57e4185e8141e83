/**
 * Money as integer minor units and a currency code (spec §1, §9): its schema. The rules are in ../Money.ts.
 * Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
 */
import { Schema } from "effect";

export const Money = Schema.Struct({
  /** Whole minor units: 1250 is £12.50. */
  amountMinor: Schema.Int,
  /** ISO 4217 code, e.g. "GBP". */
  currency: Schema.String,
});
