/**
 * Sessions and credentials (contracts/README.md "Auth rule"). Customer tokens arrive as a bearer
 * token or the access_token cookie; driver tokens as a bearer token or the driver_token cookie.
 * The browser holds its sessions in those HttpOnly cookies only (docs/decisions/browser-sessions.md):
 * a cookie counts only for a request from the app's own pages, so another site, or another
 * tenant's host on the same site, cannot act with it. Each session is bound to
 * its tenant: a token sent with another tenant's X-TENANT-ID is refused with 401 invalid_token,
 * like a missing, expired or revoked one. Only SHA-256 hashes of tokens are stored.
 */
import type { IncomingHttpHeaders } from "node:http";
import { Constants } from "@cabline/domain";
import type { Ctx, CustomerRow, DriverRow, Reply } from "./context.ts";
import { ok } from "./context.ts";
import type { Db } from "./db.ts";
import { fail } from "./errors.ts";
import { minutes } from "./time.ts";
import { hashToken, randomToken } from "./tokens.ts";
import { parse as parseCookies } from "hono/utils/cookie";

export type SessionKind = "customer" | "driver";

export const customerSessionMs = 30 * 24 * 60 * 60_000;
export const driverSessionMs = minutes(Constants.driverSessionMinutes);

export interface Credential {
  readonly token: string;
  readonly via: "bearer" | "cookie";
}

/** One cookie of the request, parsed by Hono's cookie reader (names and values as RFC 6265 has them). */
export const cookieValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const header = headers.cookie;
  return header === undefined ? undefined : parseCookies(header, name)[name];
};

/** The cookie each kind of session lives in, in a browser. */
export const cookieName = { customer: "access_token", driver: "driver_token" } as const satisfies Record<
  SessionKind,
  string
>;

/**
 * Where a request came from, as the browser says (Fetch Metadata, else Origin), and whether a
 * session cookie may count for it: only for the app's own pages (`same-origin`) or what the
 * person typed or bookmarked (`none`). A page of another origin (another tenant's host is
 * same-site, so SameSite alone does not stop it) is refused whatever its method or content type.
 * A browser without Fetch Metadata sends Origin with every POST; the web server removes an Origin
 * that is not its own, so one that arrives through it (`viaWebServer`) is the page's. A request
 * with neither header is no browser's (the CLI, a test) and cannot be forged by a page.
 */
export const cookieMayCount = (headers: IncomingHttpHeaders, viaWebServer: boolean): boolean => {
  const site = headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "") return site === "same-origin" || site === "none";
  return headers.origin === undefined || viaWebServer;
};

/**
 * The credential of a request for a kind of session: the bearer token when there is one, else
 * that kind's cookie. `cookieAllowed` false (a request from another origin's page, cookieMayCount)
 * refuses a request that would act with the cookie alone, without signing its owner out.
 */
export const credentialOf = (
  headers: IncomingHttpHeaders,
  kind: SessionKind,
  cookieAllowed = true,
): Credential | undefined => {
  const bearer = bearerOf(headers);
  if (bearer !== undefined) return bearer;
  const cookie = cookieValue(headers, cookieName[kind]);
  if (cookie === undefined || cookie === "") return undefined;
  if (!cookieAllowed)
    return fail("cross_site_request", {
      status: 403,
      message: "This request did not come from this site's own pages, so your session was not used.",
    });
  return { token: cookie, via: "cookie" };
};

const bearerOf = (headers: IncomingHttpHeaders): Credential | undefined => {
  const authorization = headers.authorization;
  if (authorization === undefined || authorization.trim() === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return { token: match?.[1] ?? "", via: "bearer" };
};

interface SessionRow {
  readonly subject_id: number;
  readonly tenant: string;
  readonly kind: string;
  readonly expires_at: number;
  readonly revoked_at: number | null;
}

const liveSession = (db: Db, tenant: string, kind: SessionKind, token: string, now: number): SessionRow | undefined => {
  if (token === "") return undefined;
  const row = db.get<SessionRow>(
    "SELECT * FROM sessions WHERE token_hash = ? AND tenant = ?",
    hashToken(token),
    tenant,
  );
  if (row === undefined || row.kind !== kind) return undefined;
  if (row.revoked_at !== null || row.expires_at <= now) return undefined;
  return row;
};

const invalidToken = (kind: SessionKind): never =>
  fail("invalid_token", kind === "driver" ? { message: "Driver session expired. Please sign in again." } : {});

/** The customer behind the request's credentials; `required` answers 401 without them, otherwise undefined. */
export const resolveCustomer = (
  db: Db,
  tenant: string,
  headers: IncomingHttpHeaders,
  now: number,
  required: boolean,
  cookieAllowed = true,
): CustomerRow | undefined => {
  // Where signing in is optional, another site's page is answered as a visitor who is not signed in.
  const credential = required || cookieAllowed ? credentialOf(headers, "customer", cookieAllowed) : bearerOf(headers);
  if (credential === undefined) return required ? invalidToken("customer") : undefined;
  const session = liveSession(db, tenant, "customer", credential.token, now);
  if (session === undefined) return invalidToken("customer");
  return (
    db.get<CustomerRow>("SELECT * FROM customers WHERE id = ? AND tenant = ?", session.subject_id, tenant) ??
    invalidToken("customer")
  );
};

export const resolveDriver = (
  db: Db,
  tenant: string,
  headers: IncomingHttpHeaders,
  now: number,
  cookieAllowed = true,
): DriverRow => {
  const credential = credentialOf(headers, "driver", cookieAllowed);
  if (credential === undefined) return invalidToken("driver");
  const session = liveSession(db, tenant, "driver", credential.token, now);
  if (session === undefined) return invalidToken("driver");
  return (
    db.get<DriverRow>("SELECT * FROM drivers WHERE id = ? AND tenant = ?", session.subject_id, tenant) ??
    invalidToken("driver")
  );
};

/**
 * A new session for the subject: the token is returned once and never stored, and set as the
 * browser's HttpOnly cookie of that kind (docs/decisions/browser-sessions.md).
 */
export const startSession = (ctx: Ctx, kind: SessionKind, subjectId: number): { token: string; expiresAt: number } => {
  const token = `${kind === "customer" ? "cbl_at_" : "cbl_dt_"}${randomToken(ctx.random, 24)}`;
  const expiresAt = ctx.now + (kind === "customer" ? customerSessionMs : driverSessionMs);
  ctx.db.run(
    "INSERT INTO sessions(token_hash, tenant, kind, subject_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    hashToken(token),
    ctx.tenant.code,
    kind,
    subjectId,
    ctx.now,
    expiresAt,
  );
  ctx.cookies.push(sessionCookie(kind, token, expiresAt - ctx.now, ctx.secure));
  return { token, expiresAt };
};

/**
 * Sign-out (doLogout, driverLogout): ends the session the request carries (bearer token or
 * cookie) and clears the cookie; answers the same when there was none.
 */
export const endSession =
  (kind: SessionKind) =>
  (ctx: Ctx): Reply => {
    const credential = credentialOf(ctx.headers, kind);
    if (credential !== undefined) revokeSession(ctx, credential.token);
    ctx.cookies.push(clearedSessionCookie(kind, ctx.secure));
    return ok({ message: "Signed out." });
  };

export const revokeSession = (ctx: Ctx, token: string): void => {
  ctx.db.run(
    "UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND tenant = ?",
    ctx.now,
    hashToken(token),
    ctx.tenant.code,
  );
};

export const revokeAll = (ctx: Ctx, kind: SessionKind, subjectId: number): void => {
  ctx.db.run(
    "UPDATE sessions SET revoked_at = ? WHERE tenant = ? AND kind = ? AND subject_id = ? AND revoked_at IS NULL",
    ctx.now,
    ctx.tenant.code,
    kind,
    subjectId,
  );
};

/**
 * The cookie a sign-in sets: HttpOnly (no script reads it), host-only (each tenant host keeps its
 * own), SameSite=Lax for customers (a link from an e-mail opens signed in) and Strict for drivers,
 * and Secure when the page was served over HTTPS (as the trusted web server says).
 */
export const sessionCookie = (kind: SessionKind, token: string, maxAgeMs: number, secure: boolean): string =>
  `${cookieName[kind]}=${encodeURIComponent(token)}; ${cookieAttributes(kind, secure)}; Max-Age=${Math.floor(maxAgeMs / 1000)}`;

/** The Set-Cookie that removes a kind's session cookie. */
export const clearedSessionCookie = (kind: SessionKind, secure: boolean): string =>
  `${cookieName[kind]}=; ${cookieAttributes(kind, secure)}; Max-Age=0`;

const cookieAttributes = (kind: SessionKind, secure: boolean): string =>
  `Path=/; HttpOnly; SameSite=${kind === "customer" ? "Lax" : "Strict"}${secure ? "; Secure" : ""}`;
