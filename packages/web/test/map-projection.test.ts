import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { projection, withCoordinates } from "../src/components/maps/map-projection.ts";

const box = { width: 320, height: 200, margin: 24 };
const aboveBar = { lat: 50.9063, lng: -1.4047 };
const oceanTerminal = { lat: 50.8935, lng: -1.3962 };

describe("the tracking map's projection", () => {
  it("puts north up and east right, inside the margins", () => {
    const project = projection([aboveBar, oceanTerminal], box);
    const a = project?.(aboveBar);
    const b = project?.(oceanTerminal);
    expect(a !== undefined && b !== undefined).toBe(true);
    if (a === undefined || b === undefined) return;
    expect(a.y).toBeLessThan(b.y); // Above Bar is north of the terminal
    expect(a.x).toBeLessThan(b.x); // and west of it
  });

  it("keeps every point inside the box with its margin, at one scale on both axes", () => {
    const point = fc.record({
      lat: fc.double({ min: 49.9, max: 58.6, noNaN: true }),
      lng: fc.double({ min: -8, max: 1.7, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
        const project = projection(points, box);
        for (const p of points) {
          const { x, y } = project?.(p) ?? { x: NaN, y: NaN };
          expect(x).toBeGreaterThanOrEqual(box.margin - 1e-6);
          expect(x).toBeLessThanOrEqual(box.width - box.margin + 1e-6);
          expect(y).toBeGreaterThanOrEqual(box.margin - 1e-6);
          expect(y).toBeLessThanOrEqual(box.height - box.margin + 1e-6);
        }
      }),
    );
  });

  it("centres a single place, and draws nothing without coordinates", () => {
    expect(projection([aboveBar], box)?.(aboveBar)).toEqual({ x: 160, y: 100 });
    expect(projection([], box)).toBeUndefined();
    expect(withCoordinates([undefined, { lat: 1 }, aboveBar])).toEqual([aboveBar]);
  });
});
