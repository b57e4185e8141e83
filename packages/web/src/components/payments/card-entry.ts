// A card typed into the sandbox's card form (the pay page and the booking summary alike), as the
// payments port takes it: the expiry read as MM/YY or MM/YYYY (a two-digit year is this century),
// the number and security code as typed (the port's Card rules judge them). With Stripe, card
// details never reach this code: StripeCardField hands over its element instead.
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import * as Card from "@cabline/domain/Card";

export type TypedCard = { readonly number: string; readonly expiry: string; readonly cvc: string };

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

/** The typed card as the payments port takes it; undefined while a field is empty or the expiry does not read. */
export const entryOf = (card: TypedCard): CardEntry | undefined => {
  const expiry = parseExpiry(card.expiry);
  if (expiry === undefined || Card.normaliseNumber(card.number) === "" || card.cvc.trim() === "") return undefined;
  return { kind: "fields", number: card.number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc.trim() };
};
