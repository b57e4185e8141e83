// Web entry (spec §1 start-up): the runtime configuration and the tenant's branding come
// inlined in index.html by the web server, so the first render is the tenant's page with no
// request before it; the ports, their adapter and its decoders load on first use.
import { createAnalytics } from "@cabline/api-ports/Analytics";
import type { ErrorReporting } from "@cabline/api-ports/ErrorReporting";
import { reportUncaught } from "@cabline/api-ports/UncaughtErrors";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { unstable_HistoryRouter as HistoryRouter } from "react-router";
import { localStore, sessionStore } from "../lib/browser-storage.ts";
import { leaveGuardedHistory } from "../lib/leave-guard.ts";
import { lazySessionActions } from "../lib/session-context.tsx";
import { applyHead } from "../lib/head.ts";
import { once, onceImport } from "../lib/services.ts";
import { when } from "../lib/store.ts";
import { isFramed, mode$, session$, setPageData, tenant$, viewerOf } from "../lib/state.ts";
import { injectTenantScripts, pageNonce, takesCardDetails } from "../lib/tenant-scripts.ts";
import { applyMode, followMode } from "../theme/color-mode.ts";
import { appSystem } from "../theme/system.ts";
import { App } from "./app.tsx";
import { readBoot, type BootData } from "./boot.ts";
import { AppRoutes, cardPageReload, guard, loadScreen, whereAfterSessionChange, type GuardContext } from "./router.tsx";
import { dispatchBaseUrl } from "./runtime-config.ts";
import { Shell } from "./shell.tsx";
import { setAnalytics, setTenantScripts, startConsent, storedConsent } from "../lib/analytics.ts";
import { pageConsent } from "../lib/cookies.ts";

/**
 * What the visitor types into a server-drawn page before the app has drawn or taken it over, by
 * field id: what the fields held as this script started, and every keystroke since, which the app
 * takes once it has (typed-before-start.ts settleTyped).
 */
const typedEarly = new Map<string, string>();
const noteTyped = (field: EventTarget | null) => {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.id === "") return;
  // Deleted first, so the field typed in last is the map's last entry (the field to carry on in).
  typedEarly.delete(field.id);
  if (field.value !== field.defaultValue) typedEarly.set(field.id, field.value);
};
document.querySelectorAll("#root input, #root textarea").forEach(noteTyped);
const onTyped = (event: Event) => noteTyped(event.target);
document.addEventListener("input", onTyped, true);

/** The page came with its boot data: a page the server drew was drawn with it. */
let bootInlined = false;

async function bootData(): Promise<BootData> {
  const inlined = readBoot(document);
  if (inlined !== undefined && inlined.tenant !== undefined) {
    bootInlined = true;
    return inlined;
  }
  const [{ loadBoot }, { showUnknownTenant }] = await Promise.all([
    import("./tenant-loader.ts"),
    import("./unknown-tenant.ts"),
  ]);
  const loaded = await loadBoot(window.location.host, window.location.origin, inlined?.runtime);
  if (loaded._tag === "Known") {
    // Looked up here, not by the web server: the page has no brand style yet.
    const { applyBrand } = await import("../theme/brand.ts");
    if (loaded.boot.tenant !== undefined) applyBrand(loaded.boot.tenant.branding.themeColour, document.documentElement);
    return loaded.boot;
  }
  // No operator at this host: the page says so (no sign-in that looks like a real operator's), and
  // start-up goes no further.
  showUnknownTenant(document, window.location.host);
  return new Promise<never>(() => undefined);
}

const boot = await bootData();
const runtime = boot.runtime;
if (boot.tenant === undefined) throw new Error("start-up has no tenant");
const tenantCode = boot.tenant.code;
const branding = boot.tenant.branding;

tenant$.set({ code: tenantCode, branding });
setPageData({ rideTypes: boot.rideTypes, booking: boot.booking, renderedAt: boot.renderedAt });
applyHead(branding, document);
followMode(localStore(), mode$.set);
applyMode(mode$.get(), document.documentElement);
mode$.subscribe((value) => applyMode(value, document.documentElement));

const analyticsSetup = boot.tenant.analytics;
document.documentElement.dataset.analytics = analyticsSetup._tag === "OptedIn" ? "opted-in" : "opted-out";
// No analytics provider script is loaded (none may be fetched at run time here); events that
// pass consent go to window.cablineAnalytics for a tag manager to forward.
startConsent(pageConsent(document));
setAnalytics(
  createAnalytics({
    setup: analyticsSetup,
    consented: storedConsent() === true,
    sink: (call) => {
      const queue = (window.cablineAnalytics ??= []);
      queue.push(call);
    },
  }),
);
// The tenant's scripts run only once the visitor agrees (lib/analytics.ts setTenantScripts), and
// never on a card page (injectTenantScripts).
let tenantScriptsRan = false;
const loadedOnCardPage = takesCardDetails(window.location.pathname);
const hasScripts = branding.scripts.head.length + branding.scripts.body.length > 0;
setTenantScripts(
  hasScripts && !loadedOnCardPage
    ? () => {
        if (!tenantScriptsRan)
          tenantScriptsRan = injectTenantScripts(branding.scripts, document, pageNonce(document)) > 0;
      }
    : undefined,
);

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
// Uncaught errors and unhandled rejections go through the port, scrubbed of personal data; the
// port itself loads only when one happens.
reportUncaught(window, errorReporting);
if (errorReporting.enabled) {
  // After the first paint the sender decides whether this session is one of the 10 % that record
  // a replay from the start (spec §9; lib/sentry.ts); the other sessions load nothing more.
  window.setTimeout(() => void reporting().catch(() => undefined), 3000);
}

const loadServices = onceImport(
  () => import("./live-services.ts"),
  (live) =>
    live.createLiveServices({
      baseUrl: dispatchBaseUrl(runtime, window.location.origin),
      tenantCode,
      errorReporting,
      paymentKey: tenant$.get()?.branding.paymentPublishableKey,
      near: tenant$.get()?.branding.mapCentre,
      mapsApiKey: tenant$.get()?.branding.mapsApiKey,
    }),
);

// The session check starts now, not after the first render: the guards wait for it, and a
// visitor with no stored session is settled at once (no sign-in button appearing later). A
// passenger's session the web server checked for this page comes with it, settled.
const session = lazySessionActions(loadServices, localStore());
if (boot.session !== undefined) session$.set(boot.session);
else void session.start();

// Chakra's system is built in a task of its own, while the screen's code is still arriving: kept
// out of the evaluation of the app's code, the longest start-up task is the shorter of the two.
window.setTimeout(appSystem, 0);

const guardContext: GuardContext = {
  viewer: () => viewerOf(session$.get()),
  // Links to /pay/* load the page afresh (reloadDocument); this catches any other way in or out.
  reloadsForCardPage: (url) => cardPageReload({ loadedOnCardPage, tenantScriptsRan }, url.pathname),
};
const history = leaveGuardedHistory(window);

// A session that ends or changes account while a page is open has its guard decide again;
// signing in navigates by itself (to the redirect or home), so that change is left to the sign-in screen.
session$.subscribe((value, previous) => {
  if (!value.checked || !previous.checked) return;
  if (value.session.signedIn && !previous.session.signedIn) return;
  if (value.session.signedIn === previous.session.signedIn && value.selectedAccount === previous.selectedAccount)
    return;
  // The guard decides again by a move: to where the page is, or for an account switch that leaves
  // a screen the new account may not open, to its home (router.tsx). One place decides it, in turn
  // with any other move, so it decides for the address the page goes to: the screen and the shell
  // moving on their own raced this under load.
  const accountSwitched = value.session.signedIn && previous.session.signedIn;
  window.setTimeout(() => {
    const here = new URL(history.createHref(history.location), window.location.origin);
    const to = whereAfterSessionChange(guardContext, here, accountSwitched);
    if (to === `${here.pathname}${here.search}`) history.replace(history.location, history.location.state);
    else history.replace(to);
  }, 0);
});

// The first render waits for the first route to settle (session, guard, the screen's code, which
// the server preloads with the entry): the page then appears whole, in one render, where the
// static loader of index.html was. Decision: the loader stays as long as that takes, rather than
// drawing a page that a signed-in visitor's session check may then replace. Measured with
// scripts/bench-loader.ts (8 cold loads each, idle machine): signed out 0.22-0.28 s median, 0.39 s
// at most; signed in 0.35-0.54 s median, 0.60 s at most, the session code, then checkToken, then
// the screen's code one after another. A passenger's session comes checked with the page.
await when(session$, (state) => state.checked);
for (let moves = 0; moves < 4; moves += 1) {
  const decision = guard(guardContext, new URL(window.location.href));
  // A redirect before anything is drawn replaces the address, as the server's would.
  if (decision._tag === "Redirect") history.replace(decision.to);
  else {
    // Should the screen's code not load, the route's render tries again and the error screen
    // takes it from there (reloads, then "Reload Page": spec §2).
    if (decision._tag === "Allowed") await loadScreen(decision.screen).catch(() => undefined);
    break;
  }
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <App
      routing={
        <HistoryRouter history={history}>
          <AppRoutes context={guardContext} Layout={Shell} />
        </HistoryRouter>
      }
      session={session}
      loadServices={loadServices}
      errorScreen={{
        storage: sessionStore(),
        reload: () => window.location.reload(),
        report: (error) => errorReporting.report(error),
      }}
    />
  </StrictMode>
);
// Rendered as a transition, so React renders the page in slices of a few milliseconds, yielding to
// the browser between them, instead of one task that blocks input for the whole first render
// (the long task Lighthouse counts in its blocking time). A page the web server drew is
// hydrated, unless the browser holds what the server could not know (docs/decisions/server-rendering.md).
startTransition(() => {
  // Typing the app has not seen (typedEarly), and a form sent before it could, are handed on once
  // it has drawn or taken the page over (typed-before-start.ts); should that module not load, the
  // app sends forms as it is.
  const settle = () =>
    void import("./typed-before-start.ts").then(
      (module) => module.settleTyped(container, typedEarly, () => document.removeEventListener("input", onTyped, true)),
      () => (window.cablinePendingSubmit = null),
    );
  const page = <AfterFirstCommit run={settle}>{app}</AfterFirstCommit>;
  if (hydrates(container)) hydrateRoot(container, page);
  else createRoot(container).render(page);
});

/** Runs `run` once, after React's first commit (the page drawn, or taken over). */
function AfterFirstCommit({ run, children }: { readonly run: () => void; readonly children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

/**
 * The server drew this page as the browser would: with the boot data the browser uses (not one it
 * looked up itself), framed or not as it is, with no draft carried in the address, and, on a
 * screen that restores one, with none of the drafts of this tab's storage.
 */
function hydrates(root: HTMLElement): boolean {
  const drawn = root.dataset["serverRender"];
  if (!bootInlined || drawn === undefined || drawn !== (isFramed() ? "framed" : "top")) return false;
  if (window.location.hash !== "") return false;
  // Only the screens that restore a draft of this tab (booking, business booking, the driver's)
  // draw in the browser when it holds one; any other page is as the server drew it.
  if (!/^\/(?:book-ride|summary|embeddedBook|business|driver)/.test(window.location.pathname)) return true;
  const tab = sessionStore();
  for (let index = 0; index < (tab?.length ?? 0); index += 1) if (tab?.key(index)?.startsWith("cabline.")) return false;
  return true;
}
