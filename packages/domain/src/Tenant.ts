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

/** The response of GET /configuration/get (§3, §7). Every field may be missing or null. */
export const TenantConfiguration = Schema.Struct({
  logo: OptionalString,
  currency_code: OptionalString,
  stripe_publishable_key: OptionalString,
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
  readonly mapCentre: { readonly lat: number; readonly lng: number };
  readonly scripts: TenantScripts.ScriptsByPlacement;
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
    mapCentre:
      centre !== undefined && centre !== null && Number.isFinite(centre.lat) && Number.isFinite(centre.lon)
        ? { lat: centre.lat, lng: centre.lon }
        : mapDefaultCentre,
    scripts: TenantScripts.scriptsToInject(config.scripts ?? []),
  };
};

/** How analytics starts: with the tenant's token only if provided, else opted out (§7, §9). */
export type AnalyticsSetup = { readonly _tag: "OptedIn"; readonly token: string } | { readonly _tag: "OptedOut" };

export const analyticsSetup = (configuration: TenantConfiguration | undefined): AnalyticsSetup => {
  const token = text(configuration?.mixpanel_token);
  return token === undefined ? { _tag: "OptedOut" } : { _tag: "OptedIn", token };
};

/** Configuration loading: loading, then done on success, failure or empty response alike (§4). */
export type ConfigurationStatus = "loading" | "done";
export const initialConfigurationStatus: ConfigurationStatus = "loading";
export type ConfigurationOutcome = "success" | "failure" | "empty";
export const configurationStatusAfter = (_outcome: ConfigurationOutcome): ConfigurationStatus => "done";
