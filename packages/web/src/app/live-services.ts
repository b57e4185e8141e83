// The live ports (spec §7): the dispatch API over HTTP and the session in local storage. Loaded
// lazily by main.tsx the first time a call is needed (a stored session to check, a form sent).
import { createSessionStorage, sessionTokens, type ErrorReporting } from "@cabline/api-ports";
import {
  createHttpDispatchApi,
  createHttpMapsApi,
  createSandboxPaymentsApi,
  sandboxCaptcha,
} from "@cabline/api-ports/http";
import { signedOutHub, type Services } from "../lib/services.ts";

export function createLiveServices(options: {
  readonly baseUrl: string;
  readonly tenantCode: string;
  readonly errorReporting: ErrorReporting;
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
  return {
    dispatch,
    // The sandbox geocoder behind the same base as the dispatch API (no key offline).
    maps: createHttpMapsApi({ baseUrl: options.baseUrl }),
    payments: createSandboxPaymentsApi({ baseUrl: options.baseUrl, tenantCode: options.tenantCode, dispatch }),
    // The sandbox's captcha widget, served beside the app by the web server's /sandbox proxy.
    captcha: sandboxCaptcha({ origin: window.location.origin, tenantCode: options.tenantCode }),
    session,
    errorReporting: options.errorReporting,
    onSignedOut: hub.subscribe,
  };
}
