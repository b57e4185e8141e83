// The limits alone: the sandbox and the CLI read them as Validation.limits; the booking form
// imports this module for its fields' maxLength, so the validation itself loads only when the
// form is used, and the booking page's first load stays small.
import * as AccountForms from "./AccountForms.ts";

/**
 * Limits on what one booking may carry, and on a cancellation reason, the same in the contract
 * (maxItems, maxLength) so Prism and the adapters refuse what the server would. Chosen the way
 * dispatch systems bound a job: a driver's screen shows the stops and notes in one view, and a
 * private-hire operator prices and licenses journeys, not open-ended tours.
 * - 10 via stops: school runs, crew changes and multi-drop office trips stay within it, while
 *   consumer apps allow far fewer (Uber 3); more stops is a coach or courier job the operator
 *   quotes by hand.
 * - Names 100 characters (a full name with titles; e-mail's own limit is 254).
 * - Notes 1000 characters: a paragraph of access directions; a driver reads it at the kerb.
 * - Room, reference, PO number, cost centre 100 characters.
 * - Pickup at most 365 days ahead: operators publish a year's tariff and cannot promise a car
 *   further out (the year 9999 was accepted).
 * - A place (spec §3 Location), from the maps port: its description and street line 300
 *   characters (a full UK address with building, street, locality, town and postcode is under
 *   150; PAF lines are 60 at most, and a dispatch screen shows one line); its place id 1000
 *   (Google's are opaque, usually under 300); its postcode 10 (a UK postcode is 8 with the
 *   space); at most 20 place types of at most 50 characters (Google's type table: a place carries
 *   a handful, the longest name is under 40).
 * - A stop's person (spec §3 StopUser) is a passenger name: 100 characters.
 * - A flight number 10 characters: an IATA number is at most 7 ("BA2490A"), with room for spaces.
 */
export const limits = {
  /** A cancellation reason: one line, as in the passenger's cancellation e-mail. */
  cancellationReasonLength: 200,
  viaStops: 10,
  nameLength: 100,
  notesLength: 1000,
  referenceLength: 100,
  emailLength: AccountForms.emailMaxLength,
  pickupDaysAhead: 365,
  addressLength: 300,
  placeIdLength: 1000,
  postCodeLength: 10,
  placeTypes: 20,
  placeTypeLength: 50,
  flightNumberLength: 10,
} as const;
