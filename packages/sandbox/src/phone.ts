/**
 * Phone numbers as the sign-up, sign-in and booking forms send them: E.164 ("+447700900123"),
 * national ("07700 900123"), without the trunk zero ("7700900123", with the default +44 of spec
 * §9) or with a separate dial code. Everything is stored and compared in E.164.
 */
import { Constants } from "@cabline/domain";

const dialCodes: Readonly<Record<string, string>> = {
  GB: "+44",
  IE: "+353",
  FR: "+33",
  US: "+1",
  DE: "+49",
  ES: "+34",
};

/**
 * E.164 for a typed number, or undefined when it cannot be a phone number. `dial` is a dial code
 * ("+44") or an ISO country ("GB"); it defaults to the login default +44.
 */
export const toE164 = (typed: string, dial: string = Constants.defaultLoginDialCode): string | undefined => {
  const compact = typed.replace(/[\s().-]/g, "");
  if (compact === "") return undefined;
  const prefix = dial.startsWith("+") ? dial : (dialCodes[dial.toUpperCase()] ?? Constants.defaultLoginDialCode);
  let e164: string;
  if (compact.startsWith("+")) e164 = compact;
  else if (compact.startsWith("00")) e164 = `+${compact.slice(2)}`;
  else if (compact.startsWith("0")) e164 = `${prefix}${compact.slice(1)}`;
  else e164 = `${prefix}${compact}`;
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) return undefined;
  // UK numbers have 10 digits after +44.
  if (e164.startsWith("+44") && e164.length !== 13) return undefined;
  return e164;
};

/** "+44 7700 900123" for messages. */
export const display = (e164: string): string =>
  e164.startsWith("+44") && e164.length === 13 ? `+44 ${e164.slice(3, 7)} ${e164.slice(7)}` : e164;

/** "+44 7700 900•••": what a passenger sees of the driver's number. */
export const masked = (e164: string): string => `${display(e164).slice(0, -3)}•••`;
