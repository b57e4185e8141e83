/**
 * Saved cards, card tokens and 3-D Secure (spec §1 card-payment publishable key, §3 card and
 * newCardToken, §7 getCards and card/add; the 3-D Secure steps are contract extensions).
 *
 * The app never handles a real card number: the payments port turns the card into a token. When a
 * tenant runs against the sandbox, the sandbox card form accepts only Stripe's published test
 * card numbers, listed here so that the form, the sandbox and the tests agree.
 */
import { Schema } from "effect";

export const Card = Schema.Struct({
  id: Schema.String,
  brand: Schema.String,
  last4: Schema.String,
  exp_month: Schema.Int,
  exp_year: Schema.Int,
  is_default: Schema.optionalKey(Schema.Boolean),
});
export type Card = typeof Card.Type;

/** The newCardToken the payments port produces (§3): an id and what may be shown of the card. */
export const CardToken = Schema.Struct({
  id: Schema.String,
  last4: Schema.String,
  brand: Schema.String,
});
export type CardToken = typeof CardToken.Type;

/** What the client must do to finish 3-D Secure (Stripe's next_action). */
export const NextAction = Schema.Struct({
  type: Schema.Literals(["use_stripe_sdk", "redirect_to_url"]),
  redirect_to_url: Schema.optionalKey(
    Schema.Struct({ url: Schema.String, return_url: Schema.optionalKey(Schema.String) }),
  ),
});
export type NextAction = typeof NextAction.Type;

/** The answer of addCard and confirmCardSetup: saved, or waiting for 3-D Secure. */
export const CardSetup = Schema.Struct({
  status: Schema.Literals(["succeeded", "requires_action"]),
  card: Schema.optionalKey(Card),
  /** The setup to confirm after 3-D Secure. */
  setup_id: Schema.optionalKey(Schema.String),
  client_secret: Schema.optionalKey(Schema.String),
  next_action: Schema.optionalKey(NextAction),
});
export type CardSetup = typeof CardSetup.Type;

export const needsAuthentication = (setup: CardSetup): boolean => setup.status === "requires_action";

const brandNames: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** "Visa •••• 4242": what a saved card is called on screen. */
export const label = (card: { readonly brand: string; readonly last4: string }): string =>
  `${brandNames[card.brand.toLowerCase()] ?? card.brand} •••• ${card.last4}`;

/**
 * True once the card's expiry month is over. `today` is the London calendar date, which the
 * caller reads from its clock.
 */
export const isExpired = (card: Card, today: { readonly year: number; readonly month: number }): boolean =>
  card.exp_year < today.year || (card.exp_year === today.year && card.exp_month < today.month);

/** The card to preselect: the default one, else the first. */
export const preferredCard = (cards: ReadonlyArray<Card>): Card | undefined =>
  cards.find((card) => card.is_default === true) ?? cards[0];

/** What happens when a test card is used (Stripe's documented behaviour of each number). */
export type TestOutcome = "succeeds" | "requires_authentication" | "declined";

export interface TestCard {
  readonly brand: string;
  readonly outcome: TestOutcome;
}

/** Stripe's published test card numbers (docs.stripe.com/testing) that the sandbox accepts. */
export const testCards: Readonly<Record<string, TestCard>> = {
  "4242424242424242": { brand: "visa", outcome: "succeeds" },
  "4000056655665556": { brand: "visa", outcome: "succeeds" },
  "5555555555554444": { brand: "mastercard", outcome: "succeeds" },
  "2223003122003222": { brand: "mastercard", outcome: "succeeds" },
  "5200828282828210": { brand: "mastercard", outcome: "succeeds" },
  "5105105105105100": { brand: "mastercard", outcome: "succeeds" },
  "378282246310005": { brand: "amex", outcome: "succeeds" },
  "371449635398431": { brand: "amex", outcome: "succeeds" },
  "6011111111111117": { brand: "discover", outcome: "succeeds" },
  "3056930009020004": { brand: "diners", outcome: "succeeds" },
  "3566002020360505": { brand: "jcb", outcome: "succeeds" },
  "6200000000000005": { brand: "unionpay", outcome: "succeeds" },
  "4000002500003155": { brand: "visa", outcome: "requires_authentication" },
  "4000002760003184": { brand: "visa", outcome: "requires_authentication" },
  "4000000000000002": { brand: "visa", outcome: "declined" },
  "4000000000009995": { brand: "visa", outcome: "declined" },
  "4000000000009987": { brand: "visa", outcome: "declined" },
  "4000000000000069": { brand: "visa", outcome: "declined" },
  "4000000000000127": { brand: "visa", outcome: "declined" },
};

/** The digits of a typed card number; spaces and dashes are how people type them. */
export const normaliseNumber = (typed: string): string => typed.replace(/[\s-]/g, "");

/** The Luhn check every card number passes. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/** The test card for a typed number, or undefined when it is not one of Stripe's test numbers. */
export const testCardFor = (typed: string): TestCard | undefined => testCards[normaliseNumber(typed)];

/** A month 1-12 and a year not before this one (two-digit years are read as 20xx). */
export const isValidExpiry = (
  month: number,
  year: number,
  today: { readonly year: number; readonly month: number },
): boolean => {
  const fullYear = year < 100 ? 2000 + year : year;
  return (
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(fullYear) &&
    (fullYear > today.year || (fullYear === today.year && month >= today.month))
  );
};

/** A CVC is 3 digits, or 4 for American Express. */
export const isValidCvc = (cvc: string, brand: string): boolean =>
  brand === "amex" ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
