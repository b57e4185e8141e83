// What the sandbox card form checks before it asks for a token (GOV.UK: say what to fix, at the
// field). Whether the number is a test card, the expiry is past or the CVC fits the brand are the
// payments port's rules (Card.testCardFor, isValidExpiry, isValidCvc), reported from there.
import { messages } from "./messages.ts";

import type { CardEntry } from "@cabline/api-ports/PaymentsApi";

export type CardFields = { readonly number: string; readonly expiry: string; readonly cvc: string };
export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

const expiryPattern = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** The expiry typed as MM/YY (or MM/YYYY), or undefined when it is not one. */
export const parseExpiry = (text: string): { readonly month: number; readonly year: number } | undefined => {
  const match = expiryPattern.exec(text);
  if (match === null) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: year < 100 ? 2000 + year : year };
};

export const checkCardFields = (fields: CardFields): CardFieldErrors => ({
  ...(fields.number.replace(/[\s-]/g, "") === "" ? { number: messages.pay.numberRequired } : {}),
  ...(parseExpiry(fields.expiry) === undefined ? { expiry: messages.pay.expiryInvalid } : {}),
  ...(fields.cvc.trim() === "" ? { cvc: messages.pay.cvcRequired } : {}),
});

/** The typed fields as the payments port takes them; undefined when the expiry does not read. */
export const entryOf = (fields: CardFields): CardEntry | undefined => {
  const expiry = parseExpiry(fields.expiry);
  return expiry === undefined
    ? undefined
    : { kind: "fields", number: fields.number, expMonth: expiry.month, expYear: expiry.year, cvc: fields.cvc.trim() };
};
