// The live ports (spec §7): the dispatch API over HTTP and the session in local storage. Loaded
// lazily by main.tsx the first time a call is needed (a stored session to check, a form sent).
import { createSessionStorage, sessionTokens, type ErrorReporting } from "@cabline/api-ports";
import {
  createHttpDispatchApi,
  createHttpMapsApi,
  createSandboxPaymentsApi,
  createStripePaymentsApi,
  sandboxCaptcha,
} from "@cabline/api-ports/http";
import * as Payment from "@cabline/domain/Payment";
import { signedOutHub, type Services } from "../lib/services.ts";

export function createLiveServices(options: {
  readonly baseUrl: string;
  readonly tenantCode: string;
  readonly errorReporting: ErrorReporting;
  /** The tenant's publishable key: a Stripe key selects Stripe Elements (Payment.cardProviderFor). */
  readonly paymentKey?: string | undefined;
  /** The tenant's map centre (Tenant.Branding.mapCentre): place search looks there first. */
  readonly near?: { readonly lat: number; readonly lng: number } | undefined;
  /** The tenant's Google Maps key (Tenant.Branding.mapsApiKey): place search asks Google. */
  readonly mapsApiKey?: string | undefined;
}): Services {
  const session = createSessionStorage({ storage: () => window.localStorage });
  const hub = signedOutHub();
  const tokens = sessionTokens(session, hub.publish);
  const dispatch = createHttpDispatchApi({
    baseUrl: options.baseUrl,
    tenantCode: options.tenantCode,
    getToken: tokens.getToken,
    onSignedOut: tokens.onSignedOut,
    errorReporting: options.errorReporting,
  });
  // Google's Places API (New) and Geocoding API with the tenant's key (docs/decisions/maps.md);
  // without one, the dispatch API's own maps port behind the same base (the sandbox's geocoder).
  const mapsOptions = options.mapsApiKey === undefined ? { baseUrl: options.baseUrl } : { apiKey: options.mapsApiKey };
  const maps = createHttpMapsApi(mapsOptions);
  const near = options.near;
  return {
    dispatch,
    // Suggestions near the tenant's own area first (a Gosport passenger typing "station" means
    // Fareham or Gosport, not Southampton), unless a caller says where.
    maps:
      near === undefined
        ? maps
        : { ...maps, autocomplete: (input, given) => maps.autocomplete(input, { near, ...given }) },
    mapsOptions,
    payments:
      Payment.cardProviderFor(options.paymentKey) === "stripe" && options.paymentKey !== undefined
        ? createStripePaymentsApi({ publishableKey: options.paymentKey, dispatch })
        : createSandboxPaymentsApi({ baseUrl: options.baseUrl, tenantCode: options.tenantCode, dispatch }),
    // The sandbox's captcha widget, served beside the app by the web server's /sandbox proxy.
    captcha: sandboxCaptcha({ origin: window.location.origin, tenantCode: options.tenantCode }),
    session,
    errorReporting: options.errorReporting,
    onSignedOut: hub.subscribe,
  };
}
