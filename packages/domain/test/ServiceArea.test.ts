import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as ServiceArea from "../src/ServiceArea.ts";
import * as Arb from "./arbitraries.ts";

const southampton: ServiceArea.ServiceArea = {
  kind: "circle",
  name: "Southampton region",
  centre: { lat: 50.9097, lon: -1.4044 },
  radius_km: 16,
};
const square: ServiceArea.ServiceArea = {
  kind: "polygon",
  name: "a square",
  vertices: [
    { lat: 50, lon: -2 },
    { lat: 50, lon: -1 },
    { lat: 51, lon: -1 },
    { lat: 51, lon: -2 },
  ],
};
const airport = { lat: 50.9503, lon: -1.3568 };
const portsmouthPort = { lat: 50.8118, lon: -1.0887 };
const winchester = { lat: 51.063, lon: -1.308 };
// Degrees spread evenly over a range (arbitraries.ts evenly): fc.double would crowd -3..0 next to
// 0 and never try a point inside the square.
const degrees = Arb.evenly;

describe("ServiceArea (spec §8 pickup_not_in_soton, per tenant)", () => {
  it("a 16 km circle round Southampton takes in the airport and Hythe, not Portsmouth or Winchester", () => {
    expect(ServiceArea.contains(southampton, southampton.centre)).toBe(true);
    expect(ServiceArea.contains(southampton, airport)).toBe(true);
    expect(ServiceArea.contains(southampton, { lat: 50.8717, lon: -1.3968 })).toBe(true);
    expect(ServiceArea.contains(southampton, portsmouthPort)).toBe(false);
    expect(ServiceArea.contains(southampton, winchester)).toBe(false);
  });

  it("serves a trip that starts or finishes inside, not one that only passes", () => {
    expect(ServiceArea.servesTrip(southampton, portsmouthPort, airport)).toBe(true);
    expect(ServiceArea.servesTrip(southampton, airport, portsmouthPort)).toBe(true);
    expect(ServiceArea.servesTrip(southampton, portsmouthPort, winchester)).toBe(false);
  });

  it("names the area in the refusal", () => {
    expect(ServiceArea.refusalMessage(southampton)).toBe("Trip must either start or finish inside Southampton region.");
  });

  it("a polygon contains exactly the points inside its boundary (property)", () => {
    fc.assert(
      fc.property(degrees(49, 52), degrees(-3, 0), (lat, lon) => {
        const inside = lat > 50 && lat < 51 && lon > -2 && lon < -1;
        const onEdge = lat === 50 || lat === 51 || lon === -2 || lon === -1;
        if (!onEdge) expect(ServiceArea.contains(square, { lat, lon })).toBe(inside);
      }),
    );
  });

  it("a polygon without vertices contains nothing", () => {
    expect(ServiceArea.contains({ kind: "polygon", name: "nowhere", vertices: [] }, airport)).toBe(false);
  });

  it("measures great-circle kilometres, the same both ways", () => {
    expect(ServiceArea.distanceKm(southampton.centre, portsmouthPort)).toBeCloseTo(24.7, 0);
    fc.assert(
      fc.property(degrees(49, 52), degrees(-3, 0), (lat, lon) => {
        expect(ServiceArea.distanceKm(airport, { lat, lon })).toBeCloseTo(
          ServiceArea.distanceKm({ lat, lon }, airport),
          9,
        );
      }),
    );
  });
});
