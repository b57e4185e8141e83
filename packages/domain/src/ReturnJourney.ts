/**
 * Return-journey defaults shared by the consumer and business booking forms (spec §4 Booking
 * flow): adding a return copies the outbound drop to the return pickup and the outbound pickup
 * to the return drop, copies passengers, luggage and meet-and-greet, reverses the stops, and
 * dates the return 3 hours (consumer) or 15 minutes (business) after the outbound time.
 */
import { Schema } from "effect";
import { businessReturnOffsetMinutes, consumerReturnOffsetHours } from "./Constants.ts";
import * as DateTime from "./DateTime.ts";
import type * as RideAvailability from "./RideAvailability.ts";

/** The two tabs of a booking form. */
export type Tab = RideAvailability.Direction;

export const Booker = Schema.Literals(["consumer", "business"]);
export type Booker = typeof Booker.Type;

/** The default return time for an outbound time (epoch ms): + 3 hours for consumers, + 15 minutes for business. */
export const returnDate = (outboundEpochMs: number, booker: Booker): number => {
  const outbound = DateTime.fromEpochMs(outboundEpochMs);
  const back =
    booker === "consumer"
      ? DateTime.addHours(outbound, consumerReturnOffsetHours)
      : DateTime.addMinutes(outbound, businessReturnOffsetMinutes);
  return DateTime.toEpochMs(back);
};

/** A return is picked up after its outbound, never at the same moment or before (§4). */
export const isAfterOutbound = (outboundEpochMs: number, returnEpochMs: number): boolean =>
  returnEpochMs > outboundEpochMs;

/** What every client and the dispatch API say when it is not. */
export const beforeOutboundMessage = "The return pickup must be after the outbound pickup.";

/** The parts of a leg that a return is derived from. */
export interface Leg<Place, Stop> {
  readonly pickup: Place;
  readonly drop: Place;
  readonly stops: ReadonlyArray<Stop>;
  readonly passengers: number;
  readonly luggage: number;
  readonly meetAndGreet: boolean;
  readonly date: number;
}

/** The return leg's defaults for an outbound leg. Depends on the outbound only, so it is idempotent. */
export const returnLeg = <Place, Stop>(outbound: Leg<Place, Stop>, booker: Booker): Leg<Place, Stop> => ({
  pickup: outbound.drop,
  drop: outbound.pickup,
  stops: outbound.stops.toReversed(),
  passengers: outbound.passengers,
  luggage: outbound.luggage,
  meetAndGreet: outbound.meetAndGreet,
  date: returnDate(outbound.date, booker),
});
