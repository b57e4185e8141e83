// What the page knows before any request (spec §1 start-up): the web server writes the
// runtime configuration and the tenant it resolved from the host (its configuration decoded by
// the domain's schema on the server, turned into branding) into index.html as JSON. Start-up
// then needs no request and no decoder; served as plain files (a CDN), the page has no such
// data and start-up falls back to fetching both (src/app/tenant-loader.ts).
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import type * as Tenant from "@cabline/domain/Tenant";
import type { BootBooking, SessionState } from "../lib/state.ts";
import type { RuntimeConfig } from "./runtime-config.ts";

export type BootTenant = {
  readonly code: string;
  readonly branding: Tenant.Branding;
  readonly analytics: Tenant.AnalyticsSetup;
};

/**
 * A passenger's session as the web server checked it for this page (spec §7 checkToken with the
 * session cookie), settled (lib/state.ts checkedByServer): the browser starts signed in with it,
 * with no check of its own. A business member's page is not drawn and carries none: the account
 * they chose is kept in the browser.
 */
export type BootSession = SessionState;

export type BootData = {
  readonly runtime: RuntimeConfig;
  /** Absent when the server could not reach the dispatch API; the app then loads it itself. */
  readonly tenant?: BootTenant | undefined;
  /**
   * The tenant's ride types (decoded by the server with the adapter's schema), on the pages that
   * show them (screens.ts `rideTypes`): the booking form paints them with no request.
   * Absent elsewhere, or when the dispatch API did not give them; the page then asks itself.
   */
  readonly rideTypes?: ReadonlyArray<RideAvailability.RideType> | undefined;
  /** The booking of a token page (screens.ts `booking`), as the server found it; absent elsewhere. */
  readonly booking?: BootBooking | undefined;
  /**
   * The minute (epoch ms) the web server drew the page in: a fresh booking form starts from it,
   * as the server-rendered one did, so the browser's first render matches it (server-render.tsx).
   */
  readonly renderedAt?: number | undefined;
  /** The visitor's session, when the server checked it and drew the page signed in. */
  readonly session?: BootSession | undefined;
  /**
   * The visitor's answer to the consent question, from its cookie (lib/cookies.ts), so the page is
   * drawn with the question or without it; absent when not answered.
   */
  readonly consent?: boolean | undefined;
};

export type { BootBooking };

/** The id of the `<script type="application/json">` element that carries the boot data. */
export const bootElementId = "cabline-boot";

/** Marks where the server puts the boot data and preload hints in index.html. */
export const bootPlaceholder = "<!--cabline-boot-->";

/** Boot data as JSON safe inside a script element: no "<" can close it early. */
export const serialiseBoot = (boot: BootData): string =>
  JSON.stringify(boot)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function readBoot(doc: Document): BootData | undefined {
  const element = doc.getElementById(bootElementId);
  if (element === null || element.textContent === null) return undefined;
  try {
    // Written by this build's web server from a BootData (serialiseBoot): only its shape is checked,
    // as a decoder here would be on every first load (the point of boot data).
    const boot = JSON.parse(element.textContent) as BootData;
    return typeof boot === "object" && boot !== null && typeof boot.runtime === "object" ? boot : undefined;
  } catch {
    return undefined;
  }
}
