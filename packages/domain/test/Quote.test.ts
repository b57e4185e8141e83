import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Money from "../src/Money.ts";
import * as Fares from "../src/Fares.ts";
import * as Quote from "../src/Quote.ts";

const gbp = (pence: number) => Money.fromMinor(pence);
const line = (code: string, pence: number): Quote.FareLine => ({ code, label: code, amount: gbp(pence) });

const airportFare: Quote.Fare = {
  quote_type: "FIXED",
  total: gbp(2250),
  lines: [line("journey", 1950), line("airport_dropoff", 300)],
};

const estimate: Quote.CostEstimate = {
  outbound: airportFare,
  total: gbp(2250),
  bookingAdditionalChargesOutbound: [],
  bookingAdditionalChargesReturn: [
    { code: "airport_pickup", label: "Airport pick-up parking", amount: gbp(500), mandatory: true },
    { code: "meet_and_greet", label: "Meet and greet in arrivals", amount: gbp(1000), mandatory: false },
    { code: "parking", label: "Parking", amount: gbp(200) },
  ],
  ride_type_quotes: [{ ride_type_id: 2, outbound: airportFare }],
  quote_expires_at: 1_000,
};

describe("Quote (spec §3 Cost estimate response)", () => {
  it("adds the lines up to the total", () => {
    expect(Quote.linesTotal(airportFare)).toEqual(gbp(2250));
    expect(Quote.addsUp(airportFare)).toBe(true);
    expect(Quote.addsUp({ ...airportFare, total: gbp(2000) })).toBe(false);
  });

  it("sums lines like integers, discount lines included", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 8 }), (amounts) => {
        const fare: Quote.Fare = {
          quote_type: "FIXED",
          total: gbp(amounts.reduce((a, b) => a + b, 0)),
          lines: amounts.map((amount, i) => line(`l${i}`, amount)),
        };
        expect(Quote.addsUp(fare)).toBe(true);
      }),
    );
  });

  it("shows a range only for an ESTIMATED fare with both bounds", () => {
    const estimated: Quote.Fare = { ...airportFare, quote_type: "ESTIMATED", low: gbp(2000), high: gbp(2600) };
    expect(Fares.range(estimated)).toEqual({ low: gbp(2000), high: gbp(2600) });
    expect(Fares.range({ ...estimated, quote_type: "FIXED" })).toBeUndefined();
    expect(Fares.range({ ...airportFare, quote_type: "ESTIMATED", low: gbp(1) })).toBeUndefined();
  });

  it("finds the fare of a ride type in the estimate's quotes (Fares.byRideType)", () => {
    expect(Fares.byRideType(estimate.ride_type_quotes, "outbound").get("2")?.total).toEqual(gbp(2250));
    expect(Fares.byRideType(estimate.ride_type_quotes, "outbound").has("9")).toBe(false);
    expect(Fares.byRideType(undefined, "outbound").size).toBe(0);
  });

  it("sends mandatory charges and the optional ones accepted, in order", () => {
    const charges = estimate.bookingAdditionalChargesReturn;
    expect(Quote.acceptedChargeCodes(charges, [])).toEqual(["airport_pickup", "parking"]);
    expect(Quote.acceptedChargeCodes(charges, ["meet_and_greet"])).toEqual([
      "airport_pickup",
      "meet_and_greet",
      "parking",
    ]);
    expect(Quote.isMandatory(charges[2]!)).toBe(true);
  });

  it("decodes an estimate", () => {
    expect(Schema.decodeUnknownSync(Quote.CostEstimate)(estimate)).toEqual(estimate);
  });
});
