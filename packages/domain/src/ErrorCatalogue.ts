/**
 * The error catalogue and how API responses are read for errors (spec §8). Messages are the
 * spec's to the letter; the table has 28 rows and 29 codes because two login codes share one.
 */

/** The value that means "no error" in a response body; it is ignored (§8). */
export const noError = "no_error";

/** The code that signs the user out (§4, §8). */
export const invalidToken = "invalid_token";

/** The message when there is no code at all (§8). */
/** The token names no booking (§8): a token page says so, and never shows a booking. */
export const invalidBooking = "invalid_booking";

export const unknownErrorMessage = "Unknown Error";

/** Shown after a successful sign-up (§8). */
export const signUpSuccessMessage = "Account Created Successfully. Please Sign In";

/** Code → message, every row of the §8 table. */
export const messages: Readonly<Record<string, string>> = {
  internal_server_error: "Internal Server Error.",
  not_business_user: "This account cannot make bookings on behalf of others.",
  bad_request: "Bad Request - Please contact support.",
  pickup_not_in_soton: "Trip must either start or finish inside Southampton region.",
  wrong_state: "Booking cannot be updated as it is already finished.",
  bad_destination: "Please re-enter trip destinations.",
  bad_payment_type: "This account is not authorized to make trips with this payment type.",
  invalid_people_count: "Invalid number of passengers.",
  invalid_via_info: "Please re enter your via point information.",
  invalid_ride_type: "Please select a ride type.",
  name_empty: "Please enter a name.",
  number_empty: "Please enter a valid contact number.",
  email_empty: "Please enter an email.",
  email_invalid: "Please enter a valid email.",
  number_already_registered: "Contact Number has already been registered.",
  email_already_registered: "Email has already been registered.",
  password_invalid: "Invalid Password.",
  "Invalid contact number": "Invalid Contact Number.",
  "Invalid confirmation code": "Invalid Confirmation Code.",
  password_empty: "Password Missing.",
  number_not_validated: "Unknown Error.",
  invalid_login_password: "Invalid Email or Password.",
  invalid_login_email: "Invalid Email or Password.",
  number_not_registered: "Phone Number not registered.",
  too_many_attempts_please_wait: "Too many attempts please wait.",
  flight_information_not_found: "Flight information not found.",
  no_validation_record: "OTP is required to login.",
  invalid_booking: "Invalid booking Token.",
  invalid_login: "Email or Password is incorrect.",
};

export const isKnown = (code: string): boolean => Object.hasOwn(messages, code);

/**
 * Codes the contract's extensions add (contracts/README.md "Error envelope"), which the §8 table
 * cannot list; worded as the contract's examples word them, so users read a sentence rather than
 * the code with its underscores replaced.
 */
export const extensionMessages: Readonly<Record<string, string>> = {
  invalid_token: "Session expired. Please sign in again.",
  invalid_promocode: "This promo code is not valid.",
  card_declined: "Your card was declined.",
  po_number_empty: "Please enter a PO number.",
  idempotency_key_reused: "This Idempotency-Key was already used with a different request.",
  invalid_reset_token: "This password reset link is invalid or has expired.",
  invalid_invitation: "This invitation is invalid or has expired.",
  contract_not_open: "This contract is no longer open for bids.",
  bid_already_placed: "You have already bid on this contract.",
  vehicle_not_suitable: "Your vehicle does not suit this contract.",
  invalid_upload_token: "This upload link is invalid or has expired.",
  document_not_accepted: "Documents must be PDF, JPEG or PNG files of up to 3000 kb.",
  payment_in_progress:
    "A payment for this booking is waiting for your bank's check. Finish it, or try again in a few minutes.",
  payment_superseded:
    "This payment is no longer needed: the booking changed or the payment timed out. Please pay again.",
  nothing_to_pay: "Nothing is left to pay for this booking.",
  // Closing an account (PersonalData.refusal).
  account_has_open_bookings:
    "You have bookings that are still to happen or under way. Cancel them, or wait until they are finished, then close your account.",
  account_is_company_admin:
    "You are the administrator of a company account. Ask the operator to close the company's account or to make someone else its administrator first.",
};

/**
 * The friendly message for a code: the catalogue's; for an unknown code, the code with
 * underscores replaced by spaces; with no code at all, "Unknown Error" (§8).
 */
/**
 * too_many_attempts_please_wait with how long (the answer's Retry-After): §8's message, then when
 * to try again, in seconds up to a minute and a half, else in whole minutes rounded up. Without a
 * usable wait, §8's message alone.
 */
export const waitMessage = (retryAfterSeconds: number | undefined): string => {
  const base = messageFor("too_many_attempts_please_wait");
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return base;
  const seconds = Math.ceil(retryAfterSeconds);
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds <= 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${base} You can try again in ${when}.`;
};

export const messageFor = (code: string | null | undefined): string => {
  if (code === null || code === undefined || code.trim() === "") return unknownErrorMessage;
  if (isKnown(code)) return messages[code] ?? code;
  return Object.hasOwn(extensionMessages, code) ? (extensionMessages[code] ?? code) : code.replaceAll("_", " ");
};

/** The form field a server error belongs to, so it shows as that field's validation feedback (§5). */
export const fieldFor = (code: string): "name" | "email" | "phone" | "password" | "otp" | undefined => {
  switch (code) {
    case "name_empty":
      return "name";
    case "email_empty":
    case "email_invalid":
    case "email_already_registered":
      return "email";
    case "number_empty":
    case "number_already_registered":
    case "number_not_registered":
    case "Invalid contact number":
      return "phone";
    case "password_invalid":
    case "password_empty":
      return "password";
    case "Invalid confirmation code":
    case "no_validation_record":
      return "otp";
    default:
      return undefined;
  }
};

/** What a response means for the app (§8 Handling). */
export type Outcome =
  | { readonly _tag: "Ok" }
  | { readonly _tag: "SignOut"; readonly reason: "invalid_token" | "unauthorised" }
  | { readonly _tag: "Failure"; readonly code: string | undefined; readonly message: string };

export interface Response {
  readonly status: number;
  readonly body: unknown;
}

const errorCodeOf = (body: unknown): string | undefined => {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const error = body.error;
  return typeof error === "string" && error !== "" ? error : undefined;
};

const failure = (code: string | undefined): Outcome => ({
  _tag: "Failure",
  code,
  message: messageFor(code),
});

/**
 * Reads a response: HTTP 401 and invalid_token sign out; no_error is ignored; any other error
 * code is a failure keeping the code with its friendly message (the caller tracks it); a
 * plain-string body is an error too (its text is the code); a non-2xx status without a code is
 * "Unknown Error" (§8).
 */
export const interpret = (response: Response): Outcome => {
  if (response.status === 401) return { _tag: "SignOut", reason: "unauthorised" };
  const plainString = typeof response.body === "string";
  const code = typeof response.body === "string" ? response.body.trim() : errorCodeOf(response.body);
  if (code === invalidToken) return { _tag: "SignOut", reason: "invalid_token" };
  if (code !== undefined && code !== "" && code !== noError) return failure(code);
  if (plainString && code !== noError) return failure(undefined);
  return response.status >= 200 && response.status < 300 ? { _tag: "Ok" } : failure(undefined);
};

/**
 * Error-reporting noise that is not reported (§8): network fetch failures, maps and the chat
 * socket. The spec names the families, not the patterns; these are the usual browser texts.
 */
export const ignoredErrorPatterns: ReadonlyArray<RegExp> = [
  /^(TypeError: )?Failed to fetch$/i,
  /NetworkError when attempting to fetch resource/i,
  /^(TypeError: )?Load failed$/i,
  /^Network Error$/i,
  /google is not defined|maps\.googleapis\.com|Google Maps/i,
  /WebSocket|socket\.io/i,
];

export const isIgnoredError = (message: string): boolean =>
  ignoredErrorPatterns.some((pattern) => pattern.test(message));
