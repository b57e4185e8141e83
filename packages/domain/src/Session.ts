/**
 * Session transitions for customers and the driver session (spec §3 Session and Driver auth,
 * §4 Session and Driver session, §8 Handling).
 *
 * The session is what the app persists; the caller writes the returned value to storage, so a
 * sign-out here is also the removal of the stored access token.
 */
import { Schema } from "effect";
import type { Temporal } from "./Temporal.ts";
import { driverSessionMinutes } from "./Constants.ts";

/** Why a session ended: the app tracks "session_expired" for analytics (§4). */
export const EndReason = Schema.Literals(["signed_out", "invalid_token", "unauthorised", "session_expired"]);
export type EndReason = typeof EndReason.Type;

export const Session = Schema.Struct({
  signedIn: Schema.Boolean,
  token: Schema.NullOr(Schema.String),
  endedBy: Schema.NullOr(EndReason),
});
export type Session = typeof Session.Type;

export const signedOut: Session = { signedIn: false, token: null, endedBy: null };

/** Signing in sets the token and signedIn (§4). A blank token cannot sign anyone in. */
export const signIn = (session: Session, token: string): Session =>
  token.trim() === "" ? session : { signedIn: true, token, endedBy: null };

/** Signing out clears the token and signedIn (§4). */
export const signOut = (reason: EndReason = "signed_out"): Session => ({ ...signedOut, endedBy: reason });

/** An invalid_token error code from the API signs the user out (§4, §8). */
export const afterApiError = (session: Session, code: string | null | undefined): Session =>
  code === "invalid_token" ? signOut("invalid_token") : session;

/** An HTTP 401 removes the stored access token and signs out (§4, §8). */
export const afterHttpStatus = (session: Session, status: number): Session =>
  status === 401 ? signOut("unauthorised") : session;

export type TokenCheck = "valid" | "expired" | "failed";

/**
 * After the token check: an expired token signs the user out as "session expired" (§4). Other
 * failures (network, server) leave the session as it is; a 401 or invalid_token has its own rule.
 */
export const afterTokenCheck = (session: Session, outcome: TokenCheck): Session =>
  outcome === "expired" ? signOut("session_expired") : session;

/** The driver's session; credentials are not kept here, only the signed-in driver and the expiry. */
export const DriverSession = Schema.Struct({
  isAuthenticated: Schema.Boolean,
  email: Schema.String,
  /** Epoch milliseconds; the driver is signed out from this instant on. */
  sessionExpiresAt: Schema.NullOr(Schema.Number),
});
export type DriverSession = typeof DriverSession.Type;

export const driverSignedOut: DriverSession = { isAuthenticated: false, email: "", sessionExpiresAt: null };

/** Driver login at `now`: the session expires 10 minutes later (§4, §9). */
export const driverLogin = (email: string, now: Temporal.Instant): DriverSession => ({
  isAuthenticated: true,
  email,
  sessionExpiresAt: now.add({ minutes: driverSessionMinutes }).epochMilliseconds,
});

/** True while the driver session has not reached its expiry. */
export const isDriverActive = (session: DriverSession, now: Temporal.Instant): boolean =>
  session.isAuthenticated && session.sessionExpiresAt !== null && now.epochMilliseconds < session.sessionExpiresAt;
