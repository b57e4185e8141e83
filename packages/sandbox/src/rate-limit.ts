/**
 * Attempt counters behind too_many_attempts_please_wait (429 with Retry-After): sign-in failures,
 * one-time code sends, reset and confirmation e-mails, sign-ups. Events are rows, so limits hold
 * across restarts; the caller keeps the failed attempt by answering with a committing error.
 */
import type { Ctx } from "./context.ts";
import { fail } from "./errors.ts";
import { cookieValue } from "./sessions.ts";
import { hashToken, randomToken } from "./tokens.ts";

export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

const eventsIn = (ctx: Ctx, key: string, windowMs: number): ReadonlyArray<number> =>
  ctx.db
    .all<{ at: number }>(
      "SELECT at FROM rate_events WHERE tenant = ? AND key = ? AND at > ? ORDER BY at",
      ctx.tenant.code,
      key,
      ctx.now - windowMs,
    )
    .map((row) => row.at);

/** 429 when `max` events already happened within the window; Retry-After is when the oldest leaves it. */
export const enforce = (ctx: Ctx, key: string, limit: Limit): void => {
  const events = eventsIn(ctx, key, limit.windowMs);
  if (events.length >= limit.max) {
    const oldest = events[events.length - limit.max] ?? ctx.now;
    fail("too_many_attempts_please_wait", {
      retryAfter: Math.max(1, Math.ceil((oldest + limit.windowMs - ctx.now) / 1000)),
    });
  }
};

export const record = (ctx: Ctx, key: string): void => {
  ctx.db.run("INSERT INTO rate_events(tenant, key, at) VALUES (?, ?, ?)", ctx.tenant.code, key, ctx.now);
};

export const clear = (ctx: Ctx, key: string): void => {
  ctx.db.run("DELETE FROM rate_events WHERE tenant = ? AND key = ?", ctx.tenant.code, key);
};

/** The latest event of a key, for "wait N seconds before asking again" rules. */
export const latest = (ctx: Ctx, key: string): number | undefined =>
  ctx.db.get<{ at: number | null }>(
    "SELECT MAX(at) AS at FROM rate_events WHERE tenant = ? AND key = ?",
    ctx.tenant.code,
    key,
  )?.at ?? undefined;

/** How many events of a key fell within the window. */
export const count = (ctx: Ctx, key: string, windowMs: number): number =>
  ctx.db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM rate_events WHERE tenant = ? AND key = ? AND at > ?",
    ctx.tenant.code,
    key,
    ctx.now - windowMs,
  )?.n ?? 0;

/**
 * Sign-in throttling of both portals. Failures are counted four ways, so no
 * one counter lets a stranger lock the owner out:
 * - this client on this account: 5 in 15 minutes, then 429 until the oldest leaves the window
 *   (the stranger locks only themselves);
 * - this account from any client: after 5 failures in 15 minutes each attempt waits 1 s, 2 s,
 *   4 s... at most 30 s after the last failure. A growing delay, not a lock: the owner waits at
 *   most 30 s, while a guesser with any number of clients gets about 2 tries a minute;
 * - this client on any account: 20 in 15 minutes (spraying many e-mails from one client);
 * - the tenant overall: past 500 in 15 minutes, clients that have failed at least once wait
 *   until the window clears, clients that have not still get in.
 * A blocked attempt verifies no password and counts nothing.
 *
 * Known devices (found by attacking the throttle above). The account's delay alone still let a
 * stranger with a few addresses, retrying the moment each delay ends, keep the owner waiting for
 * good. So a client that has signed in to this account before is exempt from the account's delay:
 * the device-cookie scheme of OWASP's "Slow Down Online Guessing Attacks with Device Cookies", as
 * banks and mail providers use it. Decided here:
 * - A successful sign-in sets `cabline_device` (HttpOnly, SameSite=Lax, host-only like the
 *   session cookie, so each tenant host keeps its own; one year): 128 random bits, reused if the
 *   browser already holds one. Only its SHA-256 is stored, as a rate_events row keyed by tenant,
 *   portal and e-mail, so a device known to one account, portal or tenant is a stranger to the
 *   others, and the cookie names no account.
 * - A known device skips the account's delay only; the per-client, per-client-and-account and
 *   overall counters still hold, and a known device that fails 5 times in 15 minutes is treated
 *   as a stranger until they leave the window (a stolen cookie buys 5 guesses, not more).
 * - Its successful sign-in does not clear the account's failures: the attack goes on whether
 *   or not the owner signs in, so new clients stay delayed. A sign-in that waited the delay out
 *   from an unknown client still clears them, as before.
 */
export const deviceCookieName = "cabline_device";
const deviceLifetimeMs = 365 * 86_400_000;
const deviceTokenPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** The Set-Cookie of a device token: HttpOnly, SameSite=Lax, host-only, a year. */
export const deviceCookie = (token: string): string =>
  `${deviceCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${deviceLifetimeMs / 1000}`;
/**
 * SANDBOX_CLIENT_LIMIT_SCALE multiplies the per-client limits (sign-in here, texted codes in
 * otp.ts). Default 1. The end-to-end suite sets it, because every journey there reaches the
 * sandbox from the one loopback address; the limits themselves are tested at scale 1.
 */
export const clientLimitScale = Math.max(1, Number(process.env["SANDBOX_CLIENT_LIMIT_SCALE"] ?? 1) || 1);

export const signInLimits = {
  pair: { max: 5, windowMs: 15 * 60_000 },
  account: { free: 5, windowMs: 15 * 60_000, firstDelayMs: 1000, maxDelayMs: 30_000 },
  client: { max: 20 * clientLimitScale, windowMs: 15 * 60_000 },
  overall: { max: 500 * clientLimitScale, windowMs: 15 * 60_000 },
} as const;

export interface SignInGuard {
  /** Records the failure with every counter. */
  readonly failed: () => void;
  /** Clears this account's counters (the client's own stay). */
  readonly succeeded: () => void;
}

const tooMany = (retryAfterMs: number): never =>
  fail("too_many_attempts_please_wait", { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/** 429 when any counter says wait; otherwise the guard to record the outcome with. */
export const guardSignIn = (ctx: Ctx, portal: "customer" | "driver", email: string): SignInGuard => {
  const keys = {
    pair: `${portal}-login:${email}:${ctx.client}`,
    account: `${portal}-login:${email}`,
    client: `login-client:${ctx.client}`,
    overall: "login-all",
  };
  const { pair, account, client, overall } = signInLimits;
  enforce(ctx, keys.pair, pair);
  enforce(ctx, keys.client, client);
  const presented = cookieValue(ctx.headers, deviceCookieName);
  const device = presented !== undefined && deviceTokenPattern.test(presented) ? presented : undefined;
  const deviceKey = device === undefined ? undefined : `${portal}-device:${email}:${hashToken(device)}`;
  const deviceFailuresKey = deviceKey === undefined ? undefined : `${deviceKey}:failed`;
  const knownDevice =
    deviceKey !== undefined &&
    deviceFailuresKey !== undefined &&
    eventsIn(ctx, deviceKey, deviceLifetimeMs).length > 0 &&
    eventsIn(ctx, deviceFailuresKey, pair.windowMs).length < pair.max;
  const failures = knownDevice ? [] : eventsIn(ctx, keys.account, account.windowMs);
  if (failures.length >= account.free) {
    const delay = Math.min(account.firstDelayMs * 2 ** (failures.length - account.free), account.maxDelayMs);
    const last = failures[failures.length - 1] ?? ctx.now;
    if (ctx.now < last + delay) tooMany(last + delay - ctx.now);
  }
  if (count(ctx, keys.overall, overall.windowMs) >= overall.max && count(ctx, keys.client, client.windowMs) > 0)
    tooMany(overall.windowMs);
  return {
    failed: () => {
      for (const key of Object.values(keys)) record(ctx, key);
      if (knownDevice && deviceFailuresKey !== undefined) record(ctx, deviceFailuresKey);
    },
    succeeded: () => {
      clear(ctx, keys.pair);
      if (!knownDevice) clear(ctx, keys.account);
      const token = device ?? randomToken(ctx.random);
      const key = `${portal}-device:${email}:${hashToken(token)}`;
      clear(ctx, key);
      clear(ctx, `${key}:failed`);
      record(ctx, key);
      ctx.cookies.push(deviceCookie(token));
    },
  };
};
