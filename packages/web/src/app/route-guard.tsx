// Every location goes through the domain's access rule (spec §2, §6): allowed routes render their
// screen, protected ones send a signed-out visitor to /sign-in?redirect=<location>, a signed-in
// user without the authority sees "not available for your account", and anything else is the
// not-found page. Token routes open without signing in.
import { Routes } from "@cabline/domain";
import { Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenLoader } from "../components/FullScreenLoader.tsx";
import { NotAvailable } from "../components/NotAvailable.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { screens } from "./routes.tsx";

export function RouteGuard({ viewer }: { viewer: Routes.Viewer }) {
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const decision = Routes.access(location.pathname, viewer);
  const home = Routes.homeFor(viewer.authorities);
  switch (decision._tag) {
    case "SignInRequired":
      return <Navigate to={Routes.paths.signIn(target)} replace />;
    case "Denied":
      return <NotAvailable home={viewer.signedIn ? home : Routes.paths.bookRide()} />;
    case "NotFound":
      return <NotFound home={viewer.signedIn ? home : Routes.paths.bookRide()} />;
    case "Allowed": {
      const Screen = screens[decision.route.id];
      if (Screen === undefined) return <NotFound home={home} />;
      return (
        <Suspense fallback={<FullScreenLoader />}>
          <Screen />
        </Suspense>
      );
    }
  }
}
