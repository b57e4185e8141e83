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
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optText, isRecord, type Fields } from "./input.ts";
import { randomId } from "./tokens.ts";

export type Behaviour =
  "succeeds" | "generic_decline" | "insufficient_funds" | "authenticate_unless_set_up" | "authenticate_always";

interface TestCard {
  readonly brand: string;
  readonly behaviour: Behaviour;
}

/** Stripe's published test numbers (https://docs.stripe.com/testing). */
export const testCards: Readonly<Record<string, TestCard>> = {
  "4242424242424242": { brand: "visa", behaviour: "succeeds" },
  "4000056655665556": { brand: "visa", behaviour: "succeeds" },
  "5555555555554444": { brand: "mastercard", behaviour: "succeeds" },
  "2223003122003222": { brand: "mastercard", behaviour: "succeeds" },
  "5200828282828210": { brand: "mastercard", behaviour: "succeeds" },
  "378282246310005": { brand: "amex", behaviour: "succeeds" },
  "4000000000000002": { brand: "visa", behaviour: "generic_decline" },
  "4000000000009995": { brand: "visa", behaviour: "insufficient_funds" },
  "4000002500003155": { brand: "visa", behaviour: "authenticate_unless_set_up" },
  "4000002760003184": { brand: "visa", behaviour: "authenticate_always" },
  "4000000000003220": { brand: "visa", behaviour: "authenticate_always" },
};

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

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const cardError = (code: string, message: string, declineCode?: string): never =>
  fail(code, { message, ...(declineCode === undefined ? {} : { extra: { decline_code: declineCode } }) });

/** The decline of a card that does not succeed (card_declined, with Stripe's decline_code). */
export const declined = (behaviour: Behaviour, commit = false): never =>
  behaviour === "insufficient_funds"
    ? fail("card_declined", {
        message: "Your card has insufficient funds.",
        commit,
        extra: { decline_code: "insufficient_funds" },
      })
    : fail("card_declined", { message: "Your card was declined.", commit, extra: { decline_code: "generic_decline" } });

export const isDecline = (behaviour: Behaviour): boolean =>
  behaviour === "generic_decline" || behaviour === "insufficient_funds";

/** Reads the card fields as Stripe's form (card[number]) or flat JSON/form fields. */
const cardFields = (body: Fields): Fields => (isRecord(body["card"]) ? body["card"] : body);

const field = (body: Fields, key: string): string | undefined =>
  optText(cardFields(body), key) ?? optText(body, `card[${key}]`);

const createToken = (ctx: Ctx): Reply => {
  const number = (field(ctx.body, "number") ?? "").replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    return cardError("incorrect_number", "Your card number is incorrect.");
  let month = Number(field(ctx.body, "exp_month"));
  let year = Number(field(ctx.body, "exp_year"));
  const exp = field(ctx.body, "exp");
  if (exp !== undefined) {
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(exp);
    month = Number(match?.[1]);
    year = Number(match?.[2]);
  }
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return cardError("invalid_expiry_month", "Your card's expiration month is invalid.");
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    return cardError("invalid_expiry_year", "Your card's expiration year is invalid.");
  const today = new Date(ctx.now);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    return cardError("expired_card", "Your card has expired.", "expired_card");
  }
  const card = testCards[number];
  const cvc = field(ctx.body, "cvc") ?? "";
  if (!(card?.brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(cvc))
    return cardError("incorrect_cvc", "Your card's security code is incorrect.");
  if (card === undefined) {
    return cardError(
      "card_declined",
      "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
      "test_mode_live_card",
    );
  }
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
    const card = testCards[fixed] as TestCard;
    return {
      brand: card.brand,
      last4: fixed.slice(-4),
      exp_month: 12,
      exp_year: new Date(ctx.now).getUTCFullYear() + 3,
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
