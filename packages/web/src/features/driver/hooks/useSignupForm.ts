// The driver application's form state (spec §2 /driver-signup): values kept in this tab's session
// storage as they are typed (never the passwords), presence checks before sending, and the
// request in the contract's shape (Driver.DriverSignup).
import type * as Driver from "@cabline/domain/Driver";
import * as DriverRules from "@cabline/domain/Driver";
import { Schema } from "effect";
import { useState } from "react";
import { signupForm } from "../signup-messages.ts";

export type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  licensing_authority: string;
  badge_number: string;
  badge_expires: string;
  dvla_licence_number: string;
  dvla_licence_expires: string;
  dbs_certificate_number: string;
  dbs_issued: string;
  make: string;
  model: string;
  colour: string;
  registration: string;
  seats: string;
  wheelchair: boolean;
  password: string;
  confirmPassword: string;
  acceptPolicy: boolean;
};

export type SignupField = keyof SignupValues;

const storageKey = "cabline.driver.application";
const empty: SignupValues = {
  firstName: "",
  lastName: "",
  email: "",
  countryCode: "+44",
  phoneNumber: "",
  licensing_authority: "",
  badge_number: "",
  badge_expires: "",
  dvla_licence_number: "",
  dvla_licence_expires: "",
  dbs_certificate_number: "",
  dbs_issued: "",
  make: "",
  model: "",
  colour: "",
  registration: "",
  seats: "4",
  wheelchair: false,
  password: "",
  confirmPassword: "",
  acceptPolicy: false,
};

/** True for a field of the form (a key of `empty`, which has every field). */
export const isSignupField = (key: string): key is SignupField => Object.hasOwn(empty, key);

const text = Schema.optionalKey(Schema.String);
const choice = Schema.optionalKey(Schema.Boolean);
/** What keep() stores: every value but the passwords (one missing, as a field added since, stays empty). */
const Kept = Schema.Struct({
  firstName: text,
  lastName: text,
  email: text,
  countryCode: text,
  phoneNumber: text,
  licensing_authority: text,
  badge_number: text,
  badge_expires: text,
  dvla_licence_number: text,
  dvla_licence_expires: text,
  dbs_certificate_number: text,
  dbs_issued: text,
  make: text,
  model: text,
  colour: text,
  registration: text,
  seats: text,
  wheelchair: choice,
  acceptPolicy: choice,
});
const decodeKept = Schema.decodeUnknownResult(Schema.fromJsonString(Kept));

/** The values this tab kept; the empty form when there are none, or they are not the form's. */
function restore(): SignupValues {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const kept = raw === null ? undefined : decodeKept(raw);
    return kept?._tag === "Success" ? { ...empty, ...kept.success, password: "", confirmPassword: "" } : empty;
  } catch {
    return empty;
  }
}

function keep(values: SignupValues) {
  try {
    const { password: _p, confirmPassword: _c, ...rest } = values;
    window.sessionStorage.setItem(storageKey, JSON.stringify(rest));
  } catch {
    // Storage blocked: the form keeps its values until the page is left.
  }
}

export function forgetApplication() {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing kept.
  }
}

const required: ReadonlyArray<
  Exclude<SignupField, Driver.LicenceField | "colour" | "wheelchair" | "countryCode" | "seats" | "acceptPolicy">
> = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "licensing_authority",
  "badge_number",
  "make",
  "model",
  "registration",
  "password",
  "confirmPassword",
];

/** True for a field the licence rule checks (a key of its messages, which name every such field). */
const isLicenceField = (key: string): key is Driver.LicenceField => Object.hasOwn(DriverRules.licenceMessages, key);

/**
 * What is missing or wrong, in the order of the form. The licence rule is the domain's (the server
 * applies the same); the other format rules are the server's (§5, §8).
 */
export function missing(values: SignupValues, today: string): Partial<Record<SignupField, string>> {
  const errors: Partial<Record<SignupField, string>> = {};
  for (const field of required) if (values[field].trim() === "") errors[field] = signupForm.required[field];
  const licence = DriverRules.licenceProblems(values, today);
  for (const [field, problem] of Object.entries(licence))
    if (isLicenceField(field)) errors[field] = DriverRules.licenceMessages[field][problem];
  const seats = Number(values.seats);
  if (!Number.isInteger(seats) || seats < 1 || seats > 16) errors.seats = signupForm.required.seats;
  if (errors.confirmPassword === undefined && values.confirmPassword !== values.password) {
    errors.confirmPassword = signupForm.required.mismatch;
  }
  if (!values.acceptPolicy) errors.acceptPolicy = signupForm.required.acceptPolicy;
  // In the order of the form (the order of `empty`), so the error summary reads top to bottom.
  const inOrder: Partial<Record<SignupField, string>> = {};
  for (const field of Object.keys(empty).filter(isSignupField)) {
    if (errors[field] !== undefined) inOrder[field] = errors[field];
  }
  return inOrder;
}

export function toRequest(values: SignupValues): Driver.DriverSignup {
  const colour = values.colour.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    countryCode: values.countryCode.trim() || "+44",
    phoneNumber: values.phoneNumber.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    acceptPolicy: values.acceptPolicy,
    licensing_authority: values.licensing_authority.trim(),
    badge_number: values.badge_number.trim(),
    badge_expires: values.badge_expires,
    dvla_licence_number: DriverRules.normaliseDvlaNumber(values.dvla_licence_number),
    dvla_licence_expires: values.dvla_licence_expires,
    dbs_certificate_number: values.dbs_certificate_number.replace(/\s+/g, ""),
    dbs_issued: values.dbs_issued,
    vehicle: {
      make: values.make.trim(),
      model: values.model.trim(),
      ...(colour === "" ? {} : { colour }),
      registration: values.registration.trim().toUpperCase(),
      seats: Number(values.seats),
      wheelchair_accessible: values.wheelchair,
    },
  };
}

/** Which field a §8 code of the sign-up call is about, to link the error summary to it. */
export function fieldOf(code: string | undefined): SignupField | undefined {
  if (code === undefined) return undefined;
  if (code.startsWith("email")) return "email";
  if (code.startsWith("number") || code === "Invalid contact number") return "phoneNumber";
  if (code.startsWith("password")) return "password";
  if (code === "name_empty") return "firstName";
  return undefined;
}

export function useSignupForm() {
  const [values, setValues] = useState<SignupValues>(restore);
  const set = <K extends SignupField>(field: K, value: SignupValues[K]) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      keep(next);
      return next;
    });
  return { values, set };
}
