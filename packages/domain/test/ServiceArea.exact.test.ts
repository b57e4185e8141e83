/**
 * A tenant's service area read to the letter (spec §8 pickup_not_in_soton): a polygon with slanted
 * sides (where the boundary's longitude depends on the latitude), points level with a corner, the
 * half-open convention on the boundary, and a circle that includes its edge.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as ServiceArea from "../src/ServiceArea.ts";

// Degrees spread evenly over a range (fc.double would crowd them next to 0).
const degrees = (min: number, max: number) =>
  fc.integer({ min: min * 100_000, max: max * 100_000 }).map((n) => n / 100_000);

// A triangle: base along latitude 50 from longitude -2 to 0, apex at (52, -1).
const triangle: ServiceArea.ServiceArea = {
  kind: "polygon",
  name: "a triangle",
  vertices: [
    { lat: 50, lon: -2 },
    { lat: 50, lon: 0 },
    { lat: 52, lon: -1 },
  ],
};
// Its west and east sides at a latitude between 50 and 52.
const westSide = (lat: number) => -2 + (lat - 50) / 2;
const eastSide = (lat: number) => -(lat - 50) / 2;

describe("a polygon area with slanted sides (spec §8)", () => {
  it("contains the points between its sides and no others", () => {
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -1 })).toBe(true);
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -1.4 })).toBe(true);
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -0.6 })).toBe(true);
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -1.6 })).toBe(false);
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -0.4 })).toBe(false);
    expect(ServiceArea.contains(triangle, { lat: 50.5, lon: -1.8 })).toBe(false);
    expect(ServiceArea.contains(triangle, { lat: 50.5, lon: -1.7 })).toBe(true);
  });

  it("leaves out points level with the apex beside it, and points beyond the base", () => {
    expect(ServiceArea.contains(triangle, { lat: 52, lon: -1.5 })).toBe(false);
    expect(ServiceArea.contains(triangle, { lat: 52, lon: -0.5 })).toBe(false);
    expect(ServiceArea.contains(triangle, { lat: 49.5, lon: -1 })).toBe(false);
  });

  it("counts a point on its west side in and one on its east side out, so two areas sharing a side never both take it", () => {
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -1.5 })).toBe(true);
    expect(ServiceArea.contains(triangle, { lat: 51, lon: -0.5 })).toBe(false);
  });

  it("contains exactly the points strictly between its sides (property)", () => {
    fc.assert(
      fc.property(degrees(49, 53), degrees(-3, 1), (lat, lon) => {
        const inside = lat > 50 && lat < 52 && lon > westSide(lat) && lon < eastSide(lat);
        const nearEdge =
          Math.abs(lat - 50) < 1e-9 ||
          Math.abs(lat - 52) < 1e-9 ||
          Math.abs(lon - westSide(lat)) < 1e-9 ||
          Math.abs(lon - eastSide(lat)) < 1e-9;
        if (!nearEdge) expect(ServiceArea.contains(triangle, { lat, lon })).toBe(inside);
      }),
    );
  });
});

describe("a circle area includes its edge (spec §8)", () => {
  const centre = { lat: 50.9097, lon: -1.4044 };
  const airport = { lat: 50.9503, lon: -1.3568 };

  it("contains a point exactly its radius away, and its centre when the radius is 0", () => {
    const edge = { kind: "circle", name: "edge", centre, radius_km: ServiceArea.distanceKm(centre, airport) } as const;
    expect(ServiceArea.contains(edge, airport)).toBe(true);
    expect(ServiceArea.contains({ ...edge, radius_km: 0 }, centre)).toBe(true);
    expect(ServiceArea.contains({ ...edge, radius_km: 0 }, airport)).toBe(false);
  });
});
