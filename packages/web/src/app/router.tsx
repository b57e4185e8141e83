// The router owns the routes (issue 15; spec §2, §6): react-router route objects built from the
// domain's route table (Routes.routes), one per path pattern, so params reach the screens. Each
// route's loader is its guard: it waits for the start-up session check, asks the domain's access
// rule, redirects a signed-out visitor to /sign-in?redirect=<location> (and a signed-in one away
// from /sign-in, §2 navigation) and loads the screen's code, each screen its own chunk, so the
// route renders whole; a screen waiting for data shows a skeleton in the frame.
import * as Routes from "@cabline/domain/Routes";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { redirect, useLoaderData, useRouteError, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { NotFound } from "../components/NotFound.tsx";
import { ScreenSkeleton } from "../components/ScreenSkeleton.tsx";
import { isScreenId, screens, type ScreenId } from "./screens.ts";

// Its words for each refusal load on this rare path, not at start-up.
const NotAvailable = lazy(() => import("../components/NotAvailable.tsx"));

/** What the guards need to know of the session. */
export type GuardContext = {
  /** Settles once the start-up session check has answered (or there was nothing to check). */
  readonly ready: () => Promise<void>;
  readonly viewer: () => Routes.Viewer;
  /**
   * Pages that take card details never run in a document where tenant scripts ran (spec §1, PCI
   * SAQ A): true when it has sent the browser to `url` with a full page load instead.
   */
  readonly reloadForCardPage?: (url: URL) => boolean;
};

export type RouteDecision =
  | { readonly _tag: "Allowed"; readonly screen: ScreenId }
  | { readonly _tag: "Denied"; readonly home: string; readonly routeId: string; readonly refusal: Routes.Refusal }
  | { readonly _tag: "NotFound"; readonly home: string };

const homeOf = (viewer: Routes.Viewer) =>
  viewer.signedIn ? Routes.homeFor(viewer.authorities) : Routes.paths.bookRide();

/** The guard of every route: the domain's access rule, as a loader. */
export async function guard(context: GuardContext, request: Request): Promise<RouteDecision> {
  await context.ready();
  const viewer = context.viewer();
  const url = new URL(request.url);
  // The browser is loading the page afresh; this navigation never completes.
  if (context.reloadForCardPage?.(url) === true) return new Promise<never>(() => undefined);
  const decision = Routes.access(url.pathname, viewer);
  switch (decision._tag) {
    case "SignInRequired":
      throw redirect(Routes.paths.signIn(`${url.pathname}${url.search}`));
    case "Denied":
      return { _tag: "Denied", home: homeOf(viewer), routeId: decision.routeId, refusal: decision.refusal };
    case "NotFound":
      return { _tag: "NotFound", home: homeOf(viewer) };
    case "Allowed": {
      // Signed in, /sign-in has nothing to offer: go home (§2).
      if (viewer.signedIn && decision.route.id === "signIn") throw redirect(Routes.homeFor(viewer.authorities));
      const id = decision.route.id;
      if (!isScreenId(id)) return { _tag: "NotFound", home: homeOf(viewer) };
      // The route renders once its screen's code is here (the server preloads it with the
      // entry on a first visit): one render, complete, so nothing on the page moves.
      loadedScreens.set(id, await screens[id].load());
      return { _tag: "Allowed", screen: id };
    }
  }
}

const loadedScreens = new Map<ScreenId, ComponentType>();
const lazyScreens = new Map<ScreenId, LazyExoticComponent<ComponentType>>();
const lazyScreen = (id: ScreenId) => {
  let screen = lazyScreens.get(id);
  if (screen === undefined) {
    screen = lazy(async () => ({ default: await screens[id].load() }));
    lazyScreens.set(id, screen);
  }
  return screen;
};

/**
 * Renders what the guard decided: the screen, not available, or not found. A screen waiting for
 * its data (or, should its code not be here yet, for that) shows the skeleton in the frame.
 */
export function GuardedScreen() {
  const decision = useLoaderData<RouteDecision>();
  switch (decision._tag) {
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

/** Route errors (a screen whose code failed to load) go to the app's error screen and its reload policy. */
function RethrowRouteError(): never {
  throw useRouteError();
}

/** The domain's patterns, each once (/book-ride and /summary are both a guest and a signed-in route). */
export const routePatterns: ReadonlyArray<string> = [...new Set(Routes.routes.map((route) => route.pattern))];

export function routeObjects(context: GuardContext, shell: { readonly Layout: ComponentType }): RouteObject[] {
  const load = ({ request }: LoaderFunctionArgs) => guard(context, request);
  return [
    {
      id: "root",
      Component: shell.Layout,
      ErrorBoundary: RethrowRouteError,
      children: [
        {
          index: true,
          loader: async () => {
            await context.ready();
            throw redirect(homeOf(context.viewer()));
          },
        },
        ...routePatterns.map((pattern) => ({ id: pattern, path: pattern, loader: load, Component: GuardedScreen })),
        { path: "*", loader: load, Component: GuardedScreen },
      ],
    },
  ];
}
