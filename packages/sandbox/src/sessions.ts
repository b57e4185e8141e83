/**
 * Sessions and credentials (contracts/README.md "Auth rule"). Customer tokens arrive as a bearer
 * token or the access_token cookie; driver tokens only as a bearer token. Each session is bound to
 * its tenant: a token sent with another tenant's X-TENANT-ID is refused with 401 invalid_token,
 * like a missing, expired or revoked one. Only SHA-256 hashes of tokens are stored.
 */
import type { IncomingHttpHeaders } from "node:http";
import { Constants } from "@cabline/domain";
import type { Ctx, CustomerRow, DriverRow } from "./context.ts";
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

export const credentialOf = (headers: IncomingHttpHeaders, allowCookie: boolean): Credential | undefined => {
  const authorization = headers.authorization;
  if (authorization !== undefined && authorization.trim() !== "") {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return { token: match?.[1] ?? "", via: "bearer" };
  }
  if (!allowCookie) return undefined;
  const cookie = cookieValue(headers, "access_token");
  return cookie === undefined || cookie === "" ? undefined : { token: cookie, via: "cookie" };
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
): CustomerRow | undefined => {
  const credential = credentialOf(headers, true);
  if (credential === undefined) return required ? invalidToken("customer") : undefined;
  const session = liveSession(db, tenant, "customer", credential.token, now);
  if (session === undefined) return invalidToken("customer");
  return (
    db.get<CustomerRow>("SELECT * FROM customers WHERE id = ? AND tenant = ?", session.subject_id, tenant) ??
    invalidToken("customer")
  );
};

export const resolveDriver = (db: Db, tenant: string, headers: IncomingHttpHeaders, now: number): DriverRow => {
  const credential = credentialOf(headers, false);
  if (credential === undefined) return invalidToken("driver");
  const session = liveSession(db, tenant, "driver", credential.token, now);
  if (session === undefined) return invalidToken("driver");
  return (
    db.get<DriverRow>("SELECT * FROM drivers WHERE id = ? AND tenant = ?", session.subject_id, tenant) ??
    invalidToken("driver")
  );
};

/** A new session for the subject; the token is returned once and never stored. */
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
  return { token, expiresAt };
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

/** The session cookie doLoginWeb sets: HttpOnly, SameSite=Lax, host-only (each tenant host keeps its own). */
export const sessionCookie = (token: string, maxAgeMs: number): string =>
  `access_token=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}`;

export const clearedSessionCookie = "access_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";
