/**
 * A tenant's tariff and the fare of a leg (spec §7 getCostEstimate; §9 leaves pricing "not
 * shown", so the shape is ours: contracts/README.md "Fares"). A leg costs a flag fall plus a
 * rate a mile, the miles being the great-circle distance pickup → vias → drop-off times a road
 * factor, times the ride type's multiplier, at least a minimum, rounded to a step; then the
 * charges: airport pick-up and drop-off, cruise terminal access, each via stop, and meet and
 * greet when asked for. A return is priced as a second leg. Quotes are FIXED. One function for
 * the sandbox and anyone else who prices a trip (the sandbox and the CLI's test double
 * once priced differently).
 */
import { Schema } from "effect";
import * as Airport from "./Airport.ts";
import * as Money from "./Money.ts";
import type * as Quote from "./Quote.ts";
import * as ServiceArea from "./ServiceArea.ts";

const Pence = Schema.Int;

export const Tariff = Schema.Struct({
  flag_fall_pence: Pence,
  per_mile_pence: Pence,
  /** Great-circle miles times this are the road miles charged. */
  road_factor: Schema.Number,
  minimum_journey_pence: Pence,
  /** The journey fare is rounded to this many pence (10: to 10p). */
  rounding_pence: Pence,
  airport_pickup_pence: Pence,
  airport_dropoff_pence: Pence,
  cruise_terminal_pence: Pence,
  via_stop_pence: Pence,
  meet_and_greet_pence: Pence,
  quote_validity_minutes: Schema.Int,
  /** Minutes the driver waits free from the pickup time, and from an airport flight's landing (BookingTerms). */
  waiting_free_minutes: Schema.Int,
  airport_waiting_free_minutes: Schema.Int,
  /** What each minute of waiting after the free ones costs. */
  waiting_per_minute_pence: Pence,
});
export type Tariff = typeof Tariff.Type;

/** A place as priced: where it is, what it is called and its place types. */
export interface Point {
  readonly description: string;
  readonly lat: number;
  readonly lon: number;
  readonly types?: ReadonlyArray<string> | undefined;
}

export interface LegPricing {
  readonly pickup: Point;
  /** First the drop-off, then the vias in travel order (contract Stop). */
  readonly destinations: ReadonlyArray<Point>;
  readonly meetAndGreet: boolean;
  /** The ride type's multiplier in percent (an estate car at 110). */
  readonly multiplierPct: number;
}

const kmPerMile = 1.609344;

/** A priced place at an airport (Airport.isAirport on its name and types). */
export const isAirport = (point: Point): boolean =>
  Airport.isAirport({ address: point.description, types: [...(point.types ?? [])] });

/** A cruise terminal: its place type, or its name (terminal access charge; the CRUISE5 promo code). */
export const isCruiseTerminal = Airport.isCruiseTerminal;

/** Road miles: pickup, then the vias, then the drop-off, each hop great-circle times the road factor. */
export const roadMiles = (tariff: Tariff, pickup: Point, destinations: ReadonlyArray<Point>): number => {
  const [dropOff, ...vias] = destinations;
  let km = 0;
  let from = pickup;
  for (const to of [...vias, ...(dropOff === undefined ? [] : [dropOff])]) {
    km += ServiceArea.distanceKm(from, to);
    from = to;
  }
  return (km / kmPerMile) * tariff.road_factor;
};

/**
 * The additional charges of a leg (spec §3 additionalCharges; getCostEstimate's
 * bookingAdditionalCharges*): mandatory airport and terminal charges, and meet and greet, which
 * the customer may decline, offered for airport and cruise-terminal pickups only
 * (Airport.offersMeetAndGreet).
 */
export const additionalCharges = (tariff: Tariff, leg: LegPricing): ReadonlyArray<Quote.AdditionalCharge> => {
  const dropOff = leg.destinations[0];
  const charges: Quote.AdditionalCharge[] = [];
  const charge = (code: string, label: string, pence: number, mandatory: boolean) =>
    charges.push({ code, label, amount: Money.fromMinor(pence), mandatory });
  if (isAirport(leg.pickup)) charge("airport_pickup", "Airport pick-up parking", tariff.airport_pickup_pence, true);
  if (dropOff !== undefined && isAirport(dropOff))
    charge("airport_dropoff", "Airport drop-off charge", tariff.airport_dropoff_pence, true);
  if (isCruiseTerminal(leg.pickup) || (dropOff !== undefined && isCruiseTerminal(dropOff)))
    charge("cruise_terminal", "Cruise terminal access", tariff.cruise_terminal_pence, true);
  if (Airport.offersMeetAndGreet(leg.pickup))
    charge("meet_and_greet", "Meet and greet in arrivals", tariff.meet_and_greet_pence, false);
  return charges;
};

/** Rounds half up to the step (a till's rounding). */
const roundTo = (pence: number, step: number): number => Math.round(pence / step) * step;

/** The journey fare alone, in pence, for road miles and a multiplier. */
export const journeyPence = (tariff: Tariff, miles: number, multiplierPct: number): number =>
  roundTo(
    Math.max(tariff.minimum_journey_pence, tariff.flag_fall_pence + tariff.per_mile_pence * miles) *
      (multiplierPct / 100),
    tariff.rounding_pence,
  );

/** A fare whose total is the sum of its lines. */
export const withLines = (lines: ReadonlyArray<Quote.FareLine>): Quote.Fare => ({
  quote_type: "FIXED",
  total: Money.sum(lines.map((line) => line.amount)),
  lines,
});

/** A FIXED fare for one leg, with its lines adding up to the total, and the road miles it charged. */
export const quoteLeg = (
  tariff: Tariff,
  leg: LegPricing,
): { readonly fare: Quote.Fare; readonly roadMiles: number } => {
  const miles = roadMiles(tariff, leg.pickup, leg.destinations);
  const lines: Quote.FareLine[] = [
    {
      code: "journey",
      label: `Journey fare (${miles.toFixed(1)} miles)`,
      amount: Money.fromMinor(journeyPence(tariff, miles, leg.multiplierPct)),
    },
  ];
  const vias = Math.max(0, leg.destinations.length - 1);
  if (vias > 0) {
    lines.push({
      code: "via_stop",
      label: vias === 1 ? "Via stop" : `Via stops (${vias})`,
      amount: Money.fromMinor(vias * tariff.via_stop_pence),
    });
  }
  for (const charge of additionalCharges(tariff, leg)) {
    if (charge.mandatory === true || (charge.code === "meet_and_greet" && leg.meetAndGreet))
      lines.push({ code: charge.code, label: charge.label, amount: charge.amount });
  }
  return { fare: withLines(lines), roadMiles: miles };
};
