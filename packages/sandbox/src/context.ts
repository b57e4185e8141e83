/**
 * What a request handler sees and returns. Handlers are synchronous: the server runs each one
 * inside a single SQLite transaction and commits before the response leaves, so concurrent
 * requests never interleave inside a handler (which is what makes idempotency keys exact).
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "./db.ts";
import type { Fields } from "./input.ts";
import type { Random } from "./runtime.ts";

export interface TenantRow {
  readonly code: string;
  readonly website_name: string;
  readonly website_title: string;
  readonly meta_description: string;
  readonly theme_color: string;
  readonly support_email: string;
  readonly support_phone: string;
  readonly stripe_key: string;
  readonly mixpanel_token: string | null;
  readonly centre_lat: number;
  readonly centre_lon: number;
  readonly logo_colour: string;
  readonly logo_mark: string;
  /**
   * Where the tenant's web app is published (https://book.solentcars.example): the only base of
   * links in e-mails and texts. Null: the sandbox's local origin (SANDBOX_PUBLIC_ORIGIN).
   */
  readonly public_origin: string | null;
  /**
   * The origins whose pages may frame the widget (/embeddedBook), as a JSON array of text:
   * published as the configuration's embed_origins (docs/decisions/embedding.md).
   */
  readonly embed_origins: string;
  /** ServiceArea.ServiceArea as JSON: where the tenant's trips must start or finish. */
  readonly service_area: string;
  /** Tariff.Tariff as JSON. */
  readonly tariff: string;
  /** The private hire operator licence (Tenant.OperatorLicence): holder, issuing authority, number. */
  readonly legal_name: string | null;
  readonly licensing_authority: string | null;
  readonly licence_number: string | null;
}

export interface CustomerRow {
  readonly id: number;
  readonly tenant: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password_hash: string;
  readonly default_payment_type: string;
}

export interface DriverRow {
  readonly id: number;
  readonly tenant: string;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string;
  readonly password_hash: string | null;
  readonly callsign: string;
  readonly badge_number: string;
  readonly licensing_authority: string;
  readonly vehicle: string;
  readonly ride_type_ids: string;
}

export interface OutboxMessage {
  readonly id: number;
  readonly tenant: string;
  readonly channel: "sms" | "email";
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly created_at: number;
}

/** The captcha port: whether a response token proves a person, spending it (captcha.ts). */
export interface CaptchaPort {
  readonly verify: (ctx: Ctx, token: string | undefined) => boolean;
}

export interface Ctx {
  readonly db: Db;
  /** The clock reading for the whole request. */
  readonly now: number;
  readonly random: Random;
  readonly tenant: TenantRow;
  /** The signed-in customer, when the operation takes customer credentials and they were sent. */
  readonly customer: CustomerRow | undefined;
  /** The signed-in driver (driver operations). */
  readonly driver: DriverRow | undefined;
  readonly query: URLSearchParams;
  readonly body: Fields;
  readonly headers: IncomingHttpHeaders;
  /**
   * The client's address, for per-client limits: the peer's address, or the last hop of
   * X-Forwarded-For when the peer is a loopback proxy (the web server, which sets it itself).
   */
  readonly client: string;
  /** Verifies captcha response tokens (the sandbox's own provider). */
  readonly captcha: CaptchaPort;
  readonly params: Readonly<Record<string, string>>;
  /** Outbox messages written by this request, printed once it commits. */
  readonly sent: OutboxMessage[];
  /** Set-Cookie values for the response. */
  readonly cookies: string[];
  /** The page was served over HTTPS (as the trusted web server says): session cookies are Secure. */
  readonly secure: boolean;
  /** Absolute base of this API as the caller reaches it (through the web proxy or directly). */
  readonly apiBase: string;
  /**
   * The tenant's configured public origin, the base of every link in an e-mail or text. Never
   * taken from a request header (Origin, Host, X-Forwarded-Host): a stranger could otherwise
   * have a genuine reset e-mail point at their own host (reset-link poisoning).
   */
  readonly webBase: string;
}

export interface Reply {
  readonly status?: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The success envelope: the payload with `error: "no_error"` (contracts/README.md). */
export const ok = (payload: Record<string, unknown>): Reply => ({ body: { error: "no_error", ...payload } });

export type Auth = "public" | "customer" | "optional" | "driver";
export type Encoding = "none" | "json" | "form" | "any";

/** An operation of the dispatch contract (or a sandbox extra) that belongs to a tenant. */
export interface TenantRoute {
  readonly kind: "tenant";
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly encoding: Encoding;
  readonly auth: Auth;
  /** Requires the Idempotency-Key header and replays the first response. */
  readonly idempotent?: boolean;
  /**
   * Answers as server-sent events: the handler's answer, then again as it changes (the handler run
   * anew each second, booking-events.ts). An error answer goes out as usual, with no stream.
   */
  readonly stream?: boolean;
  readonly handle: (ctx: Ctx) => Reply;
}

export interface OpenRequest {
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly params: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Operations outside any tenant: the maps port and the static brand assets. */
export interface OpenRoute {
  readonly kind: "open";
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly handle: (
    request: OpenRequest,
  ) => Reply & { readonly raw?: { readonly type: string; readonly text: string } };
}

export type Route = TenantRoute | OpenRoute;

export const route = (
  method: "GET" | "POST",
  path: string,
  encoding: Encoding,
  auth: Auth,
  handle: (ctx: Ctx) => Reply,
  options: { readonly idempotent?: boolean; readonly stream?: boolean } = {},
): TenantRoute => ({ kind: "tenant", method, path, encoding, auth, handle, ...options });
