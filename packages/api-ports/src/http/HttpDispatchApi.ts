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
import { ErrorCatalogue } from "@cabline/domain";
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
import * as Requests from "./Requests.ts";
import { defined, formEncode, formHeaders, idList } from "./Requests.ts";
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

type Sent = { readonly data?: unknown; readonly error?: unknown; readonly response: Response };

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
    extra: { readonly idempotencyKey?: string; readonly driverToken?: string; readonly credentials?: boolean } = {},
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
      const body = bodyOf(result);
      const answer = readAnswer(exchange, result.response.status, body, decoder);
      if (answer.ok) return answer.value;
      error = answer.error;
      // Asked too often: say for how long (the Retry-After the dispatch API gave).
      if (error.code === "too_many_attempts_please_wait")
        error = amended(error, {
          message: ErrorCatalogue.waitMessage(retryAfterSeconds(result.response.headers.get("retry-after"))),
        });
      const payment =
        error.code === "payment_in_progress" && body.kind === "json" ? Wire.waitingPaymentOf(body.value) : undefined;
      if (payment !== undefined) error = amended(error, { payment });
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
    if (error.reason === "SignedOut") {
      const session = access === "driver" ? "driver" : "customer";
      if (session === "customer" && token !== undefined) refused.add(token);
      signOut({ session, reason: error.status === 401 ? "unauthorised" : "invalid_token", operation });
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

  const keyFor = (operation: OperationId, given: string | undefined): string => {
    const key = given ?? options.newIdempotencyKey?.() ?? globalThis.crypto.randomUUID();
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

  const text = { parseAs: "text" } as const;
  const form = (headers: Record<string, string>) =>
    ({ bodySerializer: formEncode, headers: { ...headers, ...formHeaders }, ...text }) as const;
  const done = () => undefined;

  return {
    configuration: {
      getConfiguration: () =>
        run("getConfiguration", Wire.TenantConfiguration, (headers) =>
          client.GET("/configuration/get", { params: { header: tenant }, headers, ...text }),
        ),
    },

    customerAuth: {
      doLoginWeb: ({ email, password }) =>
        run("doLoginWeb", Wire.LoginResponse, (headers) =>
          client.POST("/customer/v2/doLoginWeb", {
            params: { header: tenant },
            body: { email, password },
            ...form(headers),
          }),
        ),
      submitTelForValidation: ({ number, isForSignIn, captchaToken, siteKey }) =>
        run("submitTelForValidation", Wire.OtpSent, (headers) =>
          client.POST("/customer/v2/submitTelForValidation", {
            params: { header: tenant },
            body: defined({ number, fromWeb: 1 as const, isForSignIn, siteKey, captchaToken }),
            ...form(headers),
          }),
        ),
      loginUsingPhoneNumberWeb: ({ number, validationCode }) =>
        run("loginUsingPhoneNumberWeb", Wire.LoginResponse, (headers) =>
          client.POST("/customer/v2/loginUsingPhoneNumberWeb", {
            params: { header: tenant },
            body: { number, validationCode },
            ...form(headers),
          }),
        ),
      registerWeb: (request) =>
        run("registerWeb", Wire.Registered, (headers) =>
          client.POST("/customer/v2/registerWeb", {
            params: { header: tenant },
            body: { ...request },
            ...form(headers),
          }),
        ).then(({ id }) => ({ id, message: ErrorCatalogue.signUpSuccessMessage })),
      submitEmailForValidation: ({ email, isForSignIn }) =>
        run("submitEmailForValidation", Wire.EmailValidation, (headers) =>
          client.POST("/customer/v2/submitEmailForValidation", {
            params: { header: tenant },
            body: defined({ email, isForSignIn }),
            ...form(headers),
          }),
        ),
      doLogout: () =>
        run("doLogout", Wire.Ack, (headers) =>
          client.POST("/customer/v2/doLogout", { params: { header: tenant }, headers, ...text }),
        ).then(done),
      forgotPassword: ({ email }) =>
        run("forgotPassword", Wire.Ack, (headers) =>
          client.POST("/customer/v2/forgotPassword", { params: { header: tenant }, body: { email }, ...form(headers) }),
        ).then(done),
      resetPassword: ({ token, password, confirmPassword }) =>
        run("resetPassword", Wire.Ack, (headers) =>
          client.POST("/customer/v2/resetPassword", {
            params: { header: tenant },
            body: defined({ token, password, confirmPassword }),
            ...form(headers),
          }),
        ).then(done),
      checkToken: () =>
        run("checkToken", Wire.Profile, (headers) =>
          client.POST("/customer/v2/checkToken", { params: { header: tenant }, headers, ...text }),
        ),
      getGuestUserId: () =>
        run("getGuestUserId", Wire.GuestUserId, (headers) =>
          client.GET("/customer/v2/getGuestUserId", { params: { header: tenant }, headers, ...text }),
        ),
      getPersonalData: () =>
        run("getPersonalData", Wire.PersonalData, (headers) =>
          client.GET("/customer/v2/personalData", { params: { header: tenant }, headers, ...text }),
        ),
      closeAccount: ({ password }) =>
        run("closeAccount", Wire.AccountClosed, (headers) =>
          client.POST("/customer/v2/closeAccount", {
            params: { header: tenant },
            body: { password },
            ...form(headers),
          }),
        ),
    },

    bookings: {
      getHistory: (query = {}) =>
        run("getHistory", Wire.BookingsPage, (headers) =>
          client.GET("/customer/v2/history/get", {
            params: {
              header: tenant,
              query: defined({
                count: query.count,
                offset: query.offset,
                search: query.search,
                business_id: query.businessId,
              }),
            },
            headers,
            ...text,
          }),
        ),
      getUpcoming: (query = {}) =>
        run("getUpcoming", Wire.BookingsPage, (headers) =>
          client.GET("/customer/v2/upcoming/get", {
            params: {
              header: tenant,
              query: defined({ count: query.count, offset: query.offset, business_id: query.businessId }),
            },
            headers,
            ...text,
          }),
        ),
      getBookings: (query = {}) =>
        run("getBookings", Wire.BookingsPage, (headers) =>
          client.GET("/customer/v2/get/bookings", {
            params: {
              header: tenant,
              query: defined({ count: query.count, filter: query.filter, offset: query.offset, search: query.search }),
            },
            headers,
            ...text,
          }),
        ),
      createBooking: async (request, { idempotencyKey } = {}) => {
        const key = keyFor("createBooking", idempotencyKey);
        return run(
          "createBooking",
          Wire.CreatedBookings,
          (headers) =>
            client.POST("/customer/v2/booking", {
              params: { header: { ...tenant, "Idempotency-Key": key } },
              body: Requests.bookingRequest(request),
              headers,
              ...text,
            }),
          { idempotencyKey: key },
        );
      },
      updateBooking: (update) =>
        run("updateBooking", Wire.BookingDetails, (headers) =>
          client.POST("/customer/v2/booking/update", {
            params: { header: tenant },
            body: Requests.bookingUpdate(update),
            headers,
            ...text,
          }),
        ),
      getActiveRideTypes: () =>
        run("getActiveRideTypes", Wire.RideTypes, (headers) =>
          client.GET("/customer/v2/checkout/activeRideTypes", { params: { header: tenant }, headers, ...text }),
        ),
      getCostEstimate: (request) =>
        run("getCostEstimate", Wire.CostEstimate, (headers) =>
          client.POST("/customer/v2/checkout/getCostEstimate", {
            params: { header: tenant },
            body: Requests.bookingRequest(request),
            headers,
            ...text,
          }),
        ),
      saveLocation: ({ name, place, setAsDefaultPickup }) =>
        run("saveLocation", Wire.SavedLocationResponse, (headers) =>
          client.POST("/customer/v2/location", {
            params: { header: tenant },
            body: defined({
              name,
              description: place.address,
              lat: place.lat,
              lon: place.lng,
              id: place.id === undefined ? undefined : String(place.id),
              set_as_default_pickup: setAsDefaultPickup,
            }),
            ...form(headers),
          }),
        ),
      cancelBookingPair: ({ bookingToken, legs, reason }) =>
        run("cancelBookingPair", Wire.Cancellation, (headers) =>
          client.POST("/customer/v2/checkout/cancelBookingPair", {
            params: { header: tenant },
            body: defined({ booking_token: bookingToken, legs: legs ?? "both", reason }),
            ...form(headers),
          }),
        ),
      getCancelBookingInfo: ({ bookingToken }) =>
        run("getCancelBookingInfo", Wire.CancellationPreview, (headers) =>
          client.GET("/customer/v2/getCancelBookingInfo", {
            params: { header: tenant, query: { booking_token: bookingToken } },
            headers,
            ...text,
          }),
        ),
      sendReceipt: ({ bookingToken, email }) =>
        run("sendReceipt", Wire.ReceiptSent, (headers) =>
          client.POST("/customer/v2/sendReceipt", {
            params: { header: tenant },
            body: defined({ booking_token: bookingToken, email }),
            ...form(headers),
          }),
        ),
      sendManageLink: ({ contact }) =>
        run("sendManageLink", Wire.ManageLinkSent, (headers) =>
          client.POST("/customer/v2/booking/sendManageLink", {
            params: { header: tenant },
            body: { contact },
            ...form(headers),
          }),
        ),
      submitBookingFeedback: ({ bookingToken, kind, rating, comment }) =>
        run("submitBookingFeedback", Wire.FeedbackReceived, (headers) =>
          client.POST("/customer/v2/bookingFeedback", {
            params: { header: tenant },
            body: defined({ booking_token: bookingToken, kind, rating, comment }),
            ...form(headers),
          }),
        ),
    },

    checkout: {
      updateBasket: ({ basketId, bookingIds, promocode, paymentMethod, guestUserId }) =>
        run("updateBasket", Wire.Basket, (headers) =>
          client.POST("/customer/v2/checkout/updateBasket", {
            params: { header: tenant },
            body: defined({ basket_id: basketId, booking_ids: [...bookingIds], promocode, paymentMethod, guestUserId }),
            headers,
            ...text,
          }),
        ),
      checkout: async (request, { idempotencyKey } = {}) => {
        const key = keyFor("checkout", idempotencyKey);
        return run(
          "checkout",
          Wire.CheckoutResult,
          (headers) =>
            client.POST("/customer/v2/checkout/checkout", {
              params: { header: { ...tenant, "Idempotency-Key": key } },
              body: defined({ ...request, booking_ids: idList(request.booking_ids) }),
              ...form(headers),
            }),
          { idempotencyKey: key },
        );
      },
      confirmPayment: ({ paymentId, bookingToken }) =>
        run("confirmPayment", Wire.CheckoutResult, (headers) =>
          client.POST("/customer/v2/checkout/confirmPayment", {
            params: { header: tenant },
            body: defined({ payment_id: paymentId, booking_token: bookingToken }),
            ...form(headers),
          }),
        ),
    },

    cardsAndPromocodes: {
      canUsePromocodeForBooking: ({ promocode, userId, guestUserId, bookingIds, amount }) =>
        run(
          "canUsePromocodeForBooking",
          Wire.PromocodeCheck,
          (headers) =>
            client.POST("/customer/v2/promocode/canUseForBooking", {
              params: { header: tenant },
              body: defined({
                promocode,
                user_id: userId,
                guestUserId,
                booking_ids: idList(bookingIds),
                amount: amount?.amountMinor,
              }),
              ...form(headers),
            }),
          // §7: credentials are sent only when there is a user_id.
          { credentials: userId !== undefined },
        ),
      getPromocodeInfo: ({ promocode }) =>
        run("getPromocodeInfo", Wire.PromocodeResponse, (headers) =>
          client.POST("/customer/v2/promocode/info", {
            params: { header: tenant },
            body: { promocode },
            ...form(headers),
          }),
        ),
      getAllPromocodes: () =>
        run("getAllPromocodes", Wire.Promocodes, (headers) =>
          client.GET("/customer/v2/promocode/all", { params: { header: tenant }, headers, ...text }),
        ),
      getCards: () =>
        run("getCards", Wire.Cards, (headers) =>
          client.GET("/customer/card/get", { params: { header: tenant }, headers, ...text }),
        ),
      addCard: async ({ newCardToken, setDefault, idempotencyKey }) => {
        const key = keyFor("addCard", idempotencyKey);
        return run(
          "addCard",
          Wire.CardSetup,
          (headers) =>
            client.POST("/customer/v2/card/add", {
              params: { header: { ...tenant, "Idempotency-Key": key } },
              body: defined({ newCardToken, set_default: setDefault }),
              ...form(headers),
            }),
          { idempotencyKey: key },
        );
      },
      confirmCardSetup: ({ setupId }) =>
        run("confirmCardSetup", Wire.CardSetup, (headers) =>
          client.POST("/customer/v2/card/confirmSetup", {
            params: { header: tenant },
            body: { setup_id: setupId },
            ...form(headers),
          }),
        ),
    },

    tracking: {
      getBooking: ({ bookingToken }) =>
        run("getBooking", Wire.BookingDetails, (headers) =>
          client.GET("/customer/v2/getBooking", {
            params: { header: tenant, query: { booking_token: bookingToken } },
            headers,
            ...text,
          }),
        ),
      getFlightTracking: ({ flightNumber, date }) =>
        run("getFlightTracking", Wire.FlightInfo, (headers) =>
          client.GET("/customer/v2/flight_tracking/get", {
            params: { header: tenant, query: defined({ flightNumber, date }) },
            headers,
            ...text,
          }),
        ),
      watchBooking: watchBookingOver({
        baseUrl: options.baseUrl,
        tenantCode: options.tenantCode,
        token: customerToken,
        fetch: options.fetch,
        maxFrameBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
        settled: (error, token) => settled(error, "watchBooking", operationTable.watchBooking.access, token),
      }),
    },

    business: {
      businessSignup: (request) =>
        run("businessSignup", Wire.BusinessApplication, (headers) =>
          client.POST("/business/signup", {
            params: { header: tenant },
            body: Requests.businessSignup(request),
            headers,
            ...text,
          }),
        ),
      getSubAccounts: ({ businessId }) =>
        run("getSubAccounts", Wire.SubAccounts, (headers) =>
          client.GET("/business/subAccounts", {
            params: { header: tenant, query: { business_id: businessId } },
            headers,
            ...text,
          }),
        ),
      inviteSubAccount: (invite) =>
        run("inviteSubAccount", Wire.InvitedSubAccount, (headers) =>
          client.POST("/business/subAccounts/invite", {
            params: { header: tenant },
            body: defined({ ...invite }),
            ...form(headers),
          }),
        ),
      removeSubAccount: ({ businessId, businessUserId, email }) =>
        run("removeSubAccount", Wire.Ack, (headers) =>
          client.POST("/business/subAccounts/remove", {
            params: { header: tenant },
            body: defined({ business_id: businessId, business_user_id: businessUserId, email }),
            ...form(headers),
          }),
        ).then(done),
      getInvitation: ({ token }) =>
        run("getInvitation", Wire.Invitation, (headers) =>
          client.GET("/business/invitation", { params: { header: tenant, query: { token } }, headers, ...text }),
        ),
      acceptInvitation: (request) =>
        run("acceptInvitation", Wire.InvitationAcceptance, (headers) =>
          client.POST("/business/invitation/accept", {
            params: { header: tenant },
            body: defined({ ...request }),
            ...form(headers),
          }),
        ),
      bulkImportTrips: async (request, { idempotencyKey } = {}) => {
        const key = keyFor("bulkImportTrips", idempotencyKey);
        return run(
          "bulkImportTrips",
          Wire.ImportResult,
          (headers) =>
            client.POST("/business/trips/bulkImport", {
              params: { header: { ...tenant, "Idempotency-Key": key } },
              body: Requests.importRequest(request),
              headers,
              ...text,
            }),
          { idempotencyKey: key },
        );
      },
    },

    driver: {
      checkDriverSignupStatus: ({ email, uploadToken }) =>
        run("checkDriverSignupStatus", Wire.DriverSignupStatus, (headers) =>
          client.GET("/driver_signup/checkSignupStatus", {
            params: {
              header: uploadToken === undefined ? tenant : { ...tenant, "X-Upload-Token": uploadToken },
              query: { email },
            },
            headers,
            ...text,
          }),
        ),
      submitDriverSignup: (signup) =>
        run("submitDriverSignup", Wire.DriverApplication, (headers) =>
          client.POST("/driver_signup/submit", {
            params: { header: tenant },
            body: Requests.driverSignup(signup),
            headers,
            ...text,
          }),
        ),
      uploadDriverDocument: (upload) =>
        run("uploadDriverDocument", Wire.DriverDocuments, (headers) =>
          client.POST("/driver_signup/documents", {
            params: { header: tenant },
            body: { ...upload },
            headers,
            ...text,
          }),
        ),
      doLoginToolbox: ({ email, password }) =>
        run("doLoginToolbox", Wire.DriverLogin, (headers) =>
          client.POST("/driver/doLoginToolbox", {
            params: { header: tenant },
            // §7: "params plus android=false and version=0".
            body: { email, password, android: false, version: 0 },
            ...form(headers),
          }),
        ),
      driverLogout: ({ driverToken } = {}) =>
        run(
          "driverLogout",
          Wire.Ack,
          (headers) => client.POST("/driver/doLogout", { params: { header: tenant }, headers, ...text }),
          driverToken === undefined ? {} : { driverToken },
        ).then(done),
      driverForgotPassword: ({ email }) =>
        run("driverForgotPassword", Wire.Ack, (headers) =>
          client.POST("/driver/forgotPassword", { params: { header: tenant }, body: { email }, ...form(headers) }),
        ).then(done),
      driverResetPassword: ({ token, password, confirmPassword }) =>
        run("driverResetPassword", Wire.Ack, (headers) =>
          client.POST("/driver/resetPassword", {
            params: { header: tenant },
            body: defined({ token, password, confirmPassword }),
            ...form(headers),
          }),
        ).then(done),
      getContractsForWeb: ({ driverToken, status }) =>
        run(
          "getContractsForWeb",
          Wire.Contracts,
          (headers) =>
            client.GET("/driver/repeat-service/bids/getContractsForWeb", {
              params: { header: tenant, query: defined({ status }) },
              headers,
              ...text,
            }),
          driverToken === undefined ? {} : { driverToken },
        ),
      placeBid: async ({ driverToken, bid }, { idempotencyKey } = {}) => {
        const key = keyFor("placeBid", idempotencyKey);
        return run(
          "placeBid",
          Wire.PlacedBid,
          (headers) =>
            client.POST("/driver/repeat-service/bids/place", {
              params: { header: { ...tenant, "Idempotency-Key": key } },
              body: defined({
                contract_id: bid.contract_id,
                amount: bid.amount.amountMinor,
                currency: bid.amount.currency,
                note: bid.note,
                withdraw: bid.withdraw,
              }),
              ...form(headers),
            }),
          { idempotencyKey: key, ...(driverToken === undefined ? {} : { driverToken }) },
        );
      },
    },
  };
};
