// Web entry (spec §1 start-up): read the runtime configuration, resolve the tenant from the host,
// wire the ports to their live adapters, render.
import {
  createAnalytics,
  createErrorReporting,
  createSessionStorage,
  disabledErrorReporting,
  reportUncaught,
  sessionTokens,
} from "@cabline/api-ports";
import { createHttpDispatchApi } from "@cabline/api-ports/http";
import { Tenant } from "@cabline/domain";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { sessionStore } from "../lib/browser-storage.ts";
import { sentrySender } from "../lib/sentry.ts";
import { tenant$ } from "../lib/state.ts";
import { signedOutHub, type Services } from "../lib/services.ts";
import { App } from "./app.tsx";
import { loadRuntimeConfig } from "./runtime-config.ts";

const runtime = await loadRuntimeConfig();
const tenantCode = Tenant.tenantCodeFromHost(window.location.host, runtime.defaultTenantCode);
tenant$.code.set(tenantCode);

const errorReporting =
  runtime.errorReportingDsn === ""
    ? disabledErrorReporting
    : createErrorReporting({
        dsn: runtime.errorReportingDsn,
        // The port scrubs tokens and personal data before the sender sees the event.
        send: sentrySender(runtime.errorReportingDsn, tenantCode),
        currentUrl: () => window.location.href,
      });
// Uncaught errors and unhandled rejections go through the port, scrubbed (issue 14 item 5).
reportUncaught(window, errorReporting);
const session = createSessionStorage({ storage: () => window.localStorage });
const hub = signedOutHub();
const tokens = sessionTokens(session, hub.publish);
const services: Services = {
  dispatch: createHttpDispatchApi({
    baseUrl: new URL(runtime.dispatchApiBaseUrl, window.location.origin).toString().replace(/\/$/, ""),
    tenantCode,
    getToken: tokens.getToken,
    onSignedOut: tokens.onSignedOut,
    errorReporting,
  }),
  session,
  // No analytics provider script is loaded (none may be fetched at run time here); events that
  // pass consent go to window.cablineAnalytics for a tag manager to forward.
  startAnalytics: (setup) =>
    createAnalytics({
      setup,
      sink: (call) => {
        const queue = ((window as { cablineAnalytics?: unknown[] }).cablineAnalytics ??= []);
        queue.push(call);
      },
    }),
  errorReporting,
  onSignedOut: hub.subscribe,
};

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App
      services={services}
      errorScreen={{
        storage: sessionStore(),
        reload: () => window.location.reload(),
        report: (error) => errorReporting.report(error),
      }}
    />
  </StrictMode>,
);
