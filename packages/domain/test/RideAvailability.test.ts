import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as RideAvailability from "../src/RideAvailability.ts";
import * as Arb from "./arbitraries.ts";

const ride = (id: string, overrides: Partial<RideAvailability.RideType> = {}): RideAvailability.RideType => ({
  id,
  name: id,
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 2,
  outboundCompatible: true,
  returnCompatible: true,
  ...overrides,
});

const saloon = ride("saloon");
const estate = ride("estate", { max_luggage: 4 });
const mpv = ride("mpv", { numSeats: 7, max_luggage: 6, returnCompatible: false });
const retired = ride("retired", { active: false, numSeats: 8 });
const hidden = ride("hidden", { enabled: false, numSeats: 8 });
const all = [saloon, estate, mpv, retired, hidden];

const demand = fc.record({
  passengers: fc.integer({ min: 0, max: 20 }),
  luggage: fc.integer({ min: 0, max: 12 }),
  direction: fc.constantFrom("outbound" as const, "return" as const),
});

/** A ride type chosen before: an id of either kind the API uses, or none. */
const selection = fc.option(fc.oneof(fc.string({ maxLength: 4 }), fc.nat({ max: 50 })), { nil: null });

describe("Ride availability (spec §4, §5)", () => {
  it("offers the active, enabled types that seat the passengers, take the luggage and suit the direction", () => {
    expect(RideAvailability.availableRideTypes(all, { passengers: 4, luggage: 0, direction: "outbound" })).toEqual([
      saloon,
      estate,
      mpv,
    ]);
    expect(RideAvailability.availableRideTypes(all, { passengers: 5, luggage: 0, direction: "outbound" })).toEqual([
      mpv,
    ]);
    expect(RideAvailability.availableRideTypes(all, { passengers: 2, luggage: 3, direction: "return" })).toEqual([
      estate,
    ]);
    expect(RideAvailability.availableRideTypes(all, { passengers: 9, luggage: 0, direction: "outbound" })).toEqual([]);
  });

  it("never returns a type that cannot seat the party, and misses none that can", () => {
    fc.assert(
      fc.property(Arb.rideTypes, demand, (rideTypes, d) => {
        const available = RideAvailability.availableRideTypes(rideTypes, d);
        for (const r of available) {
          expect(r.numSeats).toBeGreaterThanOrEqual(d.passengers);
          expect(r.max_luggage).toBeGreaterThanOrEqual(d.luggage);
          expect(r.active && r.enabled).toBe(true);
          expect(d.direction === "outbound" ? r.outboundCompatible : r.returnCompatible).toBe(true);
        }
        const expected = rideTypes.filter(
          (r) =>
            r.active &&
            r.enabled &&
            r.numSeats >= d.passengers &&
            r.max_luggage >= d.luggage &&
            RideAvailability.suits(r, d.direction),
        );
        expect(available).toEqual(expected);
      }),
    );
  });

  it("checks capacity: passengers up to numSeats and luggage up to max_luggage", () => {
    expect(RideAvailability.canCarry(saloon, { passengers: 4, luggage: 2 })).toBe(true);
    expect(RideAvailability.canCarry(saloon, { passengers: 5, luggage: 2 })).toBe(false);
    expect(RideAvailability.canCarry(saloon, { passengers: 4, luggage: 3 })).toBe(false);
  });

  it("keeps the selection if still available, otherwise chooses the first, or none", () => {
    expect(RideAvailability.reconcileSelection([saloon, estate], "estate")).toBe("estate");
    expect(RideAvailability.reconcileSelection([saloon, estate], "mpv")).toBe("saloon");
    expect(RideAvailability.reconcileSelection([saloon, estate], null)).toBe("saloon");
    expect(RideAvailability.reconcileSelection([], "mpv")).toBeNull();
  });

  it("re-selects among available types only, and re-selecting is idempotent", () => {
    fc.assert(
      fc.property(Arb.rideTypes, demand, selection, (rideTypes, d, selected) => {
        const available = RideAvailability.availableRideTypes(rideTypes, d);
        const chosen = RideAvailability.selectRideType(rideTypes, d, selected);
        if (available.length === 0) expect(chosen).toBeNull();
        else expect(available.map((r) => r.id)).toContain(chosen);
        if (available.some((r) => r.id === selected)) expect(chosen).toBe(selected);
        expect(RideAvailability.selectRideType(rideTypes, d, chosen)).toBe(chosen);
      }),
    );
  });

  it("reconciles a leg: the same leg back while its choice fits, else the leg with the selection", () => {
    fc.assert(
      fc.property(Arb.rideTypes, demand, selection, (rideTypes, { direction, ...load }, chosen) => {
        const leg = { ...load, ride: chosen };
        const reconciled = RideAvailability.reconcileLeg(rideTypes, leg, direction, leg.ride, (ride) => ({
          ...leg,
          ride,
        }));
        const selected = RideAvailability.selectRideType(rideTypes, { ...load, direction }, chosen);
        if (selected === chosen) expect(reconciled).toBe(leg);
        else expect(reconciled).toEqual({ ...leg, ride: selected });
      }),
    );
  });

  it("defaults the return ride type to the outbound type if it is return-compatible", () => {
    expect(RideAvailability.defaultReturnRideType(all, "estate")).toBe("estate");
    expect(RideAvailability.defaultReturnRideType(all, "mpv")).toBeNull();
    expect(RideAvailability.defaultReturnRideType(all, null)).toBeNull();
    expect(RideAvailability.findById(all, "mpv")).toBe(mpv);
    expect(RideAvailability.findById(all, "taxi")).toBeUndefined();
  });

  it("shows the dispatch API's picture of a ride type only when it is an http(s) address", () => {
    expect(RideAvailability.pictureOf({ image_url: "https://cdn.solentcars.example/saloon.png" })).toBe(
      "https://cdn.solentcars.example/saloon.png",
    );
    expect(RideAvailability.pictureOf({ image_url: " http://127.0.0.1:4020/sandbox/assets/ride-mpv.svg " })).toBe(
      "http://127.0.0.1:4020/sandbox/assets/ride-mpv.svg",
    );
    for (const refused of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      "/saloon.png",
      "//evil.example/x.png",
      "",
    ]) {
      expect(RideAvailability.pictureOf({ image_url: refused })).toBeUndefined();
    }
    expect(RideAvailability.pictureOf({})).toBeUndefined();
  });
});
