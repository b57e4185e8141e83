/**
 * Reading a booking request (BookingRequest / BookingLegRequest, also the bulk rows and
 * updateBooking) into validated legs, with the §8 code of each rule it breaks, in this order:
 * bad_destination (pickup or drop-off missing, unplaced, or no id on a business booking, §5),
 * invalid_via_info (a via without an address or a position), pickup_not_in_soton (neither end in
 * the region), invalid_people_count, invalid_ride_type (unknown, disabled, wrong direction, or
 * too small: the domain's RideAvailability and Validation decide), then the passenger's details.
 */
import {
  Airport,
  Assistance,
  Constants,
  Location,
  OneOf,
  RideAvailability,
  ServiceArea,
  Validation,
} from "@cabline/domain";
import type { Ctx, CustomerRow, TenantRow } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import {
  isEmail,
  isRecord,
  normaliseEmail,
  optArray,
  optBool,
  optInt,
  optString,
  optText,
  type Fields,
} from "./input.ts";
import { flightNumberOf } from "./flights.ts";
import { toE164 } from "./phone.ts";
import { resolvePlace } from "./places.ts";
import { areaOf } from "./tenant-rules.ts";
import { rideTypesOf, toDomainRideType, type RideTypeRow } from "./ride-types.ts";
import { parseInstant } from "./time.ts";

export interface StoredLocation {
  readonly description: string;
  readonly address?: string;
  readonly id?: string;
  readonly lat: number;
  readonly lon: number;
  readonly types?: ReadonlyArray<string>;
  readonly postCode?: string;
}

export interface StoredStop extends StoredLocation {
  readonly user?: {
    readonly name: string;
    readonly contact_number?: string;
    readonly email_address?: string;
    readonly business_user_id?: number;
  };
}

export interface Passenger {
  readonly name: string;
  readonly phone: string | undefined;
  readonly email: string | undefined;
}

export interface LegDraft {
  readonly leg: "outbound" | "return";
  readonly asap: boolean;
  readonly pickupTime: number;
  readonly pickup: StoredLocation;
  readonly destinations: ReadonlyArray<StoredStop>;
  readonly passengers: number;
  readonly luggage: number;
  readonly rideType: RideTypeRow;
  readonly passenger: Passenger;
  readonly room: string | undefined;
  readonly reference: string | undefined;
  readonly notes: string | undefined;
  /** What assistance the passenger needs (Assistance); undefined when none. */
  readonly assistance?: Assistance.Assistance | undefined;
  readonly flightNumber: string | undefined;
  readonly meetAndGreet: boolean;
}

/** Who the passenger details default to and which rules apply. */
export interface PassengerRules {
  /** The signed-in booker, whose details fill the gaps; undefined for guests (all required). */
  readonly booker: CustomerRow | undefined;
  /** bookingForSomeoneElse: the lead passenger fields take precedence. */
  readonly lead: Fields | undefined;
}

/** A position on the globe: latitude within ±90, longitude within ±180. */
const validCoordinate = (lat: number | undefined, lon: number | undefined): { lat: number; lon: number } | undefined =>
  lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;

/**
 * A Location of the request. Its text (description, address, id, postCode) is free text of one
 * line like any other (PlainText.freeText, through optText): cleaned of controls and direction
 * overrides, and a line break is 400 naming the place's field, e.g. "pickup.description must be
 * one line." (`where` is the place's own name in the body).
 */
const readLocation = (raw: unknown, where: string): StoredLocation | undefined => {
  if (!isRecord(raw)) return undefined;
  const text = (key: string) => optText(raw, key, `${where}.${key}`);
  const description = text("description") ?? text("address");
  const lat = typeof raw["lat"] === "number" ? raw["lat"] : undefined;
  const lon = typeof raw["lon"] === "number" ? raw["lon"] : typeof raw["lng"] === "number" ? raw["lng"] : undefined;
  const position = validCoordinate(lat, lon);
  if (description === undefined || position === undefined) return undefined;
  const id = text("id");
  const address = text("address");
  const postCode = text("postCode");
  const types = Array.isArray(raw["types"])
    ? raw["types"].filter((t): t is string => typeof t === "string")
    : undefined;
  return {
    description,
    ...(address === undefined ? {} : { address }),
    ...(id === undefined ? {} : { id }),
    lat: position.lat,
    lon: position.lon,
    ...(types === undefined ? {} : { types }),
    ...(postCode === undefined ? {} : { postCode }),
  };
};

const readStopUser = (raw: unknown, where: string): StoredStop["user"] => {
  if (!isRecord(raw)) return undefined;
  const name = optText(raw, "name", `${where}.name`);
  if (name === undefined) return fail("invalid_via_info");
  const contact = optText(raw, "contact_number", `${where}.contact_number`);
  const email = optText(raw, "email_address", `${where}.email_address`);
  const businessUserId = optInt(raw, "business_user_id");
  return {
    name,
    ...(contact === undefined ? {} : { contact_number: toE164(contact) ?? fail("Invalid contact number") }),
    ...(email === undefined ? {} : { email_address: isEmail(email) ? normaliseEmail(email) : fail("email_invalid") }),
    ...(businessUserId === undefined ? {} : { business_user_id: businessUserId }),
  };
};

/** The domain's Location, to ask its rules (hasId, isPresent, validateReturnPlaces). */
const asDomain = (location: StoredLocation | undefined): Location.Location | null =>
  location === undefined
    ? null
    : {
        address: location.description,
        ...(location.id === undefined ? {} : { id: location.id }),
        lat: location.lat,
        lng: location.lon,
      };

/** A place of the request where the maps service puts it (places.ts), or undefined. */
const readPlace = (raw: unknown, tenant: TenantRow, where: string): StoredLocation | undefined => {
  const location = readLocation(raw, where);
  return location === undefined ? undefined : resolvePlace(location, tenant);
};

/**
 * Places of a leg: bad_destination (also for a place the maps service does not know),
 * invalid_via_info, and pickup_not_in_soton when neither end is in the tenant's service area
 * (ServiceArea.servesTrip; the message names the tenant's area).
 */
export const readPlaces = (
  tenant: TenantRow,
  raw: Fields,
  business: boolean,
  leg: "outbound" | "return",
): { pickup: StoredLocation; destinations: ReadonlyArray<StoredStop> } => {
  // The pickup is named as the body names it: `pickup` (BookingLegRequest) or `pickup_location` (bulk rows).
  const pickupKey = raw["pickup"] === undefined || raw["pickup"] === null ? "pickup_location" : "pickup";
  const pickup = readPlace(raw[pickupKey], tenant, pickupKey);
  const rawStops = optArray(raw, "destinations") ?? [];
  const dropOff = readPlace(rawStops[0], tenant, "destinations[0]");
  if (leg === "return" && Validation.validateReturnPlaces(asDomain(pickup), asDomain(dropOff)).length > 0) {
    return fail("bad_destination");
  }
  if (pickup === undefined || dropOff === undefined) return fail("bad_destination");
  if (business && !(Location.hasId(asDomain(pickup)) && Location.hasId(asDomain(dropOff))))
    return fail("bad_destination");
  const destinations: StoredStop[] = [];
  rawStops.forEach((rawStop, index) => {
    const where = `destinations[${index}]`;
    const location = index === 0 ? dropOff : (readPlace(rawStop, tenant, where) ?? fail("invalid_via_info"));
    const user = isRecord(rawStop) ? readStopUser(rawStop["user"], `${where}.user`) : undefined;
    destinations.push(user === undefined ? location : { ...location, user });
  });
  if (destinations.length === 1 && Location.samePlace(pickup, dropOff)) return fail("bad_destination");
  const area = areaOf(tenant);
  if (!ServiceArea.servesTrip(area, pickup, dropOff))
    return fail("pickup_not_in_soton", { message: ServiceArea.refusalMessage(area) });
  return { pickup, destinations };
};

const wheelchairRefusal =
  "This vehicle cannot carry a passenger who stays in their wheelchair. Choose a wheelchair-accessible vehicle.";

/**
 * What assistance the passenger needs (contract Assistance), as the domain keeps it
 * (Assistance.normalise); undefined when none. Never priced: nothing here reaches the fare.
 */
export const readAssistance = (raw: Fields): Assistance.Assistance | undefined => {
  const given = raw["assistance"];
  if (given === undefined || given === null) return undefined;
  if (!isRecord(given)) return badRequest("assistance must be an object with needs and other.");
  const listed = optArray(given, "needs") ?? [];
  const needs = listed.filter((need) => OneOf.isOneOf(Assistance.needs, need));
  if (needs.length !== listed.length)
    return badRequest(`assistance.needs may hold only ${Assistance.needs.join(", ")}.`);
  const other = optString(given, "other") ?? "";
  if (Assistance.otherTooLong(other))
    return badRequest(`assistance.other must be at most ${Assistance.otherMax} characters.`);
  const kept = Assistance.normalise({ needs, other });
  return Assistance.isNone(kept) ? undefined : kept;
};

/**
 * Passengers and ride type: invalid_people_count, invalid_ride_type (domain RideAvailability,
 * Validation); a wheelchair user who stays seated may take only a wheelchair-accessible type.
 */
export const readLoad = (
  ctx: Ctx,
  raw: Fields,
  leg: "outbound" | "return",
  rideTypeKey: string,
  wheelchair = false,
): { passengers: number; luggage: number; rideType: RideTypeRow } => {
  const passengers = optInt(raw, "passengers") ?? Constants.defaultPassengers;
  const luggage = optInt(raw, "luggage") ?? Constants.defaultLuggage;
  const rows = rideTypesOf(ctx.db, ctx.tenant.code);
  const fleet = rows.map(toDomainRideType);
  const largest = Math.max(0, ...fleet.filter((t) => t.active && t.enabled).map((t) => t.numSeats));
  const rideId = optInt(raw, rideTypeKey);
  const row = rows.find((candidate) => candidate.id === rideId);
  const issues = Validation.validateCapacity(
    leg,
    { passengers, luggage },
    row === undefined ? undefined : toDomainRideType(row),
  );
  if (issues.some((issue) => issue.rule === "passengers_invalid") || passengers > largest)
    return fail("invalid_people_count");
  if (issues.some((issue) => issue.rule === "luggage_invalid")) return badRequest("luggage must be 0 or more.");
  if (issues.length > 0 || row === undefined) return fail("invalid_ride_type");
  const available = RideAvailability.availableRideTypes(fleet, { passengers, luggage, wheelchair, direction: leg });
  if (!available.some((candidate) => candidate.id === row.id))
    return wheelchair && RideAvailability.canCarry(toDomainRideType(row), { passengers, luggage })
      ? fail("invalid_ride_type", { message: wheelchairRefusal })
      : fail("invalid_ride_type");
  return { passengers, luggage, rideType: row };
};

/** Pickup time: ASAP is now + 1 minute (spec §2); otherwise an RFC 3339 date-time not in the past. */
export const readPickupTime = (ctx: Ctx, raw: Fields, key = "dateTime"): { asap: boolean; pickupTime: number } => {
  const asap = optBool(raw, "asap") ?? false;
  if (asap) return { asap, pickupTime: ctx.now + Constants.asapLeadMinutes * 60_000 };
  const text = optText(raw, key) ?? badRequest(`${key} is required unless asap is true.`);
  const pickupTime = parseInstant(text) ?? badRequest(`${key} must be an ISO 8601 date-time with an offset.`);
  if (Validation.pickupHasPassed(pickupTime, ctx.now)) badRequest("The pickup time has already passed.");
  return { asap, pickupTime };
};

/** Passenger details: name_empty, number_empty, Invalid contact number, email_empty, email_invalid (§8). */
export const readPassenger = (raw: Fields, rules: PassengerRules): Passenger => {
  const lead = rules.lead;
  const pick = (leadKey: string, legKey: string): string | undefined =>
    (lead === undefined ? undefined : optText(lead, leadKey)) ?? optText(raw, legKey);
  const typedName = pick("leadPassengerName", "name");
  const typedPhone = pick("leadPassengerNumber", "phone");
  const dial = pick("leadPassengerDialCode", "dialCode") ?? Constants.defaultDialCode;
  const typedEmail = pick("leadPassengerEmail", "email");
  // Booking for yourself fills the gaps from your profile; booking for someone else does not.
  const defaults = lead === undefined ? rules.booker : undefined;
  const name = typedName ?? defaults?.name ?? fail("name_empty");
  const phone =
    typedPhone === undefined
      ? (defaults?.phone ?? fail("number_empty"))
      : (toE164(typedPhone, dial) ?? fail("Invalid contact number"));
  const email =
    typedEmail === undefined
      ? defaults?.email
      : isEmail(typedEmail)
        ? normaliseEmail(typedEmail)
        : fail("email_invalid");
  if (email === undefined && rules.booker === undefined) return fail("email_empty");
  return { name, phone, email };
};

/** What the limits look at in a place as sent (Location or Stop), read before anything else is. */
const placeExtent = (raw: unknown): Validation.PlaceExtent => {
  if (!isRecord(raw)) return {};
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const user = raw["user"];
  return {
    description: text(raw["description"]),
    address: text(raw["address"]),
    id: text(raw["id"]),
    postCode: text(raw["postCode"]),
    types: Array.isArray(raw["types"]) ? raw["types"] : undefined,
    userName: isRecord(user) ? text(user["name"]) : undefined,
  };
};

/** 400 with the first limit broken (domain Validation.limits). */
const refuseOverLimits = (ctx: Ctx, tab: "outbound" | "return", extent: Validation.LegExtent): void => {
  const [first] = Validation.validateLimits(tab, extent, ctx.now);
  if (first !== undefined) badRequest(first.message);
};

/** The limits of a BookingRequest's own fields: lead passenger, PO number and cost centre. */
export const checkRequestLimits = (ctx: Ctx, body: Fields): void =>
  refuseOverLimits(ctx, "outbound", {
    name: optString(body, "leadPassengerName"),
    email: optString(body, "leadPassengerEmail"),
    poNumber: optString(body, "poNumber"),
    costCentre: optString(body, "costCentre"),
  });

/**
 * One leg of BookingLegRequest, fully validated. Without passenger rules (cost estimates) the
 * passenger's details are not read.
 */
export const readLeg = (
  ctx: Ctx,
  raw: unknown,
  leg: "outbound" | "return",
  business: boolean,
  rules: PassengerRules | undefined,
): LegDraft => {
  if (!isRecord(raw)) return fail("bad_destination");
  // Limits first: a multi-megabyte address must not reach the maps service's fuzzy search.
  const rawStops = optArray(raw, "destinations");
  refuseOverLimits(ctx, leg, {
    destinations: rawStops?.length,
    pickup: placeExtent(raw["pickup"] ?? raw["pickup_location"]),
    stops: rawStops?.slice(0, Validation.limits.viaStops + 1).map(placeExtent),
    flightNumber: optString(raw, "flightNumber"),
    name: optString(raw, "name"),
    email: optString(raw, "email"),
    notes: optString(raw, "notes"),
    room: optString(raw, "roomNumber"),
    reference: optString(raw, "reference"),
    pickupTime: parseInstant(optString(raw, "dateTime") ?? ""),
  });
  const { pickup, destinations } = readPlaces(ctx.tenant, raw, business, leg);
  const assistance = readAssistance(raw);
  const { passengers, luggage, rideType } = readLoad(
    ctx,
    raw,
    leg,
    "rideId",
    Assistance.needsWheelchairVehicle(assistance),
  );
  const { asap, pickupTime } = readPickupTime(ctx, raw);
  const passenger = rules === undefined ? { name: "", phone: undefined, email: undefined } : readPassenger(raw, rules);
  const typedFlight = optText(raw, "flightNumber");
  const flight = typedFlight === undefined ? undefined : flightNumberOf(typedFlight);
  const charges = (optArray(raw, "additionalCharges") ?? []).filter((code): code is string => typeof code === "string");
  return {
    leg,
    asap,
    pickupTime,
    pickup,
    destinations,
    passengers,
    luggage,
    rideType,
    passenger,
    room: optText(raw, "roomNumber"),
    reference: optText(raw, "reference"),
    notes: optText(raw, "notes"),
    assistance,
    flightNumber: flight,
    // Offered, and so charged, only where the leg starts at an airport or a cruise terminal.
    meetAndGreet:
      ((optBool(raw, "meetAndGreet") ?? false) || charges.includes("meet_and_greet")) &&
      Airport.offersMeetAndGreet(pickup),
  };
};
