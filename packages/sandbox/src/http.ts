/**
 * The sandbox's HTTP layer on Hono (a maintained framework in place of a hand-written router, body
 * and cookie handling): `createSandboxApp(options)` opens (and on first use creates and seeds) the
 * database and answers both contracts through one `fetch(request)`. `server.ts` puts that on a port
 * with @hono/node-server; tests call it in-process (one dispatch server: the CLI's unit tests reach
 * the same handler through the real HTTP adapter, with no socket). Each tenant operation runs in
 * one SQLite transaction that commits before the response is returned; outbox messages are printed
 * after the commit. The contract's request schemas are checked before a handler runs
 * (contract-check.ts).
 */
import { Hono, type Context } from "hono";
import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { authRoutes } from "./auth.ts";
import { bookingListRoutes } from "./booking-lists.ts";
import { bookingRoutes } from "./bookings.ts";
import { bulkImportRoutes } from "./bulk-import.ts";
import { businessRoutes } from "./business.ts";
import { captchaRoutes, sandboxCaptcha } from "./captcha.ts";
import { dispatcherRoutes } from "./dispatcher.ts";
import { cancellationRoutes } from "./cancellation.ts";
import { manageLinkRoutes } from "./manage-links.ts";
import { feedbackRoutes } from "./feedback.ts";
import { personalDataRoutes } from "./personal-data.ts";
import { cardRoutes } from "./cards.ts";
import { checkoutRoutes } from "./checkout.ts";
import { bookingEvents, type EventPace } from "./booking-events.ts";
import type { CaptchaPort, Ctx, OpenRoute, OutboxMessage, Reply, Route, TenantRoute } from "./context.ts";
import { checkAgainstContract, contractProblem } from "./contract-check.ts";
import { openDatabase, type Db } from "./db.ts";
import { contractDecisionRoutes, driverRoutes } from "./driver.ts";
import { ApiError, badRequest } from "./errors.ts";
import { flightRoutes } from "./flights.ts";
import { retentionMs, withIdempotency } from "./idempotency.ts";
import { formFields, isRecord, type Fields } from "./input.ts";
import { locationRoutes } from "./locations.ts";
import { mapRoutes } from "./maps.ts";
import { formatForConsole, outboxRoutes } from "./outbox.ts";
import { preparePasswordWork } from "./password-work.ts";
import { defaultPasswordCost, setPasswordCost, withPrepared, type Prepared } from "./passwords.ts";
import { paymentRoutes } from "./payments.ts";
import { promocodeRoutes } from "./promocodes.ts";
import { rideTypeRoutes } from "./ride-types.ts";
import { systemClock, systemRandom, type Clock, type Random } from "./runtime.ts";
import { seed } from "./seed.ts";
import {
  clearedSessionCookie,
  cookieMayCount,
  cookieName,
  cookieValue,
  resolveCustomer,
  resolveDriver,
  type SessionKind,
} from "./sessions.ts";
import { localOriginTemplate, publicOriginOf, tenantFor, tenantRoutes } from "./tenants.ts";

export interface SandboxOptions {
  /** The SQLite file; created and seeded when missing. ":memory:" keeps it in this process. */
  readonly dbPath: string;
  /**
   * Start from this database (a `SandboxApp.image()` of a seeded sandbox) instead of opening
   * `dbPath`'s: tests seed once and start each sandbox from the copy, in memory.
   */
  readonly image?: Uint8Array;
  /** 4020 by default; 0 picks a free port (tests). Only `createSandbox` listens. */
  readonly port?: number;
  /**
   * How long a client may take to send a whole request (10 s by default; its headers alone, at
   * most the same): a client that declares a body and sends it slowly is cut with 408 rather than
   * held open. Only `createSandbox` listens.
   */
  readonly requestTimeoutMs?: number;
  /**
   * SANDBOX_PROXY_SECRET: the forwarding headers (X-Forwarded-For, -Host, -Proto, -Prefix) are
   * believed only from a caller that sends it as X-Cabline-Proxy, the web server (npm start gives
   * both the same random one). Without it, from any caller on this machine (tests, `npm run sandbox`).
   */
  readonly trustedProxySecret?: string;
  readonly host?: string;
  readonly clock?: Clock;
  readonly random?: Random;
  /** Delete the database first and seed it again. */
  readonly reset?: boolean;
  /** Where outbox messages and server errors are printed (console.log by default). */
  readonly log?: (line: string) => void;
  /** The web app's port, for the local public origin (`http://<tenant>.localhost:<webPort>`). */
  readonly webPort?: number;
  /**
   * The public origin of tenants without one configured, `{tenant}` standing for the lower-case
   * code (SANDBOX_PUBLIC_ORIGIN). Links in e-mails never come from request headers.
   */
  readonly publicOrigin?: string;
  /** Where the web app's proxy mounts this API (the proxy strips it): /api. */
  readonly proxyPrefix?: string;
  /** A captcha response token that always passes (SANDBOX_CAPTCHA_TEST_TOKEN); none by default. */
  readonly captchaTestToken?: string;
  /**
   * scrypt's N for password hashes made by this process (16384 by default). Only tests lower it,
   * to make hundreds of sign-ins affordable; a stored hash keeps the cost it was made with.
   */
  readonly passwordCost?: number;
  /** Serves /sandbox/dispatcher/* (dispatcher.ts) and /sandbox/contracts/decide (driver.ts; SANDBOX_DISPATCHER_CONTROLS=1): off by default. */
  readonly dispatcherControls?: boolean;
  /** The pace of booking event streams (booking-events.ts); tests quicken it. */
  readonly eventPace?: EventPace;
}

/** What the HTTP layer knows of the connection: the peer's address (per-client limits). */
export interface Connection {
  readonly peer: string;
  /** The request's headers as Node parsed them, when it came over a socket (else read from the Request). */
  readonly headers?: IncomingHttpHeaders;
}

export interface SandboxApp {
  /** Answers one request. `connection` defaults to a caller on this machine (127.0.0.1). */
  readonly fetch: (request: Request, connection?: Connection) => Promise<Response>;
  readonly dbPath: string;
  /** True when this start created and seeded the database. */
  readonly seeded: boolean;
  readonly db: Db;
  /** The whole database as bytes (SandboxOptions.image). */
  image(): Uint8Array;
  close(): void;
}

export const routes: ReadonlyArray<Route> = [
  ...tenantRoutes,
  ...authRoutes,
  ...rideTypeRoutes,
  ...bookingRoutes,
  ...bookingListRoutes,
  ...cancellationRoutes,
  ...manageLinkRoutes,
  ...feedbackRoutes,
  ...personalDataRoutes,
  ...locationRoutes,
  ...promocodeRoutes,
  ...cardRoutes,
  ...checkoutRoutes,
  ...flightRoutes,
  ...businessRoutes,
  ...bulkImportRoutes,
  ...driverRoutes,
  ...mapRoutes,
  ...outboxRoutes,
  ...captchaRoutes,
  ...paymentRoutes,
];

const maxBodyBytes = 5 * 1024 * 1024;
/** Past this much of an oversized body the connection is closed instead of read to its end. */
const maxDrainBytes = 64 * 1024 * 1024;
/** Objects and arrays nest at most this deep; deeper JSON is refused with 400. */
export const maxJsonDepth = 32;

class BodyTooLarge extends Error {
  /** False when the client sent more than maxDrainBytes: the connection is then closed. */
  readonly drained: boolean;
  constructor(drained: boolean) {
    super("body too large");
    this.drained = drained;
  }
}

/**
 * The body, or BodyTooLarge. An oversized body is read to its end and thrown away before the 413
 * is written, so a proxy in front sees a complete exchange and passes the 413 on (a reply while
 * the client is still sending made the web proxy answer 502).
 */
const readBody = async (request: Request, headers: IncomingHttpHeaders): Promise<string> => {
  if (request.method === "GET" || request.method === "HEAD") return "";
  // A body of a known, allowed length is read whole (the Node adapter's fast path, no web stream).
  const length = Number(headers["content-length"] ?? Number.NaN);
  if (Number.isInteger(length) && length <= maxBodyBytes) return request.text();
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > maxDrainBytes) {
      await reader.cancel();
      throw new BodyTooLarge(false);
    }
    if (size <= maxBodyBytes) chunks.push(next.value);
  }
  if (size > maxBodyBytes) throw new BodyTooLarge(true);
  return Buffer.concat(chunks).toString("utf8");
};

/** How deep a parsed JSON value nests, counted without recursion (a deep body must not overflow the stack). */
const depthOf = (value: unknown): number => {
  let deepest = 0;
  const pending: Array<readonly [unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== "object" || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > maxJsonDepth) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
};

/** The first value of a header (a list keeps its first entry), trimmed; undefined when blank. */
const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;
};

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether the caller is the proxy the sandbox trusts with forwarding headers: the one that knows
 * the proxy secret when there is one, else any caller on this machine.
 */
const fromTrustedProxy = (peer: string, headers: IncomingHttpHeaders, secret: string | undefined): boolean => {
  if (secret === undefined) return loopback.has(peer);
  const sent = headers["x-cabline-proxy"];
  if (typeof sent !== "string" || sent.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(secret));
};

/**
 * Who is asking, for per-client limits: the peer, or, when the peer is the trusted proxy (the web
 * server), the last address of X-Forwarded-For, the one that proxy appended. Earlier entries are
 * the client's own claims and are ignored.
 */
const clientOf = (peer: string, headers: IncomingHttpHeaders, trusted: boolean): string => {
  const forwarded = headers["x-forwarded-for"];
  const hops = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  return trusted && hops.length > 0 ? (hops[hops.length - 1] ?? peer) : peer;
};

/** The body as the operation's encoding says (contract: spec "params" are forms, "body" is JSON). */
const parseBody = (route: TenantRoute, headers: IncomingHttpHeaders, raw: string): Fields => {
  if (route.encoding === "none") return {};
  // The media type itself, not its parameters: "text/plain; x=application/json" is what another
  // site's page may send without asking, and is not JSON.
  const type = (headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const json = type === "application/json";
  const form = type === "application/x-www-form-urlencoded";
  if (route.encoding === "json" || (route.encoding === "any" && json)) {
    if (!json) return badRequest("This operation takes an application/json body.");
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return badRequest("The body is not valid JSON.");
    }
    if (depthOf(parsed) > maxJsonDepth) return badRequest(`The body nests deeper than ${maxJsonDepth} levels.`);
    return isRecord(parsed) ? parsed : badRequest("The body must be a JSON object.");
  }
  if (!form && raw.trim() !== "") return badRequest("This operation takes an application/x-www-form-urlencoded body.");
  return formFields(raw);
};

/** An error's envelope; a refused session cookie (401) is removed from the browser too. */
const errorReply = (error: ApiError, headers: IncomingHttpHeaders, kind: SessionKind, secure: boolean): Reply => {
  const extra: Record<string, string> = {};
  if (error.status === 401) extra["WWW-Authenticate"] = 'Bearer error="invalid_token"';
  if (error.status === 429) extra["Retry-After"] = String(Math.max(1, error.retryAfter ?? 60));
  if (error.status === 401 && cookieValue(headers, cookieName[kind]) !== undefined)
    extra["Set-Cookie"] = clearedSessionCookie(kind, secure);
  return { status: error.status, body: { error: error.code, message: error.message, ...error.extra }, headers: extra };
};

const respond = (
  reply: Reply & { readonly raw?: { type: string; text: string } },
  cookies: ReadonlyArray<string> = [],
): Response => {
  const { ["Set-Cookie"]: replyCookie, ...others } = reply.headers ?? {};
  const setCookie = replyCookie === undefined ? cookies : [...cookies, replyCookie];
  const plain: Record<string, string> = {
    "Content-Type": reply.raw?.type ?? "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...others,
  };
  // A plain object is the Node adapter's fast path; several cookies need Headers to stay apart.
  let headers: HeadersInit = plain;
  if (setCookie.length === 1) plain["Set-Cookie"] = setCookie[0] ?? "";
  if (setCookie.length > 1) {
    const list = new Headers(plain);
    for (const cookie of setCookie) list.append("Set-Cookie", cookie);
    headers = list;
  }
  return new Response(reply.raw?.text ?? JSON.stringify(reply.body), { status: reply.status ?? 200, headers });
};

/** The contract's `{placeId}` as Hono's `:placeId` (a colon inside a segment, `places:autocomplete`, stays literal). */
const honoPath = (path: string): string => path.replace(/\{([A-Za-z]+)\}/g, ":$1");

interface Bindings {
  readonly connection?: Connection;
}

/** A sandbox's settings with their defaults filled in, and its database: what every request reads. */
interface Runtime {
  readonly db: Db;
  readonly clock: Clock;
  readonly random: Random;
  readonly log: (line: string) => void;
  readonly captcha: CaptchaPort;
  readonly originTemplate: string;
  readonly proxyPrefix: string;
  readonly trustedProxySecret: string | undefined;
  readonly eventPace: EventPace | undefined;
}

/** One tenant operation as it arrived: the route it matched and what the request carried. */
interface TenantCall {
  readonly route: TenantRoute;
  readonly request: Request;
  readonly headers: IncomingHttpHeaders;
  readonly peer: string;
  readonly params: Readonly<Record<string, string>>;
  readonly raw: string;
}

/** A tenant operation's reply, the cookies it set and the messages it sent (printed after the commit). */
interface TenantOutcome {
  readonly reply: Reply;
  readonly cookies: ReadonlyArray<string>;
  readonly sent: ReadonlyArray<OutboxMessage>;
}

/** Where the request says it came from: forwarding headers count only from the trusted proxy. */
interface RequestOrigin {
  readonly trusted: boolean;
  /** Session cookies are Secure when the page was served over HTTPS, as the trusted proxy says. */
  readonly secure: boolean;
  readonly cookiesCount: boolean;
  readonly apiBase: string;
}

const originOf = (rt: Runtime, call: TenantCall, url: URL): RequestOrigin => {
  const { headers } = call;
  const trusted = fromTrustedProxy(call.peer, headers, rt.trustedProxySecret);
  const forwardedHost = trusted ? header(headers, "x-forwarded-host") : undefined;
  const proto = header(headers, "x-forwarded-proto") ?? "http";
  return {
    trusted,
    secure: trusted && proto === "https",
    cookiesCount: cookieMayCount(headers, trusted),
    apiBase:
      forwardedHost === undefined
        ? `http://${header(headers, "host") ?? url.host}`
        : `${proto}://${forwardedHost}${header(headers, "x-forwarded-prefix") ?? rt.proxyPrefix}`,
  };
};

/** The operation's reply, inside its transaction: the tenant, the checked body and the session resolved first. */
const replyInTransaction = (
  rt: Runtime,
  call: TenantCall,
  now: number,
  url: URL,
  origin: RequestOrigin,
  effects: { readonly sent: OutboxMessage[]; readonly cookies: string[] },
): Reply => {
  const { db } = rt;
  const { route, headers } = call;
  const tenant = tenantFor(db, headers["x-tenant-id"]);
  const body = parseBody(route, headers, call.raw);
  checkAgainstContract(route, url.searchParams, body);
  const ctx: Ctx = {
    db,
    now,
    random: rt.random,
    tenant,
    customer:
      route.auth === "customer" || route.auth === "optional"
        ? resolveCustomer(db, tenant.code, headers, now, route.auth === "customer", origin.cookiesCount)
        : undefined,
    driver: route.auth === "driver" ? resolveDriver(db, tenant.code, headers, now, origin.cookiesCount) : undefined,
    query: url.searchParams,
    body,
    headers,
    client: clientOf(call.peer, headers, origin.trusted),
    captcha: rt.captcha,
    params: call.params,
    sent: effects.sent,
    cookies: effects.cookies,
    secure: origin.secure,
    apiBase: origin.apiBase,
    webBase: publicOriginOf(tenant, rt.originTemplate),
  };
  return route.idempotent === true
    ? withIdempotency(ctx, `${route.method} ${route.path}`, () => route.handle(ctx))
    : route.handle(ctx);
};

/** Runs a tenant operation in one transaction; a refusal is its envelope, anything else a logged 500. */
const runTenant = (rt: Runtime, call: TenantCall): TenantOutcome => {
  const { route } = call;
  const now = rt.clock();
  const sent: OutboxMessage[] = [];
  const cookies: string[] = [];
  const url = new URL(call.request.url);
  const origin = originOf(rt, call, url);
  try {
    const reply = rt.db.transaction(
      route.method === "POST",
      () => replyInTransaction(rt, call, now, url, origin, { sent, cookies }),
      (error) => error instanceof ApiError && error.commit,
    );
    return { reply, cookies, sent };
  } catch (error) {
    if (error instanceof ApiError) {
      const sessionKind: SessionKind = route.auth === "driver" ? "driver" : "customer";
      return {
        reply: errorReply(error, call.headers, sessionKind, origin.secure),
        cookies: [],
        sent: error.commit ? sent : [],
      };
    }
    rt.log(
      `[sandbox] ${route.method} ${route.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return {
      reply: { status: 500, body: { error: "internal_server_error", message: "Internal Server Error." } },
      cookies: [],
      sent: [],
    };
  }
};

/** A request's scrypt, off the event loop before its transaction (password-work.ts); nothing on failure. */
const passwordWork = async (
  rt: Runtime,
  route: TenantRoute,
  headers: IncomingHttpHeaders,
  raw: string,
): Promise<Prepared | undefined> => {
  try {
    const body = parseBody(route, headers, raw);
    if (typeof body["password"] !== "string") return undefined;
    const tenant = tenantFor(rt.db, headers["x-tenant-id"]).code;
    // Closing an account checks the password of the session's own customer, whose e-mail the
    // form does not repeat: looked up here so that its check too runs off the event loop.
    const own =
      route.path === "/customer/v2/closeAccount"
        ? resolveCustomer(rt.db, tenant, headers, rt.clock(), true)?.email
        : undefined;
    return await preparePasswordWork(rt.db, tenant, own === undefined ? body : { ...body, email: own }, rt.random);
  } catch {
    return undefined;
  }
};

/** Answers one matched route: reads the body, then runs an open route as is or a tenant one in its transaction. */
const handle = async (rt: Runtime, route: Route, c: Context<{ Bindings: Bindings }>): Promise<Response> => {
  const request = c.req.raw;
  const headers = c.env?.connection?.headers ?? Object.fromEntries(request.headers);
  let raw: string;
  try {
    raw = await readBody(request, headers);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    return respond({
      status: tooLarge ? 413 : 400,
      body: { error: "bad_request", message: tooLarge ? "The body is too large." : "The request could not be read." },
      headers: { Connection: "close" },
    });
  }
  const params = c.req.param();
  if (route.kind === "open") {
    const open: OpenRoute = route;
    return respond(open.handle({ query: new URL(request.url).searchParams, headers, params, body: raw }));
  }
  const prepared = await passwordWork(rt, route, headers, raw);
  const peer = c.env?.connection?.peer ?? "127.0.0.1";
  const call: TenantCall = { route, request, headers, peer, params, raw };
  const { reply, cookies, sent } = withPrepared(prepared, () => runTenant(rt, call));
  for (const message of sent) rt.log(formatForConsole(message));
  if (route.stream === true && (reply.status ?? 200) === 200)
    return bookingEvents(reply.body, () => runTenant(rt, call).reply, rt.eventPace);
  return respond(reply, cookies);
};

/** The routes on Hono: a path the contract knows under another method is 405; anything else is 404. */
const honoApp = (rt: Runtime, served: ReadonlyArray<Route>): Hono<{ Bindings: Bindings }> => {
  const app = new Hono<{ Bindings: Bindings }>();
  for (const route of served) app.on(route.method, honoPath(route.path), (c) => handle(rt, route, c));
  for (const path of new Set(served.map((route) => honoPath(route.path))))
    app.all(path, () => respond({ status: 405, body: { error: "bad_request", message: "Method not allowed." } }));
  app.notFound(() => respond({ status: 404, body: { error: "bad_request", message: "No such operation." } }));
  app.onError((error) => {
    rt.log(`[sandbox] ${error.stack ?? error.message}`);
    return respond({ status: 500, body: { error: "internal_server_error", message: "Internal Server Error." } });
  });
  return app;
};

/** Forgets idempotency keys past their retention and rate-limit events past theirs. */
const pruneExpired = (db: Db, clock: Clock): void => {
  db.transaction(true, () => {
    db.run("DELETE FROM idempotency WHERE created_at < ?", clock() - retentionMs);
    // Counters last a day; the devices known to an account (rate-limit.ts) a year.
    db.run("DELETE FROM rate_events WHERE at < ? AND key NOT LIKE '%-device:%'", clock() - 86_400_000);
    db.run("DELETE FROM rate_events WHERE at < ?", clock() - 365 * 86_400_000);
  });
};

export const createSandboxApp = async (options: SandboxOptions): Promise<SandboxApp> => {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? systemRandom;
  // Set on every start, default included: a process that runs several sandboxes one after another
  // (the test runner reuses its workers across files) gives each the cost it asked for.
  setPasswordCost(options.passwordCost ?? defaultPasswordCost);
  const { db, fresh } = openDatabase(options.dbPath, options.reset ?? false, options.image);
  if (fresh) await seed(db, clock(), random);
  pruneExpired(db, clock);
  const served =
    options.dispatcherControls === true ? [...routes, ...dispatcherRoutes, ...contractDecisionRoutes] : routes;
  // Compiles the contract's request schemas now, not on the first request.
  contractProblem("GET", "/", new URLSearchParams(), undefined);
  const app = honoApp(
    {
      db,
      clock,
      random,
      log: options.log ?? ((line: string) => console.log(line)),
      captcha: sandboxCaptcha(options.captchaTestToken),
      originTemplate: options.publicOrigin ?? localOriginTemplate(options.webPort ?? 5173),
      proxyPrefix: options.proxyPrefix ?? "/api",
      trustedProxySecret: options.trustedProxySecret,
      eventPace: options.eventPace,
    },
    served,
  );

  return {
    fetch: async (request, connection) => app.fetch(request, connection === undefined ? {} : { connection }),
    dbPath: options.dbPath,
    seeded: fresh,
    db,
    image: () => db.sqlite.serialize(),
    close: () => db.close(),
  };
};
