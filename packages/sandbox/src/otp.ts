/**
 * Phone one-time codes for sign-in and sign-up (spec §7 submitTelForValidation,
 * loginUsingPhoneNumberWeb, registerWeb): 6 digits, single use, valid 10 minutes, at most 5
 * attempts per code. Sending is limited per number (one code a minute and 5 an hour) and per
 * client (10 an hour), else 429 too_many_attempts_please_wait. Past 100 codes in 10 minutes for a
 * tenant, clients that already had a code in that window wait too, but a client asking for the
 * first time is still served: a few clients can no longer use up the tenant's codes and lock
 * everyone out of phone sign-in (they locked it for 10 minutes with 10 clients). A new code
 * replaces the previous one. Codes are delivered through the outbox and stored only as salted hashes.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Ctx } from "./context.ts";
import { fail } from "./errors.ts";
import { send } from "./outbox.ts";
import { display } from "./phone.ts";
import * as RateLimit from "./rate-limit.ts";
import { minutes } from "./time.ts";
import { otpCode, randomToken } from "./tokens.ts";

export type Purpose = "signin" | "signup";

export const codeLifetimeMs = minutes(10);
export const maxAttempts = 5;
export const resendAfterMs = 60_000;
export const sendLimit: RateLimit.Limit = { max: 5, windowMs: minutes(60) };
/**
 * Codes one client may have sent, to any numbers (without it, one client had 40 numbers texted in
 * 0.4 s): a household signing up a few people stays well inside it.
 */
export const clientSendLimit: RateLimit.Limit = { max: 10 * RateLimit.clientLimitScale, windowMs: minutes(60) };
/**
 * Codes one tenant sends in 10 minutes before the clients that already asked in that window must
 * wait: a brake on texting cost and SMS pumping that never turns away someone asking for the
 * first time (each request also needs a solved captcha).
 */
export const tenantSendLimit: RateLimit.Limit = { max: 100, windowMs: minutes(10) };

const digest = (salt: string, code: string): string =>
  createHash("sha256").update(`${salt}:${code}`).digest("base64url");

const sendKey = (phone: string): string => `otp-send:${phone}`;

/**
 * Sends a new code to `phone` (E.164) through the outbox. `note` is a sentence for the number's
 * owner after the code (this number has no account yet, or already has one): the caller's answer
 * is the same either way, so only the person holding the phone learns it.
 */
export const sendCode = (
  ctx: Ctx,
  phone: string,
  purpose: Purpose,
  note?: string,
): { expiresIn: number; resendAfter: number } => {
  const last = RateLimit.latest(ctx, sendKey(phone));
  if (last !== undefined && ctx.now - last < resendAfterMs) {
    fail("too_many_attempts_please_wait", {
      retryAfter: Math.max(1, Math.ceil((last + resendAfterMs - ctx.now) / 1000)),
    });
  }
  const clientKey = `otp-client:${ctx.client}`;
  const keys = [
    [sendKey(phone), sendLimit],
    [clientKey, clientSendLimit],
  ] as const;
  for (const [key, limit] of keys) RateLimit.enforce(ctx, key, limit);
  const tenantBusy = RateLimit.count(ctx, "otp-tenant", tenantSendLimit.windowMs) >= tenantSendLimit.max;
  if (tenantBusy && RateLimit.count(ctx, clientKey, tenantSendLimit.windowMs) > 0)
    RateLimit.enforce(ctx, "otp-tenant", tenantSendLimit);
  for (const [key] of keys) RateLimit.record(ctx, key);
  RateLimit.record(ctx, "otp-tenant");
  const code = otpCode(ctx.random);
  const salt = randomToken(ctx.random, 12);
  ctx.db.run(
    "UPDATE otp_codes SET used_at = ? WHERE tenant = ? AND phone = ? AND used_at IS NULL",
    ctx.now,
    ctx.tenant.code,
    phone,
  );
  ctx.db.run(
    "INSERT INTO otp_codes(tenant, phone, purpose, code_hash, created_at, expires_at, attempts) VALUES (?, ?, ?, ?, ?, ?, 0)",
    ctx.tenant.code,
    phone,
    purpose,
    `${salt}$${digest(salt, code)}`,
    ctx.now,
    ctx.now + codeLifetimeMs,
  );
  send(ctx, {
    channel: "sms",
    to: phone,
    subject: `${ctx.tenant.website_name} code`,
    body: `${code} is your ${ctx.tenant.website_name} ${purpose === "signin" ? "sign-in" : "sign-up"} code. It expires in 10 minutes. Never share it.${note === undefined ? "" : ` ${note}`}`,
  });
  return { expiresIn: codeLifetimeMs / 1000, resendAfter: resendAfterMs / 1000 };
};

interface CodeRow {
  readonly id: number;
  readonly purpose: string;
  readonly code_hash: string;
  readonly created_at: number;
  readonly expires_at: number;
  readonly attempts: number;
}

/**
 * Checks and spends the latest code of `phone`. No live code: no_validation_record; a code sent
 * for the other purpose: number_not_validated; a wrong code: Invalid confirmation code (the
 * attempt is kept); a code with 5 failed attempts: 429 until a new one may be sent.
 */
export const verifyCode = (ctx: Ctx, phone: string, purpose: Purpose, typed: string): void => {
  const row = ctx.db.get<CodeRow>(
    "SELECT * FROM otp_codes WHERE tenant = ? AND phone = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1",
    ctx.tenant.code,
    phone,
    ctx.now,
  );
  if (row === undefined) return fail("no_validation_record");
  if (row.purpose !== purpose) return fail("number_not_validated");
  if (row.attempts >= maxAttempts) {
    return fail("too_many_attempts_please_wait", {
      retryAfter: Math.max(1, Math.ceil((row.created_at + resendAfterMs - ctx.now) / 1000)),
    });
  }
  const [salt = "", stored = ""] = row.code_hash.split("$");
  const expected = Buffer.from(stored);
  const actual = Buffer.from(digest(salt, typed.trim()));
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    ctx.db.run("UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ? AND tenant = ?", row.id, ctx.tenant.code);
    return fail("Invalid confirmation code", { commit: true });
  }
  ctx.db.run("UPDATE otp_codes SET used_at = ? WHERE id = ? AND tenant = ?", ctx.now, row.id, ctx.tenant.code);
};

export const sentMessage = (phone: string): string => `We have sent a 6-digit code to ${display(phone)}.`;
