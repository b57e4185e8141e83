import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Location from "../src/Location.ts";
import * as Arb from "./arbitraries.ts";

describe("Location (spec §3, §5)", () => {
  it("is blank when the address is empty or spaces", () => {
    expect(Location.isBlank(Location.empty)).toBe(true);
    expect(Location.isBlank({ address: "   " })).toBe(true);
    expect(Location.isBlank({ address: "Southampton" })).toBe(false);
  });

  it("has an id only once picked", () => {
    expect(Location.hasId({ address: "x", id: "abc" })).toBe(true);
    expect(Location.hasId({ address: "x", id: 0 })).toBe(true);
    expect(Location.hasId({ address: "x", id: "" })).toBe(false);
    expect(Location.hasId({ address: "x" })).toBe(false);
    expect(Location.hasId(null)).toBe(false);
  });

  it("is present when it has an id or an address", () => {
    expect(Location.isPresent(null)).toBe(false);
    expect(Location.isPresent(undefined)).toBe(false);
    expect(Location.isPresent({ address: " " })).toBe(false);
    expect(Location.isPresent({ address: " ", id: 3 })).toBe(true);
    fc.assert(
      fc.property(Arb.location, (l) => {
        expect(Location.isPresent(l)).toBe(Location.hasId(l) || !Location.isBlank(l));
      }),
    );
  });
});

describe("the same place", () => {
  it("is within about 20 m either way, and the same whichever is named first", () => {
    const bargate = { lat: 50.9046, lon: -1.4042 };
    expect(Location.samePlace(bargate, { lat: 50.90475, lon: -1.40395 })).toBe(true);
    expect(Location.samePlace(bargate, { lat: 50.90485, lon: -1.4042 })).toBe(false);
    expect(Location.samePlace(bargate, { lat: 50.9046, lon: -1.40385 })).toBe(false);
    const point = fc.record({
      lat: Arb.evenly(49, 52),
      lon: Arb.evenly(-3, 1),
    });
    fc.assert(fc.property(point, point, (a, b) => Location.samePlace(a, b) === Location.samePlace(b, a)));
  });
});
