import { Schema } from "effect";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as BookingForm from "../src/BookingForm.ts";
import * as Validation from "../src/Validation.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";
import * as Arb from "./arbitraries.ts";
import * as FormSchema from "../src/schemas/BookingForm.ts";

const now = Temporal.Instant.from("2025-07-01T09:00:00Z");
const home = { address: "1 High St, Southampton", id: "home", types: ["street_address"] };
const airport = { address: "Heathrow Airport", id: "lhr", types: ["airport"] };
const stopA = { address: "Stop A", id: "a" };
const stopB = { address: "Stop B", id: "b" };

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
const rides = [
  ride("saloon"),
  ride("mpv", { numSeats: 7, max_luggage: 6 }),
  ride("outOnly", { returnCompatible: false, numSeats: 8 }),
];

const journey = fc.record({
  pickup: fc.option(Arb.location, { nil: null }),
  drop: fc.option(Arb.location, { nil: null }),
  additionalStops: fc.array(Arb.location, { maxLength: 4 }),
  date: Arb.instant.map((i) => i.epochMilliseconds),
  rideType: fc.option(fc.constantFrom("saloon", "mpv", "outOnly", "gone"), { nil: null }),
  passengers: fc.integer({ min: 1, max: 9 }),
  luggage: fc.integer({ min: 0, max: 7 }),
  flightNumber: fc.string({ maxLength: 6 }),
  meetAndGreet: fc.boolean(),
  notes: fc.string({ maxLength: 6 }),
});

const form = fc
  .tuple(Arb.instant, journey, journey, fc.boolean(), fc.constantFrom("outbound" as const, "return" as const))
  .map(([t, outbound, back, returnEnabled, tab]) => {
    const start = BookingForm.initial(t);
    return {
      ...start,
      outbound: { ...start.outbound, ...outbound },
      returnJourney: { ...start.returnJourney, ...back },
      returnEnabled,
      selectedTab: returnEnabled ? tab : "outbound",
    } satisfies BookingForm.BookingForm;
  });

describe("Consumer booking form defaults (spec §3, §4, §9)", () => {
  it("starts at step 1 on the outbound tab with 4 passengers, no luggage, pickup in 15 minutes, dial code GB", () => {
    const f = BookingForm.initial(now);
    expect(f.step).toBe(1);
    expect(f.selectedTab).toBe("outbound");
    expect(f.outbound.passengers).toBe(4);
    expect(f.outbound.luggage).toBe(0);
    expect(f.outbound.date - now.epochMilliseconds).toBe(15 * 60 * 1000);
    expect(f.leadPassengerDialCode).toBe("GB");
    expect(f.returnEnabled).toBe(false);
    expect(f.paymentMethod).toBe("cash");
    expect(f.asap).toBe(false);
    expect(BookingForm.initial(now, "card").paymentMethod).toBe("card");
  });
});

describe("Adding a return (spec §4)", () => {
  const base = BookingForm.initial(now);
  const outbound = BookingForm.setLoad(
    BookingForm.setStop(
      BookingForm.addStop(
        BookingForm.setStop(
          BookingForm.addStop(BookingForm.setPlace(BookingForm.setPlace(base, "pickup", home), "drop", airport)),
          0,
          stopA,
        ),
      ),
      1,
      stopB,
    ),
    { passengers: 3, luggage: 2 },
    rides,
  );
  const withMeet = BookingForm.updateJourney(outbound, "outbound", (j) => ({
    ...j,
    meetAndGreet: true,
    rideType: "saloon",
  }));
  const added = BookingForm.enableReturn(withMeet, rides);

  it("copies the outbound drop to the return pickup and the outbound pickup to the return drop", () => {
    expect(added.returnJourney.pickup).toEqual(airport);
    expect(added.returnJourney.drop).toEqual(home);
  });

  it("copies passengers, luggage and meet-and-greet, and reverses the stops", () => {
    expect(added.returnJourney.passengers).toBe(3);
    expect(added.returnJourney.luggage).toBe(2);
    expect(added.returnJourney.meetAndGreet).toBe(true);
    expect(added.returnJourney.additionalStops).toEqual([stopB, stopA]);
  });

  it("leaves empty stop rows out of the return", () => {
    const withEmpty = BookingForm.addStop(BookingForm.setStop(BookingForm.addStop(BookingForm.initial(now)), 0, stopA));
    expect(withEmpty.outbound.additionalStops).toEqual([stopA, { address: "" }]);
    expect(BookingForm.enableReturn(withEmpty, rides).returnJourney.additionalStops).toEqual([stopA]);
  });

  it("dates the return 3 hours after the outbound", () => {
    expect(added.returnJourney.date - added.outbound.date).toBe(3 * 60 * 60 * 1000);
  });

  it("takes the outbound ride type when it is return-compatible, else the first available", () => {
    expect(added.returnJourney.rideType).toBe("saloon");
    const outOnly = BookingForm.updateJourney(withMeet, "outbound", (j) => ({ ...j, rideType: "outOnly" }));
    expect(BookingForm.enableReturn(outOnly, rides).returnJourney.rideType).toBe("saloon");
  });

  it("opens the return tab and flags the airport", () => {
    expect(added.returnEnabled).toBe(true);
    expect(added.selectedTab).toBe("return");
    expect(added.returnJourney.isAirportBooking).toBe(true);
  });

  it("gives the same result when applied twice", () => {
    fc.assert(
      fc.property(form, Arb.rideTypes, (f, rideTypes) => {
        const once = BookingForm.enableReturn(f, rideTypes);
        expect(BookingForm.enableReturn(once, rideTypes)).toEqual(once);
      }),
    );
  });

  it("never picks a return ride type that cannot carry the party", () => {
    fc.assert(
      fc.property(form, Arb.rideTypes, (f, rideTypes) => {
        const back = BookingForm.enableReturn(f, rideTypes).returnJourney;
        const chosen = rideTypes.find((r) => r.id === back.rideType);
        if (back.rideType !== null) {
          expect(chosen?.returnCompatible).toBe(true);
          expect(chosen!.numSeats).toBeGreaterThanOrEqual(back.passengers);
          expect(chosen!.max_luggage).toBeGreaterThanOrEqual(back.luggage);
        }
      }),
    );
  });
});

describe("Disabling the return (spec §4)", () => {
  it("resets the return data and goes back to the outbound tab", () => {
    const f = BookingForm.initial(now);
    const added = BookingForm.enableReturn(BookingForm.setPlace(f, "pickup", home), rides);
    const removed = BookingForm.disableReturn(added);
    expect(removed.returnEnabled).toBe(false);
    expect(removed.selectedTab).toBe("outbound");
    expect(removed.returnJourney).toEqual(BookingForm.emptyJourney(f.outbound.date + 3 * 60 * 60 * 1000));
  });

  it("undoes adding a return", () => {
    fc.assert(
      fc.property(form, Arb.rideTypes, (f, rideTypes) => {
        const cleared = BookingForm.disableReturn(f);
        expect(BookingForm.disableReturn(BookingForm.enableReturn(cleared, rideTypes))).toEqual(cleared);
      }),
    );
  });
});

describe("Swap location (spec §4)", () => {
  it("exchanges pickup and drop on the current tab only", () => {
    const f = BookingForm.enableReturn(
      BookingForm.setPlace(BookingForm.setPlace(BookingForm.initial(now), "pickup", home), "drop", airport),
      rides,
    );
    const swapped = BookingForm.swapLocations(f);
    expect(swapped.returnJourney.pickup).toEqual(home);
    expect(swapped.returnJourney.drop).toEqual(airport);
    expect(swapped.outbound).toEqual(f.outbound);
  });

  it("is undone by swapping again", () => {
    fc.assert(
      fc.property(form, (f) => {
        // Generated forms may carry a stale airport flag; every transition recomputes it.
        const normalised = BookingForm.updateJourney(
          BookingForm.updateJourney(f, "outbound", (j) => j),
          "return",
          (j) => j,
        );
        expect(BookingForm.swapLocations(BookingForm.swapLocations(normalised))).toEqual(normalised);
      }),
    );
  });
});

describe("Stops (spec §5)", () => {
  const rules = { isBlank: (s: string) => s.trim() === "", empty: "" };

  it("removes a stop whose address is emptied", () => {
    expect(BookingForm.editStop(["A", "B", "C"], 1, "", rules)).toEqual(["A", "C"]);
  });

  it("resets the stop instead when it is the only one", () => {
    expect(BookingForm.editStop(["A"], 0, " ", rules)).toEqual([""]);
  });

  it("replaces a stop with a non-empty address and ignores indexes outside the list", () => {
    expect(BookingForm.editStop(["A", "B"], 1, "X", rules)).toEqual(["A", "X"]);
    expect(BookingForm.editStop(["A"], 3, "X", rules)).toEqual(["A"]);
    expect(BookingForm.editStop(["A"], -1, "", rules)).toEqual(["A"]);
  });

  it("keeps the list length or shrinks it by one, and never leaves an empty list after emptying a stop", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.string({ maxLength: 3 }),
        (stops, i, next) => {
          const index = i % stops.length;
          const edited = BookingForm.editStop(stops, index, next, rules);
          expect(edited.length).toBeGreaterThanOrEqual(1);
          if (rules.isBlank(next)) expect(edited.length).toBe(Math.max(1, stops.length - 1));
          else expect(edited[index]).toBe(next);
        },
      ),
    );
  });

  it("adds, edits and removes stops on the current tab", () => {
    let f = BookingForm.addStop(BookingForm.initial(now));
    f = BookingForm.setStop(f, 0, airport);
    expect(f.outbound.additionalStops).toEqual([airport]);
    expect(f.outbound.isAirportBooking).toBe(true);
    f = BookingForm.setStop(f, 0, { address: "" });
    expect(f.outbound.additionalStops).toEqual([{ address: "" }]);
    expect(f.outbound.isAirportBooking).toBe(false);
    expect(BookingForm.removeStop(f, 0).outbound.additionalStops).toEqual([]);
  });
});

describe("Tabs, dates and ride types", () => {
  it("opens the return tab only once a return was added", () => {
    const f = BookingForm.initial(now);
    expect(BookingForm.selectTab(f, "return")).toBe(f);
    // The open tab again is no change: the same form, so a screen holding it is not drawn again.
    expect(BookingForm.selectTab(f, "outbound")).toBe(f);
    const added = BookingForm.enableReturn(f, rides);
    expect(BookingForm.selectTab(added, "outbound").selectedTab).toBe("outbound");
    expect(BookingForm.currentJourney(BookingForm.selectTab(added, "return"))).toBe(added.returnJourney);
    expect(BookingForm.journeyOf(added, "outbound")).toBe(added.outbound);
  });

  it("sets the time to one minute from now with ASAP", () => {
    const f = BookingForm.setAsap(BookingForm.initial(now), true, now);
    expect(f.asap).toBe(true);
    expect(f.outbound.date - now.epochMilliseconds).toBe(60_000);
    expect(BookingForm.setAsap(f, false, now)).toEqual({ ...f, asap: false });
  });

  it("turns ASAP off when an outbound date is chosen, but not for the return", () => {
    const f = BookingForm.setAsap(BookingForm.initial(now), true, now);
    expect(BookingForm.setDate(f, 123).asap).toBe(false);
    const back = BookingForm.enableReturn(f, rides);
    const dated = BookingForm.setDate(back, 456);
    expect(dated.asap).toBe(true);
    expect(dated.returnJourney.date).toBe(456);
  });

  it("re-selects the ride type when passengers or luggage change", () => {
    let f = BookingForm.setRideType(BookingForm.initial(now), "saloon");
    f = BookingForm.setLoad(f, { passengers: 6, luggage: 0 }, rides);
    expect(f.outbound.rideType).toBe("mpv");
    f = BookingForm.setLoad(f, { passengers: 20, luggage: 0 }, rides);
    expect(f.outbound.rideType).toBeNull();
  });

  it("gives the very same form back when no ride type changes, so a screen need not draw again", () => {
    fc.assert(
      fc.property(form, Arb.rideTypes, (f, rideTypes) => {
        const once = BookingForm.reconcileRideTypes(f, rideTypes);
        expect(BookingForm.reconcileRideTypes(once, rideTypes)).toBe(once);
        const changed =
          once.outbound.rideType !== f.outbound.rideType ||
          (f.returnEnabled && once.returnJourney.rideType !== f.returnJourney.rideType);
        if (!changed) expect(once).toBe(f);
        else expect(once).not.toBe(f);
      }),
    );
  });

  it("reconciles the return ride type only when a return is added", () => {
    const f = BookingForm.initial(now);
    expect(BookingForm.reconcileRideTypes(f, rides).returnJourney).toBe(f.returnJourney);
    const back = BookingForm.reconcileRideTypes(
      { ...BookingForm.enableReturn(f, rides), returnJourney: { ...f.returnJourney, rideType: "outOnly" } },
      rides,
    );
    expect(back.returnJourney.rideType).toBe("saloon");
  });

  it("moves between steps, never below 1", () => {
    const f = BookingForm.initial(now);
    expect(BookingForm.goToStep(f, 3).step).toBe(3);
    expect(BookingForm.goToStep(f, 0).step).toBe(1);
    expect(BookingForm.goToStep(f, 2.7).step).toBe(2);
  });
});

describe("Form state as data", () => {
  it("decodes what it encodes, so a form can be stored and restored", () => {
    fc.assert(
      fc.property(form, Arb.rideTypes, (f, rideTypes) => {
        const state = BookingForm.enableReturn(f, rideTypes);
        expect(Schema.decodeUnknownSync(FormSchema.BookingForm)(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
    );
  });
});

describe("book again (spec §3 bookings list)", () => {
  it("takes a past leg's places, stops, party and ride type, keeps the new form's time, and counts the places as picked", () => {
    const start = BookingForm.initial(Temporal.Instant.from("2026-11-26T09:00:00Z"));
    const pickup = { address: "Above Bar Street", id: "p1", lat: 50.9, lng: -1.4 };
    const drop = { address: "Ocean Cruise Terminal", id: "d1", lat: 50.89, lng: -1.39, types: ["point_of_interest"] };
    const via = { address: "Southampton Central", id: "v1", user: { name: "Ada" } };
    const form = BookingForm.withPastJourney(start, {
      pickup,
      destinations: [drop, via],
      passengers: 2,
      luggage: 3,
      rideId: 7,
    });
    expect(form.outbound).toMatchObject({ pickup, drop, passengers: 2, luggage: 3, rideType: 7 });
    expect(form.outbound.additionalStops).toEqual([{ address: "Southampton Central", id: "v1" }]);
    expect(form.outbound.date).toBe(start.outbound.date);
    expect(Validation.validatePickedPlaces(form)).toEqual([]);
  });
});

describe("a form the dispatch API can price on the first step (docs/decisions/first-step-prices.md)", () => {
  const place = { address: "Ocean Village Marina", id: "sbx-ocean-village" };
  const typed = { address: "somewhere typed" };
  const ready = (f: BookingForm.BookingForm): BookingForm.BookingForm => ({
    ...f,
    outbound: { ...f.outbound, pickup: place, drop: place, rideType: 1 },
    returnJourney: { ...f.returnJourney, pickup: place, drop: place, rideType: 1 },
  });

  it("is priced once both ends of every journey are chosen places and a ride type is chosen", () => {
    fc.assert(
      fc.property(form, (f) => {
        expect(BookingForm.priceable(ready(f))).toBe(true);
      }),
    );
  });

  it("waits while an end is only typed or empty, or no ride type is chosen; a return only counts when enabled", () => {
    fc.assert(
      fc.property(form, fc.constantFrom("pickup" as const, "drop" as const), (f, end) => {
        const base = ready(f);
        expect(BookingForm.priceable({ ...base, outbound: { ...base.outbound, [end]: typed } })).toBe(false);
        expect(BookingForm.priceable({ ...base, outbound: { ...base.outbound, [end]: null } })).toBe(false);
        expect(BookingForm.priceable({ ...base, outbound: { ...base.outbound, rideType: null } })).toBe(false);
        const backTyped = { ...base, returnJourney: { ...base.returnJourney, [end]: typed } };
        expect(BookingForm.priceable(backTyped)).toBe(!base.returnEnabled);
      }),
    );
  });
});
