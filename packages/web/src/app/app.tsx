// The application frame (spec §1 start-up, §2 layouts, §4 session): the tenant from the host,
// its configuration behind a full-screen loader, branding and theme, error handling around
// everything, the session checked on start-up, and every route behind the domain's guard.
import { ChakraProvider } from "@chakra-ui/react";
import { Redirect, Routes as RouteRules, Tenant } from "@cabline/domain";
import { useValue } from "@legendapp/state/react";
import { useEffect, useMemo } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from "react-router";
import { ErrorBoundary, type ErrorScreenEnvironment } from "../components/ErrorScreen.tsx";
import { FullScreenLoader } from "../components/FullScreenLoader.tsx";
import { Footer } from "../components/layout/Footer.tsx";
import { Header } from "../components/layout/Header.tsx";
import { Layout } from "../components/layout/Layouts.tsx";
import { Toaster } from "../components/toaster.tsx";
import { localStore } from "../lib/browser-storage.ts";
import { applyHead } from "../lib/head.ts";
import { SessionProvider, useSessionActions } from "../lib/session-context.tsx";
import { authoritiesOf, mode$, session$, tenant$ } from "../lib/state.ts";
import { injectTenantScripts } from "../lib/tenant-scripts.ts";
import { applyMode, storedMode } from "../theme/color-mode.ts";
import { createTenantSystem } from "../theme/system.ts";
import type { Services } from "../lib/services.ts";
import { RouteGuard } from "./route-guard.tsx";

export function App({ services, errorScreen }: { services: Services; errorScreen: ErrorScreenEnvironment }) {
  const branding = useValue(() => tenant$.branding.get());
  const status = useValue(() => tenant$.status.get());
  const system = useMemo(() => createTenantSystem(branding.themeColour), [branding.themeColour]);

  useEffect(() => {
    const initial = storedMode(localStore());
    mode$.set(initial);
    applyMode(initial, document.documentElement, localStore());
    return mode$.onChange(({ value }) => applyMode(value, document.documentElement, localStore()));
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const configuration = await services.dispatch.configuration.getConfiguration().catch(() => undefined);
      if (cancelled) return;
      const next = Tenant.brandingFrom(configuration);
      tenant$.assign({
        branding: next,
        status: Tenant.configurationStatusAfter(configuration ? "success" : "failure"),
      });
      applyHead(next, document);
      const analytics = Tenant.analyticsSetup(configuration);
      document.documentElement.dataset.analytics = analytics._tag === "OptedIn" ? "opted-in" : "opted-out";
      services.startAnalytics(analytics);
      injectTenantScripts(next.scripts, document);
    })();
    return () => {
      cancelled = true;
    };
  }, [services]);

  return (
    <ChakraProvider value={system}>
      <ErrorBoundary environment={errorScreen}>
        {status === "loading" ? (
          <FullScreenLoader />
        ) : (
          <SessionProvider services={services}>
            <BrowserRouter>
              <Shell />
            </BrowserRouter>
          </SessionProvider>
        )}
        <Toaster />
      </ErrorBoundary>
    </ChakraProvider>
  );
}

function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const branding = useValue(() => tenant$.branding.get());
  const state = useValue(() => session$.get());
  const mode = useValue(() => mode$.get());
  const actions = useSessionActions();
  if (!state.checked) return <FullScreenLoader />;

  const authorities = authoritiesOf(state);
  const viewer = { signedIn: state.session.signedIn, authorities };
  const home = state.session.signedIn ? RouteRules.homeFor(authorities) : RouteRules.paths.bookRide();
  const kind = RouteRules.layoutFor(location.pathname, state.session.signedIn);
  return (
    <Layout
      kind={kind}
      header={
        <Header
          branding={branding}
          home={home}
          signedIn={state.session.signedIn}
          accounts={state.profile?.accounts ?? []}
          selectedAccount={state.selectedAccount}
          onSelectAccount={actions.selectAccount}
          mode={mode}
          onToggleMode={() => mode$.set(mode === "dark" ? "light" : "dark")}
          onSignOut={() => void actions.signOut().then(() => navigate(Redirect.afterSignOut()))}
          signInHref={RouteRules.paths.signIn(
            location.pathname === "/sign-in" ? undefined : `${location.pathname}${location.search}`,
          )}
        />
      }
      footer={RouteRules.showsFooter(location.pathname) ? <Footer branding={branding} /> : undefined}
    >
      <Routes>
        <Route path="/" element={<Navigate to={home} replace />} />
        <Route path="*" element={<RouteGuard viewer={viewer} />} />
      </Routes>
    </Layout>
  );
}
