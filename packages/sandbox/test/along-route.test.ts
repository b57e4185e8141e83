// The sandbox's car on the way (src/booking-records.ts alongRoute): it starts where it sets off,
// ends where it is going, stays inside the box the two make, turns corners (it is not on the
// straight line half way), and moves on, never back, as the trip goes on.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alongRoute } from "../src/booking-records.ts";

const point = fc.record({
  lat: fc.double({ min: 50, max: 51, noNaN: true }),
  lon: fc.double({ min: -2, max: -1, noNaN: true }),
});
const near = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.abs(a.lat - b.lat) < 1e-4 && Math.abs(a.lon - b.lon) < 1e-4;

describe("the car's route", () => {
  it("runs from start to end inside their box, never going back", () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2 }),
        (from, to, steps) => {
          expect(near(alongRoute(from, to, 0), from)).toBe(true);
          expect(near(alongRoute(from, to, 1), to)).toBe(true);
          let travelled = -1;
          for (const progress of steps.toSorted((a, b) => a - b)) {
            const at = alongRoute(from, to, progress);
            expect(at.lat).toBeGreaterThanOrEqual(Math.min(from.lat, to.lat) - 1e-5);
            expect(at.lat).toBeLessThanOrEqual(Math.max(from.lat, to.lat) + 1e-5);
            expect(at.lon).toBeGreaterThanOrEqual(Math.min(from.lon, to.lon) - 1e-5);
            expect(at.lon).toBeLessThanOrEqual(Math.max(from.lon, to.lon) + 1e-5);
            // Distance from the start along the dog-leg grows with progress.
            const done = Math.abs(at.lat - from.lat) + Math.abs(at.lon - from.lon);
            expect(done).toBeGreaterThanOrEqual(travelled - 1e-4);
            travelled = done;
          }
        },
      ),
    );
  });

  it("turns a corner rather than cutting across", () => {
    const from = { lat: 50.93, lon: -1.44 };
    const to = { lat: 50.91, lon: -1.41 };
    // A quarter of the way (about 1.1 of 4.3 km), the car is still on the first street, due south.
    const quarter = alongRoute(from, to, 0.25);
    expect(quarter.lon).toBeCloseTo(from.lon, 4);
    expect(quarter.lat).toBeLessThan(from.lat);
    expect(near(quarter, { lat: 50.925, lon: -1.4325 })).toBe(false);
  });
});
