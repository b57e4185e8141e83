/**
 * Tenancy: the tenant code from the host name (sent as X-TENANT-ID), the tenant configuration
 * the app loads at start-up, and the branding derived from it (spec §1, §3, §4, §7, §9).
 */
import { Schema } from "effect";
import { currencyCode, mapDefaultCentre } from "./Constants.ts";
import * as Money from "./Money.ts";
import * as ServiceArea from "./ServiceArea.ts";
import * as Tariff from "./Tariff.ts";
import * as TenantScripts from "./TenantScripts.ts";
import * as Theme from "./Theme.ts";

/** The code used for the shared hosts (book, local, staging, localhost, www, IP addresses). */
export const defaultTenantCode = "BOOK";

/** First labels that are not tenants: they all get the default code (§7). */
export const sharedHostLabels: ReadonlySet<string> = new Set(["book", "local", "staging", "localhost", "www"]);

const validLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name without port, trailing dots or case; undefined for IPv6 literals and junk. */
const hostName = (host: string): string | undefined => {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return undefined; // "[::1]:5173"
  const colons = trimmed.split(":").length - 1;
  if (colons > 1) return undefined; // bare IPv6 "::1"
  const withoutPort = colons === 1 ? trimmed.slice(0, trimmed.indexOf(":")) : trimmed;
  return withoutPort.replace(/\.+$/, "");
};

/**
 * The tenant code for a host: the first label upper-cased ("gdt.example.com" → "GDT",
 * "pdc.localhost:5173" → "PDC"). Shared hosts (book, local, staging, localhost, www), IP
 * addresses and anything that is not a valid DNS label (letters, digits, hyphens, 1–63
 * characters, no hyphen at either end) get the default code (§1, §7).
 */
export const tenantCodeFromHost = (host: string, defaultCode: string = defaultTenantCode): string => {
  const name = hostName(host);
  if (name === undefined || ipv4.test(name)) return defaultCode;
  const label = name.split(".")[0] ?? "";
  if (!validLabel.test(label) || sharedHostLabels.has(label)) return defaultCode;
  return label.toUpperCase();
};

/** The header that carries the tenant code on every dispatch API call (§7). */
export const tenantHeader = "X-TENANT-ID";

const OptionalString = Schema.optionalKey(Schema.NullOr(Schema.String));

export const CentreLocation = Schema.Struct({ lat: Schema.Number, lon: Schema.Number });
export type CentreLocation = typeof CentreLocation.Type;

/**
 * The operator's licence as a UK licensing authority issued it (Local Government (Miscellaneous
 * Provisions) Act 1976 s.55; Private Hire Vehicles (London) Act 1998 s.3): who holds it, who
 * issued it and its number. A contract extension of the configuration (operator_licence).
 */
export const OperatorLicence = Schema.Struct({
  legal_name: Schema.String,
  licensing_authority: Schema.String,
  licence_number: Schema.String,
});
export type OperatorLicence = typeof OperatorLicence.Type;

/** The response of GET /configuration/get (§3, §7). Every field may be missing or null. */
export const TenantConfiguration = Schema.Struct({
  logo: OptionalString,
  currency_code: OptionalString,
  stripe_publishable_key: OptionalString,
  /** A Google Maps Platform browser key: Google's map and place search (docs/decisions/maps.md). */
  google_maps_api_key: OptionalString,
  mixpanel_token: OptionalString,
  website_name: OptionalString,
  website_title: OptionalString,
  default_meta_description: OptionalString,
  favicon_logo: OptionalString,
  /** "colour-level", e.g. "indigo-950". */
  theme_color: OptionalString,
  support_email: OptionalString,
  support_contact_number: OptionalString,
  center_location: Schema.optionalKey(Schema.NullOr(CentreLocation)),
  scripts: Schema.optionalKey(Schema.NullOr(Schema.Array(TenantScripts.Script))),
  /** Where trips must start or finish (ServiceArea.servesTrip); absent when the API does not publish it. */
  service_area: Schema.optionalKey(ServiceArea.ServiceArea),
  tariff: Schema.optionalKey(Tariff.Tariff),
  /**
   * The sites that may frame the quick-book widget (/embeddedBook): origins such as
   * "https://www.solentcars.example". Text, checked by embedOrigin before it reaches a header.
   */
  embed_origins: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  operator_licence: Schema.optionalKey(Schema.NullOr(OperatorLicence)),
});
export type TenantConfiguration = typeof TenantConfiguration.Type;

/** The theme state built from the configuration (§3 "Theme state"). */
export interface Branding {
  readonly appName: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly logo: string;
  readonly favicon: string;
  readonly themeColour: Theme.ThemeColour;
  readonly mode: Theme.Mode;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly supportEmail: string;
  readonly supportPhone: string;
  readonly paymentPublishableKey: string | undefined;
  /** The tenant's Google Maps key; none: the dispatch API's maps port and a schematic route. */
  readonly mapsApiKey: string | undefined;
  readonly mapCentre: { readonly lat: number; readonly lng: number };
  readonly scripts: TenantScripts.ScriptsByPlacement;
  /** The operator's licence in words (licenceText); undefined when the configuration gives none whole. */
  readonly licence: string | undefined;
}

/** Used when the configuration gives no usable favicon. */
export const defaultFavicon = "/favicon.svg";

/** Used when the configuration gives no website name. */
export const defaultAppName = "Cabline";

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/**
 * The operator's licence as every page footer, the booking summary, the widget and every
 * confirmation and receipt say it: "Solent Cars Ltd. Private hire operator licence PHO 0421,
 * issued by Southampton City Council." Undefined unless all three parts are given: half a licence
 * is not one a passenger can check.
 */
export const licenceText = (licence: OperatorLicence | null | undefined): string | undefined => {
  const name = text(licence?.legal_name);
  const authority = text(licence?.licensing_authority);
  const number = text(licence?.licence_number);
  if (name === undefined || authority === undefined || number === undefined) return undefined;
  return `${name.replace(/\.$/, "")}. Private hire operator licence ${number}, issued by ${authority}.`;
};

/**
 * Branding for a loaded configuration, or the defaults when it failed or was empty (the app
 * continues either way, §7): logo only if http(s), theme colour with the indigo-950 fallback,
 * GBP £ unless a currency is given, map centre near Southampton.
 */
export const brandingFrom = (configuration: TenantConfiguration | undefined): Branding => {
  const config = configuration ?? {};
  const currency = text(config.currency_code)?.toUpperCase() ?? currencyCode;
  const appName = text(config.website_name) ?? defaultAppName;
  const centre = config.center_location;
  return {
    appName,
    title: text(config.website_title) ?? appName,
    metaDescription: text(config.default_meta_description) ?? "",
    logo: Theme.logoOrDefault(config.logo),
    favicon: Theme.logoOrDefault(config.favicon_logo, defaultFavicon),
    themeColour: Theme.parseThemeColour(config.theme_color),
    mode: Theme.defaultTheme.mode,
    currency,
    currencySymbol: Money.symbolFor(currency),
    supportEmail: text(config.support_email) ?? "",
    supportPhone: text(config.support_contact_number) ?? "",
    paymentPublishableKey: text(config.stripe_publishable_key),
    mapsApiKey: text(config.google_maps_api_key),
    mapCentre:
      centre !== undefined && centre !== null && Number.isFinite(centre.lat) && Number.isFinite(centre.lon)
        ? { lat: centre.lat, lng: centre.lon }
        : mapDefaultCentre,
    scripts: TenantScripts.scriptsToInject(config.scripts ?? []),
    licence: licenceText(config.operator_licence),
  };
};

/** How analytics starts: with the tenant's token only if provided, else opted out (§7, §9). */
export type AnalyticsSetup = { readonly _tag: "OptedIn"; readonly token: string } | { readonly _tag: "OptedOut" };

export const analyticsSetup = (configuration: TenantConfiguration | undefined): AnalyticsSetup => {
  const token = text(configuration?.mixpanel_token);
  return token === undefined ? { _tag: "OptedOut" } : { _tag: "OptedIn", token };
};

/**
 * Who may frame the quick-book widget (spec §2 /embeddedBook; docs/decisions/embedding.md): the
 * tenant's list of origins, each `scheme://host[:port]` with scheme http or https, a host of DNS
 * labels (or an IPv4 address) and a port of digits or `*` (any port, for a site on a developer's
 * machine). The list is tenant data, so it is text and never CSP syntax: anything else (a path, a
 * wildcard host, `*`, a keyword such as 'self' or 'unsafe-inline', a quote, a semicolon, a comma,
 * a space or a control character) is refused, entry by entry.
 */
const embedOriginPattern =
  /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?::(\*|\d{1,5}))?$/i;

/** At most this many origins are served: a header is not a place for a directory of sites. */
export const maxEmbedOrigins = 32;

/** The origin as a CSP source (lower case), or undefined when the text is not one origin. */
export const embedOrigin = (text: string): string | undefined => {
  if (text.length > 300) return undefined;
  const match = embedOriginPattern.exec(text);
  if (match === null) return undefined;
  const [, scheme = "", host = "", port] = match.map((part) => part?.toLowerCase());
  if (host.length > 253) return undefined;
  if (port !== undefined && port !== "*" && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  return `${scheme}://${host}${port === undefined ? "" : `:${port}`}`;
};

/**
 * The configuration's embed origins, each checked by embedOrigin: those that pass (first
 * maxEmbedOrigins, no repeats) and those refused, for the server to log. No list, an empty one or
 * a failed configuration: none, and the widget may be framed by the tenant's own site only.
 */
export const embedOriginsOf = (
  configuration: TenantConfiguration | undefined,
): { readonly allowed: ReadonlyArray<string>; readonly refused: ReadonlyArray<string> } => {
  const allowed: string[] = [];
  const refused: string[] = [];
  for (const entry of configuration?.embed_origins ?? []) {
    const origin = embedOrigin(entry);
    if (origin === undefined) refused.push(entry);
    else if (!allowed.includes(origin) && allowed.length < maxEmbedOrigins) allowed.push(origin);
  }
  return { allowed, refused };
};
