/**
 * The sandbox HTTP server: `createSandbox({ dbPath, port, clock, random })` opens (and on first
 * use creates and seeds) the database and serves both contracts at the root, on loopback. Each
 * tenant operation runs in one SQLite transaction that commits before the response is written;
 * outbox messages are printed after the commit.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { authRoutes } from "./auth.ts";
import { bookingListRoutes } from "./booking-lists.ts";
import { bookingRoutes } from "./bookings.ts";
import { bulkImportRoutes } from "./bulk-import.ts";
import { businessRoutes } from "./business.ts";
import { captchaRoutes, sandboxCaptcha } from "./captcha.ts";
import { dispatcherRoutes } from "./dispatcher.ts";
import { cancellationRoutes } from "./cancellation.ts";
import { cardRoutes } from "./cards.ts";
import { checkoutRoutes } from "./checkout.ts";
import type { Ctx, OpenRoute, OutboxMessage, Reply, Route, TenantRoute } from "./context.ts";
import { openDatabase, type Db } from "./db.ts";
import { driverRoutes } from "./driver.ts";
import { ApiError, badRequest } from "./errors.ts";
import { flightRoutes } from "./flights.ts";
import { retentionMs, withIdempotency } from "./idempotency.ts";
import { formFields, isRecord, type Fields } from "./input.ts";
import { locationRoutes } from "./locations.ts";
import { mapRoutes } from "./maps.ts";
import { formatForConsole, outboxRoutes } from "./outbox.ts";
import { preparePasswordWork } from "./password-work.ts";
import { setPasswordCost, withPrepared, type Prepared } from "./passwords.ts";
import { paymentRoutes } from "./payments.ts";
import { promocodeRoutes } from "./promocodes.ts";
import { rideTypeRoutes } from "./ride-types.ts";
import { Router } from "./router.ts";
import { systemClock, systemRandom, type Clock, type Random } from "./runtime.ts";
import { seed } from "./seed.ts";
import { clearedSessionCookie, cookieValue, resolveCustomer, resolveDriver } from "./sessions.ts";
import { localOriginTemplate, publicOriginOf, tenantFor, tenantRoutes } from "./tenants.ts";

export interface SandboxOptions {
  /** The SQLite file; created and seeded when missing. */
  readonly dbPath: string;
  /** 4020 by default; 0 picks a free port (tests). */
  readonly port?: number;
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
  /** Serves /sandbox/dispatcher/* (dispatcher.ts; SANDBOX_DISPATCHER_CONTROLS=1): off by default. */
  readonly dispatcherControls?: boolean;
}

export interface Sandbox {
  readonly url: string;
  readonly port: number;
  readonly dbPath: string;
  /** True when this start created and seeded the database. */
  readonly seeded: boolean;
  readonly db: Db;
  close(): Promise<void>;
}

export const routes: ReadonlyArray<Route> = [
  ...tenantRoutes,
  ...authRoutes,
  ...rideTypeRoutes,
  ...bookingRoutes,
  ...bookingListRoutes,
  ...cancellationRoutes,
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
/** Objects and arrays nest at most this deep; deeper JSON is refused with 400 (issue 14 item 12). */
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
const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxDrainBytes) {
        request.pause();
        reject(new BodyTooLarge(false));
        return;
      }
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on("end", () =>
      size > maxBodyBytes ? reject(new BodyTooLarge(true)) : resolve(Buffer.concat(chunks).toString("utf8")),
    );
    request.on("error", reject);
  });

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

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;
};

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who is asking, for per-client limits: the peer, or, when the peer is a proxy on this machine
 * (the web server), the last address of X-Forwarded-For, the one that proxy appended. Earlier
 * entries are the client's own claims and are ignored.
 */
const clientOf = (request: IncomingMessage): string => {
  const peer = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  const hops = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  return loopback.has(peer) && hops.length > 0 ? (hops[hops.length - 1] ?? peer) : peer;
};

/** The body as the operation's encoding says (contract: spec "params" are forms, "body" is JSON). */
const parseBody = (route: TenantRoute, request: IncomingMessage, raw: string): Fields => {
  if (route.encoding === "none") return {};
  const type = (request.headers["content-type"] ?? "").toLowerCase();
  const json = type.includes("application/json");
  const form = type.includes("application/x-www-form-urlencoded");
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

const errorReply = (error: ApiError, request: IncomingMessage): Reply => {
  const headers: Record<string, string> = {};
  if (error.status === 401) headers["WWW-Authenticate"] = 'Bearer error="invalid_token"';
  if (error.status === 429) headers["Retry-After"] = String(Math.max(1, error.retryAfter ?? 60));
  if (error.status === 401 && cookieValue(request.headers, "access_token") !== undefined)
    headers["Set-Cookie"] = clearedSessionCookie;
  return { status: error.status, body: { error: error.code, message: error.message, ...error.extra }, headers };
};

const write = (
  response: ServerResponse,
  reply: Reply & { readonly raw?: { type: string; text: string } },
  cookies: ReadonlyArray<string> = [],
): void => {
  const text = reply.raw?.text ?? JSON.stringify(reply.body);
  const headers: Record<string, string | string[]> = {
    "Content-Type": reply.raw?.type ?? "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
    ...reply.headers,
  };
  const setCookie = [...cookies, ...(reply.headers?.["Set-Cookie"] === undefined ? [] : [reply.headers["Set-Cookie"]])];
  if (setCookie.length > 0) headers["Set-Cookie"] = setCookie;
  response.writeHead(reply.status ?? 200, headers);
  response.end(text);
};

export const createSandbox = async (options: SandboxOptions): Promise<Sandbox> => {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? systemRandom;
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? "127.0.0.1";
  const webPort = options.webPort ?? 5173;
  const proxyPrefix = options.proxyPrefix ?? "/api";
  const originTemplate = options.publicOrigin ?? localOriginTemplate(webPort);
  const captcha = sandboxCaptcha(options.captchaTestToken);
  if (options.passwordCost !== undefined) setPasswordCost(options.passwordCost);
  const { db, fresh } = openDatabase(options.dbPath, options.reset ?? false);
  if (fresh) await seed(db, clock(), random);
  db.transaction(true, () => {
    db.run("DELETE FROM idempotency WHERE created_at < ?", clock() - retentionMs);
    db.run("DELETE FROM rate_events WHERE at < ?", clock() - 86_400_000);
  });
  const router = new Router(options.dispatcherControls === true ? [...routes, ...dispatcherRoutes] : routes);
  let port = options.port ?? 4020;

  const runTenant = (
    route: TenantRoute,
    request: IncomingMessage,
    url: URL,
    params: Readonly<Record<string, string>>,
    raw: string,
  ) => {
    const now = clock();
    const sent: OutboxMessage[] = [];
    const cookies: string[] = [];
    const forwardedHost = header(request, "x-forwarded-host");
    const proto = header(request, "x-forwarded-proto") ?? "http";
    const apiBase =
      forwardedHost === undefined
        ? `http://${header(request, "host") ?? `${host}:${port}`}`
        : `${proto}://${forwardedHost}${header(request, "x-forwarded-prefix") ?? proxyPrefix}`;
    try {
      const reply = db.transaction(
        route.method === "POST",
        () => {
          const tenant = tenantFor(db, request.headers["x-tenant-id"]);
          const body = parseBody(route, request, raw);
          const ctx: Ctx = {
            db,
            now,
            random,
            tenant,
            customer:
              route.auth === "customer" || route.auth === "optional"
                ? resolveCustomer(db, tenant.code, request.headers, now, route.auth === "customer")
                : undefined,
            driver: route.auth === "driver" ? resolveDriver(db, tenant.code, request.headers, now) : undefined,
            query: url.searchParams,
            body,
            headers: request.headers,
            client: clientOf(request),
            captcha,
            params,
            sent,
            cookies,
            apiBase,
            webBase: publicOriginOf(tenant, originTemplate),
          };
          return route.idempotent === true
            ? withIdempotency(ctx, `${route.method} ${route.path}`, () => route.handle(ctx))
            : route.handle(ctx);
        },
        (error) => error instanceof ApiError && error.commit,
      );
      return { reply, cookies, sent };
    } catch (error) {
      if (error instanceof ApiError)
        return { reply: errorReply(error, request), cookies: [], sent: error.commit ? sent : [] };
      log(
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
    route: TenantRoute,
    request: IncomingMessage,
    raw: string,
  ): Promise<Prepared | undefined> => {
    try {
      const body = parseBody(route, request, raw);
      if (typeof body["password"] !== "string") return undefined;
      return await preparePasswordWork(db, tenantFor(db, request.headers["x-tenant-id"]).code, body, random);
    } catch {
      return undefined;
    }
  };

  const server = createServer({ keepAlive: true }, (request, response) => {
    const url = new URL(request.url ?? "/", "http://sandbox.invalid");
    const match = router.match(request.method ?? "GET", url.pathname);
    if (match === undefined) {
      const known = router.knows(url.pathname);
      write(response, {
        status: known ? 405 : 404,
        body: { error: "bad_request", message: known ? "Method not allowed." : "No such operation." },
      });
      return;
    }
    readBody(request).then(
      (raw) => {
        if (match.route.kind === "open") {
          const route: OpenRoute = match.route;
          write(
            response,
            route.handle({ query: url.searchParams, headers: request.headers, params: match.params, body: raw }),
          );
          return;
        }
        const route = match.route;
        void passwordWork(route, request, raw).then((prepared) => {
          const { reply, cookies, sent } = withPrepared(prepared, () =>
            runTenant(route, request, url, match.params, raw),
          );
          write(response, reply, cookies);
          for (const message of sent) log(formatForConsole(message));
        });
      },
      (error: unknown) => {
        const tooLarge = error instanceof BodyTooLarge;
        if (!response.headersSent) {
          write(response, {
            status: tooLarge ? 413 : 400,
            body: {
              error: "bad_request",
              message: tooLarge ? "The body is too large." : "The request could not be read.",
            },
            headers: { Connection: "close" },
          });
        }
        if (tooLarge && !error.drained) request.destroy();
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    port,
    dbPath: options.dbPath,
    seeded: fresh,
    db,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
};
