// The application frame (spec §1 start-up, §2, §4): the one Chakra system, error handling around
// everything, the session, and the router. The tenant and its branding are settled before this
// renders (main.tsx), so the first paint is already the tenant's.
import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider, type DataRouter } from "react-router";
import { ErrorBoundary, type ErrorScreenEnvironment } from "../components/ErrorScreen.tsx";
import { ToasterHost } from "../components/ToasterHost.tsx";
import { SessionProvider } from "../lib/session-context.tsx";
import type { LoadServices } from "../lib/services.ts";
import type { SessionActions } from "../lib/session.ts";
import { system } from "../theme/system.ts";

export function App({
  router,
  session,
  loadServices,
  errorScreen,
}: {
  router: DataRouter;
  session: SessionActions;
  loadServices: LoadServices;
  errorScreen: ErrorScreenEnvironment;
}) {
  return (
    <ChakraProvider value={system}>
      <ErrorBoundary environment={errorScreen}>
        <SessionProvider actions={session} loadServices={loadServices}>
          <RouterProvider router={router} />
        </SessionProvider>
        <ToasterHost />
      </ErrorBoundary>
    </ChakraProvider>
  );
}
