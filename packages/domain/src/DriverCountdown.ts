/**
 * The driver session's countdown (spec §4 Driver session, §9: 10 minutes from login): what is left,
 * when to warn, and which moments to announce to screen readers. The clock is the caller's; this
 * module only turns "expires at" and "now" into what the driver is told. Announcements happen at a
 * few marks only, so a screen reader is not read a number every second.
 */
import { Temporal } from "./Temporal.ts";
import * as Session from "./Session.ts";

/** The session of a login answered at `nowMs` (epoch milliseconds, the caller's clock): Session.driverLogin. */
export const startedAt = (email: string, nowMs: number): Session.DriverSession =>
  Session.driverLogin(email, Temporal.Instant.fromEpochMilliseconds(nowMs));

/** The driver is warned this long before the session ends. */
export const warnBeforeMs = 2 * 60_000;

/** Moments (milliseconds left) worth announcing: 5 minutes, the warning at 2, 1 minute, 30 seconds. */
export const announceAtMs: ReadonlyArray<number> = [5 * 60_000, warnBeforeMs, 60_000, 30_000];

export type Phase = "signed_out" | "running" | "ending_soon" | "ended";

/** Milliseconds until the session ends (never negative); 0 when signed out. */
export const remainingMs = (session: Session.DriverSession, nowMs: number): number =>
  session.isAuthenticated && session.sessionExpiresAt !== null ? Math.max(0, session.sessionExpiresAt - nowMs) : 0;

export const phase = (session: Session.DriverSession, nowMs: number): Phase => {
  if (!session.isAuthenticated || session.sessionExpiresAt === null) return "signed_out";
  const left = remainingMs(session, nowMs);
  if (left === 0) return "ended";
  return left <= warnBeforeMs ? "ending_soon" : "running";
};

/** "9:05" (minutes and seconds, rounded up so 0:00 only shows once it has ended). */
export const clock = (ms: number): string => {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** "2 minutes", "1 minute", "30 seconds": how a mark reads aloud. */
export const spoken = (ms: number): string => {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  }
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
};

/**
 * The mark crossed between two readings of the remaining time (the latest, when a slow tick skipped
 * several), or undefined. Announce it once: feed the previous reading back in on the next tick.
 */
export const markCrossed = (previousMs: number, currentMs: number): number | undefined => {
  const crossed = announceAtMs.filter((mark) => previousMs > mark && currentMs <= mark);
  return crossed.length === 0 ? undefined : Math.min(...crossed);
};
