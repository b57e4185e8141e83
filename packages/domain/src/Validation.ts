/**
 * Booking validation (spec §5). Results are values: a list of issues, each naming the field and
 * the tab it belongs to, empty when the booking is valid. Nothing here throws.
 */
import type * as BookingForm from "./BookingForm.ts";
import * as Location from "./Location.ts";
import * as ReturnJourney from "./ReturnJourney.ts";
import * as RideAvailability from "./RideAvailability.ts";

export { Issue, Rule } from "./ValidationIssue.ts";
import type { Issue, Rule } from "./ValidationIssue.ts";
import { limits } from "./Limits.ts";

export const messages = {
  pickupId: "Choose the pickup address from the suggestions.",
  dropOffId: "Choose the drop-off address from the suggestions.",
  stopId: (n: number): string => `Choose via stop ${n} from the suggestions, or remove it.`,
  pickupRequired: "Enter a pickup address.",
  dropRequired: "Enter a drop-off address.",
  rideTypeRequired: "Please select a ride type.",
  passengersInvalid: "Enter the number of passengers (at least 1).",
  luggageInvalid: "Enter the number of luggage items (0 or more).",
  tooManyPassengers: (seats: number): string => `This ride type seats at most ${seats} passengers.`,
  tooMuchLuggage: (maxLuggage: number): string => `This ride type takes at most ${maxLuggage} luggage items.`,
  pickupTimePassed: "That pickup time has passed. Choose a later time, or As soon as possible.",
  returnBeforeOutbound: ReturnJourney.beforeOutboundMessage,
} as const;

const issue = (tab: ReturnJourney.Tab, field: string, rule: Rule, message: string): Issue => ({
  tab,
  field,
  rule,
  message,
});

export { limits } from "./Limits.ts";

export const limitMessages = {
  tooManyStops: `A journey has at most ${limits.viaStops} via stops.`,
  tooLong: (label: string, max: number): string => `${label}: at most ${max} characters.`,
  tooFarAhead: `Pickups can be booked at most ${limits.pickupDaysAhead} days ahead.`,
  placeTypes: `Place types: at most ${limits.placeTypes}, each at most ${limits.placeTypeLength} characters.`,
} as const;

/** What the limits look at in one place of a leg (a Location, or a Stop with its person), as sent. */
export interface PlaceExtent {
  readonly description?: string | undefined;
  readonly address?: string | undefined;
  readonly id?: string | undefined;
  readonly postCode?: string | undefined;
  /** The place types as sent: their number and each one's length count. */
  readonly types?: ReadonlyArray<unknown> | undefined;
  /** The name of the person a destination carries (StopUser.name). */
  readonly userName?: string | undefined;
}

/** What the limits look at in one leg: counts, texts as typed, and the pickup instant. */
export interface LegExtent {
  /** Drop-off and vias together (the contract's destinations). */
  readonly destinations?: number | undefined;
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly notes?: string | undefined;
  readonly room?: string | undefined;
  readonly reference?: string | undefined;
  readonly poNumber?: string | undefined;
  readonly costCentre?: string | undefined;
  /** Epoch milliseconds. */
  readonly pickupTime?: number | undefined;
  readonly flightNumber?: string | undefined;
  readonly pickup?: PlaceExtent | undefined;
  /** Drop-off and vias, in order (issues name them destinations.0, destinations.1, ...). */
  readonly stops?: ReadonlyArray<PlaceExtent> | undefined;
}

/**
 * More than `max` characters (code points, not UTF-16 units)? Decided from the string's length
 * alone when that settles it, so a multi-megabyte text is refused without being walked.
 */
const longerThan = (text: string, max: number): boolean => {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  return [...text].length > max;
};

const placeIssues = (tab: ReturnJourney.Tab, field: string, place: PlaceExtent): ReadonlyArray<Issue> => {
  const texts: ReadonlyArray<readonly [string | undefined, string, number]> = [
    [place.description, "Address", limits.addressLength],
    [place.address, "Address", limits.addressLength],
    [place.id, "Place id", limits.placeIdLength],
    [place.postCode, "Postcode", limits.postCodeLength],
    [place.userName, "Name", limits.nameLength],
  ];
  const issues: Array<Issue> = [];
  for (const [value, label, max] of texts) {
    if (typeof value === "string" && longerThan(value, max)) {
      issues.push(issue(tab, field, "too_long", limitMessages.tooLong(label, max)));
    }
  }
  const types = place.types;
  if (
    types !== undefined &&
    (types.length > limits.placeTypes ||
      types.some((type) => typeof type === "string" && longerThan(type, limits.placeTypeLength)))
  ) {
    issues.push(issue(tab, field, "too_long", limitMessages.placeTypes));
  }
  return issues;
};

/** The limits one leg breaks, as issues (empty when within every limit). */
export const validateLimits = (tab: ReturnJourney.Tab, leg: LegExtent, nowMs: number): ReadonlyArray<Issue> => {
  const issues: Array<Issue> = [];
  if (leg.destinations !== undefined && leg.destinations - 1 > limits.viaStops) {
    issues.push(issue(tab, "destinations", "too_many_stops", limitMessages.tooManyStops));
  }
  const texts: ReadonlyArray<readonly [keyof LegExtent, string, number]> = [
    ["name", "Name", limits.nameLength],
    ["email", "E-mail address", limits.emailLength],
    ["notes", "Notes", limits.notesLength],
    ["room", "Room", limits.referenceLength],
    ["reference", "Reference", limits.referenceLength],
    ["poNumber", "PO number", limits.referenceLength],
    ["costCentre", "Cost centre", limits.referenceLength],
    ["flightNumber", "Flight number", limits.flightNumberLength],
  ];
  for (const [field, label, max] of texts) {
    const value = leg[field];
    if (typeof value === "string" && longerThan(value, max)) {
      issues.push(issue(tab, field, "too_long", limitMessages.tooLong(label, max)));
    }
  }
  if (leg.pickup !== undefined) issues.push(...placeIssues(tab, "pickup", leg.pickup));
  // Only the stops within the limit are looked at: beyond it the count alone refuses the leg.
  (leg.stops ?? [])
    .slice(0, limits.viaStops + 1)
    .forEach((stop, index) => issues.push(...placeIssues(tab, `destinations.${index}`, stop)));
  if (leg.pickupTime !== undefined && leg.pickupTime > nowMs + limits.pickupDaysAhead * 86_400_000) {
    issues.push(issue(tab, "dateTime", "too_far_ahead", limitMessages.tooFarAhead));
  }
  return issues;
};

const consumerField: Readonly<Record<string, string>> = { dateTime: "date", destinations: "drop" };

/**
 * The consumer form's limits before it is priced or booked: the same
 * `validateLimits` the sandbox applies on arrival, on the form's own fields, so the web and the
 * CLI say what the server would refuse. Issues name the form's fields: a journey's `notes`,
 * `date` (the pickup) and `drop` (too many stops); the booker's `name`, `email`, `room` and
 * `reference` on the outbound.
 */
export const validateBookingFormLimits = (
  form: BookingForm.BookingForm,
  nowMs: number,
  booker: { readonly signedIn: boolean } = { signedIn: false },
): ReadonlyArray<Issue> => {
  // A signed-in user's own name and e-mail are the profile's: the form does not send them.
  const ownDetails = booker.signedIn && !form.bookingForSomeoneElse;
  const leg = (tab: ReturnJourney.Tab, journey: BookingForm.Journey, extra: LegExtent): ReadonlyArray<Issue> =>
    validateLimits(
      tab,
      {
        destinations: 1 + journey.additionalStops.length,
        notes: journey.notes,
        ...(tab === "outbound" && form.asap ? {} : { pickupTime: journey.date }),
        ...extra,
      },
      nowMs,
    ).map((found) => ({ ...found, field: consumerField[found.field] ?? found.field }));
  return [
    ...leg("outbound", form.outbound, {
      ...(ownDetails
        ? {}
        : {
            name: form.bookingForSomeoneElse ? form.leadPassengerName : form.name,
            email: form.bookingForSomeoneElse ? form.leadPassengerEmail : form.email,
          }),
      room: form.room,
      reference: form.reference,
    }),
    ...(form.returnEnabled ? leg("return", form.returnJourney, {}) : []),
  ];
};

/** The issues of each leg a booking sends: the outbound, and the return once it is added (§4). */
export const eachLeg = <Journey>(
  booking: { readonly outbound: Journey; readonly returnEnabled: boolean; readonly returnJourney: Journey },
  check: (tab: ReturnJourney.Tab, journey: Journey) => ReadonlyArray<Issue>,
): ReadonlyArray<Issue> => [
  ...check("outbound", booking.outbound),
  ...(booking.returnEnabled ? check("return", booking.returnJourney) : []),
];

export const isValid = (issues: ReadonlyArray<Issue>): boolean => issues.length === 0;

/**
 * Passengers must be a whole number of at least 1 and luggage a whole number of at least 0;
 * with a ride type, passengers must not exceed numSeats and luggage must not exceed max_luggage
 * (§5). Without a ride type the issue is that none is selected.
 */
export const validateCapacity = (
  tab: ReturnJourney.Tab,
  load: RideAvailability.Load,
  rideType: RideAvailability.RideType | undefined,
  rideField = "rideType",
): ReadonlyArray<Issue> => {
  const issues: Array<Issue> = [];
  if (!Number.isInteger(load.passengers) || load.passengers < 1) {
    issues.push(issue(tab, "passengers", "passengers_invalid", messages.passengersInvalid));
  }
  if (!Number.isInteger(load.luggage) || load.luggage < 0) {
    issues.push(issue(tab, "luggage", "luggage_invalid", messages.luggageInvalid));
  }
  if (rideType === undefined) {
    issues.push(issue(tab, rideField, "ride_type_required", messages.rideTypeRequired));
    return issues;
  }
  if (load.passengers > rideType.numSeats) {
    issues.push(issue(tab, "passengers", "too_many_passengers", messages.tooManyPassengers(rideType.numSeats)));
  }
  if (load.luggage > rideType.max_luggage) {
    issues.push(issue(tab, "luggage", "too_much_luggage", messages.tooMuchLuggage(rideType.max_luggage)));
  }
  return issues;
};

/** A return needs a pickup and a drop (§5). */
export const validateReturnPlaces = (
  pickup: Location.Location | null,
  drop: Location.Location | null,
  dropField = "drop",
): ReadonlyArray<Issue> => [
  ...(Location.isPresent(pickup) ? [] : [issue("return", "pickup", "pickup_required", messages.pickupRequired)]),
  ...(Location.isPresent(drop) ? [] : [issue("return", dropField, "drop_required", messages.dropRequired)]),
];

/** Quick-book and cruise-book need a drop-off with an id (§5). */
export const validateQuickBook = (journey: { readonly dropoff: Location.Location | null }): ReadonlyArray<Issue> =>
  Location.hasId(journey.dropoff) ? [] : [issue("outbound", "dropoff", "drop_off_id_required", messages.dropOffId)];

// One issue per place: a return missing the place entirely says so (§5 "a return needs a
// pickup and a drop"); otherwise the place must have been picked, so it has an id.
export const pickedPlace = (
  tab: ReturnJourney.Tab,
  field: string,
  location: Location.Location | null,
  place: "pickup" | "drop",
): ReadonlyArray<Issue> => {
  if (Location.hasId(location)) return [];
  if (tab === "return" && !Location.isPresent(location)) {
    return place === "pickup"
      ? [issue(tab, field, "pickup_required", messages.pickupRequired)]
      : [issue(tab, field, "drop_required", messages.dropRequired)];
  }
  return place === "pickup"
    ? [issue(tab, field, "pickup_id_required", messages.pickupId)]
    : [issue(tab, field, "drop_off_id_required", messages.dropOffId)];
};

const validateConsumerJourney = (
  tab: ReturnJourney.Tab,
  journey: BookingForm.Journey,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): ReadonlyArray<Issue> => [
  ...(tab === "return"
    ? validateReturnPlaces(journey.pickup, journey.drop)
    : [
        ...(Location.isPresent(journey.pickup)
          ? []
          : [issue(tab, "pickup", "pickup_required", messages.pickupRequired)]),
        ...(Location.isPresent(journey.drop) ? [] : [issue(tab, "drop", "drop_required", messages.dropRequired)]),
      ]),
  ...validateCapacity(tab, journey, RideAvailability.findById(rideTypes, journey.rideType)),
];

/**
 * The consumer form: a pickup and a drop on the outbound and (when added) the return, and a
 * ride type that carries the party (§5).
 */
export const validateBookingForm = (
  form: BookingForm.BookingForm,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): ReadonlyArray<Issue> => eachLeg(form, (tab, journey) => validateConsumerJourney(tab, journey, rideTypes));

/** Issues as the form's `errors` record, keyed "tab.field"; the first message per field wins. */
export const errorsByField = (issues: ReadonlyArray<Issue>): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {};
  for (const { tab, field, message } of issues) errors[`${tab}.${field}`] ??= message;
  return errors;
};

/**
 * Before the consumer form is priced or booked, each address typed must have been picked from
 * the suggestions, so that it has an id (§3 Location, §5): a pickup or drop that is present but
 * only typed is an issue, on the outbound and (when added) the return. Empty places are
 * validateBookingForm's.
 */
export const validatePickedPlaces = (form: BookingForm.BookingForm): ReadonlyArray<Issue> => {
  const picked = (tab: ReturnJourney.Tab, journey: BookingForm.Journey): ReadonlyArray<Issue> => [
    ...(Location.isPresent(journey.pickup) && !Location.hasId(journey.pickup)
      ? [issue(tab, "pickup", "pickup_id_required", messages.pickupId)]
      : []),
    ...(Location.isPresent(journey.drop) && !Location.hasId(journey.drop)
      ? [issue(tab, "drop", "drop_off_id_required", messages.dropOffId)]
      : []),
    // A via stop typed but not picked would be left out of the booking without a word.
    ...journey.additionalStops.flatMap((stop, index) =>
      !Location.isBlank(stop) && !Location.hasId(stop)
        ? [issue(tab, `stop-${index}`, "stop_id_required", messages.stopId(index + 1))]
        : [],
    ),
  ];
  return eachLeg(form, picked);
};

/**
 * When a chosen pickup time has passed (spec §2 date-time picker, §4 default pickup time): one
 * rule for the web's forms, the CLI, bulk files and the dispatch API, so a time one accepts the
 * others accept too. Decided as dispatch systems take bookings "for now": a time up to five
 * minutes in the past is still taken (the minutes between choosing the time and pressing Book, and
 * a little clock skew) and dispatched at once like an ASAP booking; anything older is refused.
 * Here, not in a module of its own: the validation loads on the form's first touch as one chunk.
 */
export const pickupGraceMs = 5 * 60_000;

/** True when a pickup at `pickupMs` can no longer be booked at `nowMs`. */
export const pickupHasPassed = (pickupMs: number, nowMs: number): boolean => pickupMs < nowMs - pickupGraceMs;

/**
 * The consumer form's times at `nowMs` (§2, §4): a chosen outbound time (not ASAP) must not have
 * passed (pickupHasPassed, the grace every client shares), and a return must be picked up after the outbound. A form restored from storage after a
 * while is where a passed time comes from.
 */
export const validatePickupTimes = (form: BookingForm.BookingForm, nowMs: number): ReadonlyArray<Issue> => [
  ...(!form.asap && pickupHasPassed(form.outbound.date, nowMs)
    ? [issue("outbound", "date", "pickup_time_passed", messages.pickupTimePassed)]
    : []),
  ...(form.returnEnabled &&
  !ReturnJourney.isAfterOutbound(form.asap ? nowMs : form.outbound.date, form.returnJourney.date)
    ? [issue("return", "date", "return_before_outbound", messages.returnBeforeOutbound)]
    : []),
];
