// The booking draft's schema (draft.ts): what a stored draft must be to be restored. Loaded only
// when sessionStorage holds a draft, so a first visit to /book-ride loads no schema code;
// the form's rules need only the types (FormSchema's, through @cabline/domain/BookingForm).
import * as FormSchema from "@cabline/domain/schemas/BookingForm";
import * as MoneySchema from "@cabline/domain/schemas/Money";
import * as PaymentSchema from "@cabline/domain/schemas/Payment";
import { Schema } from "effect";

export const ConfirmedLeg = Schema.Struct({
  id: Schema.Int,
  leg: Schema.Literals(["outbound", "return"]),
  token: Schema.String,
  pickup: Schema.String,
  drop: Schema.String,
  pickupTime: Schema.Number,
  asap: Schema.Boolean,
});

export const Confirmation = Schema.Struct({
  pairId: Schema.Int,
  legs: Schema.Array(ConfirmedLeg),
  paymentMethod: PaymentSchema.PaymentMethod,
  paid: Schema.Boolean,
  total: Schema.NullOr(MoneySchema.Money),
  /** The waiting and cancellation terms in words (BookingTerms.linesFor). */
  terms: Schema.optionalKey(Schema.Array(Schema.String)),
});

export const Draft = Schema.Struct({
  form: FormSchema.BookingForm,
  /** A saved card's id, "new" for a card typed in now, or null. */
  card: Schema.NullOr(Schema.String),
  /** The Idempotency-Key of the booking attempt under way; null until Book is pressed. */
  attemptKey: Schema.NullOr(Schema.String),
  confirmation: Schema.NullOr(Confirmation),
});

const isDraft = Schema.is(Draft);

/** The stored text as a draft, or undefined when it is not JSON or not a draft of this version. */
export function decodeDraft(raw: string): typeof Draft.Type | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
