// The web server of `npm start`: Fastify serving the production build
// with brotli/gzip, immutable caching of hashed files, the security headers, index.html with the
// tenant's boot data, the page for unknown hosts, and /api and /sandbox forwarded to the dispatch
// API. Only hosts the deployment owns are answered; the proxy passes no client-supplied
// forwarding header on (the host it names was checked) and passes the dispatch API's status on
// as it came (413 stays 413).
import compress from "@fastify/compress";
import replyFrom from "@fastify/reply-from";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import * as Account from "@cabline/domain/Account";
import * as Payment from "@cabline/domain/Payment";
import * as Tenant from "@cabline/domain/Tenant";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { IncomingHttpHeaders } from "node:http";
import type { BootData } from "../src/app/boot.ts";
import { parseRuntimeConfig, type RuntimeConfig } from "../src/app/runtime-config.ts";
import { checkedByServer } from "../src/lib/session-state.ts";
import { consentFromCookies } from "../src/lib/cookies.ts";
import { indexWriter, renderUnknownTenant } from "./html.ts";
import { loadPageRenderer, renderMinute, sessionCookies, type PageRenderer } from "./server-render.ts";
import { forwardingFor, proxySecretHeader } from "./forwarding.ts";
import { isAllowedHost, isLoopback, parseHost } from "./hosts.ts";
import { entryKey, readManifest, screenFor, screenModuleFor, staticClosure, type Manifest } from "./manifest.ts";
import { contentSecurityPolicy, frameAncestors, parseEmbedAncestors, securityHeaders } from "./security.ts";
import { tenantDirectory, type TenantDirectory, type TenantLookup } from "./tenants.ts";

export type WebServerOptions = {
  /** The production build (packages/web/dist). */
  readonly dist: string;
  /** The dispatch API the /api and /sandbox prefixes forward to, e.g. http://127.0.0.1:4020. */
  readonly dispatchUrl: string;
  /** CABLINE_ALLOWED_HOSTS: host names beyond .localhost and loopback. */
  readonly allowedHosts?: ReadonlyArray<string>;
  /**
   * CABLINE_EMBED_ANCESTORS (security.ts parseEmbedAncestors): who may frame /embeddedBook on
   * every tenant's host, in place of each tenant's own list (its configuration's embed_origins).
   * Unset: each tenant's list, or with none its own site only.
   */
  readonly embedAncestors?: string;
  /** The runtime configuration; by default dist/runtime-config.json. */
  readonly runtime?: RuntimeConfig;
  readonly tenants?: TenantDirectory;
  /** The largest request body forwarded; the dispatch API decides below that (sandbox: 5 MiB). */
  readonly proxyBodyLimit?: number;
  /**
   * CABLINE_FORWARD_SANDBOX_CONTROLS: forward the sandbox's controls (its outbox, dispatcher and
   * contract decisions) on tenant hosts too. Off by default: they read every reset link and code.
   */
  readonly sandboxControls?: boolean;
  /**
   * How long a client may take to send a whole request: 30 s by default (a slow phone uploading a
   * bulk file), its headers at most 10 s of that; an idle kept-alive connection closes after 5 s.
   * A client that declares a body and trickles it is answered 408 and cut.
   */
  readonly requestTimeoutMs?: number;
  /**
   * Renders a page on the server for a visitor signed out or a passenger (server-render.ts); by
   * default the build's own (dist/.ssr), none when the build has none. `false`: every page starts
   * in the browser.
   */
  readonly renderPage?: PageRenderer | false;
  /** CABLINE_PROXY_SECRET: sent with the forwarding headers, so the sandbox believes them from this server only. */
  readonly proxySecret?: string;
  /**
   * CABLINE_TRUSTED_PROXIES: addresses of the proxies in front of this server (a TLS terminator).
   * From them alone X-Forwarded-Proto and X-Forwarded-For are believed: a page they served over
   * HTTPS gets Secure session cookies and https links, and limits count the client they name.
   */
  readonly trustedProxies?: ReadonlyArray<string>;
};

/**
 * The scheme and client of a request: the socket's, or what a trusted proxy in front says (the
 * last X-Forwarded-For hop, the one it appended; X-Forwarded-Proto http or https only).
 */
export function requestSource(
  peer: string | undefined,
  headers: IncomingHttpHeaders,
  trustedProxies: ReadonlyArray<string>,
): { readonly protocol: "http" | "https"; readonly client: string | undefined } {
  const normalised = peer?.replace(/^::ffff:/, "");
  if (normalised === undefined || !trustedProxies.includes(normalised)) return { protocol: "http", client: peer };
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));
  const proto = first(headers["x-forwarded-proto"]).split(",")[0]?.trim().toLowerCase();
  const hops = first(headers["x-forwarded-for"])
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  return { protocol: proto === "https" ? "https" : "http", client: hops.at(-1) ?? peer };
}

/**
 * The sandbox paths the app itself calls: the offline adapters of its ports (card tokens and the
 * 3-D Secure step, the captcha widget) and the tenants' assets. Everything else under /sandbox is
 * a control for developers and tests, served on the sandbox's own port, and forwarded here only
 * when the operator turns sandboxControls on.
 */
const appSandboxPaths = ["/sandbox/payments/", "/sandbox/captcha/", "/sandbox/assets/"];
export const forwardsSandboxPath = (target: string, controls: boolean): boolean => {
  const path = target.split("?", 1)[0] ?? "";
  if (!/^\/sandbox(?:\/|$)/i.test(path)) return true;
  return controls || (!path.includes("..") && appSandboxPaths.some((prefix) => path.startsWith(prefix)));
};

declare module "fastify" {
  interface FastifyRequest {
    cabline: {
      host: string;
      origin: URL;
      code: string;
      nonce: string;
      lookup: TenantLookup;
      client: string | undefined;
    };
  }
}

const hashedAsset = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.(?:js|css|svg|png|woff2?)$/;
const hasExtension = /\/[^/]*\.[^/]+$/;

/** Request headers a client must not be able to set for the dispatch API. */
const untrustedForwarding = (name: string) =>
  name.startsWith("x-forwarded-") ||
  name === "forwarded" ||
  name === "x-real-ip" ||
  name === "via" ||
  name === proxySecretHeader;

/** Hop-by-hop headers: about this connection, not the request (the body is already read whole). */
const hopByHop = new Set(["expect", "connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade"]);

export function forwardedHeaders(
  headers: IncomingHttpHeaders,
  origin: URL,
  clientAddress?: string,
  tenantCode?: string,
  proxySecret?: string,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!untrustedForwarding(name) && !hopByHop.has(name) && name !== "x-tenant-id") out[name] = value;
  // A browser's Origin names the page's own origin; anything else was written by hand.
  if (out.origin !== undefined && out.origin !== origin.origin) delete out.origin;
  // The tenant is the host's (spec §7: the first label of the host), whatever the client wrote.
  return {
    ...out,
    ...(tenantCode === undefined ? {} : { "x-tenant-id": tenantCode }),
    ...forwardingFor(origin, clientAddress, proxySecret),
  };
}

function readRuntime(dist: string): RuntimeConfig {
  const file = join(dist, "runtime-config.json");
  try {
    return parseRuntimeConfig(existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
  } catch {
    return parseRuntimeConfig(undefined);
  }
}

/** What the server's handlers share, read once at start-up. */
interface Site {
  readonly options: WebServerOptions;
  readonly runtime: RuntimeConfig;
  readonly allowedHosts: ReadonlyArray<string>;
  readonly trustedProxies: ReadonlyArray<string>;
  readonly deploymentAncestors: ReturnType<typeof parseEmbedAncestors>;
  readonly tenants: TenantDirectory;
  readonly writeIndex: ReturnType<typeof indexWriter>;
  /** The scripts a path's screen needs beyond the entry's, to preload with the page. */
  readonly screenPreloads: (path: string) => string[];
  readonly renderPage: PageRenderer | undefined;
}

async function siteFor(options: WebServerOptions): Promise<Site> {
  const runtime = options.runtime ?? readRuntime(options.dist);
  const allowedHosts = options.allowedHosts ?? [];
  const trustedProxies = (options.trustedProxies ?? []).map((entry) => entry.trim()).filter((entry) => entry !== "");
  const deploymentAncestors = parseEmbedAncestors(options.embedAncestors);
  const tenants =
    options.tenants ??
    tenantDirectory({
      dispatchUrl: options.dispatchUrl,
      ...(options.proxySecret === undefined ? {} : { proxySecret: options.proxySecret }),
    });
  const writeIndex = indexWriter(readFileSync(join(options.dist, "index.html"), "utf8"));
  const manifest: Manifest = readManifest(options.dist);
  const entryFiles = new Set(staticClosure(manifest, entryKey(manifest)));
  const screenPreloads = (path: string): string[] => {
    const module = screenModuleFor(path);
    return module === undefined
      ? []
      : staticClosure(manifest, module).filter((file) => !entryFiles.has(file) && file.endsWith(".js"));
  };
  const renderPage =
    options.renderPage === false ? undefined : (options.renderPage ?? (await loadPageRenderer(options.dist)));
  return {
    options,
    runtime,
    allowedHosts,
    trustedProxies,
    deploymentAncestors,
    tenants,
    writeIndex,
    screenPreloads,
    renderPage,
  };
}

/** 1. The host: well-formed, owned by this deployment, and a known operator's. */
const checkHost = (site: Site) => async (request: FastifyRequest, reply: FastifyReply) => {
  const { runtime } = site;
  const parsed = parseHost(request.headers.host);
  if (parsed === undefined) return reply.code(400).type("text/plain").send("Bad Host header.\n");
  if (!isAllowedHost(parsed.name, site.allowedHosts))
    return reply.code(421).type("text/plain").send("This server does not serve that host.\n");
  const host = parsed.port === undefined ? parsed.name : `${parsed.name}:${parsed.port}`;
  const source = requestSource(request.socket.remoteAddress, request.headers, site.trustedProxies);
  const origin = new URL(`${source.protocol}://${host}`);
  const code = isLoopback(parsed.name)
    ? runtime.defaultTenantCode
    : Tenant.tenantCodeFromHost(parsed.name, runtime.defaultTenantCode);
  const nonce = randomBytes(18).toString("base64");
  const lookup = await site.tenants.lookup(code, origin);
  request.cabline = { host, origin, code, nonce, lookup, client: source.client };
  if (lookup._tag === "Unknown") {
    return reply
      .code(404)
      .header("Cache-Control", "no-store")
      .header("Content-Security-Policy", contentSecurityPolicy({ nonce, path: "/", runtime, embedAncestors: "'none'" }))
      .type("text/html; charset=utf-8")
      .send(renderUnknownTenant(host, nonce));
  }
};

/** 2. Security headers on everything (the proxy's answers included). */
const addSecurityHeaders = (site: Site) => async (request: FastifyRequest, reply: FastifyReply) => {
  const path = request.url.split("?", 1)[0] ?? "/";
  for (const [name, value] of Object.entries(securityHeaders(path))) reply.header(name, value);
  if (reply.getHeader("Content-Security-Policy") === undefined && request.cabline !== undefined)
    reply.header(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce: request.cabline.nonce,
        path,
        runtime: site.runtime,
        embedAncestors: frameAncestors(
          request.cabline.lookup._tag === "Known" ? (request.cabline.lookup.embedOrigins ?? []) : [],
          site.deploymentAncestors,
        ),
        stripe:
          request.cabline.lookup._tag === "Known" &&
          Payment.cardProviderFor(request.cabline.lookup.tenant.branding.paymentPublishableKey) === "stripe",
      }),
    );
};

/** 3. The dispatch API, under /api (prefix removed) and /sandbox (the sandbox's assets and tools). */
const dispatchProxy = (options: WebServerOptions) => async (proxy: FastifyInstance) => {
  await proxy.register(replyFrom, { base: options.dispatchUrl, disableRequestLogging: true });
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: options.proxyBodyLimit ?? 16 * 1024 * 1024 },
    // Handed on as a stream, so the bytes the browser sent reach the API unchanged: reply-from
    // JSON.stringify-s any other body of an application/json request, and a Buffer would arrive
    // as {"type":"Buffer","data":[...]} with every field lost.
    (_request, body, done) => done(null, Readable.from([body])),
  );
  const forward = (strip: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const target = request.url.slice(strip.length) || "/";
    if (!forwardsSandboxPath(target, options.sandboxControls === true))
      return reply.code(404).type("text/plain").send("Not found.\n");
    // A body goes on as the bytes received: left to itself, reply-from JSON-encodes a JSON body,
    // and this one is an unparsed Buffer (the maps port's JSON POSTs arrived as {"type":"Buffer"}).
    const body = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers["content-type"] ?? "application/octet-stream" }
      : {};
    return reply.from(target.startsWith("/") ? target : `/${target}`, {
      rewriteRequestHeaders: (_original, headers) =>
        forwardedHeaders(
          headers,
          request.cabline.origin,
          request.cabline.client,
          request.cabline.code,
          options.proxySecret,
        ),
      ...body,
    });
  };
  const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
  proxy.route({ method: [...methods], url: "/api/*", handler: forward("/api"), config: { compress: false } });
  proxy.route({ method: [...methods], url: "/api", handler: forward("/api"), config: { compress: false } });
  proxy.route({ method: [...methods], url: "/sandbox/*", handler: forward(""), config: { compress: false } });
};

/**
 * The boot data of a page: the runtime and the tenant, and what the screen shows first (the ride
 * types, cached a minute per host like the tenant; a token's booking; a passenger's session, asked
 * now for this client).
 */
async function bootDataFor(site: Site, request: FastifyRequest, path: string) {
  const { tenants, renderPage } = site;
  const { lookup, origin } = request.cabline;
  const tenant = lookup._tag === "Known" ? lookup.tenant : undefined;
  const screen = tenant === undefined ? undefined : screenFor(path);
  const token = screen?.booking === true ? screen.params.token : undefined;
  const cookies = sessionCookies(request.headers.cookie);
  const [rideTypes, booking, signedIn] = await Promise.all([
    tenant !== undefined && screen?.rideTypes === true ? tenants.rideTypes(tenant.code, origin) : undefined,
    tenant !== undefined && token !== undefined
      ? tenants.booking(tenant.code, origin, token, request.socket.remoteAddress)
      : undefined,
    tenant !== undefined && renderPage !== undefined && cookies.customer !== undefined && !cookies.driver
      ? tenants.profile(tenant.code, origin, cookies.customer, request.socket.remoteAddress)
      : undefined,
  ]);
  // A business member's page is left to the browser: the account they chose is kept there.
  const passenger =
    signedIn?._tag === "SignedIn" && (signedIn.profile.accounts ?? []).length === 0 ? signedIn.profile : undefined;
  const consent = consentFromCookies(request.headers.cookie);
  const boot: BootData = {
    runtime: site.runtime,
    tenant,
    ...(consent === undefined ? {} : { consent }),
    ...(rideTypes === undefined ? {} : { rideTypes }),
    ...(booking === undefined ? {} : { booking }),
    ...(renderPage === undefined ? {} : { renderedAt: renderMinute(Date.now()) }),
    ...(passenger === undefined
      ? {}
      : {
          session: checkedByServer(passenger, Payment.initialPaymentMethod(Account.settingsFor(passenger, undefined))),
        }),
  };
  return { boot, tenant, cookies, passenger };
}

/** 4. index.html for every app path, with this response's nonce and the tenant's boot data. */
const indexSender = (site: Site) => async (request: FastifyRequest, reply: FastifyReply) => {
  const { renderPage } = site;
  const { nonce, origin } = request.cabline;
  const path = request.url.split("?", 1)[0] ?? "/";
  const { boot, tenant, cookies, passenger } = await bootDataFor(site, request, path);
  // The first paint is drawn here (docs/decisions/server-rendering.md) for a visitor signed out
  // or a passenger whose session the server just checked; a framed page is the widget's frame,
  // as the browser draws it (Sec-Fetch-Dest says so).
  const framed = request.headers["sec-fetch-dest"] === "iframe";
  const drawable = !cookies.driver && (cookies.customer === undefined || passenger !== undefined);
  const html =
    renderPage === undefined || tenant === undefined || !drawable
      ? undefined
      : await renderPage({ url: new URL(request.url, origin), boot, framed });
  return reply
    .header("Cache-Control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      site.writeIndex({
        nonce,
        boot,
        preload: site.screenPreloads(path),
        page: html === undefined ? undefined : { html, framed },
      }),
    );
};

/**
 * 5. The build's files: hashed ones cached for a year, others revalidated; no source maps, no
 * dotfiles (the manifest, the build fingerprint).
 */
const buildFiles = (dist: string): FastifyStaticOptions => ({
  root: dist,
  index: false,
  // A route per file of the build, found once at start-up: an app path (/book-ride) is then not
  // looked for on disk before it reaches the page (stat and readdir through libuv's thread pool
  // were most of the time of answering a remembered page). The page itself is not a file route.
  wildcard: false,
  globIgnore: ["index.html", "**/*.map"],
  dotfiles: "deny",
  cacheControl: false,
  // The build's .br and .gz copies (server/precompress.ts), sent as they are; a file without
  // one is compressed on the fly by @fastify/compress as every other response is.
  preCompressed: true,
  allowedPath: (pathName) => !pathName.endsWith(".map") && pathName !== "/index.html",
  setHeaders: (reply, path) => {
    const url = `/${path
      .slice(dist.length)
      .replace(/^[\\/]+/, "")
      .replace(/\\/g, "/")
      .replace(/\.(?:br|gz)$/, "")}`;
    reply.header(
      "Cache-Control",
      hashedAsset.test(url) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    );
  },
});

export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const site = await siteFor(options);
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: false,
    trustProxy: false,
    requestTimeout,
    keepAliveTimeout: 5_000,
    // Node checks the timeouts every connectionsCheckingInterval (30 s unless told).
    http: { headersTimeout: Math.min(10_000, requestTimeout), connectionsCheckingInterval: 1_000 },
  });

  app.addHook("onRequest", checkHost(site));
  app.addHook("onSend", addSecurityHeaders(site));
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(dispatchProxy(options));
  const sendIndex = indexSender(site);
  app.get("/", sendIndex);
  app.get("/index.html", sendIndex);
  await app.register(fastifyStatic, buildFiles(options.dist));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "/";
    if ((request.method === "GET" || request.method === "HEAD") && !hasExtension.test(path) && request.cabline)
      return sendIndex(request, reply);
    return reply.code(404).type("text/plain").send("Not found.\n");
  });

  return app;
}
