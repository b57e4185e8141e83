// The app's shared state: the tenant and its branding, the session and the selected
// account, the colour mode; stores end in `$`. Derived values (authorities, settings) are computed
// by the domain from this state, never stored twice.
import type * as Booking from "@cabline/domain/Booking";
import * as Authority from "@cabline/domain/Authority";
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import type * as Routes from "@cabline/domain/Routes";
import type * as Tenant from "@cabline/domain/Tenant";
import * as Theme from "@cabline/domain/Theme";
import { initialSession, type SessionState } from "./session-state.ts";
import { store, useStore } from "./store.ts";

export { initialSession, signedInByCookie, type SessionState } from "./session-state.ts";

export type TenantState = {
  readonly code: string;
  readonly branding: Tenant.Branding;
};

/** Settled by main.tsx before the first render (the boot data or the tenant loader). */
export const tenant$ = store<TenantState | undefined>(undefined);

export function useTenant(): TenantState {
  const tenant = useStore(tenant$);
  if (tenant === undefined) throw new Error("the tenant is settled before the app renders");
  return tenant;
}

export type BootBooking =
  | {
      readonly _tag: "Found";
      readonly token: string;
      readonly details: Booking.BookingDetails;
      readonly checkedAt: number;
    }
  | { readonly _tag: "Refused"; readonly token: string; readonly message: string };

/** What the web server inlined for the page's screen (boot.ts), beside the tenant. */
export type PageData = {
  readonly rideTypes?: ReadonlyArray<RideAvailability.RideType> | undefined;
  readonly booking?: BootBooking | undefined;
  /** When the web server drew the page (boot.ts renderedAt). */
  readonly renderedAt?: number | undefined;
  /** Set by the web server's render only, which has no window: the page's origin, and whether it is framed. */
  readonly server?: { readonly origin: string; readonly framed: boolean } | undefined;
};

let pageData: PageData = {};

/** Set once by main.tsx from the boot data; no screen subscribes, each reads what it needs. */
export const setPageData = (data: PageData): void => {
  pageData = data;
};

/** The page's own origin (a link to share, a QR code): the browser's, or the request's in the web server's render. */
export const pageOrigin = (): string => pageData.server?.origin ?? window.location.origin;

/** The page is inside another site's frame (the web server's render knows it from Sec-Fetch-Dest). */
export function isFramed(): boolean {
  if (pageData.server !== undefined) return pageData.server.framed;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The tenant's ride types as the web server inlined them, if it did: the booking screens start
 * with them instead of asking. They serve the page for as long as it is open.
 */
export const bootRideTypes = (): ReadonlyArray<RideAvailability.RideType> | undefined => pageData.rideTypes;

/**
 * When the page was drawn, once: the first fresh booking form starts from it, so the browser draws
 * the same pickup time the server did; later forms start from the clock.
 */
export function takeRenderedAt(): number | undefined {
  const at = pageData.renderedAt;
  pageData = { ...pageData, renderedAt: undefined };
  return at;
}

/** The inlined booking of this token, once: a second call, or another token, gets undefined. */
export function takeBootBooking(token: string | undefined): BootBooking | undefined {
  const found = pageData.booking;
  if (found === undefined || found.token !== token) return undefined;
  pageData = { ...pageData, booking: undefined };
  return found;
}

export const session$ = store<SessionState>(initialSession);

/** Who the route guards see (router.tsx Viewer), from the session. */
export const viewerOf = (state: SessionState): Routes.Viewer => ({
  signedIn: state.session.signedIn,
  authorities: authoritiesOf(state),
  hasBusinessAccount: (state.profile?.accounts ?? []).length > 0,
});

export const mode$ = store<Theme.Mode>(Theme.defaultTheme.mode);

export function authoritiesOf(
  state: Pick<SessionState, "profile" | "selectedAccount">,
): ReadonlyArray<Authority.Authority> {
  return Authority.authoritiesFor(state.profile?.accounts ?? [], state.selectedAccount);
}
