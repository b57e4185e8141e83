// The application frame (spec §1 start-up, §2, §4): the one Chakra system, error handling around
// everything, the session, and the router. The tenant and its branding are settled before this
// renders (main.tsx), so the first paint is already the tenant's.
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorBoundary, type ErrorScreenEnvironment } from "../components/ErrorScreen.tsx";
import { ToasterHost } from "../components/ToasterHost.tsx";
import { SessionProvider } from "../lib/session-context.tsx";
import type { LoadServices } from "../lib/services.ts";
import type { SessionActions } from "../lib/session.ts";
import { appSystem } from "../theme/system.ts";

/** `routing` is the browser's RouterProvider, or the web server's StaticRouterProvider (server-render.tsx). */
export function App({
  routing,
  session,
  loadServices,
  errorScreen,
}: {
  routing: ReactNode;
  session: SessionActions;
  loadServices: LoadServices;
  errorScreen: ErrorScreenEnvironment;
}) {
  return (
    <ChakraProvider value={appSystem()}>
      <ErrorBoundary environment={errorScreen}>
        <SessionProvider actions={session} loadServices={loadServices}>
          {routing}
        </SessionProvider>
        <ToasterHost />
      </ErrorBoundary>
    </ChakraProvider>
  );
}
