/**
 * Airport bookings: the flight number and meet-and-greet fields appear when the pickup or any
 * destination is an airport (spec §3 airport-booking flags, §4 Airport fields).
 */
import type * as Location from "./Location.ts";

/** The place type that marks an airport. */
export const airportType = "airport";

/** True when the location's types include airport. */
export const isAirport = (location: Location.Location | null | undefined): boolean =>
  location?.types?.includes(airportType) ?? false;

/** Airport fields appear when the pickup or any destination (drop-off or stop) is an airport (§4). */
export const showsAirportFields = (
  pickup: Location.Location | null | undefined,
  destinations: ReadonlyArray<Location.Location | null | undefined>,
): boolean => isAirport(pickup) || destinations.some(isAirport);
