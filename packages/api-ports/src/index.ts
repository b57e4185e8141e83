/**
 * Cabline's ports: the dispatch API, maps, payments, captcha, analytics, error reporting, the persisted
 * session and the clock. Each speaks domain values; the live adapters are in
 * `@cabline/api-ports/http`, the in-memory ones for tests in `@cabline/api-ports/testing`.
 */
export * from "./Analytics.ts";
export * from "./Captcha.ts";
export * from "./Clock.ts";
export * from "./DispatchApi.ts";
export * from "./ErrorReporting.ts";
export * from "./MapsApi.ts";
export * from "./MapsError.ts";
export {
  type Authenticate,
  type CardEntry,
  isPaymentsError,
  messages as paymentMessages,
  type PaymentsApi,
  PaymentsError,
  PaymentsErrorReason,
  threeDSecure,
} from "./PaymentsApi.ts";
export * from "./Storage.ts";
