// A tariff like Solent Cars' (sandbox README): £4.00 flag fall + £1.80 a mile, great-circle miles
// × 1.3, times the ride type's multiplier, at least £6.00, rounded to 10p; airport pick-up £5.00,
// drop-off £3.00, cruise terminal £1.50, via stops £2.00 each, meet and greet £10.00 when asked for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Money from "../src/Money.ts";
import * as Tariff from "../src/Tariff.ts";
import * as Arb from "./arbitraries.ts";
import { solentLikeTariff } from "./samples.ts";

type Point = Tariff.Point;
const tariff = solentLikeTariff;
const quoteLeg = (leg: Tariff.LegPricing) => Tariff.quoteLeg(tariff, leg);
const additionalCharges = (leg: Tariff.LegPricing) => Tariff.additionalCharges(tariff, leg);
const roadMiles = (pickup: Point, destinations: ReadonlyArray<Point>) => Tariff.roadMiles(tariff, pickup, destinations);
const gbp = (pence: number) => Money.fromMinor(pence);

const kmPerMile = 1.609344;
/** A point `miles` of great circle due north of the start. */
const north = (from: Point, miles: number, extra: Partial<Point> = {}): Point => ({
  description: "north",
  lat: from.lat + (miles * kmPerMile) / 111.195,
  lon: from.lon,
  ...extra,
});
const home: Point = { description: "home", lat: 50.9, lon: -1.4 };

describe("journey fare", () => {
  it("is £4.00 + £1.80 × road miles, rounded to 10p", () => {
    const { fare, roadMiles: miles } = quoteLeg({
      pickup: home,
      destinations: [north(home, 5)],
      meetAndGreet: false,
      multiplierPct: 100,
    });
    expect(miles).toBeCloseTo(6.5, 2);
    expect(fare).toEqual({
      quote_type: "FIXED",
      total: gbp(1570),
      lines: [{ code: "journey", label: "Journey fare (6.5 miles)", amount: gbp(1570) }],
    });
  });

  it("applies the ride type's multiplier and the £6.00 minimum", () => {
    const estate = quoteLeg({ pickup: home, destinations: [north(home, 5)], meetAndGreet: false, multiplierPct: 110 });
    expect(estate.fare.total.amountMinor).toBe(1730); // 1570 × 1.1 = 1727 → 1730
    const short = quoteLeg({ pickup: home, destinations: [north(home, 0.1)], meetAndGreet: false, multiplierPct: 100 });
    expect(short.fare.total.amountMinor).toBe(600);
  });

  it("charges airports, cruise terminals, vias and meet and greet as their own lines", () => {
    const airport = { types: ["airport"] };
    const { fare } = quoteLeg({
      pickup: { ...home, ...airport },
      destinations: [north(home, 5, { description: "Ocean Cruise Terminal" }), north(home, 2)],
      meetAndGreet: true,
      multiplierPct: 100,
    });
    const codes = Object.fromEntries(fare.lines.map((line) => [line.code, line.amount.amountMinor]));
    expect(codes).toMatchObject({ via_stop: 200, airport_pickup: 500, cruise_terminal: 150, meet_and_greet: 1000 });
    expect(fare.total.amountMinor).toBe(fare.lines.reduce((sum, line) => sum + line.amount.amountMinor, 0));
    const dropOff = quoteLeg({
      pickup: home,
      destinations: [north(home, 3, airport)],
      meetAndGreet: false,
      multiplierPct: 100,
    });
    expect(dropOff.fare.lines.map((l) => l.code)).toEqual(["journey", "airport_dropoff"]);
  });

  it("offers meet and greet (optional) at airport and terminal pickups only", () => {
    const at = (pickup: Point) =>
      additionalCharges({ pickup, destinations: [north(home, 3)], meetAndGreet: false, multiplierPct: 100 });
    expect(at({ ...home, types: ["airport"] })).toContainEqual(
      expect.objectContaining({ code: "meet_and_greet", mandatory: false }),
    );
    expect(at({ ...home, types: ["cruise_terminal"] }).map((c) => c.code)).toEqual([
      "cruise_terminal",
      "meet_and_greet",
    ]);
    expect(at(home)).toEqual([]);
  });

  it("names each line as the receipt shows it, and adds meet and greet only when asked for", () => {
    const airport = { types: ["airport"] };
    const lines = (leg: Tariff.LegPricing) => quoteLeg(leg).fare.lines.map((line) => [line.code, line.label]);
    expect(
      lines({
        pickup: { ...home, ...airport },
        // The drop-off is the first destination (the contract's order), the vias after it.
        destinations: [north(home, 3, { description: "Ocean Cruise Terminal" }), north(home, 2)],
        meetAndGreet: true,
        multiplierPct: 100,
      }).slice(1),
    ).toEqual([
      ["via_stop", "Via stop"],
      ["airport_pickup", "Airport pick-up parking"],
      ["cruise_terminal", "Cruise terminal access"],
      ["meet_and_greet", "Meet and greet in arrivals"],
    ]);
    expect(
      lines({
        pickup: home,
        destinations: [north(home, 3, airport), north(home, 1), north(home, 2)],
        meetAndGreet: true,
        multiplierPct: 100,
      }).slice(1),
    ).toEqual([
      ["via_stop", "Via stops (2)"],
      ["airport_dropoff", "Airport drop-off charge"],
    ]);
    // At an airport pickup, meet and greet is offered but not charged unless chosen.
    expect(
      lines({
        pickup: { ...home, ...airport },
        destinations: [north(home, 3)],
        meetAndGreet: false,
        multiplierPct: 100,
      }),
    ).not.toContainEqual(["meet_and_greet", "Meet and greet in arrivals"]);
  });

  it("measures pickup → vias → drop-off", () => {
    const a = north(home, 2);
    const b = north(home, 3);
    expect(roadMiles(home, [b, a])).toBeCloseTo(3 * 1.3, 2);
  });

  it("never falls below the minimum, and grows with the distance (property)", () => {
    fc.assert(
      fc.property(Arb.evenly(0, 100), Arb.evenly(0, 100), (m1, m2) => {
        const quote = (miles: number) =>
          quoteLeg({ pickup: home, destinations: [north(home, miles)], meetAndGreet: false, multiplierPct: 100 }).fare
            .total.amountMinor;
        expect(quote(m1)).toBeGreaterThanOrEqual(600);
        expect(quote(m1) % 10).toBe(0);
        if (m1 <= m2) expect(quote(m1)).toBeLessThanOrEqual(quote(m2));
      }),
    );
  });
});

describe("tariffs differ by tenant", () => {
  it("prices the same trip on another tenant's rates", () => {
    const gosport: Tariff.Tariff = { ...tariff, flag_fall_pence: 350, per_mile_pence: 200 };
    const leg = { pickup: home, destinations: [north(home, 5)], meetAndGreet: false, multiplierPct: 100 };
    expect(Tariff.quoteLeg(gosport, leg).fare.total.amountMinor).toBe(1650); // 350 + 200 × 6.5
    expect(quoteLeg(leg).fare.total.amountMinor).toBe(1570);
  });
});
