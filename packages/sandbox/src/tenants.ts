/**
 * The three seeded tenants and GET /configuration/get (spec §1, §3 Tenant configuration, §7).
 * Each has its own name, colour (GDT's is invalid on purpose, to show the indigo-950 fallback of
 * §5), support contacts, publishable key, analytics token (PDC only) and scripts (active and
 * inactive, head and body, different priorities). Logos are SVGs served by the sandbox itself,
 * so the app shows them offline. Each carries its own service area and tariff:
 * the domain's ServiceArea and Tariff decide with them. Each lists the sites that may frame its
 * widget (embed_origins, docs/decisions/embedding.md); GDT lists none, so only its own site may.
 */
import { Constants, type ServiceArea, type Tariff, Tenant } from "@cabline/domain";
import { isVehicleKind, vehicleSvg } from "./vehicle-pictures.ts";
import type { Ctx, OpenRoute, Reply, TenantRow, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import type { Db } from "./db.ts";
import { fail } from "./errors.ts";
import { areaOf, tariffOf } from "./tenant-rules.ts";

export interface TenantSeed extends Omit<
  TenantRow,
  "service_area" | "tariff" | "embed_origins" | "legal_name" | "licensing_authority" | "licence_number"
> {
  readonly area: ServiceArea.ServiceArea;
  /** Believable, not real: the authorities are the real ones for each town, the numbers made up. */
  readonly licence: Tenant.OperatorLicence;
  /** The sites that may frame the tenant's widget; none: its own site only. */
  readonly embed_origins: ReadonlyArray<string>;
  readonly tariff: Tariff.Tariff;
  readonly scripts: ReadonlyArray<{
    readonly name: string;
    readonly rawScript: string;
    readonly isActive: boolean;
    readonly priority: number;
    readonly placement: "head" | "body";
  }>;
}

/**
 * Solent Cars' published tariff (packages/sandbox/README.md): £4.00 flag fall and £1.80 a mile
 * (road miles: great circle × 1.3), at least £6.00, rounded to 10p; airport pick-up £5.00,
 * drop-off £3.00, cruise terminal £1.50, via stops £2.00, meet and greet £10.00. The driver waits
 * 5 minutes free (45 from an airport flight's landing), then 30p a minute (BookingTerms).
 */
export const solentTariff: Tariff.Tariff = {
  flag_fall_pence: 400,
  per_mile_pence: 180,
  road_factor: 1.3,
  minimum_journey_pence: 600,
  rounding_pence: 10,
  airport_pickup_pence: 500,
  airport_dropoff_pence: 300,
  cruise_terminal_pence: 150,
  via_stop_pence: 200,
  meet_and_greet_pence: 1000,
  quote_validity_minutes: 30,
  waiting_free_minutes: 5,
  airport_waiting_free_minutes: 45,
  waiting_per_minute_pence: 30,
};

/**
 * 16 km (10 miles) round Southampton's centre: Eastleigh, the airport, Totton, Hythe, Netley,
 * Hedge End and Romsey in; Winchester, Fareham, Gosport and Portsmouth out.
 */
export const southampton: ServiceArea.ServiceArea = {
  kind: "circle",
  name: "Southampton region",
  centre: { lat: 50.9097, lon: -1.4044 },
  radius_km: 16,
};

/**
 * The Gosport peninsula and Fareham, west of Portsmouth Harbour: Lee-on-the-Solent, Stubbington,
 * Titchfield, Fareham and Portchester's west side in; Portsea Island (Portsmouth) across the
 * water out.
 */
export const gosport: ServiceArea.ServiceArea = {
  kind: "polygon",
  name: "Gosport and Fareham area",
  vertices: [
    { lat: 50.862, lon: -1.232 },
    { lat: 50.868, lon: -1.15 },
    { lat: 50.842, lon: -1.124 },
    { lat: 50.8, lon: -1.111 },
    { lat: 50.772, lon: -1.124 },
    { lat: 50.783, lon: -1.215 },
  ],
};

/** 8 km round Portsmouth: Portsea Island, Gunwharf, the port, Cosham, Drayton and the Gosport ferry. */
export const portsmouth: ServiceArea.ServiceArea = {
  kind: "circle",
  name: "Portsmouth area",
  centre: { lat: 50.8058, lon: -1.0872 },
  radius_km: 8,
};

export const tenantSeeds: ReadonlyArray<TenantSeed> = [
  {
    code: Tenant.defaultTenantCode,
    website_name: "Solent Cars",
    licence: {
      legal_name: "Solent Cars Ltd",
      licensing_authority: "Southampton City Council",
      licence_number: "PHO 0421",
    },
    website_title: "Solent Cars | Southampton taxis, airport and cruise transfers",
    meta_description: "Book Southampton taxis online: the airport, the cruise terminals and Southampton Central.",
    theme_color: "teal-700",
    support_email: "support@solentcars.example",
    support_phone: "+442380496000",
    stripe_key: "pk_test_sandbox_book_51SolentCars",
    mixpanel_token: null,
    centre_lat: 50.9097,
    centre_lon: -1.4044,
    area: southampton,
    tariff: solentTariff,
    logo_colour: "#0f766e",
    logo_mark: "SC",
    public_origin: null,
    // Its own website and a partner hotel's booking page frame the widget; operator-site.localhost
    // (any port) is the operator's site on a developer's machine, as the demo and the browser tests serve it.
    embed_origins: [
      "https://www.solentcars.example",
      "https://www.dockgatehotel.example",
      "http://operator-site.localhost:*",
    ],
    scripts: [
      {
        name: "Brand marker",
        rawScript: "<script>document.documentElement.dataset.tenantScript='solent-head';</script>",
        isActive: true,
        priority: 20,
        placement: "head",
      },
      {
        name: "Cruise season banner flag",
        rawScript: "<script>document.body.dataset.tenantBanner='cruise-season';</script>",
        isActive: true,
        priority: 10,
        placement: "body",
      },
      {
        // A script the operator's chat provider serves, as most are pasted: loaded from its own
        // address, so a visitor who refuses is seen not to request it (the consent journey).
        name: "Chat widget",
        rawScript: '<script src="/sandbox/assets/chat-widget.js"></script>',
        isActive: true,
        priority: 5,
        placement: "body",
      },
      {
        name: "Old cookie banner (retired)",
        rawScript: "<script>document.documentElement.dataset.retiredScript='ran';</script>",
        isActive: false,
        priority: 30,
        placement: "body",
      },
    ],
  },
  {
    code: "GDT",
    website_name: "Gosport & District Taxis",
    licence: {
      legal_name: "Gosport & District Taxis Ltd",
      licensing_authority: "Gosport Borough Council",
      licence_number: "GBC/PHO/117",
    },
    website_title: "Gosport & District Taxis",
    meta_description: "Gosport taxis to Southampton Airport, the cruise terminals and the ferries.",
    theme_color: "teal-450",
    support_email: "bookings@gosporttaxis.example",
    support_phone: "+442392496100",
    stripe_key: "pk_test_sandbox_gdt_51GosportDistrict",
    mixpanel_token: null,
    centre_lat: 50.7951,
    centre_lon: -1.129,
    area: gosport,
    // A small-town firm: a lower flag, a dearer mile, no terminal charge (no cruise berths).
    tariff: {
      ...solentTariff,
      flag_fall_pence: 350,
      per_mile_pence: 200,
      minimum_journey_pence: 550,
      airport_pickup_pence: 600,
      cruise_terminal_pence: 0,
      // Three minutes at the kerb, half an hour at the airport, 25p a minute after.
      waiting_free_minutes: 3,
      airport_waiting_free_minutes: 30,
      waiting_per_minute_pence: 25,
    },
    logo_colour: "#b45309",
    logo_mark: "GD",
    public_origin: null,
    // No list: the widget may be framed by the tenant's own site only.
    embed_origins: [],
    scripts: [
      {
        name: "Brand marker",
        rawScript: "<script>document.documentElement.dataset.tenantScript='gosport-head';</script>",
        isActive: true,
        priority: 5,
        placement: "head",
      },
      {
        name: "Ferry timetable flag",
        rawScript: "<script>document.body.dataset.tenantBanner='ferry-times';</script>",
        isActive: true,
        priority: 50,
        placement: "body",
      },
      {
        name: "Winter offer (inactive)",
        rawScript: "<script>document.documentElement.dataset.retiredScript='ran';</script>",
        isActive: false,
        priority: 90,
        placement: "head",
      },
    ],
  },
  {
    code: "PDC",
    website_name: "Portsmouth Dockyard Cars",
    licence: {
      legal_name: "Portsmouth Dockyard Cars Ltd",
      licensing_authority: "Portsmouth City Council",
      licence_number: "PCC-PHO-2309",
    },
    website_title: "Portsmouth Dockyard Cars | cruise and airport transfers",
    meta_description: "Portsmouth cars to the Southampton cruise terminals and Southampton Airport.",
    theme_color: "purple-800",
    support_email: "hello@dockyardcars.example",
    support_phone: "+442392496200",
    stripe_key: "pk_test_sandbox_pdc_51DockyardCars",
    mixpanel_token: "5bd1c0ffee5a4db0sandbox0pdc00001",
    centre_lat: 50.801,
    centre_lon: -1.109,
    area: portsmouth,
    // City rates, the international port's access charge, a £7.00 minimum.
    tariff: {
      ...solentTariff,
      flag_fall_pence: 450,
      per_mile_pence: 190,
      minimum_journey_pence: 700,
      cruise_terminal_pence: 200,
      meet_and_greet_pence: 1200,
      // Ten minutes free (ferry and cruise passengers are often late off), an hour at the airport, 40p a minute after.
      waiting_free_minutes: 10,
      airport_waiting_free_minutes: 60,
      waiting_per_minute_pence: 40,
    },
    logo_colour: "#6b21a8",
    logo_mark: "PD",
    public_origin: null,
    embed_origins: ["https://www.dockyardcars.example", "https://visit.historicdockyard.example"],
    scripts: [
      {
        name: "Brand marker",
        rawScript: "<script>document.documentElement.dataset.tenantScript='dockyard-head';</script>",
        isActive: true,
        priority: 40,
        placement: "head",
      },
      {
        name: "Dockyard tours flag (inactive)",
        rawScript: "<script>document.body.dataset.tenantBanner='tours';</script>",
        isActive: false,
        priority: 60,
        placement: "body",
      },
    ],
  },
];

export const seedTenants = (db: Db): void => {
  tenantSeeds.forEach((tenant, index) => {
    db.run(
      `INSERT INTO tenants(code, website_name, website_title, meta_description, theme_color, support_email, support_phone,
         stripe_key, mixpanel_token, centre_lat, centre_lon, logo_colour, logo_mark, service_area, tariff, public_origin,
         embed_origins, legal_name, licensing_authority, licence_number, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      tenant.code,
      tenant.website_name,
      tenant.website_title,
      tenant.meta_description,
      tenant.theme_color,
      tenant.support_email,
      tenant.support_phone,
      tenant.stripe_key,
      tenant.mixpanel_token,
      tenant.centre_lat,
      tenant.centre_lon,
      tenant.logo_colour,
      tenant.logo_mark,
      JSON.stringify(tenant.area),
      JSON.stringify(tenant.tariff),
      tenant.public_origin,
      JSON.stringify(tenant.embed_origins),
      tenant.licence.legal_name,
      tenant.licence.licensing_authority,
      tenant.licence.licence_number,
      index,
    );
    for (const script of tenant.scripts) {
      db.run(
        "INSERT INTO tenant_scripts(tenant, name, raw_script, is_active, priority, placement) VALUES (?, ?, ?, ?, ?, ?)",
        tenant.code,
        script.name,
        script.rawScript,
        script.isActive ? 1 : 0,
        script.priority,
        script.placement,
      );
    }
  });
};

const tenantCodePattern = /^[A-Z0-9-]{1,63}$/;

/** The tenant named by X-TENANT-ID; 400 bad_request when missing, malformed or unknown (contract example unknownTenant). */
export const tenantFor = (db: Db, header: string | string[] | undefined): TenantRow => {
  const code = Array.isArray(header) ? header[0] : header;
  if (code === undefined || code === "") return fail("bad_request", { message: "The X-TENANT-ID header is required." });
  if (!tenantCodePattern.test(code))
    return fail("bad_request", { message: "X-TENANT-ID must be an upper-case tenant code." });
  return (
    db.get<TenantRow>("SELECT * FROM tenants WHERE code = ?", code) ??
    fail("bad_request", { message: "No tenant with this X-TENANT-ID." })
  );
};

/** The sandbox's local public origin of every tenant: `{tenant}` becomes the lower-case code. */
export const localOriginTemplate = (webPort: number): string => `http://{tenant}.localhost:${webPort}`;

/**
 * The origin links in e-mails and texts start with: the tenant's configured public origin, else
 * the sandbox's template. Request headers play no part (a forged one would poison reset links).
 */
export const publicOriginOf = (tenant: TenantRow, template: string): string =>
  (tenant.public_origin ?? template.replaceAll("{tenant}", tenant.code.toLowerCase())).replace(/\/+$/, "");

export const allTenants = (db: Db): ReadonlyArray<TenantRow> =>
  db.all<TenantRow>("SELECT * FROM tenants ORDER BY sort");

export const logoPath = (code: string): string => `/sandbox/assets/${code.toLowerCase()}.svg`;
export const iconPath = (code: string): string => `/sandbox/assets/${code.toLowerCase()}-icon.svg`;

/**
 * The tenant's embed origins as published: only entries that are one origin each (the domain's
 * Tenant.embedOrigin, the rule the web server applies again), so a row written by hand with a
 * path, a keyword or a semicolon never reaches a client as if it were an origin.
 */
export const embedOriginsOf = (tenant: TenantRow): ReadonlyArray<string> => {
  let stored: unknown;
  try {
    stored = JSON.parse(tenant.embed_origins);
  } catch {
    return [];
  }
  const entries = Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === "string") : [];
  return Tenant.embedOriginsOf({ embed_origins: entries }).allowed;
};

/** The tenant's operator licence, when its row holds all three parts. */
export const licenceOf = (t: TenantRow): Tenant.OperatorLicence | undefined =>
  t.legal_name === null || t.licensing_authority === null || t.licence_number === null
    ? undefined
    : { legal_name: t.legal_name, licensing_authority: t.licensing_authority, licence_number: t.licence_number };

const getConfiguration = (ctx: Ctx): Reply => {
  const t = ctx.tenant;
  const scripts = ctx.db.all<{
    id: number;
    name: string;
    raw_script: string;
    is_active: number;
    priority: number;
    placement: string;
  }>("SELECT * FROM tenant_scripts WHERE tenant = ? ORDER BY id", t.code);
  return ok({
    logo: `${ctx.apiBase}${logoPath(t.code)}`,
    currency_code: Constants.currencyCode,
    stripe_publishable_key: t.stripe_key,
    mixpanel_token: t.mixpanel_token,
    website_name: t.website_name,
    website_title: t.website_title,
    default_meta_description: t.meta_description,
    favicon_logo: `${ctx.apiBase}${iconPath(t.code)}`,
    theme_color: t.theme_color,
    support_email: t.support_email,
    support_contact_number: t.support_phone,
    center_location: { lat: t.centre_lat, lon: t.centre_lon },
    service_area: areaOf(t),
    tariff: tariffOf(t),
    embed_origins: embedOriginsOf(t),
    ...(licenceOf(t) === undefined ? {} : { operator_licence: licenceOf(t) }),
    scripts: scripts.map((s) => ({
      id: s.id,
      name: s.name,
      rawScript: s.raw_script,
      isActive: s.is_active === 1,
      priority: s.priority,
      placement: s.placement,
    })),
  });
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const mark = (tenant: TenantSeed): string =>
  `<rect width="64" height="64" rx="14" fill="${tenant.logo_colour}"/>` +
  `<text x="32" y="41" font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(tenant.logo_mark)}</text>`;

/** The wordmark: a coloured square with the initials and the app name beside it. */
export const logoSvg = (tenant: TenantSeed): string => {
  const width = 80 + Math.ceil(tenant.website_name.length * 11.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${escapeXml(tenant.website_name)}">` +
    mark(tenant) +
    `<text x="78" y="40" font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif" font-size="20" font-weight="600" fill="${tenant.logo_colour}">${escapeXml(tenant.website_name)}</text></svg>`
  );
};

export const iconSvg = (tenant: TenantSeed): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(tenant.website_name)}">${mark(tenant)}</svg>`;

/** A stand-in for an operator's chat widget (a tenant script loaded by address): it marks the page. */
const chatWidget = "document.body.dataset.tenantChat = 'loaded';\n";

const assets: OpenRoute = {
  kind: "open",
  method: "GET",
  path: "/sandbox/assets/{file}",
  handle: ({ params }) => {
    if (params["file"] === "chat-widget.js")
      return {
        body: null,
        raw: { type: "text/javascript; charset=utf-8", text: chatWidget },
        headers: { "Cache-Control": "no-store" },
      };
    const vehicle = /^ride-([a-z]+)\.svg$/.exec(params["file"] ?? "")?.[1];
    if (vehicle !== undefined && isVehicleKind(vehicle)) {
      return {
        body: null,
        raw: { type: "image/svg+xml", text: vehicleSvg(vehicle) },
        headers: { "Cache-Control": "public, max-age=3600" },
      };
    }
    const match = /^([a-z]+)(-icon)?\.svg$/.exec(params["file"] ?? "");
    const tenant = tenantSeeds.find((seed) => seed.code.toLowerCase() === match?.[1]);
    if (match === null || tenant === undefined)
      return { status: 404, body: { error: "bad_request", message: "No such asset." } };
    return {
      body: null,
      raw: { type: "image/svg+xml", text: match[2] === undefined ? logoSvg(tenant) : iconSvg(tenant) },
      headers: { "Cache-Control": "public, max-age=3600" },
    };
  },
};

export const tenantRoutes: ReadonlyArray<TenantRoute | OpenRoute> = [
  route("GET", "/configuration/get", "none", "public", getConfiguration),
  assets,
];
