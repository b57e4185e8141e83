/**
 * Domain values as the dispatch API's request shapes (contracts/dispatch.openapi.yaml): the
 * generated types check every field name and type at compile time. Times go out as ISO 8601 on
 * the London wall clock with its offset; money as pence; places as `{ description, lat, lon }`.
 */
import { type Assistance, type Booking, type BulkImport, type Business, DateTime, type Driver } from "@cabline/domain";
import type { components } from "../generated/dispatch.ts";
import { defined } from "../internal/Defined.ts";

export { defined };

type Wire = components["schemas"];

/** Epoch milliseconds as the contract's DateTime, e.g. 2026-12-01T05:30:00+00:00 (or +01:00 in summer). */
export const isoDateTime = (epochMs: number): string => DateTime.toWire(epochMs);

/** A form body: every defined field as text (booleans "true"/"false", numbers in decimal). */
export const formEncode = (body: unknown): string => {
  const form = new URLSearchParams();
  // openapi-fetch hands over the operation's body, an object: anything else has no fields to send.
  if (typeof body !== "object" || body === null) return "";
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return form.toString();
};

export const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" } as const;

export const location = (place: Booking.Place): Wire["Location"] =>
  defined({
    description: place.address,
    id: place.id === undefined ? undefined : String(place.id),
    lat: place.lat,
    lon: place.lng,
    types: place.types === undefined ? undefined : [...place.types],
    postCode: place.postCode,
  });

export const stop = (request: Booking.StopRequest): Wire["Stop"] =>
  defined({ ...location(request), user: request.user === undefined ? undefined : defined({ ...request.user }) });

export /** The assistance as the wire takes it (a mutable copy of the domain's). */
const assistance = (kept: Assistance.Assistance | undefined): Wire["Assistance"] | undefined =>
  kept === undefined ? undefined : { needs: [...kept.needs], other: kept.other };

const leg = (request: Booking.LegRequest): Wire["BookingLegRequest"] =>
  defined({
    asap: request.asap,
    dateTime: request.dateTime === undefined ? undefined : isoDateTime(request.dateTime),
    pickup: location(request.pickup),
    destinations: request.destinations.map(stop),
    passengers: request.passengers,
    luggage: request.luggage,
    rideId: request.rideId,
    name: request.name,
    email: request.email,
    dialCode: request.dialCode,
    phone: request.phone,
    flightNumber: request.flightNumber,
    meetAndGreet: request.meetAndGreet,
    isAirportBooking: request.isAirportBooking,
    roomNumber: request.roomNumber,
    notes: request.notes,
    reference: request.reference,
    assistance: assistance(request.assistance),
    additionalCharges: request.additionalCharges === undefined ? undefined : [...request.additionalCharges],
  });

export const bookingRequest = (request: Booking.BookingRequest): Wire["BookingRequest"] =>
  defined({
    ...request,
    outbound: leg(request.outbound),
    return: request.return === undefined ? undefined : leg(request.return),
  });

export const bookingUpdate = (update: Booking.BookingUpdate): Wire["UpdateBookingRequest"] => {
  const { booking_token, poNumber, costCentre, ...legFields } = update;
  return { ...leg(legFields), ...defined({ booking_token, poNumber, costCentre }) };
};

export const tripRow = (row: BulkImport.TripRow): Wire["BulkTripRow"] =>
  defined({
    ...row,
    pickup_time: isoDateTime(row.pickup_time),
    pickup_location: location(row.pickup_location),
    destinations: row.destinations.map(stop),
    assistance: assistance(row.assistance),
  });

export const importRequest = (request: BulkImport.ImportRequest): Wire["BulkImportRequest"] =>
  defined({ business_id: request.business_id, dry_run: request.dry_run, rows: request.rows.map(tripRow) });

export const businessSignup = (request: Business.BusinessSignup): Wire["BusinessSignupRequest"] =>
  defined({ ...request });

export const driverSignup = (request: Driver.DriverSignup): Wire["DriverSignupRequest"] =>
  defined({ ...request, vehicle: request.vehicle === undefined ? undefined : defined({ ...request.vehicle }) });

/** Ids as the contract's comma-separated form field ("48213,48214"). */
export const idList = (ids: ReadonlyArray<number> | undefined): string | undefined =>
  ids === undefined || ids.length === 0 ? undefined : ids.join(",");
