/**
 * The live adapters: the dispatch API and the maps port over HTTP, and the sandbox payments.
 * The only code that imports openapi-fetch and the generated contract types.
 */
export { createHttpDispatchApi, operationTable, type Access, type HttpDispatchOptions } from "./HttpDispatchApi.ts";
export {
  createHttpMapsApi,
  googleGeocodingBaseUrl,
  googlePlacesBaseUrl,
  placeFieldMask,
  type HttpMapsOptions,
} from "./HttpMapsApi.ts";
export { sandboxCaptcha, sandboxCaptchaSiteKey } from "./SandboxCaptcha.ts";
export {
  createStripePaymentsApi,
  loadStripeJs,
  stripeJsUrl,
  type StripeJs,
  type StripePaymentsOptions,
} from "./StripePaymentsApi.ts";
export { createSandboxPaymentsApi, sandboxTokensPath, type SandboxPaymentsOptions } from "./SandboxPaymentsApi.ts";
export {
  defaultRetryPolicy,
  delayBefore,
  isTransientStatus,
  mayRetry,
  retryPolicy,
  withRetries,
  type RetryPolicy,
} from "./Retry.ts";
export { defaultMaxBodyBytes, defaultTimeoutMs, type Fetch } from "./Transport.ts";
