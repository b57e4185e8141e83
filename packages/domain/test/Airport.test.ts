import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Airport from "../src/Airport.ts";
import * as Arb from "./arbitraries.ts";

const heathrow = { address: "Heathrow Airport", id: "lhr", types: ["airport", "point_of_interest"] };
const street = { address: "1 High St", id: "s1", types: ["street_address"] };

describe("Airport fields (spec §4)", () => {
  it("appear when the pickup is an airport", () => {
    expect(Airport.showsAirportFields(heathrow, [street])).toBe(true);
  });

  it("appear when any destination is an airport", () => {
    expect(Airport.showsAirportFields(street, [street, heathrow])).toBe(true);
  });

  it("stay hidden otherwise", () => {
    expect(Airport.showsAirportFields(street, [street, null, { address: "x" }])).toBe(false);
    expect(Airport.showsAirportFields(null, [])).toBe(false);
    expect(Airport.isAirport(undefined)).toBe(false);
  });

  it("appear exactly when some place has the airport type", () => {
    fc.assert(
      fc.property(
        fc.option(Arb.location, { nil: null }),
        fc.array(fc.option(Arb.location, { nil: null }), { maxLength: 4 }),
        (pickup, destinations) => {
          const expected = [pickup, ...destinations].some((l) => l?.types?.includes("airport") ?? false);
          expect(Airport.showsAirportFields(pickup, destinations)).toBe(expected);
        },
      ),
    );
  });
});
