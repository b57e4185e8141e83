// The application frame: tenant configuration first (spec §2 "a full-screen loading indicator
// appears while the configuration loads"), then the branded page.
import { ChakraProvider, defaultSystem, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Tenant } from "@cabline/domain";
import { useEffect, useState } from "react";
import { loadRuntimeConfig } from "./runtime-config.ts";

type Loaded = { readonly appName: string; readonly tenantCode: string };

export function App() {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const runtime = await loadRuntimeConfig();
      const tenantCode = Tenant.tenantCodeFromHost(window.location.host, runtime.defaultTenantCode);
      let appName = "Cabline";
      try {
        const response = await fetch(`${runtime.dispatchApiBaseUrl}/configuration/get`, {
          headers: { "X-TENANT-ID": tenantCode },
          credentials: "include",
        });
        const body: unknown = response.ok ? await response.json() : undefined;
        if (body && typeof body === "object" && "website_name" in body && typeof body.website_name === "string") {
          appName = body.website_name;
        }
      } catch {
        // spec §8: a failed configuration fetch continues with defaults
      }
      if (!cancelled) setLoaded({ appName, tenantCode });
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <ChakraProvider value={defaultSystem}>
      {loaded ? (
        <Stack as="main" padding="6" gap="2" data-testid="app-ready">
          <Heading as="h1">{loaded.appName}</Heading>
          <Text>Book a ride with {loaded.appName}.</Text>
        </Stack>
      ) : (
        <Stack as="main" height="100vh" alignItems="center" justifyContent="center" aria-busy="true">
          <Spinner size="xl" aria-label="Loading" />
        </Stack>
      )}
    </ChakraProvider>
  );
}
