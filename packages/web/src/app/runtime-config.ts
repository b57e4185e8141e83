// Runtime configuration: the dispatch API base, the Maps key and the error-reporting
// DSN, so one build serves every environment. The web server inlines it into index.html (boot
// data); served as plain files, the app reads /runtime-config.json instead.
export type RuntimeConfig = {
  readonly dispatchApiBaseUrl: string;
  readonly googleMapsApiKey: string;
  readonly errorReportingDsn: string;
  readonly defaultTenantCode: string;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  dispatchApiBaseUrl: "/api",
  googleMapsApiKey: "",
  errorReportingDsn: "",
  defaultTenantCode: "BOOK",
};

/** Every known key that holds a string; anything else keeps its default. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  if (!body || typeof body !== "object") return defaultRuntimeConfig;
  const pick = (key: keyof RuntimeConfig) => {
    const fields: { readonly [Key in keyof RuntimeConfig]?: unknown } = body;
    const value = fields[key];
    return typeof value === "string" ? value : defaultRuntimeConfig[key];
  };
  return {
    dispatchApiBaseUrl: pick("dispatchApiBaseUrl"),
    googleMapsApiKey: pick("googleMapsApiKey"),
    errorReportingDsn: pick("errorReportingDsn"),
    defaultTenantCode: pick("defaultTenantCode"),
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch("/runtime-config.json", { cache: "no-store" });
    return response.ok ? parseRuntimeConfig(await response.json()) : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

/** The dispatch API base as an absolute URL without a trailing slash. */
export const dispatchBaseUrl = (runtime: RuntimeConfig, origin: string): string =>
  new URL(runtime.dispatchApiBaseUrl, origin).toString().replace(/\/$/, "");
