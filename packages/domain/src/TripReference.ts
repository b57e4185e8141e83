/**
 * How the address of a trip page names the trip (spec §2 /trips/{id}, /previous-bookings/
 * {bookingId}, /business/trips/{id}, /business/trips/edit). The spec gives the route but not what
 * the id is; every trip page reads it by this one rule:
 *
 * - Digits only, no sign or leading zero, at most 16 of them (a safe integer): the trip's number,
 *   the `id` of one of its legs, as the lists show it ("Trip 48006"). Either leg's number opens
 *   the trip. A number is looked up in the viewer's own lists only (a consumer's bookings, a
 *   business account's trips as its membership sees them): numbers can be guessed, so one that
 *   is not in those lists is "not found", whoever's trip it is.
 * - A booking token (the contract's pattern `^[A-Za-z0-9_-]{22,}$`): the unguessable credential
 *   of /t, /pay and /manage, answered by getBooking for whoever holds it, so it opens the trip
 *   directly.
 * - Anything else names no trip: the page says so without asking the dispatch API.
 *
 * The two never overlap: a number has at most 16 characters, a token at least 22.
 */
import type * as Booking from "./Booking.ts";

export type TripReference =
  { readonly _tag: "Number"; readonly id: number } | { readonly _tag: "Token"; readonly token: string };

const numberPattern = /^[1-9][0-9]{0,15}$/;
/** The contract's booking_token pattern (getBooking's parameter). */
const tokenPattern = /^[A-Za-z0-9_-]{22,}$/;

/** What an address segment or query value names, or undefined when it names no trip. */
export const parse = (raw: string | null | undefined): TripReference | undefined => {
  if (raw === null || raw === undefined) return undefined;
  if (numberPattern.test(raw)) {
    const id = Number(raw);
    return Number.isSafeInteger(id) ? { _tag: "Number", id } : undefined;
  }
  return tokenPattern.test(raw) ? { _tag: "Token", token: raw } : undefined;
};

/** Whether a leg from a list is the trip the reference names. */
export const matches = (reference: TripReference, booking: Booking.Booking): boolean =>
  reference._tag === "Number" ? booking.id === reference.id : booking.booking_token === reference.token;
