// Web entry (spec §1 start-up; issue 15): the runtime configuration and the tenant's branding come
// inlined in index.html by the web server, so the first render is the tenant's page with no
// request before it; the ports, their adapter and its decoders load on first use.
import { createAnalytics } from "@cabline/api-ports/Analytics";
import type { ErrorReporting } from "@cabline/api-ports/ErrorReporting";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { localStore, sessionStore } from "../lib/browser-storage.ts";
import { applyHead } from "../lib/head.ts";
import { once } from "../lib/services.ts";
import { when } from "../lib/store.ts";
import { authoritiesOf, mode$, session$, tenant$ } from "../lib/state.ts";
import { injectTenantScripts, pageNonce } from "../lib/tenant-scripts.ts";
import { applyMode, storedMode } from "../theme/color-mode.ts";
import { applyBrand } from "../theme/system.ts";
import { App } from "./app.tsx";
import { readBoot, type BootData } from "./boot.ts";
import { routeObjects } from "./router.tsx";
import { dispatchBaseUrl } from "./runtime-config.ts";
import { Shell, ShellPending } from "./shell.tsx";

async function bootData(): Promise<BootData> {
  const inlined = readBoot(document);
  if (inlined !== undefined && inlined.tenant !== undefined) return inlined;
  const { loadBoot } = await import("./tenant-loader.ts");
  return loadBoot(window.location.host, window.location.origin, inlined?.runtime);
}

const boot = await bootData();
const runtime = boot.runtime;
if (boot.tenant === undefined) throw new Error("start-up has no tenant");
const tenantCode = boot.tenant.code;
const branding = boot.tenant.branding;

tenant$.set({ code: tenantCode, branding });
applyBrand(branding.themeColour, document.documentElement);
applyHead(branding, document);
const initialMode = storedMode(localStore());
mode$.set(initialMode);
applyMode(initialMode, document.documentElement, localStore());
mode$.subscribe((value) => applyMode(value, document.documentElement, localStore()));

const analyticsSetup = boot.tenant.analytics;
document.documentElement.dataset.analytics = analyticsSetup._tag === "OptedIn" ? "opted-in" : "opted-out";
// No analytics provider script is loaded (none may be fetched at run time here); events that
// pass consent go to window.cablineAnalytics for a tag manager to forward.
createAnalytics({
  setup: analyticsSetup,
  sink: (call) => {
    const queue = ((window as { cablineAnalytics?: unknown[] }).cablineAnalytics ??= []);
    queue.push(call);
  },
});
injectTenantScripts(branding.scripts, document, pageNonce(document));

// Without a DSN nothing is reported and nothing loads; with one, the port (and the Sentry sender
// behind it) loads with the first report.
const reporting = once(() =>
  Promise.all([import("@cabline/api-ports/ErrorReporting"), import("../lib/sentry.ts")]).then(([port, sentry]) =>
    port.createErrorReporting({
      dsn: runtime.errorReportingDsn,
      // The port scrubs tokens and personal data before the sender sees the event.
      send: sentry.sentrySender(runtime.errorReportingDsn, tenantCode),
      currentUrl: () => window.location.href,
    }),
  ),
);
const errorReporting: ErrorReporting =
  runtime.errorReportingDsn === ""
    ? { enabled: false, report: () => undefined }
    : { enabled: true, report: (error, context) => void reporting().then((port) => port.report(error, context)) };
if (errorReporting.enabled) {
  // Uncaught errors and unhandled rejections go through the port, scrubbed (issue 14 item 5); the
  // port itself loads only when one happens.
  window.addEventListener("error", (event) => errorReporting.report(event.error ?? event.message ?? "Script error"));
  window.addEventListener("unhandledrejection", (event) =>
    errorReporting.report(
      event.reason instanceof Error
        ? event.reason
        : Object.assign(new Error(String(event.reason)), { name: "UnhandledRejection" }),
    ),
  );
  // After the first paint the sender decides whether this session is one of the 10 % that record
  // a replay from the start (spec §9; lib/sentry.ts); the other sessions load nothing more.
  window.setTimeout(() => void reporting().catch(() => undefined), 3000);
}

const loadServices = once(() =>
  import("./live-services.ts").then((live) =>
    live.createLiveServices({
      baseUrl: dispatchBaseUrl(runtime, window.location.origin),
      tenantCode,
      errorReporting,
    }),
  ),
);

const router = createBrowserRouter(
  routeObjects(
    {
      ready: () => when(session$, (state) => state.checked).then(() => undefined),
      viewer: () => {
        const state = session$.get();
        return { signedIn: state.session.signedIn, authorities: authoritiesOf(state) };
      },
    },
    { Layout: Shell, Pending: ShellPending },
  ),
);

// A session that ends or changes account while a page is open re-runs its guard; signing in
// navigates by itself (to the redirect or home), so that change is left to the sign-in screen.
session$.subscribe((value, previous) => {
  if (!value.checked || !previous.checked) return;
  if (value.session.signedIn && !previous.session.signedIn) return;
  if (value.session.signedIn === previous.session.signedIn && value.selectedAccount === previous.selectedAccount)
    return;
  void router.revalidate();
});

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App
      router={router}
      loadServices={loadServices}
      errorScreen={{
        storage: sessionStore(),
        reload: () => window.location.reload(),
        report: (error) => errorReporting.report(error),
      }}
    />
  </StrictMode>,
);
