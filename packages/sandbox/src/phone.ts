/**
 * Phone numbers as the sign-up, sign-in and booking forms send them: E.164 ("+447700900123"),
 * national ("07700 900123"), without the trunk zero ("7700900123", with the default +44 of spec
 * §9) or with a separate dial code. Everything is stored and compared in E.164. The rules are the
 * domain's: AccountForms.toE164 (with the country's numbering plan, PhoneNumberPlan) and
 * PhoneNumber.formatForReading.
 */
import * as AccountForms from "@cabline/domain/AccountForms";
import * as PhoneNumber from "@cabline/domain/PhoneNumber";

/**
 * E.164 for a typed number, or undefined when it cannot be a phone number: the domain's rule, the
 * one the web's and the CLI's forms check before sending. `dial` is a dial code ("+44") or a
 * country ("GB"); it defaults to the login default +44.
 */
export const toE164 = (typed: string, dial?: string): string | undefined => AccountForms.toE164(typed, dial);

/** "+44 7700 900123" for messages. */
export const display = (e164: string): string => PhoneNumber.formatForReading(e164);

/** "+44 7700 900•••": what a passenger sees of the driver's number. */
export const masked = (e164: string): string => `${display(e164).slice(0, -3)}•••`;
