// The security headers of every response. The Content-Security-Policy lets
// only scripts carrying this response's nonce run, and what they load ('strict-dynamic'), so the
// app and the tenant scripts of spec §1 (which the app injects with the nonce) run and an
// injected <script> does not. On a page that takes card details (Routes.takesCardDetails: the
// booking summary and /pay/*; PCI DSS) only the app's own files run:
// no nonce, no strict-dynamic, no tenant script; with a tenant on Stripe (its publishable key,
// Payment.cardProviderFor), Stripe.js and its frames too, as Stripe's CSP guide lists them.
// Only /embeddedBook may be framed, and only by the sites its tenant lists (frameAncestors below).
import * as Routes from "@cabline/domain/Routes";
import * as Tenant from "@cabline/domain/Tenant";
import { colourModeScriptHash } from "./colour-mode-script.ts";
import type { RuntimeConfig } from "../src/app/runtime-config.ts";

export const { takesCardDetails } = Routes;
export const mayBeFramed = (path: string): boolean => path === "/embeddedBook" || path === "/embeddedBook/";

/** Origins the app itself calls beyond its own (an absolute dispatch API, error reporting, maps). */
export function appOrigins(runtime: RuntimeConfig): string[] {
  const origins = new Set<string>();
  const add = (value: string) => {
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      // relative (same origin) or empty
    }
  };
  add(runtime.dispatchApiBaseUrl);
  add(runtime.errorReportingDsn);
  if (runtime.googleMapsApiKey !== "") origins.add("https://maps.googleapis.com").add("https://places.googleapis.com");
  return [...origins];
}

export type PolicyOptions = {
  readonly nonce: string;
  readonly path: string;
  readonly runtime: RuntimeConfig;
  /** The sources of /embeddedBook's frame-ancestors (frameAncestors); other pages get 'none'. */
  readonly embedAncestors: string;
  /** The tenant takes cards with Stripe Elements. */
  readonly stripe?: boolean;
};

/** Stripe.js, its card frames and its API (Stripe's "Content Security Policy" guide). */
export const stripeSources = {
  script: "https://js.stripe.com",
  frame: "https://js.stripe.com https://hooks.stripe.com",
  connect: "https://api.stripe.com",
} as const;

export function contentSecurityPolicy({ nonce, path, runtime, embedAncestors, stripe = false }: PolicyOptions): string {
  const own = ["'self'", ...appOrigins(runtime), ...(stripe ? [stripeSources.connect] : [])].join(" ");
  const card = takesCardDetails(path);
  const directives = [
    "default-src 'self'",
    // 'unsafe-inline' and https: only matter to browsers without CSP 3, which ignore the nonce.
    // The colour-mode script of the page's <head> by its hash (server/colour-mode-script.ts).
    card
      ? `script-src 'self' ${colourModeScriptHash}${stripe ? ` ${stripeSources.script}` : ""}`
      : `script-src 'nonce-${nonce}' ${colourModeScriptHash} 'strict-dynamic' 'unsafe-inline' https:`,
    // Chakra (emotion) writes style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Tenant scripts (analytics, chat) talk to their own services; card pages talk to ours only.
    card ? `connect-src ${own}` : `connect-src ${own} https:`,
    card ? `frame-src 'self'${stripe ? ` ${stripeSources.frame}` : ""}` : "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${mayBeFramed(path) ? embedAncestors : "'none'"}`,
  ];
  return directives.join("; ");
}

/**
 * Who may frame /embeddedBook (spec §2; docs/decisions/embedding.md): the tenant's own site
 * ('self') and the origins its configuration lists (Tenant.embedOriginsOf, each already checked
 * as one origin); with no list, its own site only. A deployment that sets CABLINE_EMBED_ANCESTORS
 * (parseEmbedAncestors) replaces every tenant's list with its own.
 */
export const frameAncestors = (tenantOrigins: ReadonlyArray<string>, deployment?: string): string =>
  deployment ?? ["'self'", ...tenantOrigins].join(" ");

/**
 * CABLINE_EMBED_ANCESTORS, the operator's own setting: sources separated by spaces or commas,
 * each an origin as a tenant would list it, 'self', 'none' or * (any site). Unset or blank:
 * undefined, the tenants' lists apply. Anything else is a mistake the server refuses to start with.
 */
export function parseEmbedAncestors(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const sources = text.split(/[\s,]+/).filter((source) => source !== "");
  const keywords = new Set(["'self'", "'none'", "*"]);
  const parsed = sources.map((source) => (keywords.has(source) ? source : Tenant.embedOrigin(source)));
  const wrong = sources.filter((_source, index) => parsed[index] === undefined);
  if (wrong.length > 0)
    throw new Error(
      `CABLINE_EMBED_ANCESTORS: not an origin (scheme://host[:port]), 'self', 'none' or *: ${wrong.map((source) => JSON.stringify(source)).join(", ")}`,
    );
  if (parsed.includes("'none'") && parsed.length > 1)
    throw new Error("CABLINE_EMBED_ANCESTORS: 'none' cannot be listed with other sources");
  return parsed.join(" ");
}

export function securityHeaders(path: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    // Token links (/t/, /pay/, reset links) never leave the origin in a Referer.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(mayBeFramed(path) ? {} : { "X-Frame-Options": "DENY" }),
  };
}
