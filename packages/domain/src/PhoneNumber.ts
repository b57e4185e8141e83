/**
 * Phone numbers the way people read them (spec §9, default dial code +44), with libphonenumber-js:
 * the support number in the footer, numbers in forms and lists. A number of a
 * country whose plan is shipped (PhoneMetadata.generated.ts: the forms' dial codes) is written
 * internationally, grouped as its regulator groups it: "+44 23 8049 6000", "+353 1 234 5678",
 * "+33 1 23 45 67 89", "+1 202 555 0142".
 *
 * Why the library now: the first version grouped UK numbers by hand to keep ~150 kB of metadata
 * off the first page. Since then PhoneNumberPlan checks numbers with libphonenumber-js/core and a
 * 3.5 kB subset of its metadata, so the forms' pages carry the library anyway, and one set of
 * plans now decides both whether a number is a number and how it is written. The footer is on
 * every page and the tracking page's budget is tight, so the web loads this module lazily there
 * (components/PhoneLink.tsx) and neither first load carries the library.
 *
 * Decisions:
 * - A number without a country code is read as a UK one ("023 8049 6000", "0044 23 8049 6000"),
 *   as §9's default dial code says.
 * - Only valid numbers are regrouped: "(202) 555-0142" typed without +1 is no UK number, and
 *   writing it "+44 20 2555 0142" would send the reader to the wrong country.
 * - Ofcom's drama ranges 07700 900xxx (mobile, the spec's own example and the sandbox's fixtures)
 *   and 01632 960xxx (fixed line) are refused by libphonenumber, as no phone has such a number,
 *   but are written as UK numbers (PhoneNumberPlan takes the mobile range as a number too).
 * - Anything else (words, a country whose plan is not shipped, an invalid number) is shown
 *   trimmed as given: the reader still sees what the operator configured.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/core";
import { metadata } from "./PhoneMetadata.generated.ts";
import { dialHref } from "./TelLink.ts";

const ofcomDrama = /^\+44(?:7700900|1632960)\d{3}$/;

/** The parsed number when it is one to regroup (valid, or in Ofcom's drama ranges); else undefined. */
const readable = (typed: string): PhoneNumber | undefined => {
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: "GB" }, metadata);
  if (parsed === undefined) return undefined;
  return parsed.isValid() || ofcomDrama.test(parsed.number) ? parsed : undefined;
};

/** A number for reading: "+44 23 8049 6000" for a number of a shipped plan, else trimmed as given. */
export const formatForReading = (typed: string): string => readable(typed)?.formatInternational() ?? typed.trim();

/** The number for a tel: link: E.164 when it is read as above, else the typed digits (and plus). */
export const telHref = (typed: string): string => {
  const number = readable(typed)?.number;
  return number === undefined ? dialHref(typed) : `tel:${number}`;
};
