/**
 * Recent locations: the first 5 unique places of the user's latest bookings, offered as quick
 * picks (spec §3 User recent locations and Bookings list response, §7, §9).
 *
 * Geocoding each candidate to get its place_id is I/O and belongs to the caller; this module
 * chooses the candidates and shapes the result.
 */
import { Schema } from "effect";
import { bookingsFetchCount, recentLocationsLimit } from "./Constants.ts";
import type * as Location from "./Location.ts";

export const BookingPlace = Schema.Struct({
  description: Schema.String,
  lat: Schema.Number,
  lon: Schema.Number,
});
export type BookingPlace = typeof BookingPlace.Type;

/** One entry of GET /customer/v2/get/bookings, as far as the spec shows it. */
export const BookingSummary = Schema.Struct({
  pickup_location: Schema.optionalKey(Schema.NullOr(BookingPlace)),
  destinations: Schema.optionalKey(Schema.NullOr(Schema.Array(BookingPlace))),
});
export type BookingSummary = typeof BookingSummary.Type;

export const RecentLocation = Schema.Struct({
  lat: Schema.Number,
  lng: Schema.Number,
  description: Schema.String,
  place_id: Schema.optionalKey(Schema.String),
});
export type RecentLocation = typeof RecentLocation.Type;

/** The query for the bookings that feed recent locations: the latest 5 (§7). */
export const bookingsQuery = { count: bookingsFetchCount, offset: 0 } as const;

// Two descriptions name the same place when they differ only in case and spacing.
const placeKey = (description: string): string => description.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The places to geocode: pickups and destinations of the bookings in order, without blanks and
 * duplicates, at most 5 (§7, §9).
 */
export const candidates = (bookings: ReadonlyArray<BookingSummary>): ReadonlyArray<RecentLocation> => {
  const seen = new Set<string>();
  const result: Array<RecentLocation> = [];
  const places = bookings.flatMap((booking) => [
    ...(booking.pickup_location ? [booking.pickup_location] : []),
    ...(booking.destinations ?? []),
  ]);
  for (const place of places) {
    const key = placeKey(place.description);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    result.push({ lat: place.lat, lng: place.lon, description: place.description.trim() });
    if (result.length === recentLocationsLimit) break;
  }
  return result;
};

/** A recent location as a booking location; it can be booked once it has a place id. */
export const toLocation = (recent: RecentLocation): Location.Location => ({
  address: recent.description,
  lat: recent.lat,
  lng: recent.lng,
  ...(recent.place_id === undefined ? {} : { id: recent.place_id }),
});
