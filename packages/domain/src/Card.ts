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

/** Stripe's decline codes of the test numbers that are refused when saved or charged. */
export type DeclineCode = "generic_decline" | "insufficient_funds" | "lost_card" | "expired_card" | "incorrect_cvc";

/**
 * What the sandbox does with a test card, as Stripe documents each number: succeed; need 3-D
 * Secure unless the card was set up for later use (4000 0025 0000 3155) or always (4000 0027 6000
 * 3184, 4000 0000 0000 3220); or decline with a code.
 */
export type Behaviour = "succeeds" | "authenticate_unless_set_up" | "authenticate_always" | DeclineCode;

export interface TestCard {
  readonly brand: string;
  readonly behaviour: Behaviour;
  readonly outcome: TestOutcome;
}

export const outcomeOf = (behaviour: Behaviour): TestOutcome =>
  behaviour === "succeeds"
    ? "succeeds"
    : behaviour === "authenticate_unless_set_up" || behaviour === "authenticate_always"
      ? "requires_authentication"
      : "declined";

export const isDecline = (behaviour: Behaviour): behaviour is DeclineCode => outcomeOf(behaviour) === "declined";

/** Whether a payment with this card needs 3-D Secure: `setUp` is a card saved after its own check. */
export const needsChallenge = (behaviour: Behaviour, setUp: boolean): boolean =>
  behaviour === "authenticate_always" || (behaviour === "authenticate_unless_set_up" && !setUp);

const testCard = (brand: string, behaviour: Behaviour): TestCard => ({
  brand,
  behaviour,
  outcome: outcomeOf(behaviour),
});

/**
 * Stripe's published test card numbers (docs.stripe.com/testing): the only numbers the sandbox
 * card form, the sandbox payments API and the in-memory payments double accept (they
 * once had two lists that disagreed).
 */
export const testCards: Readonly<Record<string, TestCard>> = {
  "4242424242424242": testCard("visa", "succeeds"),
  "4000056655665556": testCard("visa", "succeeds"),
  "5555555555554444": testCard("mastercard", "succeeds"),
  "2223003122003222": testCard("mastercard", "succeeds"),
  "5200828282828210": testCard("mastercard", "succeeds"),
  "5105105105105100": testCard("mastercard", "succeeds"),
  "378282246310005": testCard("amex", "succeeds"),
  "371449635398431": testCard("amex", "succeeds"),
  "6011111111111117": testCard("discover", "succeeds"),
  "3056930009020004": testCard("diners", "succeeds"),
  "3566002020360505": testCard("jcb", "succeeds"),
  "6200000000000005": testCard("unionpay", "succeeds"),
  "4000002500003155": testCard("visa", "authenticate_unless_set_up"),
  "4000002760003184": testCard("visa", "authenticate_always"),
  "4000000000003220": testCard("visa", "authenticate_always"),
  "4000000000000002": testCard("visa", "generic_decline"),
  "4000000000009995": testCard("visa", "insufficient_funds"),
  "4000000000009987": testCard("visa", "lost_card"),
  "4000000000000069": testCard("visa", "expired_card"),
  "4000000000000127": testCard("visa", "incorrect_cvc"),
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

/** A two-digit expiry year is 20xx. */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/**
 * An expiry as people type it, "MM/YY" or "MM/YYYY" (spaces allowed around the parts): its month
 * 1-12 and its full year; undefined when it is not one. The sandbox card form and the sandbox
 * payments API read it alike.
 */
export const readExpiry = (text: string): { readonly month: number; readonly year: number } | undefined => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (match === null) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: fullYear(Number(match[2])) };
};

/** A month 1-12 and a year not before this one (two-digit years are read as 20xx). */
export const isValidExpiry = (
  month: number,
  year: number,
  today: { readonly year: number; readonly month: number },
): boolean => {
  const full = fullYear(year);
  return (
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(full) &&
    (full > today.year || (full === today.year && month >= today.month))
  );
};

/** A CVC is 3 digits, or 4 for American Express. */
export const isValidCvc = (cvc: string, brand: string): boolean =>
  brand === "amex" ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);

/** Why a typed card cannot become a token, with Stripe's codes; the first that applies wins. */
export type CardRefusal =
  | "incorrect_number"
  | "invalid_expiry_month"
  | "invalid_expiry_year"
  | "expired_card"
  | "incorrect_cvc"
  | "test_mode_live_card";

export interface TypedCard {
  readonly number: string;
  readonly month: number;
  readonly year: number;
  readonly cvc: string;
}

/**
 * Whether a typed card can be tokenised in test mode: a number that passes Luhn, a month 1-12,
 * a year 2000-2100, not expired on `today` (the London calendar date: a card expiring in June is
 * good until midnight in London at the end of June, whatever UTC says), a CVC for the brand, and
 * one of Stripe's test numbers (a real card is refused as Stripe refuses it in test mode).
 */
export const refusalFor = (
  typed: TypedCard,
  today: { readonly year: number; readonly month: number },
): CardRefusal | undefined => {
  const digits = normaliseNumber(typed.number);
  if (!passesLuhn(digits)) return "incorrect_number";
  const year = fullYear(typed.year);
  if (!Number.isInteger(typed.month) || typed.month < 1 || typed.month > 12) return "invalid_expiry_month";
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return "invalid_expiry_year";
  if (!isValidExpiry(typed.month, year, today)) return "expired_card";
  const card = testCards[digits];
  if (!isValidCvc(typed.cvc, card?.brand ?? "")) return "incorrect_cvc";
  return card === undefined ? "test_mode_live_card" : undefined;
};
