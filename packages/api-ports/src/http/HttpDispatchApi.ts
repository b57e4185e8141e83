/**
 * The dispatch API port over HTTP (spec §7, §8; contracts/dispatch.openapi.yaml), built on the
 * generated types and openapi-fetch:
 * - one base URL; X-TENANT-ID from the tenant code; cookies sent (credentials: "include");
 * - the customer's bearer token where the contract's security takes it (canUsePromocodeForBooking
 *   only with a user_id), the separate driver token on the driver calls;
 * - form-encoded params and JSON bodies exactly as the contract says (the generated types check it);
 * - a 60000 ms timeout that aborts, a 5 MiB cap on answers (Transport.ts);
 * - every answer decoded with effect/Schema into domain values (Wire.ts), §8 read in one place
 *   (Envelope.ts);
 * - createBooking, checkout, addCard, placeBid and bulkImportTrips carry an Idempotency-Key, the
 *   same for every retry; GETs retry transient failures at most 3 times, POSTs only with a key
 *   (Retry.ts);
 * - invalid_token and HTTP 401 stop the token being sent and raise onSignedOut; every failure but
 *   sign-outs and network noise goes to ErrorReporting.
 */
import { ErrorCatalogue, Session } from "@cabline/domain";
import type { Schema } from "effect";
import createClient from "openapi-fetch";
import {
  type DispatchApi,
  DispatchError,
  type OperationId,
  type SignedOutEvent,
  dispatchMessages,
} from "../DispatchApi.ts";
import type { ErrorReporting } from "../ErrorReporting.ts";
import type { paths } from "../generated/dispatch.ts";
import { type Exchange, fromUnexpected, readAnswer } from "./Envelope.ts";
import { isTransientStatus, mayRetry, type RetryPolicy, retryAfterSeconds, retryPolicy, withRetries } from "./Retry.ts";
import {
  bodyOf,
  boundedFetch,
  defaultMaxBodyBytes,
  defaultTimeoutMs,
  type Fetch,
  TransportFailure,
} from "./Transport.ts";
import * as Wire from "./Wire.ts";
import { watchBookingOver } from "./BookingStream.ts";
import {
  bookingCalls,
  bookingReadCalls,
  businessCalls,
  type Calls,
  cardAndPromocodeCalls,
  checkoutCalls,
  configurationCalls,
  customerAuthCalls,
  driverCalls,
  type RunExtra,
  type Sent,
  trackingReadCalls,
} from "./HttpDispatchCalls.ts";

/** Who may call an operation (contracts/README.md "Auth rule"). */
export type Access = "public" | "customer" | "optional" | "driver";

export interface Operation {
  readonly method: "GET" | "POST";
  readonly path: keyof paths;
  readonly access: Access;
}

/** Method, path and security of every operation, as the contract has them. */
export const operationTable: Readonly<Record<OperationId, Operation>> = {
  getConfiguration: { method: "GET", path: "/configuration/get", access: "public" },
  doLoginWeb: { method: "POST", path: "/customer/v2/doLoginWeb", access: "public" },
  submitTelForValidation: { method: "POST", path: "/customer/v2/submitTelForValidation", access: "public" },
  loginUsingPhoneNumberWeb: { method: "POST", path: "/customer/v2/loginUsingPhoneNumberWeb", access: "public" },
  registerWeb: { method: "POST", path: "/customer/v2/registerWeb", access: "public" },
  submitEmailForValidation: { method: "POST", path: "/customer/v2/submitEmailForValidation", access: "public" },
  doLogout: { method: "POST", path: "/customer/v2/doLogout", access: "customer" },
  forgotPassword: { method: "POST", path: "/customer/v2/forgotPassword", access: "public" },
  resetPassword: { method: "POST", path: "/customer/v2/resetPassword", access: "public" },
  checkToken: { method: "POST", path: "/customer/v2/checkToken", access: "customer" },
  getGuestUserId: { method: "GET", path: "/customer/v2/getGuestUserId", access: "public" },
  getPersonalData: { method: "GET", path: "/customer/v2/personalData", access: "customer" },
  closeAccount: { method: "POST", path: "/customer/v2/closeAccount", access: "customer" },
  getHistory: { method: "GET", path: "/customer/v2/history/get", access: "customer" },
  getUpcoming: { method: "GET", path: "/customer/v2/upcoming/get", access: "customer" },
  getBookings: { method: "GET", path: "/customer/v2/get/bookings", access: "customer" },
  createBooking: { method: "POST", path: "/customer/v2/booking", access: "optional" },
  updateBooking: { method: "POST", path: "/customer/v2/booking/update", access: "optional" },
  getActiveRideTypes: { method: "GET", path: "/customer/v2/checkout/activeRideTypes", access: "optional" },
  getCostEstimate: { method: "POST", path: "/customer/v2/checkout/getCostEstimate", access: "optional" },
  saveLocation: { method: "POST", path: "/customer/v2/location", access: "customer" },
  cancelBookingPair: { method: "POST", path: "/customer/v2/checkout/cancelBookingPair", access: "optional" },
  getCancelBookingInfo: { method: "GET", path: "/customer/v2/getCancelBookingInfo", access: "optional" },
  sendReceipt: { method: "POST", path: "/customer/v2/sendReceipt", access: "optional" },
  sendManageLink: { method: "POST", path: "/customer/v2/booking/sendManageLink", access: "public" },
  submitBookingFeedback: { method: "POST", path: "/customer/v2/bookingFeedback", access: "optional" },
  updateBasket: { method: "POST", path: "/customer/v2/checkout/updateBasket", access: "optional" },
  checkout: { method: "POST", path: "/customer/v2/checkout/checkout", access: "optional" },
  confirmPayment: { method: "POST", path: "/customer/v2/checkout/confirmPayment", access: "optional" },
  canUsePromocodeForBooking: { method: "POST", path: "/customer/v2/promocode/canUseForBooking", access: "optional" },
  getPromocodeInfo: { method: "POST", path: "/customer/v2/promocode/info", access: "optional" },
  getAllPromocodes: { method: "GET", path: "/customer/v2/promocode/all", access: "customer" },
  getCards: { method: "GET", path: "/customer/card/get", access: "customer" },
  addCard: { method: "POST", path: "/customer/v2/card/add", access: "customer" },
  confirmCardSetup: { method: "POST", path: "/customer/v2/card/confirmSetup", access: "customer" },
  getBooking: { method: "GET", path: "/customer/v2/getBooking", access: "optional" },
  getFlightTracking: { method: "GET", path: "/customer/v2/flight_tracking/get", access: "optional" },
  watchBooking: { method: "GET", path: "/customer/v2/booking/events", access: "optional" },
  businessSignup: { method: "POST", path: "/business/signup", access: "public" },
  getSubAccounts: { method: "GET", path: "/business/subAccounts", access: "customer" },
  inviteSubAccount: { method: "POST", path: "/business/subAccounts/invite", access: "customer" },
  removeSubAccount: { method: "POST", path: "/business/subAccounts/remove", access: "customer" },
  getInvitation: { method: "GET", path: "/business/invitation", access: "optional" },
  acceptInvitation: { method: "POST", path: "/business/invitation/accept", access: "optional" },
  bulkImportTrips: { method: "POST", path: "/business/trips/bulkImport", access: "customer" },
  checkDriverSignupStatus: { method: "GET", path: "/driver_signup/checkSignupStatus", access: "public" },
  submitDriverSignup: { method: "POST", path: "/driver_signup/submit", access: "public" },
  uploadDriverDocument: { method: "POST", path: "/driver_signup/documents", access: "public" },
  doLoginToolbox: { method: "POST", path: "/driver/doLoginToolbox", access: "public" },
  driverLogout: { method: "POST", path: "/driver/doLogout", access: "driver" },
  driverForgotPassword: { method: "POST", path: "/driver/forgotPassword", access: "public" },
  driverResetPassword: { method: "POST", path: "/driver/resetPassword", access: "public" },
  getContractsForWeb: { method: "GET", path: "/driver/repeat-service/bids/getContractsForWeb", access: "driver" },
  placeBid: { method: "POST", path: "/driver/repeat-service/bids/place", access: "driver" },
};

export interface HttpDispatchOptions {
  /** The one dispatch API base for all calls (§7), e.g. https://dispatch.solentcars.example. */
  readonly baseUrl: string;
  /** The tenant code from the host (Tenant.tenantCodeFromHost), sent as X-TENANT-ID. */
  readonly tenantCode: string;
  /** The customer's access token, if signed in (SessionStorage via sessionTokens). */
  readonly getToken: () => string | null | undefined;
  /** invalid_token or HTTP 401: the app signs out (customer) or returns to /driver/login (driver). */
  readonly onSignedOut: (event: SignedOutEvent) => void;
  readonly errorReporting?: ErrorReporting;
  /** Injected in tests; globalThis.fetch otherwise. */
  readonly fetch?: Fetch;
  /** 60000 ms (§7, §9). */
  readonly timeoutMs?: number;
  /** Answers larger than this are contract errors; 5 MiB. */
  readonly maxBodyBytes?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** Makes the key of a write whose caller gave none; crypto.randomUUID by default. */
  readonly newIdempotencyKey?: () => string;
}

const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,255}$/;

/** The same error with a clearer message or the payment to resume. */
const amended = (
  error: DispatchError,
  change: { readonly message?: string; readonly payment?: DispatchError["payment"] },
): DispatchError =>
  new DispatchError({
    reason: error.reason,
    operation: error.operation,
    message: change.message ?? error.message,
    ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.detail === undefined ? {} : { detail: error.detail }),
    ...((change.payment ?? error.payment) === undefined ? {} : { payment: change.payment ?? error.payment }),
  });

/**
 * The answer of a settled exchange, decoded; or its §8 error, saying how long to wait when asked
 * too often (the Retry-After the dispatch API gave) and carrying the payment to resume.
 */
const answerOf = <A>(exchange: Exchange, result: Sent, decoder: Schema.Decoder<A>) => {
  const body = bodyOf(result);
  const answer = readAnswer(exchange, result.response.status, body, decoder);
  if (answer.ok) return answer;
  let error = answer.error;
  if (error.code === "too_many_attempts_please_wait")
    error = amended(error, {
      message: ErrorCatalogue.waitMessage(retryAfterSeconds(result.response.headers.get("retry-after"))),
    });
  const payment =
    error.code === "payment_in_progress" && body.kind === "json" ? Wire.waitingPaymentOf(body.value) : undefined;
  if (payment !== undefined) error = amended(error, { payment });
  return { ok: false as const, error };
};

/**
 * How a failed answer ends the session it was sent with, by the domain's rules (spec §4, §8):
 * invalid_token signs out, and an HTTP 401 signs out as "unauthorised" whatever the code (read
 * last, so it names the end). Undefined when the session is kept.
 */
const sessionEndOf = (error: DispatchError, token: string | undefined): SignedOutEvent["reason"] | undefined => {
  const sent = token === undefined ? Session.signedOut : Session.signIn(Session.signedOut, token);
  const { endedBy } = Session.afterHttpStatus(Session.afterApiError(sent, error.code), error.status ?? 0);
  return endedBy === "invalid_token" || endedBy === "unauthorised" ? endedBy : undefined;
};

/** The Idempotency-Key of a write: the caller's, or a new one; a malformed key is a contract error. */
const idempotencyKeyFor =
  (newKey: (() => string) | undefined) =>
  (operation: OperationId, given: string | undefined): string => {
    const key = given ?? newKey?.() ?? globalThis.crypto.randomUUID();
    if (!idempotencyKeyPattern.test(key)) {
      throw new DispatchError({
        reason: "Contract",
        operation,
        message: dispatchMessages.Contract,
        detail: `The Idempotency-Key must be 8-255 characters of [A-Za-z0-9_.:-]; got ${JSON.stringify(key.slice(0, 40))}.`,
      });
    }
    return key;
  };

export const createHttpDispatchApi = (options: HttpDispatchOptions): DispatchApi => {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: "include",
    fetch: boundedFetch({
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      maxBodyBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
    }),
  });
  const policy = retryPolicy(options.retry);
  const tenant = { "X-TENANT-ID": options.tenantCode };
  // Tokens the server refused are never sent again, even before the app has cleared its state.
  const refused = new Set<string>();
  const customerToken = () => {
    const token = options.getToken()?.trim();
    return token === undefined || token === "" || refused.has(token) ? undefined : token;
  };

  const signOut = (event: SignedOutEvent) => {
    try {
      options.onSignedOut(event);
    } catch (error) {
      options.errorReporting?.report(error, { operation: event.operation, during: "onSignedOut" });
    }
  };

  const run = async <A>(
    operation: OperationId,
    decoder: Schema.Decoder<A>,
    send: (headers: Record<string, string>) => Promise<Sent>,
    extra: RunExtra = {},
  ): Promise<A> => {
    const { method, path, access } = operationTable[operation];
    const exchange: Exchange = { operation, method, path };
    const token =
      access === "driver"
        ? extra.driverToken
        : access === "public" || extra.credentials === false
          ? undefined
          : customerToken();
    const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
    let error: DispatchError;
    try {
      const result = await withRetries({
        policy,
        retryable: mayRetry(method, extra.idempotencyKey),
        attempt: () => send(headers),
        transient: (settled) =>
          settled.ok
            ? isTransientStatus(settled.value.response.status) && {
                retryAfterSeconds: retryAfterSeconds(settled.value.response.headers.get("retry-after")),
              }
            : settled.error instanceof TransportFailure && settled.error.kind === "Network" && {},
      });
      const answer = answerOf(exchange, result, decoder);
      if (answer.ok) return answer.value;
      error = answer.error;
    } catch (thrown) {
      error = fromUnexpected(exchange, thrown);
    }
    throw settled(error, operation, access, token);
  };

  /** A failure's consequences, whatever the call: a refused session signs out, the rest is reported. */
  const settled = (
    error: DispatchError,
    operation: OperationId,
    access: Access,
    token: string | undefined,
  ): DispatchError => {
    const ended = sessionEndOf(error, token);
    if (ended !== undefined) {
      const session = access === "driver" ? "driver" : "customer";
      if (session === "customer" && token !== undefined) refused.add(token);
      signOut({ session, reason: ended, operation });
    } else if (error.reason !== "Network") {
      // Network failures are the ignored noise of §8; everything else is tracked.
      options.errorReporting?.report(error, {
        operation,
        reason: error.reason,
        code: error.code,
        status: error.status,
        detail: error.detail,
      });
    }
    return error;
  };

  const keyFor = idempotencyKeyFor(options.newIdempotencyKey);

  const calls: Calls = { client, tenant, run, keyFor };
  return {
    configuration: configurationCalls(calls),
    customerAuth: customerAuthCalls(calls),
    bookings: { ...bookingReadCalls(calls), ...bookingCalls(calls) },
    checkout: checkoutCalls(calls),
    cardsAndPromocodes: cardAndPromocodeCalls(calls),
    tracking: {
      ...trackingReadCalls(calls),
      watchBooking: watchBookingOver({
        baseUrl: options.baseUrl,
        tenantCode: options.tenantCode,
        token: customerToken,
        fetch: options.fetch,
        maxFrameBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
        settled: (error, token) => settled(error, "watchBooking", operationTable.watchBooking.access, token),
      }),
    },
    business: businessCalls(calls),
    driver: driverCalls(calls),
  };
};
