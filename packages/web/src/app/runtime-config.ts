// Runtime configuration (issue 7): the dispatch API base, the Maps key and the error-reporting DSN
// are read at start-up from /runtime-config.json, so one build serves every environment.
export type RuntimeConfig = {
  readonly dispatchApiBaseUrl: string;
  readonly googleMapsApiKey: string;
  readonly errorReportingDsn: string;
  readonly defaultTenantCode: string;
};

const defaults: RuntimeConfig = {
  dispatchApiBaseUrl: "/api",
  googleMapsApiKey: "",
  errorReportingDsn: "",
  defaultTenantCode: "BOOK",
};

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch("/runtime-config.json", { cache: "no-store" });
    if (!response.ok) return defaults;
    const body: unknown = await response.json();
    if (!body || typeof body !== "object") return defaults;
    const pick = (key: keyof RuntimeConfig) => {
      const value: unknown = (body as Record<string, unknown>)[key];
      return typeof value === "string" ? value : defaults[key];
    };
    return {
      dispatchApiBaseUrl: pick("dispatchApiBaseUrl"),
      googleMapsApiKey: pick("googleMapsApiKey"),
      errorReportingDsn: pick("errorReportingDsn"),
      defaultTenantCode: pick("defaultTenantCode"),
    };
  } catch {
    return defaults;
  }
}
