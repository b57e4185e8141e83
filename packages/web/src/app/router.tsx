// The router owns the routes (spec §2, §6): react-router route objects built from the domain's
// route table (Routes.routes), one per path pattern, so params reach the screens, rendered by the
// declarative router on the app's own history (docs/decisions/router.md: the data router was
// 17 kB gz of every first load). Each route's guard is the domain's access rule, decided as the
// route renders: a signed-out visitor on a protected route is sent to /sign-in?redirect=<location>
// (a signed-in one away from /sign-in, §2 navigation); each screen is its own chunk, loaded before
// the first render (main.tsx, the web server) and otherwise while the page before stays shown.
import * as Routes from "@cabline/domain/Routes";
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, useLocation, useRoutes, type RouteObject } from "react-router";
import { NotFound } from "../components/NotFound.tsx";
import { ScreenSkeleton } from "../components/ScreenSkeleton.tsx";
import { isScreenId, screens, type ScreenId } from "./screens.ts";

// Its words for each refusal load on this rare path, not at start-up.
const NotAvailable = lazy(() => import("../components/NotAvailable.tsx"));

/** What the guards need to know of the session. */
export type GuardContext = {
  readonly viewer: () => Routes.Viewer;
  /**
   * Pages that take card details never run in a document where tenant scripts ran (spec §1, PCI
   * SAQ A), and a document loaded on one keeps that page's strict policy: true when the browser
   * must load `url` afresh instead (cardPageReload).
   */
  readonly reloadsForCardPage?: (url: URL) => boolean;
};

/**
 * Whether moving to `pathname` needs a fresh page load (Routes.takesCardDetails): entering a card
 * page once tenant scripts ran in this document, or leaving a document that was loaded on a card
 * page, whose policy runs only the app's own files (no maps, no tenant scripts) for its life.
 */
export const cardPageReload = (
  document: { readonly loadedOnCardPage: boolean; readonly tenantScriptsRan: boolean },
  pathname: string,
): boolean => (Routes.takesCardDetails(pathname) ? document.tenantScriptsRan : document.loadedOnCardPage);

export type RouteDecision =
  | { readonly _tag: "Allowed"; readonly screen: ScreenId }
  | { readonly _tag: "Redirect"; readonly to: string }
  | { readonly _tag: "Reload"; readonly to: string }
  | { readonly _tag: "Denied"; readonly home: string; readonly routeId: string; readonly refusal: Routes.Refusal }
  | { readonly _tag: "NotFound"; readonly home: string };

const homeOf = (viewer: Routes.Viewer) =>
  viewer.signedIn ? Routes.homeFor(viewer.authorities) : Routes.paths.bookRide();

/** The guard of every route: the domain's access rule for this viewer at this address. */
export function guard(context: GuardContext, url: URL): RouteDecision {
  const viewer = context.viewer();
  if (url.pathname === "/") return { _tag: "Redirect", to: homeOf(viewer) };
  if (context.reloadsForCardPage?.(url) === true) return { _tag: "Reload", to: `${url.pathname}${url.search}` };
  const decision = Routes.access(url.pathname, viewer);
  switch (decision._tag) {
    case "SignInRequired":
      return { _tag: "Redirect", to: Routes.paths.signIn(`${url.pathname}${url.search}`) };
    case "Denied":
      return { _tag: "Denied", home: homeOf(viewer), routeId: decision.routeId, refusal: decision.refusal };
    case "NotFound":
      return { _tag: "NotFound", home: homeOf(viewer) };
    case "Allowed": {
      // Signed in, /sign-in has nothing to offer: go home (§2).
      if (viewer.signedIn && decision.route.id === "signIn")
        return { _tag: "Redirect", to: Routes.homeFor(viewer.authorities) };
      const id = decision.route.id;
      return isScreenId(id) ? { _tag: "Allowed", screen: id } : { _tag: "NotFound", home: homeOf(viewer) };
    }
  }
}

/**
 * Where the page goes when the session changes under it (it ends, or the account switcher picks
 * another account), for the guard to decide again by a move there. An account switch that leaves
 * a screen the new account may not open goes to that account's home (choosing Personal on the
 * business form returns to consumer booking, spec §4 "clearing it returns to consumer"), instead
 * of leaving the person on a refusal; anything else stays where it is.
 */
export function whereAfterSessionChange(context: GuardContext, url: URL, accountSwitched: boolean): string {
  const here = `${url.pathname}${url.search}`;
  if (!accountSwitched) return here;
  const decision = guard(context, url);
  return decision._tag === "Denied" ? decision.home : here;
}

const loadedScreens = new Map<ScreenId, ComponentType>();
const lazyScreens = new Map<ScreenId, LazyExoticComponent<ComponentType>>();
const lazyScreen = (id: ScreenId) => {
  let screen = lazyScreens.get(id);
  if (screen === undefined) {
    screen = lazy(async () => ({ default: await loadScreen(id) }));
    lazyScreens.set(id, screen);
  }
  return screen;
};

/** Loads a screen's code, so that a route showing it renders whole, at once (a first render, a hydration). */
export async function loadScreen(id: ScreenId): Promise<ComponentType> {
  const screen = loadedScreens.get(id) ?? (await screens[id].load());
  loadedScreens.set(id, screen);
  return screen;
}

/**
 * Renders what the guard decided: the screen, a move elsewhere, not available, or not found. A
 * screen waiting for its data (or, should its code not be here yet, for that) shows the skeleton
 * in the frame.
 */
function GuardedScreen({ context }: { readonly context: GuardContext }) {
  const location = useLocation();
  const decision = useMemo(
    () => guard(context, new URL(`${location.pathname}${location.search}`, "http://app.invalid")),
    // The guard reads the session as it is at each move (a new key), not on every render: a
    // session that ends or changes account moves to where the page is (main.tsx), in turn with
    // any other move.
    [context, location.pathname, location.search, location.key],
  );
  switch (decision._tag) {
    case "Redirect":
      return <Navigate to={decision.to} replace />;
    case "Reload":
      return <ReloadDocument to={decision.to} />;
    case "Denied":
      return (
        <Suspense fallback={<ScreenSkeleton />}>
          <NotAvailable home={decision.home} routeId={decision.routeId} refusal={decision.refusal} />
        </Suspense>
      );
    case "NotFound":
      return <NotFound home={decision.home} />;
    case "Allowed": {
      const Screen = loadedScreens.get(decision.screen) ?? lazyScreen(decision.screen);
      return (
        <Suspense fallback={<ScreenSkeleton />}>
          <Screen />
        </Suspense>
      );
    }
  }
}

/** A card page reached by the app's own navigation: the browser loads it afresh (spec §1). */
function ReloadDocument({ to }: { readonly to: string }) {
  // The address already shows the page (the history moved before this render): load it in place.
  useEffect(() => window.location.replace(to), [to]);
  return <ScreenSkeleton />;
}

/** The domain's patterns, each once (/book-ride and /summary are both a guest and a signed-in route). */
export const routePatterns: ReadonlyArray<string> = [...new Set(Routes.routes.map((route) => route.pattern))];

/** The routes from the domain's table, each rendering its guarded screen (AppRoutes below). */
export function routeObjects(context: GuardContext, shell: { readonly Layout: ComponentType }): RouteObject[] {
  const screen = <GuardedScreen context={context} />;
  return [
    {
      id: "root",
      Component: shell.Layout,
      children: [
        { index: true, element: screen },
        ...routePatterns.map((pattern) => ({ id: pattern, path: pattern, element: screen })),
        { path: "*", element: screen },
      ],
    },
  ];
}

/** The app's routes as the router renders them: the browser's HistoryRouter, the server's StaticRouter. */
export function AppRoutes({ context, Layout }: { readonly context: GuardContext; readonly Layout: ComponentType }) {
  const routes = useMemo(() => routeObjects(context, { Layout }), [context, Layout]);
  return useRoutes(routes);
}
