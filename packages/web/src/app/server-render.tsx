// The server-rendered first paint (docs/decisions/server-rendering.md; spec §1 start-up, §2): the
// web server renders the requested route with the data it inlines in the page (the tenant, its
// ride types, a token's booking, a passenger's session as the server checked it) for a visitor
// signed out or signed in as a passenger, and the browser hydrates it (main.tsx). Built by `vite build --ssr` into dist/.ssr, which the web server imports; anything
// this cannot render exactly as the browser's first render would (a redirect, a business member
// or a driver, a render that fails or waits on data it does not have) answers undefined and the page
// starts as before, with the loader.
import { createAnalytics } from "@cabline/api-ports/Analytics";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { resetDraft } from "../features/booking/state/draft.ts";
import { setAnalytics, setTenantScripts, startConsent } from "../lib/analytics.ts";
import { takesCardDetails } from "../lib/tenant-scripts.ts";
import { BrowserOnly } from "../lib/browser-only.ts";
import type { SessionActions } from "../lib/session.ts";
import { initialSession, mode$, session$, setPageData, tenant$, viewerOf } from "../lib/state.ts";
import * as Theme from "@cabline/domain/Theme";
import { App } from "./app.tsx";
import type { BootData } from "./boot.ts";
import { AppRoutes, guard, loadScreen, type GuardContext } from "./router.tsx";
import { Shell } from "./shell.tsx";

/** A visitor with no session, settled: what the browser's first render sees for them too. */
const signedOut = { ...initialSession, checked: true };

const guardContext: GuardContext = { viewer: () => viewerOf(session$.get()) };

/** Nothing acts during a server render: effects and handlers run in the browser only. */
const inert = (): never => {
  throw new Error("no session actions during a server render");
};
const session: SessionActions = {
  start: inert,
  signIn: inert,
  completeSignIn: inert,
  signOut: inert,
  forget: inert,
  selectAccount: inert,
  signedOutByServer: inert,
  preload: () => undefined,
};
const loadServices = (): Promise<never> => new Promise<never>(() => undefined);

export type RenderOutcome =
  | { readonly _tag: "Rendered"; readonly html: string }
  /** The browser renders this page itself (a redirect to follow, or data the server does not have). */
  | { readonly _tag: "ClientOnly"; readonly reason: string };

/** How long a render may wait for code or data before the page falls back to the browser's render. */
const renderBudgetMs = 500;

// The app's state lives in modules (lib/state.ts): renders run one at a time, each with its
// page's state, so one tenant's page never draws with another's.
let queue: Promise<unknown> = Promise.resolve();

export type RenderRequest = {
  readonly url: URL;
  readonly boot: BootData;
  /** The page loads into a frame (the browser's Sec-Fetch-Dest): the widget's frame is drawn. */
  readonly framed: boolean;
};

/**
 * React writes a part that waited (a screen's lazily loaded piece) after the rest, with an inline
 * script to move it in place: the page's policy allows no such script, and hydration would wait
 * for it. Such a page is drawn again, its code now loaded; if it still waits, the browser draws it.
 */
const waited = (html: string): boolean => html.includes('<template id="B:') || html.includes("<script");

/** Renders the page for its visitor; one at a time. */
export function renderPage(request: RenderRequest): Promise<RenderOutcome> {
  const run = queue.then(async () => {
    const first = await render(request);
    if (first._tag !== "Rendered" || !waited(first.html)) return first;
    const second = await render(request);
    return second._tag === "Rendered" && waited(second.html)
      ? { _tag: "ClientOnly" as const, reason: "waits for a part it cannot draw" }
      : second;
  });
  queue = run.catch(() => undefined);
  return run;
}

async function render({ url, boot, framed }: RenderRequest): Promise<RenderOutcome> {
  const tenant = boot.tenant;
  if (tenant === undefined) return { _tag: "ClientOnly", reason: "no tenant" };
  tenant$.set({ code: tenant.code, branding: tenant.branding });
  setPageData({
    rideTypes: boot.rideTypes,
    booking: boot.booking,
    renderedAt: boot.renderedAt,
    server: { origin: url.origin, framed },
  });
  session$.set(boot.session ?? signedOut);
  resetDraft();
  // The tenant's analytics as the browser sets them up (main.tsx), so the footer offers the same
  // choices; nothing is sent from here.
  // The visitor's answer from the request's cookie, as main.tsx reads it from document.cookie: the
  // consent question is drawn here exactly when the browser will draw it.
  startConsent(boot.consent);
  setAnalytics(createAnalytics({ setup: tenant.analytics, consented: false, sink: () => undefined }));
  // Its scripts too, which wait for consent as in the browser; none ever runs here.
  const scripts = tenant.branding.scripts;
  setTenantScripts(
    scripts.head.length + scripts.body.length > 0 && !takesCardDetails(url.pathname) ? () => undefined : undefined,
  );
  // The device's colour mode is the browser's: it draws the light page's markup, and the
  // page's CSS (the root's class, set before the first paint) colours it.
  mode$.set(Theme.defaultTheme.mode);
  const decision = guard(guardContext, url);
  if (decision._tag === "Redirect" || decision._tag === "Reload")
    return { _tag: "ClientOnly", reason: `redirect to ${decision.to}` };
  if (decision._tag === "Allowed") await loadScreen(decision.screen);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error("render budget")), renderBudgetMs);
  let failed: unknown;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App
          routing={
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes context={guardContext} Layout={Shell} />
            </StaticRouter>
          }
          session={session}
          loadServices={loadServices}
          errorScreen={{ storage: undefined, reload: () => undefined, report: () => undefined }}
        />
      </StrictMode>,
      {
        signal: abort.signal,
        // Every part in place, in order: React otherwise writes a part over 12.8 kB after the rest,
        // with an inline script to move it (which the page's policy refuses).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failed ??= error;
        },
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    if (abort.signal.aborted) return { _tag: "ClientOnly", reason: "waited on data it does not have" };
    if (failed instanceof BrowserOnly) return { _tag: "ClientOnly", reason: failed.message };
    if (failed !== undefined)
      return {
        _tag: "ClientOnly",
        reason: `failed: ${failed instanceof Error ? (failed.stack ?? failed.message) : String(failed)}`,
      };
    return { _tag: "Rendered", html: Buffer.concat(chunks).toString("utf8") };
  } finally {
    clearTimeout(timer);
  }
}
