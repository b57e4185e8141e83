/**
 * The business booking form: outbound and return journeys whose destinations are the drop-off
 * followed by via points, each able to carry a user (spec §3 Business booking, §4 Booking flow).
 *
 * The available and selected rides are derived with `RideAvailability` rather than stored, so
 * they cannot drift from the passengers and luggage. Dates are epoch milliseconds.
 */
import { Schema } from "effect";
import type { Temporal } from "./Temporal.ts";
import { defaultDialCode, defaultLuggage, defaultPassengers } from "./Constants.ts";
import * as Airport from "./Airport.ts";
import * as Assistance from "./Assistance.ts";
import * as BookingForm from "./BookingForm.ts";
import * as DateTime from "./DateTime.ts";
import * as Location from "./Location.ts";
import * as Payment from "./Payment.ts";
import * as ReturnJourney from "./ReturnJourney.ts";
import * as RideAvailability from "./RideAvailability.ts";
import type * as Validation from "./ValidationIssue.ts";
import * as AssistanceSchema from "./schemas/Assistance.ts";
import * as LocationSchema from "./schemas/Location.ts";
import * as PaymentSchema from "./schemas/Payment.ts";
import * as RideSchema from "./schemas/RideAvailability.ts";

/** The person travelling to a destination, when the booker adds one. */
export const DestinationUser = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  dialCode: Schema.String,
  phone: Schema.String,
});
export type DestinationUser = typeof DestinationUser.Type;

export const Destination = Schema.Struct({
  location: Schema.NullOr(LocationSchema.Location),
  user: Schema.NullOr(DestinationUser),
});
export type Destination = typeof Destination.Type;

export const BusinessJourney = Schema.Struct({
  asap: Schema.Boolean,
  name: Schema.String,
  email: Schema.String,
  dialCode: Schema.String,
  phone: Schema.String,
  /** Epoch milliseconds. */
  dateTime: Schema.Number,
  passengers: Schema.Int,
  luggage: Schema.Int,
  flightNumber: Schema.String,
  notes: Schema.String,
  roomNumber: Schema.String,
  reference: Schema.String,
  pickup: Schema.NullOr(LocationSchema.Location),
  /** The first is the drop-off; the rest are via points. */
  destinations: Schema.Array(Destination),
  rideId: Schema.NullOr(RideSchema.RideTypeId),
  meetAndGreet: Schema.Boolean,
  isAirportBooking: Schema.Boolean,
  additionalCharges: Schema.Array(Schema.Unknown),
  errors: Schema.Record(Schema.String, Schema.String),
  poNumber: Schema.String,
  /** What assistance this leg's passenger needs (the domain's Assistance); none until said. */
  assistance: Schema.optionalKey(AssistanceSchema.Assistance),
});
export type BusinessJourney = typeof BusinessJourney.Type;

export const BusinessBooking = Schema.Struct({
  tab: RideSchema.Direction,
  returnEnabled: Schema.Boolean,
  step: Schema.Int,
  paymentMethod: PaymentSchema.PaymentMethod,
  outbound: BusinessJourney,
  returnJourney: BusinessJourney,
});
export type BusinessBooking = typeof BusinessBooking.Type;

export const emptyDestination: Destination = { location: null, user: null };

/** A journey with nothing chosen: one empty drop-off, 4 passengers, no luggage, dial code GB. */
export const emptyJourney = (dateTime: number): BusinessJourney => ({
  asap: false,
  name: "",
  email: "",
  dialCode: defaultDialCode,
  phone: "",
  dateTime,
  passengers: defaultPassengers,
  luggage: defaultLuggage,
  flightNumber: "",
  notes: "",
  roomNumber: "",
  reference: "",
  pickup: null,
  destinations: [emptyDestination],
  rideId: null,
  meetAndGreet: false,
  isAirportBooking: false,
  additionalCharges: [],
  errors: {},
  poNumber: "",
});

/** A new business booking at `now`: step 1, outbound tab, pickup now + 15 minutes, paid on account (§3, §4). */
export const initial = (
  now: Temporal.Instant,
  paymentMethod: Payment.PaymentMethod = Payment.businessDefault,
): BusinessBooking => {
  const dateTime = DateTime.toEpochMs(DateTime.defaultPickupTime(now));
  return {
    tab: "outbound",
    returnEnabled: false,
    step: BookingForm.firstStep,
    paymentMethod,
    outbound: emptyJourney(dateTime),
    returnJourney: emptyJourney(ReturnJourney.returnDate(dateTime, "business")),
  };
};

/** The drop-off: the first destination's location. */
export const dropOff = (journey: BusinessJourney): Location.Location | null =>
  journey.destinations[0]?.location ?? null;

/** The via points: every destination after the first. */
export const vias = (journey: BusinessJourney): ReadonlyArray<Destination> => journey.destinations.slice(1);

export const journeyOf = (booking: BusinessBooking, tab: ReturnJourney.Tab): BusinessJourney =>
  tab === "outbound" ? booking.outbound : booking.returnJourney;

const withAirportFlag = (journey: BusinessJourney): BusinessJourney => ({
  ...journey,
  isAirportBooking: Airport.showsAirportFields(
    journey.pickup,
    journey.destinations.map((destination) => destination.location),
  ),
});

export const updateJourney = (
  booking: BusinessBooking,
  tab: ReturnJourney.Tab,
  change: (journey: BusinessJourney) => BusinessJourney,
): BusinessBooking =>
  tab === "outbound"
    ? { ...booking, outbound: withAirportFlag(change(booking.outbound)) }
    : { ...booking, returnJourney: withAirportFlag(change(booking.returnJourney)) };

const updateCurrent = (
  booking: BusinessBooking,
  change: (journey: BusinessJourney) => BusinessJourney,
): BusinessBooking => updateJourney(booking, booking.tab, change);

const withDropOff = (journey: BusinessJourney, location: Location.Location | null): BusinessJourney => ({
  ...journey,
  destinations: [{ location, user: journey.destinations[0]?.user ?? null }, ...vias(journey)],
});

export const setPickup = (booking: BusinessBooking, location: Location.Location | null): BusinessBooking =>
  updateCurrent(booking, (journey) => ({ ...journey, pickup: location }));

export const setDropOff = (booking: BusinessBooking, location: Location.Location | null): BusinessBooking =>
  updateCurrent(booking, (journey) => withDropOff(journey, location));

/** Swap-location exchanges the pickup and the drop-off on the current tab (§4). */
export const swapLocations = (booking: BusinessBooking): BusinessBooking =>
  updateCurrent(booking, (journey) => ({ ...withDropOff(journey, journey.pickup), pickup: dropOff(journey) }));

const viaRules: BookingForm.StopRules<Destination> = {
  isBlank: (destination) => destination.location === null || Location.isBlank(destination.location),
  empty: emptyDestination,
};

/** Adds an empty via point on the current tab. */
export const addVia = (booking: BusinessBooking): BusinessBooking =>
  updateCurrent(booking, (journey) => ({ ...journey, destinations: [...journey.destinations, emptyDestination] }));

/** Edits via point `index` (0 is the first via); an emptied via is removed, or reset if the only one (§5). */
export const setVia = (booking: BusinessBooking, index: number, via: Destination): BusinessBooking =>
  updateCurrent(booking, (journey) => ({
    ...journey,
    destinations: [
      journey.destinations[0] ?? emptyDestination,
      ...BookingForm.editStop(vias(journey), index, via, viaRules),
    ],
  }));

/** Removes via point `index` on the current tab. */
export const removeVia = (booking: BusinessBooking, index: number): BusinessBooking =>
  updateCurrent(booking, (journey) => ({
    ...journey,
    destinations: journey.destinations.filter((_, i) => i !== index + 1),
  }));

/**
 * The return journey's defaults for the outbound (§4): pickup is the outbound drop-off, the
 * drop-off is the outbound pickup, vias reversed (with their users), passengers, luggage and
 * meet-and-greet copied, time + 15 minutes, ride the outbound's when return-compatible.
 */
export const returnDefaults = (
  outbound: BusinessJourney,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BusinessJourney => {
  const leg = ReturnJourney.returnLeg(
    {
      pickup: outbound.pickup,
      drop: dropOff(outbound),
      stops: vias(outbound).filter((via) => !viaRules.isBlank(via)),
      passengers: outbound.passengers,
      luggage: outbound.luggage,
      meetAndGreet: outbound.meetAndGreet,
      date: outbound.dateTime,
    },
    "business",
  );
  const rideId = RideAvailability.selectRideType(
    rideTypes,
    { passengers: leg.passengers, luggage: leg.luggage, direction: "return" },
    RideAvailability.defaultReturnRideType(rideTypes, outbound.rideId),
  );
  return withAirportFlag({
    ...emptyJourney(leg.date),
    pickup: leg.pickup,
    destinations: [{ location: leg.drop, user: null }, ...leg.stops],
    passengers: leg.passengers,
    luggage: leg.luggage,
    meetAndGreet: leg.meetAndGreet && Airport.offersMeetAndGreet(leg.pickup),
    rideId,
  });
};

/** Adding a return fills it from the outbound and opens the return tab. */
export const enableReturn = (
  booking: BusinessBooking,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BusinessBooking => ({
  ...booking,
  returnEnabled: true,
  returnJourney: returnDefaults(booking.outbound, rideTypes),
  tab: "return",
});

/** Disabling the return resets the return data and goes back to the outbound tab (§4). */
export const disableReturn = (booking: BusinessBooking): BusinessBooking => ({
  ...booking,
  returnEnabled: false,
  returnJourney: emptyJourney(ReturnJourney.returnDate(booking.outbound.dateTime, "business")),
  tab: "outbound",
});

export const selectTab = (booking: BusinessBooking, tab: ReturnJourney.Tab): BusinessBooking =>
  tab === booking.tab || (tab === "return" && !booking.returnEnabled) ? booking : { ...booking, tab };

/** Sets the pickup time (epoch ms) on the current tab; a chosen time is no longer ASAP. */
export const setDateTime = (booking: BusinessBooking, dateTime: number): BusinessBooking =>
  updateCurrent(booking, (journey) => ({ ...journey, dateTime, asap: false }));

/** Turning ASAP on sets the current tab's time to one minute from now (§2). */
export const setAsap = (booking: BusinessBooking, asap: boolean, now: Temporal.Instant): BusinessBooking =>
  updateCurrent(booking, (journey) =>
    asap ? { ...journey, asap, dateTime: DateTime.toEpochMs(DateTime.asap(now)) } : { ...journey, asap },
  );

/** The passenger's assistance on a journey, as the form keeps it. */
export const assistanceOf = (journey: BusinessJourney): Assistance.Assistance => journey.assistance ?? Assistance.none;

/** True when the journey's passenger stays in their wheelchair: only accessible vehicles fit. */
const wheelchairOf = (journey: BusinessJourney): boolean => Assistance.needsWheelchairVehicle(journey.assistance);

/** The rides available to a journey (§4), only wheelchair-accessible ones for a passenger who stays seated. */
export const availableRides = (
  journey: BusinessJourney,
  direction: RideAvailability.Direction,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): ReadonlyArray<RideAvailability.RideType> =>
  RideAvailability.availableRideTypes(rideTypes, {
    passengers: journey.passengers,
    luggage: journey.luggage,
    wheelchair: wheelchairOf(journey),
    direction,
  });

/** Sets passengers and luggage on the current tab and re-selects its ride (§4). */
export const setLoad = (
  booking: BusinessBooking,
  load: RideAvailability.Load,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BusinessBooking =>
  updateCurrent(booking, (journey) => ({
    ...journey,
    passengers: load.passengers,
    luggage: load.luggage,
    rideId: RideAvailability.selectRideType(
      rideTypes,
      { ...load, wheelchair: wheelchairOf(journey), direction: booking.tab },
      journey.rideId,
    ),
  }));

/**
 * Sets what assistance the current tab's passenger needs. Never priced; a wheelchair user who
 * stays seated keeps a ride type only if it is wheelchair-accessible (the consumer form's rule,
 * BookingForm.setAssistance).
 */
export const setAssistance = (
  booking: BusinessBooking,
  assistance: Assistance.Assistance,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BusinessBooking =>
  reconcileRideTypes(
    updateCurrent(booking, (journey) => ({ ...journey, assistance })),
    rideTypes,
  );

/**
 * Keeps each leg's ride type among those that fit its passengers and luggage (§4), as the
 * consumer form does (BookingForm.reconcileRideTypes). Nothing to change gives the same booking
 * back, so a screen holding it need not draw again.
 */
export const reconcileRideTypes = (
  booking: BusinessBooking,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BusinessBooking => {
  const reconcile = (journey: BusinessJourney, direction: ReturnJourney.Tab): BusinessJourney =>
    RideAvailability.reconcileLeg(
      rideTypes,
      journey,
      direction,
      journey.rideId,
      (rideId) => ({ ...journey, rideId }),
      wheelchairOf(journey),
    );
  const outbound = reconcile(booking.outbound, "outbound");
  const returnJourney = reconcile(booking.returnJourney, "return");
  return outbound === booking.outbound && returnJourney === booking.returnJourney
    ? booking
    : { ...booking, outbound, returnJourney };
};

export const setRide = (booking: BusinessBooking, rideId: RideAvailability.RideTypeId | null): BusinessBooking =>
  updateCurrent(booking, (journey) => ({ ...journey, rideId }));

const errorsFor = (issues: ReadonlyArray<Validation.Issue>, tab: ReturnJourney.Tab): Record<string, string> =>
  Object.fromEntries(issues.filter((issue) => issue.tab === tab).map((issue) => [issue.field, issue.message]));

/**
 * Records validation results on each journey. With any issue the user goes back to step 1 on
 * the offending tab (the outbound tab when both have issues) (§4).
 */
export const applyValidation = (booking: BusinessBooking, issues: ReadonlyArray<Validation.Issue>): BusinessBooking => {
  const withErrors: BusinessBooking = {
    ...booking,
    outbound: { ...booking.outbound, errors: errorsFor(issues, "outbound") },
    returnJourney: { ...booking.returnJourney, errors: errorsFor(issues, "return") },
  };
  if (issues.length === 0) return withErrors;
  const tab = issues.some((issue) => issue.tab === "outbound") ? "outbound" : "return";
  return { ...withErrors, step: BookingForm.firstStep, tab };
};
