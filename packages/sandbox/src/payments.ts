/**
 * The offline, Stripe-shaped payments sandbox. Stripe's published test card numbers become card
 * tokens through POST /sandbox/payments/tokens (what the web's sandbox card form posts); anything
 * else is refused as Stripe refuses a live card in test mode. Stripe's fixed test tokens
 * (tok_visa, tok_chargeDeclined, tok_threeDSecure2Required, ...) work too. Only brand, last 4
 * digits and expiry are kept; card numbers are never stored or logged.
 *
 * Behaviour, as Stripe documents it: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is
 * declined (generic_decline) and 4000 0000 0000 9995 too (insufficient_funds), when saved and
 * when charged; 4000 0025 0000 3155 needs 3-D Secure to be saved or for an on-session payment,
 * not once set up; 4000 0027 6000 3184 needs it for every payment. A 3-D Secure step answers
 * requires_action with a client_secret; POST /sandbox/payments/3ds completes or fails the
 * challenge; confirmCardSetup / confirmPayment then finish (an unfailed challenge counts as done).
 */
import { Card, DateTime } from "@cabline/domain";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optText, isRecord, type Fields } from "./input.ts";
import { randomId } from "./tokens.ts";

export type Behaviour = Card.Behaviour;

/** Stripe's fixed test tokens and the numbers behind them. */
const fixedTokens: Readonly<Record<string, string>> = {
  tok_visa: "4242424242424242",
  tok_visa_debit: "4000056655665556",
  tok_mastercard: "5555555555554444",
  tok_amex: "378282246310005",
  tok_chargeDeclined: "4000000000000002",
  tok_chargeDeclinedInsufficientFunds: "4000000000009995",
  tok_threeDSecure2Required: "4000000000003220",
};

export interface CardFacts {
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly behaviour: Behaviour;
}

const cardError = (code: string, message: string, declineCode?: string): never =>
  fail(code, { message, ...(declineCode === undefined ? {} : { extra: { decline_code: declineCode } }) });

const declineMessages: Readonly<Record<Card.DeclineCode, string>> = {
  generic_decline: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  lost_card: "Your card was declined.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
};

/** The decline of a card that does not succeed (card_declined, with Stripe's decline_code). */
export const declined = (behaviour: Card.DeclineCode, commit = false): never =>
  fail("card_declined", { message: declineMessages[behaviour], commit, extra: { decline_code: behaviour } });

export const isDecline = Card.isDecline;

/** Stripe's error for each reason a typed card cannot become a token. */
const refusals: Readonly<Record<Card.CardRefusal, { code: string; message: string; declineCode?: string }>> = {
  incorrect_number: { code: "incorrect_number", message: "Your card number is incorrect." },
  invalid_expiry_month: { code: "invalid_expiry_month", message: "Your card's expiration month is invalid." },
  invalid_expiry_year: { code: "invalid_expiry_year", message: "Your card's expiration year is invalid." },
  expired_card: { code: "expired_card", message: "Your card has expired.", declineCode: "expired_card" },
  incorrect_cvc: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  test_mode_live_card: {
    code: "card_declined",
    message:
      "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
    declineCode: "test_mode_live_card",
  },
};

/** Reads the card fields as Stripe's form (card[number]) or flat JSON/form fields. */
const cardFields = (body: Fields): Fields => (isRecord(body["card"]) ? body["card"] : body);

const field = (body: Fields, key: string): string | undefined =>
  optText(cardFields(body), key) ?? optText(body, `card[${key}]`);

/** The typed expiry: exp_month and exp_year, or exp as MM/YY or MM/YYYY. */
const typedExpiry = (body: Fields): { month: number; year: number } => {
  const exp = field(body, "exp");
  if (exp === undefined) return { month: Number(field(body, "exp_month")), year: Number(field(body, "exp_year")) };
  // Not an expiry: Card.refusalFor refuses the month (NaN is no month).
  return Card.readExpiry(exp) ?? { month: Number.NaN, year: Number.NaN };
};

/** Card.refusalFor decides, on today's date in London. */
const createToken = (ctx: Ctx): Reply => {
  const typed = {
    number: field(ctx.body, "number") ?? "",
    cvc: field(ctx.body, "cvc") ?? "",
    ...typedExpiry(ctx.body),
  };
  const refusal = Card.refusalFor(typed, DateTime.fromEpochMs(ctx.now));
  if (refusal !== undefined) {
    const { code, message, declineCode } = refusals[refusal];
    return cardError(code, message, declineCode);
  }
  const number = Card.normaliseNumber(typed.number);
  const card = Card.testCards[number] ?? fail("internal_server_error");
  const month = typed.month;
  const year = Card.fullYear(typed.year);
  const id = randomId(ctx.random, "tok_sandbox_");
  const last4 = number.slice(-4);
  ctx.db.run(
    "INSERT INTO card_tokens(id, tenant, brand, last4, exp_month, exp_year, behaviour, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    id,
    ctx.tenant.code,
    card.brand,
    last4,
    month,
    year,
    card.behaviour,
    ctx.now,
  );
  return ok({
    id,
    object: "token",
    type: "card",
    card: { brand: card.brand, last4, exp_month: month, exp_year: year },
    created: Math.floor(ctx.now / 1000),
    livemode: false,
    used: false,
  });
};

/**
 * The card behind a token, spending the token (Stripe tokens are single use). Unknown, used or
 * other-tenant tokens are refused with bad_request.
 */
export const spendToken = (ctx: Ctx, tokenId: string): CardFacts => {
  const fixed = fixedTokens[tokenId];
  if (fixed !== undefined) {
    const card = Card.testCards[fixed] ?? fail("internal_server_error");
    return {
      brand: card.brand,
      last4: fixed.slice(-4),
      exp_month: 12,
      exp_year: DateTime.fromEpochMs(ctx.now).year + 3,
      behaviour: card.behaviour,
    };
  }
  const row = ctx.db.get<CardFacts & { used_at: number | null }>(
    "SELECT * FROM card_tokens WHERE id = ? AND tenant = ?",
    tokenId,
    ctx.tenant.code,
  );
  if (row === undefined) return badRequest("No such card token.");
  if (row.used_at !== null) return badRequest("This card token was already used; create a new one.");
  ctx.db.run("UPDATE card_tokens SET used_at = ? WHERE id = ? AND tenant = ?", ctx.now, tokenId, ctx.tenant.code);
  return {
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    behaviour: row.behaviour,
  };
};

/** Marks a 3-D Secure challenge as completed or failed (what the payments port's challenge screen does). */
const challenge = (ctx: Ctx): Reply => {
  const secret = optText(ctx.body, "client_secret") ?? badRequest("client_secret is required.");
  const outcome = optText(ctx.body, "outcome") ?? "succeed";
  if (outcome !== "succeed" && outcome !== "fail") return badRequest("outcome must be succeed or fail.");
  const result = outcome === "succeed" ? "passed" : "failed";
  const payments = ctx.db.changes(
    "UPDATE payments SET challenge = ? WHERE tenant = ? AND client_secret = ? AND status = 'requires_action'",
    result,
    ctx.tenant.code,
    secret,
  );
  const setups = ctx.db.changes(
    "UPDATE card_setups SET status = ? WHERE tenant = ? AND client_secret = ? AND status LIKE 'requires_action%'",
    `requires_action:${result}`,
    ctx.tenant.code,
    secret,
  );
  if (payments + setups === 0) return badRequest("No 3-D Secure challenge waits for this client_secret.");
  return ok({ status: outcome === "succeed" ? "challenge_passed" : "challenge_failed" });
};

export const paymentRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/sandbox/payments/tokens", "any", "public", createToken),
  route("POST", "/sandbox/payments/3ds", "any", "public", challenge),
];
