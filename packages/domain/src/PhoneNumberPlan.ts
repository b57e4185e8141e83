/**
 * Whether a number is a phone number, by its country's numbering plan (libphonenumber-js instead of
 * hand-written rules; spec §3 sign-up and sign-in values, §9 default dial code +44). The plans
 * shipped are those of the dial codes the forms offer (PhoneMetadata.generated.ts, from
 * libphonenumber-js's full metadata by scripts/phone-metadata.mjs).
 *
 * Decisions, as UK dispatch systems take numbers:
 * - A number of an offered country must be a real number of that country's plan (fixed line or
 *   mobile, any type: a passenger may give a landline for the driver to call).
 * - Ofcom reserves 07700 900000-900999 for drama. libphonenumber refuses it, as no phone has such
 *   a number, but the spec's own example ("like 07700 900123") and every fixture of the sandbox
 *   use it, so it is taken as a UK mobile.
 * - A number typed with another country's code (+61...) is checked for E.164's shape only: the
 *   browser does not carry every country's plan, and the dispatch API is the judge of the rest.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { metadata } from "./PhoneMetadata.generated.ts";

const e164Shape = /^\+[1-9]\d{7,14}$/;
const ofcomDramaMobile = /^\+447700900\d{3}$/;

/** True when the E.164 number's calling code is one whose plan is shipped (+44, +353, +33, +49, +34, +1). */
const planned = (e164: string): boolean =>
  Object.keys(metadata.country_calling_codes).some((code) => e164.startsWith(`+${code}`));

/**
 * The number, in E.164, when it can be a phone number; undefined when not. `candidate` is a typed
 * number already written with its calling code ("+447700900123").
 */
export const checkedE164 = (candidate: string): string | undefined => {
  if (!e164Shape.test(candidate)) return undefined;
  if (ofcomDramaMobile.test(candidate)) return candidate;
  if (!planned(candidate)) return candidate;
  const parsed = parsePhoneNumberFromString(candidate, metadata);
  return parsed?.isValid() === true ? parsed.number : undefined;
};
