// What the sandbox card form checks before it asks for a token (GOV.UK: say what to fix, at the
// field). Whether the number is a test card, the expiry is past or the CVC fits the brand are the
// payments port's rules (Card.testCardFor, isValidExpiry, isValidCvc), reported from there.
import { parseExpiry, type TypedCard } from "../../components/payments/card-entry.ts";
import { payMessages } from "./pay-messages.ts";

export { entryOf } from "../../components/payments/card-entry.ts";

export type CardFields = TypedCard;
export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

export const checkCardFields = (fields: CardFields): CardFieldErrors => ({
  ...(fields.number.replace(/[\s-]/g, "") === "" ? { number: payMessages.numberRequired } : {}),
  ...(parseExpiry(fields.expiry) === undefined ? { expiry: payMessages.expiryInvalid } : {}),
  ...(fields.cvc.trim() === "" ? { cvc: payMessages.cvcRequired } : {}),
});
