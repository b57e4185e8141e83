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

/** A cruise terminal: its place type, or its name (terminal access charge; the CRUISE5 promo code). */
export const isCruiseTerminal = (point: {
  readonly description?: string | undefined;
  readonly types?: ReadonlyArray<string> | undefined;
}): boolean => (point.types ?? []).includes("cruise_terminal") || /cruise terminal/i.test(point.description ?? "");

/**
 * Meet and greet (a driver waiting in arrivals with a name board) is offered only on a leg that
 * starts at an airport or a cruise terminal: that is where there are arrivals to wait in. A return
 * copies the outbound's choice (spec §4) but keeps it only if its own pickup is such a place, and
 * the dispatch API charges it only there (Tariff.additionalCharges).
 */
export const offersMeetAndGreet = (
  pickup:
    | {
        readonly description?: string | undefined;
        readonly address?: string | undefined;
        readonly types?: ReadonlyArray<string> | undefined;
      }
    | null
    | undefined,
): boolean =>
  (pickup?.types ?? []).includes(airportType) ||
  isCruiseTerminal({ description: pickup?.description ?? pickup?.address, types: pickup?.types });
