/**
 * The dispatch API port: one method per operation of contracts/dispatch.openapi.yaml (spec §7 and
 * the contract's extensions), grouped the way the app thinks. Methods take and return domain
 * values and return promises; every failure rejects with one DispatchError (spec §8).
 *
 * Adapter: `createHttpDispatchApi` (@cabline/api-ports/http), against an operator's dispatch API or
 * the sandbox; tests run the sandbox in process behind it (there is no second, in-memory server).
 */
import type {
  Account,
  Booking,
  BulkImport,
  Business,
  Card,
  Checkout,
  Driver,
  Feedback,
  Flight,
  Money,
  Payment,
  PersonalData,
  Promocode,
  Quote,
  RideAvailability,
  Tenant,
} from "@cabline/domain";
import { Schema } from "effect";

/**
 * Why a call failed:
 * - Rejected: the server answered with an error code (§8); `code` keeps it, `message` is the catalogue's
 *   (and `serverMessage` the server's own words, when they say more).
 * - SignedOut: invalid_token or HTTP 401; the stored token is gone and the app signs out (§4, §8).
 * - Contract: the answer does not match the contract (missing field, wrong type, HTML, truncated or huge body).
 * - Network: the server could not be reached, or answered 502/503/504 after the retries.
 * - Timeout: no answer within the timeout (60000 ms, §7); the request was aborted.
 */
export const DispatchErrorReason = Schema.Literals(["Rejected", "SignedOut", "Contract", "Network", "Timeout"]);
export type DispatchErrorReason = typeof DispatchErrorReason.Type;

/**
 * The card payment a refused checkout names as still waiting for 3-D Secure (payment_in_progress):
 * the client resumes it instead of paying twice (BookingLedger: one payment in flight).
 */
export const WaitingPayment = Schema.Struct({
  id: Schema.String,
  client_secret: Schema.String,
  amount: Schema.Struct({ amountMinor: Schema.Int, currency: Schema.String }),
});
export type WaitingPayment = typeof WaitingPayment.Type;

export class DispatchError extends Schema.TaggedError<DispatchError>()("DispatchError", {
  reason: DispatchErrorReason,
  /** The operationId of the call that failed. */
  operation: Schema.String,
  /** The §8 code, when the server gave one. */
  code: Schema.optionalKey(Schema.String),
  /** What to tell the user: the catalogue message for a code (ErrorCatalogue.messageFor). */
  message: Schema.String,
  /**
   * The server's own words for a refusal (the envelope's `message`), when they say more than
   * `message`: a bad_request naming the field at fault, a pickup_not_in_soton naming the tenant's
   * area. One line of plain text (PlainText.singleLine), at most serverMessageMax characters. The
   * app shows `message` (§8 table); the CLI shows both.
   */
  serverMessage: Schema.optionalKey(Schema.String),
  /** The HTTP status, when there was an answer. */
  status: Schema.optionalKey(Schema.Int),
  /** What went wrong, for developers and error reports (never shown to users). */
  detail: Schema.optionalKey(Schema.String),
  /** With payment_in_progress: the payment to resume. */
  payment: Schema.optionalKey(WaitingPayment),
}) {}

/** The longest `serverMessage` kept, in characters: the contract's messages are a sentence. */
export const serverMessageMax = 300;

/** What users read when there is no §8 code to explain a failure; the detail goes to error reports. */
export const dispatchMessages = {
  Contract: "The booking service sent an answer this app could not read. Please try again later.",
  Network: "We could not reach the booking service. Please check your connection and try again.",
  Timeout: "The booking service took too long to answer. Please try again.",
} as const;

export const isDispatchError = (error: unknown): error is DispatchError => error instanceof DispatchError;

/** Raised when a session ends because the server refused its token (§4, §8). */
export interface SignedOutEvent {
  /** The customer session, or the separate driver session of the driver portal. */
  readonly session: "customer" | "driver";
  readonly reason: "invalid_token" | "unauthorised";
  readonly operation: string;
}

/** An intent that must not happen twice carries a key that is the same for every retry of it. */
export interface Idempotent {
  /** 8-255 characters of [A-Za-z0-9_.:-]; generated per call when absent. Keep it while the user retries. */
  readonly idempotencyKey?: string;
}

/** A signed-in customer: the token to keep (SessionStorage) and the profile of the login answer. */
export interface SignIn {
  readonly accessToken: string;
  readonly profile: Account.UserProfile;
  /** Epoch milliseconds, when the server says. */
  readonly expiresAt?: number;
}

export interface OtpSent {
  readonly validationSent: boolean;
  readonly expiresInSeconds?: number;
  readonly resendAfterSeconds?: number;
  readonly message?: string;
}

export interface Registration {
  readonly id: number;
  /** 'Account Created Successfully. Please Sign In' (§8). */
  readonly message: string;
}

export interface EmailValidation {
  readonly validationSent: boolean;
  readonly message?: string;
}

export interface PasswordReset {
  /** From the e-mailed link. */
  readonly token: string;
  readonly password: string;
  readonly confirmPassword?: string;
}

export interface BookingsQuery {
  readonly count?: number;
  readonly offset?: number;
  readonly search?: string;
  /** The selected business account. */
  readonly businessId?: number;
}

export type BookingsFilter = "all" | "upcoming" | "active" | "history";

export interface Configuration {
  /** GET /configuration/get. On failure the app continues with defaults (Tenant.brandingFrom). */
  getConfiguration(): Promise<Tenant.TenantConfiguration>;
}

export interface CustomerAuth {
  doLoginWeb(credentials: { readonly email: string; readonly password: string }): Promise<SignIn>;
  /** Sends a one-time code to the number (sign-in) or checks it is free (sign-up). */
  submitTelForValidation(request: {
    readonly number: string;
    readonly isForSignIn: boolean;
    readonly captchaToken: string;
    readonly siteKey?: string;
  }): Promise<OtpSent>;
  loginUsingPhoneNumberWeb(request: { readonly number: string; readonly validationCode: string }): Promise<SignIn>;
  /** Registration does not sign in. */
  registerWeb(request: {
    readonly name: string;
    readonly email: string;
    readonly number: string;
    readonly validationCode: string;
    readonly password: string;
  }): Promise<Registration>;
  submitEmailForValidation(request: {
    readonly email: string;
    readonly isForSignIn?: boolean;
  }): Promise<EmailValidation>;
  doLogout(): Promise<void>;
  forgotPassword(request: { readonly email: string }): Promise<void>;
  resetPassword(request: PasswordReset): Promise<void>;
  /** The profile of the signed-in user; SignedOut when the token has expired. */
  checkToken(): Promise<Account.UserProfile>;
  getGuestUserId(): Promise<string>;
  /** Everything the operator holds about the signed-in person, to download (extension; PersonalData). */
  getPersonalData(): Promise<PersonalData.PersonalData>;
  /** Closes the signed-in person's account, confirmed with their password (extension; PersonalData). */
  closeAccount(request: { readonly password: string }): Promise<PersonalData.Closed>;
}

export interface Bookings {
  getHistory(query?: BookingsQuery): Promise<Booking.BookingsPage>;
  getUpcoming(query?: Omit<BookingsQuery, "search">): Promise<Booking.BookingsPage>;
  /** The latest bookings (count 5 for recent locations, §7). */
  getBookings(
    query?: Omit<BookingsQuery, "businessId"> & { readonly filter?: BookingsFilter },
  ): Promise<Booking.BookingsPage>;
  createBooking(request: Booking.BookingRequest, options?: Idempotent): Promise<Booking.CreatedBookings>;
  /** Changes an upcoming leg; the booking token is the credential (the manage link), signed in or not. */
  updateBooking(update: Booking.BookingUpdate): Promise<Booking.BookingDetails>;
  getActiveRideTypes(): Promise<ReadonlyArray<RideAvailability.RideType>>;
  getCostEstimate(request: Booking.BookingRequest): Promise<Quote.CostEstimate>;
  saveLocation(request: {
    readonly name: string;
    readonly place: Booking.Place;
    readonly setAsDefaultPickup?: boolean;
  }): Promise<Account.DefaultPickup>;
  cancelBookingPair(request: {
    readonly bookingToken: string;
    readonly legs?: Booking.CancelLegs;
    readonly reason?: string;
  }): Promise<Booking.Cancellation>;
  getCancelBookingInfo(request: { readonly bookingToken: string }): Promise<Booking.CancellationPreview>;
  sendReceipt(request: {
    readonly bookingToken: string;
    readonly email?: string;
  }): Promise<{ readonly sentTo: string }>;
  /** Sends the manage links of the bookings made with this e-mail or phone, there only (extension). */
  sendManageLink(request: { readonly contact: string }): Promise<{ readonly message: string }>;
  /** A review of a completed ride, or a report that the driver has not arrived (extension; spec §2 guest links). */
  submitBookingFeedback(request: {
    readonly bookingToken: string;
    readonly kind: Feedback.Kind;
    readonly rating?: number;
    readonly comment?: string;
  }): Promise<{ readonly kind: Feedback.Kind; readonly bookingId: number; readonly receivedAt: number }>;
}

export interface Checkouts {
  updateBasket(request: {
    readonly basketId?: string;
    readonly bookingIds: ReadonlyArray<number>;
    /** An empty string removes the code. */
    readonly promocode?: string;
    readonly paymentMethod?: Payment.PaymentMethod;
    readonly guestUserId?: string;
  }): Promise<Checkout.Basket>;
  checkout(request: Checkout.CheckoutRequest, options?: Idempotent): Promise<Checkout.CheckoutResult>;
  /** Finishes a payment after 3-D Secure (PaymentsApi runs the challenge first). */
  confirmPayment(request: {
    readonly paymentId: string;
    readonly bookingToken?: string;
  }): Promise<Checkout.CheckoutResult>;
}

export interface CardsAndPromocodes {
  /** Credentials are sent only when there is a userId (§7). */
  canUsePromocodeForBooking(request: {
    readonly promocode: string;
    readonly userId?: number;
    readonly guestUserId?: string;
    readonly bookingIds?: ReadonlyArray<number>;
    /** The fare, to check minimum-fare rules before a booking exists. */
    readonly amount?: Money.Money;
  }): Promise<Promocode.PromocodeCheck>;
  getPromocodeInfo(request: { readonly promocode: string }): Promise<Promocode.Promocode>;
  getAllPromocodes(): Promise<ReadonlyArray<Promocode.Promocode>>;
  getCards(): Promise<ReadonlyArray<Card.Card>>;
  addCard(
    request: { readonly newCardToken: string; readonly setDefault?: boolean } & Idempotent,
  ): Promise<Card.CardSetup>;
  /** Saves the card after 3-D Secure (PaymentsApi runs the challenge first). */
  confirmCardSetup(request: { readonly setupId: string }): Promise<Card.CardSetup>;
}

export interface Tracking {
  /** The booking behind /t, /track, /pay and /share: the token is the credential. */
  getBooking(request: { readonly bookingToken: string }): Promise<Booking.BookingDetails>;
  getFlightTracking(request: { readonly flightNumber: string; readonly date?: string }): Promise<Flight.FlightInfo>;
  /**
   * Follows the same booking as it changes (server-sent events): `onBooking` with the booking at
   * once and after every change, `onAlive` on each keep-alive, and `onEnd` once when the stream
   * stops: without an error when the server ended it (the leg finished, or the server let go), with
   * one when it failed or fell silent for 45 s. Returns the function that stops following.
   */
  watchBooking(request: { readonly bookingToken: string }, listener: BookingListener): () => void;
}

export interface BookingListener {
  readonly onBooking: (details: Booking.BookingDetails) => void;
  readonly onAlive?: () => void;
  readonly onEnd: (error?: DispatchError) => void;
}

export interface BusinessAccounts {
  businessSignup(request: Business.BusinessSignup): Promise<Business.BusinessApplication>;
  getSubAccounts(request: { readonly businessId: number }): Promise<ReadonlyArray<Business.SubAccount>>;
  inviteSubAccount(invite: Business.SubAccountInvite): Promise<Business.InvitedSubAccount>;
  /** An active sub-account by businessUserId, or a pending invitation by email. */
  removeSubAccount(
    request: { readonly businessId: number } & (
      | { readonly businessUserId: number; readonly email?: undefined }
      | { readonly email: string; readonly businessUserId?: undefined }
    ),
  ): Promise<void>;
  getInvitation(request: { readonly token: string }): Promise<Business.Invitation>;
  acceptInvitation(request: {
    readonly token: string;
    readonly name?: string;
    readonly number?: string;
    readonly password?: string;
  }): Promise<Business.InvitationAcceptance>;
  /** At most 1000 rows per call (BulkImport.batches); rows keep their row_key across resumes. */
  bulkImportTrips(request: BulkImport.ImportRequest, options?: Idempotent): Promise<BulkImport.ImportResult>;
}

export interface DriverPortal {
  /**
   * An application's status for its applicant: with its upload token, or as the signed-in driver
   * of that address. By address alone the answer is "emailed" (the status went to the address).
   */
  checkDriverSignupStatus(request: {
    readonly email: string;
    readonly uploadToken?: string;
  }): Promise<Driver.DriverSignupStatus>;
  submitDriverSignup(signup: Driver.DriverSignup): Promise<Driver.DriverApplication>;
  /** One document of the application (extension 16); without `document`, reads what is still missing. */
  uploadDriverDocument(upload: Driver.DocumentUpload): Promise<Driver.DriverDocuments>;
  /**
   * Starts the separate 10-minute driver session (§4). A browser keeps no token: the server sets
   * it as the HttpOnly driver_token cookie, which the calls below carry when no `driverToken` is
   * given (docs/decisions/browser-sessions.md); the CLI passes its token.
   */
  doLoginToolbox(credentials: { readonly email: string; readonly password: string }): Promise<Driver.DriverLogin>;
  /** Ends the driver session (extension; §6 Driver) and clears its cookie. */
  driverLogout(request?: { readonly driverToken?: string }): Promise<void>;
  driverForgotPassword(request: { readonly email: string }): Promise<void>;
  driverResetPassword(request: PasswordReset): Promise<void>;
  getContractsForWeb(request: {
    readonly driverToken?: string;
    readonly status?: "open" | "all";
  }): Promise<ReadonlyArray<Driver.RepeatContract>>;
  placeBid(
    request: { readonly driverToken?: string; readonly bid: Driver.BidRequest },
    options?: Idempotent,
  ): Promise<Driver.Bid>;
}

export interface DispatchApi {
  readonly configuration: Configuration;
  readonly customerAuth: CustomerAuth;
  readonly bookings: Bookings;
  readonly checkout: Checkouts;
  readonly cardsAndPromocodes: CardsAndPromocodes;
  readonly tracking: Tracking;
  readonly business: BusinessAccounts;
  readonly driver: DriverPortal;
}

/** Every method of the port by group: the contract's operationIds. */
export const dispatchOperations = {
  configuration: ["getConfiguration"],
  customerAuth: [
    "doLoginWeb",
    "submitTelForValidation",
    "loginUsingPhoneNumberWeb",
    "registerWeb",
    "submitEmailForValidation",
    "doLogout",
    "forgotPassword",
    "resetPassword",
    "checkToken",
    "getGuestUserId",
    "getPersonalData",
    "closeAccount",
  ],
  bookings: [
    "getHistory",
    "getUpcoming",
    "getBookings",
    "createBooking",
    "updateBooking",
    "getActiveRideTypes",
    "getCostEstimate",
    "saveLocation",
    "cancelBookingPair",
    "getCancelBookingInfo",
    "sendReceipt",
    "sendManageLink",
    "submitBookingFeedback",
  ],
  checkout: ["updateBasket", "checkout", "confirmPayment"],
  cardsAndPromocodes: [
    "canUsePromocodeForBooking",
    "getPromocodeInfo",
    "getAllPromocodes",
    "getCards",
    "addCard",
    "confirmCardSetup",
  ],
  tracking: ["getBooking", "getFlightTracking", "watchBooking"],
  business: [
    "businessSignup",
    "getSubAccounts",
    "inviteSubAccount",
    "removeSubAccount",
    "getInvitation",
    "acceptInvitation",
    "bulkImportTrips",
  ],
  driver: [
    "checkDriverSignupStatus",
    "submitDriverSignup",
    "uploadDriverDocument",
    "doLoginToolbox",
    "driverLogout",
    "driverForgotPassword",
    "driverResetPassword",
    "getContractsForWeb",
    "placeBid",
  ],
} as const satisfies { readonly [Group in keyof DispatchApi]: ReadonlyArray<keyof DispatchApi[Group]> };

export type OperationId = {
  readonly [Group in keyof typeof dispatchOperations]: (typeof dispatchOperations)[Group][number];
}[keyof typeof dispatchOperations];

// A method missing from the table above is a type error here.
type Unlisted = {
  readonly [Group in keyof DispatchApi]: Exclude<keyof DispatchApi[Group], (typeof dispatchOperations)[Group][number]>;
}[keyof DispatchApi];
const _everyMethodListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The writes that must not happen twice; each takes an idempotency key (contracts/README.md). */
export const idempotentWrites: ReadonlyArray<OperationId> = [
  "createBooking",
  "checkout",
  "addCard",
  "placeBid",
  "bulkImportTrips",
];
