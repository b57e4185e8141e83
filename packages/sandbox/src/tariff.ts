/**
 * The sandbox's published tariff (the spec leaves pricing "not shown", §9; the README publishes
 * this one). A leg costs a £4.00 flag fall plus £1.80 a mile, the miles being the great-circle
 * distance pickup → vias → drop-off times a 1.3 road factor, times the ride type's multiplier,
 * at least £6.00, rounded to 10p. Charges: airport pick-up £5.00, airport drop-off £3.00, cruise
 * terminal access £1.50, each via stop £2.00, meet and greet £10.00 when asked for. A return is
 * priced as a second leg. Quotes are FIXED and valid for 30 minutes.
 */
import { Airport } from "@cabline/domain";
import { isCruiseTerminal } from "./geo/gazetteer.ts";
import { money, type Money } from "./money.ts";
import { distanceKm } from "./region.ts";
import { minutes } from "./time.ts";

export const tariff = {
  flagFallPence: 400,
  perMilePence: 180,
  roadFactor: 1.3,
  minimumJourneyPence: 600,
  roundingPence: 10,
  airportPickupPence: 500,
  airportDropoffPence: 300,
  cruiseTerminalPence: 150,
  viaStopPence: 200,
  meetAndGreetPence: 1000,
  quoteValidityMs: minutes(30),
} as const;

const kmPerMile = 1.609344;

export interface Point {
  readonly description: string;
  readonly lat: number;
  readonly lon: number;
  readonly id?: string;
  readonly types?: ReadonlyArray<string>;
}

export interface LegPricing {
  readonly pickup: Point;
  /** First the drop-off, then the vias in travel order (contract Stop). */
  readonly destinations: ReadonlyArray<Point>;
  readonly meetAndGreet: boolean;
  readonly multiplierPct: number;
}

export interface FareLine {
  readonly code: string;
  readonly label: string;
  readonly amount: Money;
}

export interface Fare {
  readonly quote_type: "FIXED";
  readonly total: Money;
  readonly lines: ReadonlyArray<FareLine>;
}

export interface AdditionalCharge extends FareLine {
  readonly mandatory: boolean;
}

const isAirport = (point: Point): boolean =>
  Airport.isAirport({ address: point.description, types: [...(point.types ?? [])] });

/** Road miles: pickup, then the vias, then the drop-off, each hop great-circle × 1.3. */
export const roadMiles = (pickup: Point, destinations: ReadonlyArray<Point>): number => {
  const [dropOff, ...vias] = destinations;
  const route = [pickup, ...vias, ...(dropOff === undefined ? [] : [dropOff])];
  let km = 0;
  for (let i = 1; i < route.length; i++) km += distanceKm(route[i - 1] as Point, route[i] as Point);
  return (km / kmPerMile) * tariff.roadFactor;
};

/**
 * The additional charges of a leg (spec §3 additionalCharges; getCostEstimate's
 * bookingAdditionalCharges*): mandatory airport and terminal charges, and meet and greet, which
 * the customer may decline, offered for airport and cruise-terminal pickups.
 */
export const additionalCharges = (leg: LegPricing): ReadonlyArray<AdditionalCharge> => {
  const dropOff = leg.destinations[0];
  const charges: AdditionalCharge[] = [];
  if (isAirport(leg.pickup)) {
    charges.push({
      code: "airport_pickup",
      label: "Airport pick-up parking",
      amount: money(tariff.airportPickupPence),
      mandatory: true,
    });
  }
  if (dropOff !== undefined && isAirport(dropOff)) {
    charges.push({
      code: "airport_dropoff",
      label: "Airport drop-off charge",
      amount: money(tariff.airportDropoffPence),
      mandatory: true,
    });
  }
  if (isCruiseTerminal(leg.pickup) || (dropOff !== undefined && isCruiseTerminal(dropOff))) {
    charges.push({
      code: "cruise_terminal",
      label: "Cruise terminal access",
      amount: money(tariff.cruiseTerminalPence),
      mandatory: true,
    });
  }
  if (isAirport(leg.pickup) || isCruiseTerminal(leg.pickup) || leg.meetAndGreet) {
    charges.push({
      code: "meet_and_greet",
      label: "Meet and greet in arrivals",
      amount: money(tariff.meetAndGreetPence),
      mandatory: false,
    });
  }
  return charges;
};

const roundTo = (pence: number, step: number): number => Math.round(pence / step) * step;

/** A FIXED fare for one leg, with its lines adding up to the total. */
export const quoteLeg = (leg: LegPricing): { readonly fare: Fare; readonly roadMiles: number } => {
  const miles = roadMiles(leg.pickup, leg.destinations);
  const journey = roundTo(
    Math.max(tariff.minimumJourneyPence, tariff.flagFallPence + tariff.perMilePence * miles) *
      (leg.multiplierPct / 100),
    tariff.roundingPence,
  );
  const lines: FareLine[] = [
    { code: "journey", label: `Journey fare (${miles.toFixed(1)} miles)`, amount: money(journey) },
  ];
  const vias = Math.max(0, leg.destinations.length - 1);
  if (vias > 0) {
    lines.push({
      code: "via_stop",
      label: vias === 1 ? "Via stop" : `Via stops (${vias})`,
      amount: money(vias * tariff.viaStopPence),
    });
  }
  for (const charge of additionalCharges(leg)) {
    if (charge.mandatory || leg.meetAndGreet)
      lines.push({ code: charge.code, label: charge.label, amount: charge.amount });
  }
  return { fare: withLines(lines), roadMiles: miles };
};

export const withLines = (lines: ReadonlyArray<FareLine>): Fare => ({
  quote_type: "FIXED",
  total: money(lines.reduce((sum, line) => sum + line.amount.amount, 0)),
  lines,
});
