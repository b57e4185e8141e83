/**
 * From a checked plan to the booking request the dispatch API takes, with the domain doing the
 * deciding: places geocoded through the maps port (§7 Maps service), ride types from
 * activeRideTypes and the availability choice (§4 Ride type selection), the return's defaults
 * (§4: places swapped, stops reversed, + 3 h for consumers, + 15 min for business), the airport
 * flag (§4) and the validation of §5, on the consumer form or the business form as the selected
 * account says. Nothing is booked here.
 */
import type { Instant } from "@cabline/api-ports/Clock";
import type { DispatchApi } from "@cabline/api-ports/DispatchApi";
import type { MapsApi } from "@cabline/api-ports/MapsApi";
import {
  Account,
  Assistance,
  Booking,
  BookingRequests,
  BookingForm,
  BusinessBooking,
  Payment,
  Quote,
  RideAvailability,
  Validation,
  BusinessValidation,
} from "@cabline/domain";
import { validationError, type FieldIssue } from "../errors.ts";
import { type BookingPlan, coordinatesOf, type LegPlan } from "./input.ts";

/** Who is booking, which decides the form, the defaults and what the server is told. */
export type Booker =
  | { readonly kind: "guest"; readonly guestUserId: string }
  | {
      readonly kind: "consumer";
      readonly profile: Account.UserProfile;
    }
  | {
      readonly kind: "business";
      readonly profile: Account.UserProfile;
      readonly account: Account.Account;
    };

export interface PrepareDeps {
  readonly dispatch: DispatchApi;
  readonly maps: MapsApi;
  readonly now: Instant;
}

export interface PreparedBooking {
  readonly request: Booking.BookingRequest;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly booker: Booker;
}

const notFoundMessage = "We could not find that place. Please search again.";

/** Geocodes each distinct address once; "lat,lng" is looked up in reverse. */
export const createGeocoder = (maps: MapsApi) => {
  const cache = new Map<string, Promise<Booking.Place | undefined>>();
  const lookUp = async (typed: string): Promise<Booking.Place | undefined> => {
    const point = coordinatesOf(typed);
    const found = point === undefined ? await maps.geocode(typed) : await maps.reverseGeocode(point);
    return found.find((location) => Booking.isPlace(location));
  };
  return (typed: string): Promise<Booking.Place | undefined> => {
    const key = typed.trim().toLowerCase().replace(/\s+/g, " ");
    let pending = cache.get(key);
    if (pending === undefined) {
      pending = lookUp(typed);
      cache.set(key, pending);
    }
    return pending;
  };
};

export type Geocoder = ReturnType<typeof createGeocoder>;

interface PlacedLeg {
  readonly pickup: Booking.Place | undefined;
  readonly drop: Booking.Place | undefined;
  readonly vias: ReadonlyArray<Booking.Place>;
}

const placeLeg = async (
  leg: LegPlan,
  prefix: string,
  geocode: Geocoder,
  issues: Array<FieldIssue>,
): Promise<PlacedLeg> => {
  const find = async (typed: string | undefined, field: string) => {
    if (typed === undefined) return undefined;
    const place = await geocode(typed);
    if (place === undefined) issues.push({ field, message: `${notFoundMessage} ("${typed}")` });
    return place;
  };
  const [pickup, drop, ...vias] = await Promise.all([
    find(leg.pickup, `${prefix}pickup`),
    find(leg.drop, `${prefix}drop`),
    ...leg.vias.map((via, index) => find(via, `${prefix}vias.${index}`)),
  ]);
  return { pickup, drop, vias: vias.filter((via): via is Booking.Place => via !== undefined) };
};

/** A ride type named by id or by name (any case), or an issue listing the names. */
const findRideType = (
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  wanted: string | number,
  field: string,
  issues: Array<FieldIssue>,
): RideAvailability.RideTypeId | undefined => {
  const byId = rideTypes.find((rideType) => String(rideType.id) === String(wanted));
  const byName = rideTypes.find((rideType) => rideType.name.toLowerCase() === String(wanted).toLowerCase());
  const found = byId ?? byName;
  if (found === undefined) {
    issues.push({
      field,
      message: `No ride type "${wanted}". Choose one of: ${rideTypes.map((rideType) => rideType.name).join(", ")}.`,
    });
  }
  return found?.id;
};

/** An explicitly chosen ride type must be one the domain offers for the journey (§4). */
const checkOffered = (
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  chosen: RideAvailability.RideTypeId | null,
  demand: RideAvailability.Demand,
  field: string,
  issues: Array<FieldIssue>,
): void => {
  const rideType = RideAvailability.findById(rideTypes, chosen);
  if (rideType === undefined || RideAvailability.availableRideTypes(rideTypes, demand).includes(rideType)) return;
  // Capacity has its own messages (Validation.validateCapacity); this is about the rest.
  if (!RideAvailability.canCarry(rideType, demand)) return;
  const offered = RideAvailability.availableRideTypes(rideTypes, demand).map((candidate) => candidate.name);
  issues.push({
    field,
    message: `${rideType.name} is not available for the ${demand.direction} journey.${
      offered.length > 0 ? ` Choose one of: ${offered.join(", ")}.` : ""
    }`,
  });
};

/** Domain issue → the name the flags and the file use. */
const fieldName = (issue: Validation.Issue): string => {
  const field = issue.field === "destinations.0" ? "drop" : issue.field === "rideId" ? "rideType" : issue.field;
  return issue.tab === "return" ? `return.${field}` : field;
};

type Leg = { readonly passengers: number; readonly luggage: number };

/**
 * Fails with every problem at once, before any call: the domain's validation first, then each
 * leg's ride type against what is offered for its direction.
 */
const rejectInvalid = (
  found: ReadonlyArray<Validation.Issue>,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  legs: ReadonlyArray<readonly [RideAvailability.RideTypeId | null, Leg, "outbound" | "return"]>,
): void => {
  if (found.length > 0)
    throw validationError(found.map((issue) => ({ field: fieldName(issue), message: issue.message })));
  const capacityIssues: Array<FieldIssue> = [];
  for (const [rideId, leg, direction] of legs) {
    checkOffered(
      rideTypes,
      rideId,
      { ...leg, direction },
      direction === "return" ? "return.rideType" : "rideType",
      capacityIssues,
    );
  }
  if (capacityIssues.length > 0) throw validationError(capacityIssues);
};

const { optional } = BookingRequests;

/**
 * Whether the return has stops of its own: when given, or when its places are given (the reversed
 * outbound stops belong to the reversed outbound journey, not to another one).
 */
const ownStops = (back: LegPlan): boolean =>
  back.vias.length > 0 || back.pickup !== undefined || back.drop !== undefined;

/** The payment method: as asked, else the account's or the user's default (§3, §4). */
const paymentFor = (plan: BookingPlan, booker: Booker): Payment.PaymentMethod => {
  if (plan.payment !== undefined) return plan.payment;
  if (booker.kind === "guest") return Payment.consumerDefault;
  if (booker.kind === "business") return Account.settingsFor(booker.profile, booker.account).default_payment_type;
  return Payment.initialPaymentMethod(Account.consumerSettings(booker.profile));
};

/** What both forms start from: the plan, its places and ride types found, and the defaults decided. */
interface FormInputs {
  readonly plan: BookingPlan;
  readonly now: Instant;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly outboundPlaces: PlacedLeg;
  readonly returnPlaces: PlacedLeg | undefined;
  readonly outboundRide: RideAvailability.RideTypeId | undefined;
  readonly returnRide: RideAvailability.RideTypeId | undefined;
  readonly paymentMethod: Payment.PaymentMethod;
  readonly outboundLoad: Leg;
  readonly contact: BookingRequests.Contact;
}

interface Legs {
  readonly outbound: Booking.LegRequest;
  readonly return: Booking.LegRequest | undefined;
}

/** A passenger who stays in their wheelchair is offered only accessible vehicles (Assistance). */
const wheelchairFor = (plan: BookingPlan): boolean => Assistance.needsWheelchairVehicle(plan.assistance);

/** The business form's outbound journey (§3 Business booking): destinations are the drop-off, then the vias. */
const businessOutbound = (inputs: FormInputs): BusinessBooking.BusinessBooking => {
  const { plan, now, outboundPlaces, outboundLoad } = inputs;
  const out = plan.outbound;
  let form = BusinessBooking.initial(now, inputs.paymentMethod);
  form = BusinessBooking.updateJourney(form, "outbound", (journey) => ({
    ...journey,
    pickup: outboundPlaces.pickup ?? null,
    destinations: [
      { location: outboundPlaces.drop ?? null, user: null },
      ...outboundPlaces.vias.map((location) => ({ location, user: null })),
    ],
    ...(out.epochMs === undefined ? {} : { dateTime: out.epochMs }),
    ...outboundLoad,
    flightNumber: out.flightNumber ?? "",
    meetAndGreet: out.meetAndGreet ?? false,
    notes: out.notes ?? "",
    roomNumber: plan.room ?? "",
    reference: plan.reference ?? "",
    poNumber: plan.poNumber ?? "",
    name: plan.name ?? "",
    email: plan.email ?? "",
    phone: plan.phone ?? "",
    ...(plan.dialCode === undefined ? {} : { dialCode: plan.dialCode }),
  }));
  if (out.asap) form = BusinessBooking.setAsap(form, true, now);
  return BusinessBooking.updateJourney(form, "outbound", (journey) => ({
    ...journey,
    rideId:
      inputs.outboundRide ??
      RideAvailability.selectRideType(
        inputs.rideTypes,
        { ...outboundLoad, wheelchair: wheelchairFor(plan), direction: "outbound" },
        null,
      ),
  }));
};

/** The business form's return journey, when the plan has one: given values over the return's defaults (§4). */
const withBusinessReturn = (
  form: BusinessBooking.BusinessBooking,
  inputs: FormInputs,
): BusinessBooking.BusinessBooking => {
  const { plan, rideTypes, returnPlaces } = inputs;
  const back = plan.return;
  if (back === undefined || returnPlaces === undefined) return form;
  return BusinessBooking.updateJourney(BusinessBooking.enableReturn(form, rideTypes), "return", (journey) => {
    const load = {
      passengers: back.passengers ?? journey.passengers,
      luggage: back.luggage ?? journey.luggage,
    };
    return {
      ...journey,
      ...(returnPlaces.pickup === undefined ? {} : { pickup: returnPlaces.pickup }),
      destinations: [
        { location: returnPlaces.drop ?? BusinessBooking.dropOff(journey), user: null },
        ...(ownStops(back)
          ? returnPlaces.vias.map((location) => ({ location, user: null }))
          : BusinessBooking.vias(journey)),
      ],
      ...(back.epochMs === undefined ? {} : { dateTime: back.epochMs }),
      ...load,
      flightNumber: back.flightNumber ?? "",
      meetAndGreet: back.meetAndGreet ?? journey.meetAndGreet,
      notes: back.notes ?? "",
      rideId:
        inputs.returnRide ??
        RideAvailability.selectRideType(
          rideTypes,
          { ...load, wheelchair: wheelchairFor(plan), direction: "return" },
          journey.rideId,
        ),
    };
  });
};

/** The legs of a business booking, once the business form is valid. */
const businessLegs = (inputs: FormInputs): Legs => {
  const { plan, now, rideTypes } = inputs;
  const form = withBusinessReturn(businessOutbound(inputs), inputs);
  rejectInvalid(
    [
      ...BusinessValidation.validateBusinessBooking(form, rideTypes),
      // Refused here, before any call, as the server would.
      ...BusinessValidation.validateBusinessLimits(form, now.epochMilliseconds),
    ],
    rideTypes,
    [
      [form.outbound.rideId, form.outbound, "outbound"],
      ...(form.returnEnabled ? [[form.returnJourney.rideId, form.returnJourney, "return"] as const] : []),
    ],
  );
  const assistance = BookingRequests.assistanceField(plan.assistance);
  return {
    outbound: { ...BookingRequests.businessLeg(form.outbound, inputs.contact), ...assistance },
    return: form.returnEnabled
      ? { ...BookingRequests.businessLeg(form.returnJourney, inputs.contact), ...assistance }
      : undefined,
  };
};

/** The consumer form's outbound journey (§3 Consumer booking form): drop + additionalStops, rideType, room. */
const consumerOutbound = (inputs: FormInputs): BookingForm.BookingForm => {
  const { plan, now, outboundPlaces, outboundRide } = inputs;
  const out = plan.outbound;
  let form = BookingForm.initial(now, inputs.paymentMethod);
  form = BookingForm.updateJourney(form, "outbound", (journey) => ({
    ...journey,
    pickup: outboundPlaces.pickup ?? null,
    drop: outboundPlaces.drop ?? null,
    additionalStops: outboundPlaces.vias,
    ...(out.epochMs === undefined ? {} : { date: out.epochMs }),
    ...inputs.outboundLoad,
    flightNumber: out.flightNumber ?? "",
    meetAndGreet: out.meetAndGreet ?? false,
    notes: out.notes ?? "",
    rideType: outboundRide ?? null,
  }));
  if (out.asap) form = BookingForm.setAsap(form, true, now);
  if (plan.assistance !== undefined) form = { ...form, assistance: plan.assistance };
  if (outboundRide === undefined) form = BookingForm.reconcileRideTypes(form, inputs.rideTypes);
  return form;
};

/** The consumer form's return journey, when the plan has one: given values over the return's defaults (§4). */
const withConsumerReturn = (form: BookingForm.BookingForm, inputs: FormInputs): BookingForm.BookingForm => {
  const { plan, rideTypes, returnPlaces } = inputs;
  const back = plan.return;
  if (back === undefined || returnPlaces === undefined) return form;
  const enabled = BookingForm.enableReturn(form, rideTypes);
  return BookingForm.updateJourney(enabled, "return", (journey) => {
    const load = {
      passengers: back.passengers ?? journey.passengers,
      luggage: back.luggage ?? journey.luggage,
    };
    return {
      ...journey,
      ...(returnPlaces.pickup === undefined ? {} : { pickup: returnPlaces.pickup }),
      ...(returnPlaces.drop === undefined ? {} : { drop: returnPlaces.drop }),
      ...(ownStops(back) ? { additionalStops: returnPlaces.vias } : {}),
      ...(back.epochMs === undefined ? {} : { date: back.epochMs }),
      ...load,
      flightNumber: back.flightNumber ?? "",
      meetAndGreet: back.meetAndGreet ?? journey.meetAndGreet,
      notes: back.notes ?? "",
      rideType:
        inputs.returnRide ??
        RideAvailability.selectRideType(
          rideTypes,
          { ...load, wheelchair: BookingForm.needsWheelchairVehicle(enabled), direction: "return" },
          journey.rideType,
        ),
    };
  });
};

/** The legs of a consumer or guest booking, once the consumer form is valid. */
const consumerLegs = (inputs: FormInputs): Legs => {
  const { plan, now, rideTypes } = inputs;
  const form = {
    ...withConsumerReturn(consumerOutbound(inputs), inputs),
    name: plan.name ?? "",
    contact: plan.phone ?? "",
    email: plan.email ?? "",
    room: plan.room ?? "",
  };
  rejectInvalid(
    [
      ...Validation.validateBookingForm(form, rideTypes),
      ...Validation.validateBookingFormLimits(form, now.epochMilliseconds),
    ],
    rideTypes,
    [
      [form.outbound.rideType, form.outbound, "outbound"],
      ...(form.returnEnabled ? [[form.returnJourney.rideType, form.returnJourney, "return"] as const] : []),
    ],
  );
  const details = { contact: inputs.contact, room: form.room, reference: plan.reference, assistance: plan.assistance };
  return {
    outbound: BookingRequests.consumerLeg(form.outbound, { ...details, asap: form.asap }),
    return: form.returnEnabled
      ? BookingRequests.consumerLeg(form.returnJourney, { ...details, asap: false })
      : undefined,
  };
};

/** The request itself: the legs, the payment, and who it is for and paid by. */
const requestOf = (
  plan: BookingPlan,
  booker: Booker,
  legs: Legs,
  paymentMethod: Payment.PaymentMethod,
): Booking.BookingRequest => {
  const lead = plan.forSomeoneElse;
  return {
    outbound: legs.outbound,
    ...(legs.return === undefined ? {} : { return: legs.return, returnEnabled: true }),
    paymentMethod,
    ...optional("promocode", plan.promo),
    ...(booker.kind === "business" ? { business_id: Number(booker.account.business_id) } : {}),
    ...optional("poNumber", plan.poNumber),
    ...optional("costCentre", plan.costCentre),
    ...(booker.kind === "guest" ? { guestBooking: true, guestUserId: booker.guestUserId } : {}),
    ...(lead === undefined
      ? {}
      : {
          bookingForSomeoneElse: true,
          leadPassengerName: lead.name,
          ...optional("leadPassengerEmail", lead.email),
          ...optional("leadPassengerNumber", lead.phone),
          leadPassengerDialCode: lead.dialCode ?? "GB",
        }),
  };
};

/**
 * The booking request for a plan, or a validation error naming every wrong field. Calls the maps
 * port and activeRideTypes; books nothing.
 */
export const prepareBooking = async (
  plan: BookingPlan,
  booker: Booker,
  deps: PrepareDeps,
  geocode: Geocoder = createGeocoder(deps.maps),
): Promise<PreparedBooking> => {
  const issues: Array<FieldIssue> = [];
  const [outboundPlaces, returnPlaces, rideTypes] = await Promise.all([
    placeLeg(plan.outbound, "", geocode, issues),
    plan.return === undefined ? Promise.resolve(undefined) : placeLeg(plan.return, "return.", geocode, issues),
    deps.dispatch.bookings.getActiveRideTypes(),
  ]);
  const outboundRide =
    plan.outbound.rideType === undefined
      ? undefined
      : findRideType(rideTypes, plan.outbound.rideType, "rideType", issues);
  const returnRide =
    plan.return?.rideType === undefined
      ? undefined
      : findRideType(rideTypes, plan.return.rideType, "return.rideType", issues);
  if (issues.length > 0) throw validationError(issues);

  const paymentMethod = paymentFor(plan, booker);
  const inputs: FormInputs = {
    plan,
    now: deps.now,
    rideTypes,
    outboundPlaces,
    returnPlaces,
    outboundRide,
    returnRide,
    paymentMethod,
    outboundLoad: {
      passengers: plan.outbound.passengers ?? BookingForm.emptyJourney(0).passengers,
      luggage: plan.outbound.luggage ?? BookingForm.emptyJourney(0).luggage,
    },
    contact: { name: plan.name, email: plan.email, phone: plan.phone, dialCode: plan.dialCode },
  };
  const legs = booker.kind === "business" ? businessLegs(inputs) : consumerLegs(inputs);

  if (
    booker.kind === "business" &&
    BookingRequests.needsPoNumber(Account.settingsFor(booker.profile, booker.account), paymentMethod, plan.poNumber)
  ) {
    // The server would answer po_number_empty; say so before booking.
    throw validationError([
      { field: "poNumber", message: "Enter a PO number: this account needs one for account trips." },
    ]);
  }
  return { request: requestOf(plan, booker, legs, paymentMethod), rideTypes, booker };
};

/**
 * Adds the additional charges to send with each leg: the mandatory ones of the estimate and the
 * optional ones asked for (Quote.acceptedChargeCodes, §3 additionalCharges).
 */
export const withCharges = (
  request: Booking.BookingRequest,
  estimate: Quote.CostEstimate,
  plan: BookingPlan,
): Booking.BookingRequest => {
  const outbound = Quote.acceptedChargeCodes(estimate.bookingAdditionalChargesOutbound, plan.outbound.acceptCharges);
  const back = Quote.acceptedChargeCodes(estimate.bookingAdditionalChargesReturn, plan.return?.acceptCharges ?? []);
  return {
    ...request,
    outbound: { ...request.outbound, ...(outbound.length > 0 ? { additionalCharges: outbound } : {}) },
    ...(request.return === undefined
      ? {}
      : { return: { ...request.return, ...(back.length > 0 ? { additionalCharges: back } : {}) } }),
  };
};
