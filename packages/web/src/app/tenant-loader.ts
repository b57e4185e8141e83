// Start-up without boot data (the build served as plain files, vite dev, or the dispatch API was
// down when the server rendered the page): fetch the runtime configuration and the tenant
// configuration in the browser, decoded by the HTTP adapter, and build the branding with the
// domain's rule. Loaded only on that path, so the usual start-up carries neither the adapter nor
// the decoder.
//
// The dispatch API refuses a tenant code it does not know with a 4xx ("No tenant with this
// X-TENANT-ID."): that host has no operator, and start-up shows the page saying so (not a sign-in
// that looks like a real operator's), as the web server does. Only a failure to get an answer
// (network, timeout, 5xx, or a transient 408/429) falls back to the default branding (spec §4: a
// failed configuration load leaves the defaults).
import { createHttpDispatchApi, type HttpDispatchOptions } from "@cabline/api-ports/http";
import * as Tenant from "@cabline/domain/Tenant";
import type { BootData, BootTenant } from "./boot.ts";
import { dispatchBaseUrl, loadRuntimeConfig, type RuntimeConfig } from "./runtime-config.ts";

export type LoadedBoot =
  | { readonly _tag: "Known"; readonly boot: BootData & { readonly tenant: BootTenant } }
  | { readonly _tag: "UnknownTenant"; readonly runtime: RuntimeConfig; readonly code: string };

/** True for the dispatch API's refusal of the tenant itself, not for a failure to answer. */
export const refusesTenant = (error: unknown): boolean => {
  // The adapter's DispatchError, read by its fields (any other thrown value has none of them).
  const { status, reason }: { readonly status?: unknown; readonly reason?: unknown } =
    typeof error === "object" && error !== null ? error : {};
  return (
    typeof status === "number" &&
    status >= 400 &&
    status < 500 &&
    status !== 408 &&
    status !== 429 &&
    reason !== "Timeout"
  );
};

export async function loadBoot(
  host: string,
  origin: string,
  inlined?: RuntimeConfig,
  /** The adapter's fetch and retries (a fake server in tests). */
  adapter: Pick<HttpDispatchOptions, "fetch" | "retry"> = {},
): Promise<LoadedBoot> {
  const runtime = inlined ?? (await loadRuntimeConfig());
  const code = Tenant.tenantCodeFromHost(host, runtime.defaultTenantCode);
  const dispatch = createHttpDispatchApi({
    baseUrl: dispatchBaseUrl(runtime, origin),
    tenantCode: code,
    getToken: () => undefined,
    onSignedOut: () => undefined,
    ...adapter,
  });
  let refused = false;
  const configuration = await dispatch.configuration.getConfiguration().catch((error: unknown) => {
    refused = refusesTenant(error);
    return undefined;
  });
  if (refused) return { _tag: "UnknownTenant", runtime, code };
  return {
    _tag: "Known",
    boot: {
      runtime,
      tenant: { code, branding: Tenant.brandingFrom(configuration), analytics: Tenant.analyticsSetup(configuration) },
    },
  };
}
