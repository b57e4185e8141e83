/**
 * Attempt counters behind too_many_attempts_please_wait (429 with Retry-After): sign-in failures,
 * one-time code sends, reset and confirmation e-mails, sign-ups. Events are rows, so limits hold
 * across restarts; the caller keeps the failed attempt by answering with a committing error.
 */
import type { Ctx } from "./context.ts";
import { fail } from "./errors.ts";

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
