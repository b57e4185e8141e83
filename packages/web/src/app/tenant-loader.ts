// Start-up without boot data (the build served as plain files, or the dispatch API was down when
// the server rendered the page): fetch the runtime configuration and the tenant configuration in
// the browser, decoded by the HTTP adapter, and build the branding with the domain's rule. Loaded
// only on that path, so the usual start-up carries neither the adapter nor the decoder.
import { createHttpDispatchApi } from "@cabline/api-ports/http";
import * as Tenant from "@cabline/domain/Tenant";
import type { BootData } from "./boot.ts";
import { dispatchBaseUrl, loadRuntimeConfig, type RuntimeConfig } from "./runtime-config.ts";

export async function loadBoot(host: string, origin: string, inlined?: RuntimeConfig): Promise<BootData> {
  const runtime = inlined ?? (await loadRuntimeConfig());
  const code = Tenant.tenantCodeFromHost(host, runtime.defaultTenantCode);
  const dispatch = createHttpDispatchApi({
    baseUrl: dispatchBaseUrl(runtime, origin),
    tenantCode: code,
    getToken: () => undefined,
    onSignedOut: () => undefined,
  });
  const configuration = await dispatch.configuration.getConfiguration().catch(() => undefined);
  return {
    runtime,
    tenant: { code, branding: Tenant.brandingFrom(configuration), analytics: Tenant.analyticsSetup(configuration) },
  };
}
