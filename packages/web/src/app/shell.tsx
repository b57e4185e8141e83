// The frame around every screen (spec §2 layouts, §4 session): header with the tenant's brand and
// the account switcher, the screen, and the footer except on /embeddedBook. The widget
// (/embeddedBook, Routes.isWidget) and any page found inside another site's frame get the
// widget's frame instead (components/layout/WidgetFrame.tsx, loaded only then): the brand with no
// navigation that could move the frame, and for a page other than the widget a link to open it
// at the top level rather than the page.
import * as Redirect from "@cabline/domain/Redirect";
import * as Routes from "@cabline/domain/Routes";
import * as Theme from "@cabline/domain/Theme";
import { lazy, Suspense, type ReactNode } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
// The consent question (drawn by the server too: both sides know the answer from its cookie,
// lib/analytics.ts) is in the shell: every seeded tenant has something to ask on a first visit.
import { AnalyticsConsent } from "../components/layout/AnalyticsConsent.tsx";
import { Footer } from "../components/layout/Footer.tsx";
import { Header } from "../components/layout/Header.tsx";
import { Layout } from "../components/layout/Layouts.tsx";
import { localStore } from "../lib/browser-storage.ts";
import { rememberMode } from "../theme/color-mode.ts";
import { useSessionActions } from "../lib/session-context.tsx";
import { authoritiesOf, isFramed, mode$, session$, useTenant } from "../lib/state.ts";
import { useStore } from "../lib/store.ts";

const WidgetFrame = lazy(() => import("../components/layout/WidgetFrame.tsx"));

function Frame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { branding } = useTenant();
  const state = useStore(session$);
  const mode = useStore(mode$, () => Theme.defaultTheme.mode);
  const actions = useSessionActions();
  const signedIn = state.session.signedIn;
  const home = signedIn ? Routes.homeFor(authoritiesOf(state)) : Routes.paths.bookRide();
  const widget = Routes.isWidget(location.pathname);
  if (widget || isFramed())
    return (
      <Suspense fallback={null}>
        <WidgetFrame widget={widget} href={`${location.pathname}${location.search}`} branding={branding}>
          {children}
        </WidgetFrame>
      </Suspense>
    );
  return (
    <Layout
      kind={Routes.layoutFor(location.pathname, signedIn)}
      header={
        <Header
          branding={branding}
          home={home}
          signedIn={signedIn}
          checked={state.checked}
          accounts={state.profile?.accounts ?? []}
          selectedAccount={state.selectedAccount}
          onSelectAccount={actions.selectAccount}
          mode={mode}
          onToggleMode={() => {
            const next = Theme.toggleMode(mode);
            rememberMode(next, localStore());
            mode$.set(next);
          }}
          onSignOut={() => void actions.signOut().then(() => navigate(Redirect.afterSignOut()))}
          signInHref={Routes.paths.signIn(
            location.pathname === Routes.paths.signIn() ? undefined : `${location.pathname}${location.search}`,
          )}
        />
      }
      notice={Routes.showsFooter(location.pathname) ? <AnalyticsConsent /> : undefined}
      footer={Routes.showsFooter(location.pathname) ? <Footer branding={branding} signedIn={signedIn} /> : undefined}
    >
      {children}
    </Layout>
  );
}

export function Shell() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
