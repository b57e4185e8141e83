/**
 * Flight tracking for airport pickups (spec §3 flight data and flightNumber, §7
 * flight_tracking/get, §8 flight_information_not_found). The flight's shape is the contract's.
 */
import { Schema } from "effect";

export const FlightStatus = Schema.Literals(["scheduled", "active", "delayed", "landed", "cancelled", "diverted"]);
export type FlightStatus = typeof FlightStatus.Type;

export const AirportRef = Schema.Struct({ iata: Schema.String, name: Schema.optionalKey(Schema.String) });
export type AirportRef = typeof AirportRef.Type;

/** Times are epoch milliseconds. */
export const FlightInfo = Schema.Struct({
  number: Schema.String,
  airline: Schema.optionalKey(Schema.String),
  origin: Schema.optionalKey(AirportRef),
  destination: Schema.optionalKey(AirportRef),
  scheduled_departure: Schema.optionalKey(Schema.Number),
  scheduled_arrival: Schema.Number,
  estimated_arrival: Schema.optionalKey(Schema.Number),
  actual_arrival: Schema.optionalKey(Schema.Number),
  status: FlightStatus,
  terminal: Schema.optionalKey(Schema.String),
});
export type FlightInfo = typeof FlightInfo.Type;

/** A flight number as typed ("si 4202") in the form the APIs use ("SI4202"). */
export const normaliseNumber = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** An IATA flight number: a two-character airline designator and 1-4 digits, optionally a suffix letter. */
export const isFlightNumber = (typed: string): boolean =>
  /^(?:[A-Z]\d|\d[A-Z]|[A-Z]{2})\d{1,4}[A-Z]?$/.test(normaliseNumber(typed));

/** When the flight is expected in: actual, else estimated, else scheduled. */
export const expectedArrival = (flight: FlightInfo): number =>
  flight.actual_arrival ?? flight.estimated_arrival ?? flight.scheduled_arrival;

/** Whole minutes later than scheduled; zero when on time or early. */
export const delayMinutes = (flight: FlightInfo): number =>
  Math.max(0, Math.round((expectedArrival(flight) - flight.scheduled_arrival) / 60_000));

/** A flight that will not arrive where it was going needs the operator to rearrange the pickup. */
export const needsAttention = (flight: FlightInfo): boolean =>
  flight.status === "cancelled" || flight.status === "diverted";
