// A card typed into the sandbox's card form (the pay page and the booking summary alike), as the
// payments port takes it: the expiry read as MM/YY or MM/YYYY (a two-digit year is this century),
// the number and security code as typed (the port's Card rules judge them). With Stripe, card
// details never reach this code: StripeCardField hands over its element instead.
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import * as Card from "@cabline/domain/Card";

export type TypedCard = { readonly number: string; readonly expiry: string; readonly cvc: string };

/** The expiry typed as MM/YY (or MM/YYYY), or undefined when it is not one (the domain's reading). */
export const parseExpiry = Card.readExpiry;

/** The typed card as the payments port takes it; undefined while a field is empty or the expiry does not read. */
export const entryOf = (card: TypedCard): CardEntry | undefined => {
  const expiry = parseExpiry(card.expiry);
  if (expiry === undefined || Card.normaliseNumber(card.number) === "" || card.cvc.trim() === "") return undefined;
  return { kind: "fields", number: card.number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc.trim() };
};
