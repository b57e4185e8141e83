/**
 * The dispatch API's calls, group by group (spec §7; contracts/dispatch.openapi.yaml): each sends
 * its operation's parameters as the contract has them (form-encoded or JSON, the generated types
 * check it) through the adapter's one runner (HttpDispatchApi.ts), which adds the tenant, the
 * credentials, retries, decoding and §8 errors. Writes that must not happen twice carry an
 * Idempotency-Key, the same for every retry.
 */
import { ErrorCatalogue } from "@cabline/domain";
import type { Schema } from "effect";
import type { Client } from "openapi-fetch";
import type { DispatchApi, OperationId } from "../DispatchApi.ts";
import type { paths } from "../generated/dispatch.ts";
import * as Requests from "./Requests.ts";
import { defined, formEncode, formHeaders, idList } from "./Requests.ts";
import * as Wire from "./Wire.ts";

export type Sent = { readonly data?: unknown; readonly error?: unknown; readonly response: Response };

/** How one call is run: the credentials it takes beyond the operation's own (see Access). */
export interface RunExtra {
  readonly idempotencyKey?: string;
  readonly driverToken?: string;
  readonly credentials?: boolean;
}

/** What every call is built from: the client, the tenant header and the adapter's runner. */
export interface Calls {
  readonly client: Client<paths>;
  readonly tenant: { readonly "X-TENANT-ID": string };
  readonly run: <A>(
    operation: OperationId,
    decoder: Schema.Decoder<A>,
    send: (headers: Record<string, string>) => Promise<Sent>,
    extra?: RunExtra,
  ) => Promise<A>;
  /** The Idempotency-Key of a write: the caller's, or a new one; refused when malformed. */
  readonly keyFor: (operation: OperationId, given: string | undefined) => string;
}

const text = { parseAs: "text" } as const;
const form = (headers: Record<string, string>) =>
  ({ bodySerializer: formEncode, headers: { ...headers, ...formHeaders }, ...text }) as const;
const done = () => undefined;

/** The tenant's configuration (spec §1 start-up). */
export const configurationCalls = ({ client, tenant, run }: Calls): DispatchApi["configuration"] => ({
  getConfiguration: () =>
    run("getConfiguration", Wire.TenantConfiguration, (headers) =>
      client.GET("/configuration/get", { params: { header: tenant }, headers, ...text }),
    ),
});

/** A booking and a flight looked up (spec §2 tracking); the live stream is the adapter's own. */
export const trackingReadCalls = ({ client, tenant, run }: Calls): Omit<DispatchApi["tracking"], "watchBooking"> => ({
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
});

/** Sign-in, sign-up, passwords and the customer's own account (spec §7 customer). */
export const customerAuthCalls = ({ client, tenant, run }: Calls): DispatchApi["customerAuth"] => ({
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
});

/** A customer's lists of bookings. */
export const bookingReadCalls = ({
  client,
  tenant,
  run,
}: Calls): Pick<DispatchApi["bookings"], "getHistory" | "getUpcoming" | "getBookings"> => ({
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
});

/** Pricing, booking, changing, cancelling and the booking's messages. */
export const bookingCalls = ({
  client,
  tenant,
  run,
  keyFor,
}: Calls): Omit<DispatchApi["bookings"], "getHistory" | "getUpcoming" | "getBookings"> => ({
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
});

/** The basket, its checkout and a payment's confirmation (spec §4 payment). */
export const checkoutCalls = ({ client, tenant, run, keyFor }: Calls): DispatchApi["checkout"] => ({
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
});

/** Promo codes and saved cards. */
export const cardAndPromocodeCalls = ({ client, tenant, run, keyFor }: Calls): DispatchApi["cardsAndPromocodes"] => ({
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
});

/** Business accounts: sign-up, members, invitations and bulk trips. */
export const businessCalls = ({ client, tenant, run, keyFor }: Calls): DispatchApi["business"] => ({
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
});

/** The driver portal: sign-up, documents, sign-in and repeat-service bids. */
export const driverCalls = ({ client, tenant, run, keyFor }: Calls): DispatchApi["driver"] => ({
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
});
