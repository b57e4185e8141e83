/**
 * The consumer booking form: its state, defaults and transitions (spec §3 Consumer booking
 * form, §4 Booking flow and Ride type selection, §5 stops).
 *
 * The spec's flat return fields (return pickup, drop, stops, date, ride type, passengers,
 * luggage, flight number, returnMeetAndGreet, returnNotes) live in `returnJourney`, with the
 * same shape as `outbound`, so every transition works on "the current tab" the same way.
 * Dates are epoch milliseconds; `DateTime` reads them on the London wall clock.
 */
import type * as FormSchema from "./schemas/BookingForm.ts";
import type { Temporal } from "./Temporal.ts";
import { defaultDialCode, defaultLuggage, defaultPassengers } from "./Constants.ts";
import * as Airport from "./Airport.ts";
import * as Assistance from "./Assistance.ts";
import * as DateTime from "./DateTime.ts";
import * as Location from "./Location.ts";
import * as Payment from "./Payment.ts";
import * as ReturnJourney from "./ReturnJourney.ts";
import * as RideAvailability from "./RideAvailability.ts";

export type Journey = typeof FormSchema.Journey.Type;

export type BookingForm = typeof FormSchema.BookingForm.Type;

/** The first step of every booking flow (§4). */
export const firstStep = 1;

/** Where the booking picks its passengers up: the outbound's pickup, and the return's when there is one. */
export const pickups = <P>(form: {
  readonly outbound: { readonly pickup: P };
  readonly returnEnabled: boolean;
  readonly returnJourney: { readonly pickup: P };
}): ReadonlyArray<P> =>
  form.returnEnabled ? [form.outbound.pickup, form.returnJourney.pickup] : [form.outbound.pickup];

/** A journey with nothing chosen: 4 passengers, no luggage (§3, §9). */
export const emptyJourney = (date: number): Journey => ({
  pickup: null,
  drop: null,
  additionalStops: [],
  date,
  rideType: null,
  passengers: defaultPassengers,
  luggage: defaultLuggage,
  flightNumber: "",
  meetAndGreet: false,
  notes: "",
  isAirportBooking: false,
  flightData: null,
  additionalCharges: [],
});

/**
 * A new form at `now`: step 1 on the outbound tab, pickup time now + 15 minutes, 4 passengers,
 * no luggage, no return, lead passenger dial code GB, payment by the user's default (cash).
 */
export const initial = (
  now: Temporal.Instant,
  paymentMethod: Payment.PaymentMethod = Payment.consumerDefault,
): BookingForm => {
  const date = DateTime.toEpochMs(DateTime.defaultPickupTime(now));
  return {
    step: firstStep,
    selectedTab: "outbound",
    asap: false,
    name: "",
    contact: "",
    email: "",
    reference: "",
    room: "",
    outbound: emptyJourney(date),
    returnEnabled: false,
    returnJourney: emptyJourney(ReturnJourney.returnDate(date, "consumer")),
    paymentMethod,
    promocode: "",
    temporaryPromo: "",
    basket: null,
    card: null,
    totalAmount: null,
    newCardToken: null,
    bookingForSomeoneElse: false,
    leadPassengerName: "",
    leadPassengerEmail: "",
    leadPassengerNumber: "",
    leadPassengerDialCode: defaultDialCode,
    guestBooking: false,
    guestUserId: null,
    errors: {},
    touched: {},
  };
};

/** The journey of a tab. */
export const journeyOf = (form: BookingForm, tab: ReturnJourney.Tab): Journey =>
  tab === "outbound" ? form.outbound : form.returnJourney;

/** The journey on the current tab. */
export const currentJourney = (form: BookingForm): Journey => journeyOf(form, form.selectedTab);

/**
 * The dispatch API can price the form as it stands (each ride type's price on the first step,
 * docs/decisions/first-step-prices.md): both ends of each journey are chosen places (they carry an
 * id) and a ride type is chosen.
 */
export const priceable = (form: BookingForm): boolean => {
  const chosen = (journey: Journey) =>
    journey.pickup?.id !== undefined && journey.drop?.id !== undefined && journey.rideType !== null;
  return chosen(form.outbound) && (!form.returnEnabled || chosen(form.returnJourney));
};

/** Keeps the airport flag in step with the journey's places (§4 Airport fields). */
const withAirportFlag = (journey: Journey): Journey => ({
  ...journey,
  isAirportBooking: Airport.showsAirportFields(journey.pickup, [journey.drop, ...journey.additionalStops]),
});

/** Applies a change to the journey of a tab. */
export const updateJourney = (
  form: BookingForm,
  tab: ReturnJourney.Tab,
  change: (journey: Journey) => Journey,
): BookingForm =>
  tab === "outbound"
    ? { ...form, outbound: withAirportFlag(change(form.outbound)) }
    : { ...form, returnJourney: withAirportFlag(change(form.returnJourney)) };

const updateCurrent = (form: BookingForm, change: (journey: Journey) => Journey): BookingForm =>
  updateJourney(form, form.selectedTab, change);

/** A past journey to book again: places as the booking holds them (stops may carry a person). */
export interface PastJourney {
  readonly pickup: Location.Location;
  readonly destinations: ReadonlyArray<Location.Location & { readonly user?: unknown }>;
  readonly passengers: number;
  readonly luggage: number;
  readonly rideId: RideAvailability.RideTypeId;
}

const placeOnly = ({ address, id, lat, lng, types, postCode }: Location.Location): Location.Location => ({
  address,
  ...(id === undefined ? {} : { id }),
  ...(lat === undefined ? {} : { lat }),
  ...(lng === undefined ? {} : { lng }),
  ...(types === undefined ? {} : { types }),
  ...(postCode === undefined ? {} : { postCode }),
});

/**
 * "Book again" (spec §3 bookings list): the outbound of `form` with a past leg's pickup, drop-off,
 * via stops, party and ride type; the time stays the form's own (a new booking picks its time).
 * The places keep their ids, so they count as picked from the suggestions (§5).
 */
export const withPastJourney = (form: BookingForm, past: PastJourney): BookingForm =>
  updateJourney(form, "outbound", (journey) => ({
    ...journey,
    pickup: placeOnly(past.pickup),
    drop: past.destinations[0] === undefined ? null : placeOnly(past.destinations[0]),
    additionalStops: past.destinations.slice(1).map(placeOnly),
    passengers: past.passengers,
    luggage: past.luggage,
    rideType: past.rideId,
  }));

/** Sets the pickup or the drop on the current tab. */
export const setPlace = (
  form: BookingForm,
  place: "pickup" | "drop",
  location: Location.Location | null,
): BookingForm => updateCurrent(form, (journey) => ({ ...journey, [place]: location }));

/** Swap-location exchanges pickup and drop on the current tab (§4). */
export const swapLocations = (form: BookingForm): BookingForm =>
  updateCurrent(form, (journey) => ({ ...journey, pickup: journey.drop, drop: journey.pickup }));

export interface StopRules<Stop> {
  readonly isBlank: (stop: Stop) => boolean;
  readonly empty: Stop;
}

/**
 * Edits one stop. A stop whose address becomes empty is removed, or reset if it is the only
 * one (§5). An index outside the list changes nothing.
 */
export const editStop = <Stop>(
  stops: ReadonlyArray<Stop>,
  index: number,
  next: Stop,
  rules: StopRules<Stop>,
): ReadonlyArray<Stop> => {
  if (index < 0 || index >= stops.length) return stops;
  if (!rules.isBlank(next)) return stops.with(index, next);
  return stops.length === 1 ? [rules.empty] : stops.filter((_, i) => i !== index);
};

const locationStops: StopRules<Location.Location> = { isBlank: Location.isBlank, empty: Location.empty };

/** Adds an empty stop at the end of the current tab's stops. */
export const addStop = (form: BookingForm): BookingForm =>
  updateCurrent(form, (journey) => ({ ...journey, additionalStops: [...journey.additionalStops, Location.empty] }));

/** Edits a stop on the current tab (see {@link editStop}). */
export const setStop = (form: BookingForm, index: number, location: Location.Location): BookingForm =>
  updateCurrent(form, (journey) => ({
    ...journey,
    additionalStops: editStop(journey.additionalStops, index, location, locationStops),
  }));

/** Removes a stop on the current tab. */
export const removeStop = (form: BookingForm, index: number): BookingForm =>
  updateCurrent(form, (journey) => ({
    ...journey,
    additionalStops: journey.additionalStops.filter((_, i) => i !== index),
  }));

/**
 * The return journey's defaults for the outbound (§4): drop and pickup exchanged, stops
 * reversed (without empty ones), passengers, luggage and meet-and-greet copied, date + 3 hours,
 * ride type the outbound's when return-compatible and able to carry the party, else the first
 * available one.
 */
export const returnDefaults = (
  outbound: Journey,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  wheelchair = false,
): Journey => {
  const leg = ReturnJourney.returnLeg(
    {
      pickup: outbound.pickup,
      drop: outbound.drop,
      stops: outbound.additionalStops.filter((stop) => !Location.isBlank(stop)),
      passengers: outbound.passengers,
      luggage: outbound.luggage,
      meetAndGreet: outbound.meetAndGreet,
      date: outbound.date,
    },
    "consumer",
  );
  const rideType = RideAvailability.selectRideType(
    rideTypes,
    { passengers: leg.passengers, luggage: leg.luggage, wheelchair, direction: "return" },
    RideAvailability.defaultReturnRideType(rideTypes, outbound.rideType),
  );
  return withAirportFlag({
    ...emptyJourney(leg.date),
    pickup: leg.pickup,
    drop: leg.drop,
    additionalStops: leg.stops,
    passengers: leg.passengers,
    luggage: leg.luggage,
    meetAndGreet: leg.meetAndGreet && Airport.offersMeetAndGreet(leg.pickup),
    rideType,
  });
};

/** Adding a return fills it from the outbound and opens the return tab. */
export const enableReturn = (form: BookingForm, rideTypes: ReadonlyArray<RideAvailability.RideType>): BookingForm => ({
  ...form,
  returnEnabled: true,
  returnJourney: returnDefaults(form.outbound, rideTypes, needsWheelchairVehicle(form)),
  selectedTab: "return",
});

/** Disabling the return resets the return data and goes back to the outbound tab (§4). */
export const disableReturn = (form: BookingForm): BookingForm => ({
  ...form,
  returnEnabled: false,
  returnJourney: emptyJourney(ReturnJourney.returnDate(form.outbound.date, "consumer")),
  selectedTab: "outbound",
});

/** Switching tabs; the return tab opens only once a return was added. The open tab is no change. */
export const selectTab = (form: BookingForm, tab: ReturnJourney.Tab): BookingForm =>
  tab === form.selectedTab || (tab === "return" && !form.returnEnabled) ? form : { ...form, selectedTab: tab };

/** Sets the date (epoch ms) on the current tab; a chosen outbound date is no longer ASAP. */
export const setDate = (form: BookingForm, date: number): BookingForm => {
  const updated = updateCurrent(form, (journey) => ({ ...journey, date }));
  return form.selectedTab === "outbound" ? { ...updated, asap: false } : updated;
};

/** Turning ASAP on sets the outbound time to one minute from now (§2). */
export const setAsap = (form: BookingForm, asap: boolean, now: Temporal.Instant): BookingForm =>
  asap
    ? {
        ...updateJourney(form, "outbound", (journey) => ({ ...journey, date: DateTime.toEpochMs(DateTime.asap(now)) })),
        asap,
      }
    : { ...form, asap };

/** The passenger's assistance (none until they say), as the form keeps it. */
export const assistanceOf = (form: BookingForm): Assistance.Assistance => form.assistance ?? Assistance.none;

/** Whether only a wheelchair-accessible vehicle may be offered (Assistance.needsWheelchairVehicle). */
export const needsWheelchairVehicle = (form: BookingForm): boolean =>
  Assistance.needsWheelchairVehicle(form.assistance);

/** What a journey of the form must carry: its passengers and luggage, and a wheelchair user who stays seated. */
export const demandOf = (form: BookingForm, direction: RideAvailability.Direction): RideAvailability.Demand => {
  const journey = direction === "outbound" ? form.outbound : form.returnJourney;
  return {
    passengers: journey.passengers,
    luggage: journey.luggage,
    wheelchair: needsWheelchairVehicle(form),
    direction,
  };
};

/** Keeps each journey's ride type among those available for it (§4). */
export const reconcileRideTypes = (
  form: BookingForm,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BookingForm => {
  const reconcile = (journey: Journey, direction: RideAvailability.Direction): Journey =>
    RideAvailability.reconcileLeg(
      rideTypes,
      journey,
      direction,
      journey.rideType,
      (rideType) => ({ ...journey, rideType }),
      needsWheelchairVehicle(form),
    );
  const outbound = reconcile(form.outbound, "outbound");
  const returnJourney = form.returnEnabled ? reconcile(form.returnJourney, "return") : form.returnJourney;
  // Nothing to change gives the same form back, so a screen holding it need not draw again.
  return outbound === form.outbound && returnJourney === form.returnJourney
    ? form
    : { ...form, outbound, returnJourney };
};

/** Sets passengers and luggage on the current tab and re-selects the ride type for them. */
export const setLoad = (
  form: BookingForm,
  load: RideAvailability.Load,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BookingForm =>
  reconcileRideTypes(
    updateCurrent(form, (journey) => ({ ...journey, passengers: load.passengers, luggage: load.luggage })),
    rideTypes,
  );

/**
 * Sets the passenger's assistance: it is never priced, and a wheelchair user who stays seated is
 * offered only accessible vehicles, so each journey's ride type is chosen again among those.
 */
export const setAssistance = (
  form: BookingForm,
  assistance: Assistance.Assistance,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BookingForm => reconcileRideTypes({ ...form, assistance }, rideTypes);

/** Chooses a ride type on the current tab. */
export const setRideType = (form: BookingForm, rideType: RideAvailability.RideTypeId | null): BookingForm =>
  updateCurrent(form, (journey) => ({ ...journey, rideType }));

/** Moves to a step; steps start at 1. */
export const goToStep = (form: BookingForm, step: number): BookingForm => ({
  ...form,
  step: Math.max(firstStep, Math.trunc(step)),
});
