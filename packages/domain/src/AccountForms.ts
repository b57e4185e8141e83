/**
 * The account forms' own rules (spec §3 "Sign-up and sign-in form values", §5 "An invalid
 * password at sign-up shows a message specific to the password", §9 default login dial code
 * +44): what each field needs before a call is worth making, the number as the API takes it
 * (E.164 from a dial code and what was typed), and when a code may be sent again. The server
 * stays the judge (its §8 codes are shown beside the fields, ErrorCatalogue.fieldFor); these
 * checks only spare the user a round trip. §5 leaves the client-side rules unshown; these follow
 * the sandbox, which refuses passwords under 8 characters.
 */
import * as Constants from "./Constants.ts";
import * as PhoneNumber from "./PhoneNumber.ts";
import * as PhoneNumberPlan from "./PhoneNumberPlan.ts";

/** The shortest password the dispatch API accepts (password_invalid below it). */
export const minimumPasswordLength = 8;

/** The dial codes offered beside a phone number; +44 first (§9). */
export const dialCodes: ReadonlyArray<{ readonly code: string; readonly country: string; readonly short: string }> = [
  { code: "+44", country: "United Kingdom", short: "UK" },
  { code: "+353", country: "Ireland", short: "IE" },
  { code: "+33", country: "France", short: "FR" },
  { code: "+49", country: "Germany", short: "DE" },
  { code: "+34", country: "Spain", short: "ES" },
  { code: "+1", country: "United States and Canada", short: "US" },
];

export const messages = {
  firstName: "Enter your first name",
  lastName: "Enter your last name",
  name: "Enter your name",
  email: "Enter your e-mail address",
  emailFormat: "Enter an e-mail address in the correct format, like name@example.com",
  phone: "Enter your mobile number",
  phoneFormat: "Enter a mobile number in the correct format, like 07700 900123",
  password: "Enter a password",
  passwordLength: `Your password must be at least ${minimumPasswordLength} characters`,
  confirmPassword: "Enter your password again",
  passwordsDiffer: "The passwords do not match",
  acceptPolicy: "Confirm that you accept the terms and the privacy policy",
  code: "Enter the code we sent you",
  codeFormat: "The code is the 6 digits in the text message",
  company: "Enter your company name",
} as const;

/** One problem with one field, in the order the fields appear (for the error summary). */
export interface Problem<F extends string = string> {
  readonly field: F;
  readonly message: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest e-mail address there is (RFC 5321's path limit); Validation.limits uses it too. */
export const emailMaxLength = 254;

export const isEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= emailMaxLength && emailPattern.test(trimmed);
};

/**
 * The dial code for what a form or an API client sends beside a number: a dial code ("+44") as
 * it is, or a country of `dialCodes` by its short name or ISO code ("UK", "GB", "IE"); anything
 * else is the login default +44 (spec §9).
 */
export const dialCodeOf = (dialOrCountry: string): string => {
  if (/^\+[1-9]\d{0,3}$/.test(dialOrCountry)) return dialOrCountry;
  const upper = dialOrCountry.trim().toUpperCase();
  const country = upper === "GB" ? "UK" : upper;
  return dialCodes.find((entry) => entry.short === country)?.code ?? Constants.defaultLoginDialCode;
};

/**
 * The number in E.164 ("+447700900123") from a dial code and what was typed: spaces, brackets
 * and dashes ignored; a typed "+" or "00" prefix wins over the dial code; a trunk zero is dropped.
 * Undefined when it cannot be a phone number of its country's plan (PhoneNumberPlan).
 */
export const toE164 = (typed: string, dialCode: string = Constants.defaultLoginDialCode): string | undefined => {
  // dialCode: "+44", or a country the dial-code list knows ("GB"), as dialCodeOf reads it.
  const compact = typed.replace(/[\s().-]/g, "");
  if (compact === "") return undefined;
  const prefix = dialCodeOf(dialCode);
  const e164 = compact.startsWith("+")
    ? compact
    : compact.startsWith("00")
      ? `+${compact.slice(2)}`
      : `${prefix}${compact.startsWith("0") ? compact.slice(1) : compact}`;
  return PhoneNumberPlan.checkedE164(e164);
};

/** The name the API keeps: first and last name, trimmed, one space between. */
export const fullName = (firstName: string, lastName: string): string =>
  [firstName.trim(), lastName.trim()].filter((part) => part !== "").join(" ");

const required = <F extends string>(field: F, value: string, message: string): ReadonlyArray<Problem<F>> =>
  value.trim() === "" ? [{ field, message }] : [];

export const checkEmail = (email: string): ReadonlyArray<Problem<"email">> =>
  email.trim() === ""
    ? [{ field: "email", message: messages.email }]
    : isEmail(email)
      ? []
      : [{ field: "email", message: messages.emailFormat }];

export const checkPhone = (dialCode: string, phoneNumber: string): ReadonlyArray<Problem<"phoneNumber">> =>
  phoneNumber.trim() === ""
    ? [{ field: "phoneNumber", message: messages.phone }]
    : toE164(phoneNumber, dialCode) === undefined
      ? [{ field: "phoneNumber", message: messages.phoneFormat }]
      : [];

/** A new password and its confirmation: the password's own message first (§5). */
export const checkNewPassword = (
  password: string,
  confirmPassword: string,
): ReadonlyArray<Problem<"password" | "confirmPassword">> => {
  if (password === "") return [{ field: "password", message: messages.password }];
  if (password.length < minimumPasswordLength) return [{ field: "password", message: messages.passwordLength }];
  if (confirmPassword === "") return [{ field: "confirmPassword", message: messages.confirmPassword }];
  if (confirmPassword !== password) return [{ field: "confirmPassword", message: messages.passwordsDiffer }];
  return [];
};

export type SignUpField =
  "firstName" | "lastName" | "email" | "phoneNumber" | "password" | "confirmPassword" | "acceptPolicy";

export interface SignUpValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptPolicy: boolean;
}

/** Every problem of the sign-up form, in the form's order; empty when a code may be sent. */
export const checkSignUp = (values: SignUpValues): ReadonlyArray<Problem<SignUpField>> => [
  ...required("firstName", values.firstName, messages.firstName),
  ...required("lastName", values.lastName, messages.lastName),
  ...checkEmail(values.email),
  ...checkPhone(values.countryCode, values.phoneNumber),
  ...checkNewPassword(values.password, values.confirmPassword),
  ...(values.acceptPolicy ? [] : [{ field: "acceptPolicy" as const, message: messages.acceptPolicy }]),
];

/** A one-time code as typed: digits only (spaces from copying the text ignored), 4 to 8 of them. */
export const checkCode = (code: string): ReadonlyArray<Problem<"code">> => {
  const digits = code.replace(/\s/g, "");
  if (digits === "") return [{ field: "code", message: messages.code }];
  return /^\d{4,8}$/.test(digits) ? [] : [{ field: "code", message: messages.codeFormat }];
};

/** The code without the spaces people type or paste into it. */
export const normaliseCode = (code: string): string => code.replace(/\s/g, "");

/**
 * Seconds until another code may be asked for: the server's resend_after_seconds counted from
 * when the code was sent (a `too_many_attempts_please_wait` answer restarts the wait), never
 * negative, rounded up so the countdown reaches 0 only when sending is allowed.
 */
export const resendSecondsLeft = (sentAtMs: number, resendAfterSeconds: number, nowMs: number): number =>
  Math.max(0, Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000));

/** The wait the server asks for when it does not say: one minute, as the sandbox. */
export const defaultResendAfterSeconds = 60;

/** An E.164 number the way people read it: "+44 7700 900123" (PhoneNumber.formatForReading). */
export const displayNumber = (e164: string): string => PhoneNumber.formatForReading(e164);

export type BusinessSignUpField = "companyName" | SignUpField;

/** The business sign-up form (spec §2 /business-signup): the company, then the person as at sign-up. */
export const checkBusinessSignUp = (
  values: SignUpValues & { readonly companyName: string },
): ReadonlyArray<Problem<BusinessSignUpField>> => [
  ...required("companyName", values.companyName, messages.company),
  ...checkSignUp(values),
];

export type InvitationField = "name" | "phoneNumber" | "password" | "confirmPassword";

/** Joining a company by invitation without an account: a name, a mobile number and a password. */
export const checkInvitationDetails = (values: {
  readonly name: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
  readonly password: string;
  readonly confirmPassword: string;
}): ReadonlyArray<Problem<InvitationField>> => [
  ...required("name", values.name, messages.name),
  ...checkPhone(values.countryCode, values.phoneNumber),
  ...checkNewPassword(values.password, values.confirmPassword),
];
