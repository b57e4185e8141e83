import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as BookingForm from "../src/BookingForm.ts";
import * as BusinessBooking from "../src/BusinessBooking.ts";
import * as Location from "../src/Location.ts";
import * as RideAvailability from "../src/RideAvailability.ts";
import * as BusinessValidation from "../src/BusinessValidation.ts";
import * as Validation from "../src/Validation.ts";
import * as Arb from "./arbitraries.ts";

const now = Temporal.Instant.from("2025-07-01T09:00:00Z");
const office = { address: "Ocean Village", id: "office" };
const port = { address: "Cruise Terminal", id: "port" };
const saloon: RideAvailability.RideType = {
  id: "saloon",
  name: "Saloon",
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 2,
  outboundCompatible: true,
  returnCompatible: true,
};

const validBusiness = BusinessBooking.setRide(
  BusinessBooking.setDropOff(BusinessBooking.setPickup(BusinessBooking.initial(now), office), port),
  "saloon",
);

describe("Business booking validation (spec §5)", () => {
  it("is valid when the pickup and the first destination both have an id", () => {
    expect(BusinessValidation.validateBusinessBooking(validBusiness, [saloon])).toEqual([]);
  });

  it("names the pickup on the outbound tab when it has no id", () => {
    const b = BusinessBooking.setPickup(validBusiness, { address: "Ocean Village" });
    expect(BusinessValidation.validateBusinessBooking(b, [saloon])).toEqual([
      { tab: "outbound", field: "pickup", rule: "pickup_id_required", message: Validation.messages.pickupId },
    ]);
  });

  it("names the first destination when it has no id", () => {
    const b = BusinessBooking.setDropOff(validBusiness, null);
    expect(BusinessValidation.validateBusinessBooking(b, [saloon])).toEqual([
      {
        tab: "outbound",
        field: "destinations.0",
        rule: "drop_off_id_required",
        message: Validation.messages.dropOffId,
      },
    ]);
  });

  it("requires a pickup and a drop on a return", () => {
    const b = BusinessBooking.updateJourney(BusinessBooking.enableReturn(validBusiness, [saloon]), "return", (j) => ({
      ...j,
      pickup: null,
      destinations: [BusinessBooking.emptyDestination],
    }));
    expect(BusinessValidation.validateBusinessBooking(b, [saloon]).map((i) => [i.tab, i.field, i.rule])).toEqual([
      ["return", "pickup", "pickup_required"],
      ["return", "destinations.0", "drop_required"],
    ]);
  });

  it("checks the ride on the business form as rideId", () => {
    const b = BusinessBooking.setRide(validBusiness, null);
    expect(BusinessValidation.validateBusinessBooking(b, [saloon]).map((i) => i.field)).toEqual(["rideId"]);
  });
});

describe("Quick-book and cruise-book (spec §5)", () => {
  it("need a drop-off with an id", () => {
    expect(Validation.validateQuickBook({ dropoff: port })).toEqual([]);
    expect(Validation.validateQuickBook({ dropoff: { address: "Cruise Terminal" } })).toEqual([
      { tab: "outbound", field: "dropoff", rule: "drop_off_id_required", message: Validation.messages.dropOffId },
    ]);
    expect(Validation.validateQuickBook({ dropoff: null })).toHaveLength(1);
  });
});

describe("Ride capacity (spec §5)", () => {
  it("rejects more passengers than numSeats", () => {
    expect(Validation.validateCapacity("outbound", { passengers: 5, luggage: 0 }, saloon)).toEqual([
      {
        tab: "outbound",
        field: "passengers",
        rule: "too_many_passengers",
        message: "This ride type seats at most 4 passengers.",
      },
    ]);
  });

  it("rejects more luggage than max_luggage", () => {
    expect(Validation.validateCapacity("return", { passengers: 4, luggage: 3 }, saloon)).toEqual([
      {
        tab: "return",
        field: "luggage",
        rule: "too_much_luggage",
        message: "This ride type takes at most 2 luggage items.",
      },
    ]);
  });

  it("accepts a party the ride can carry", () => {
    expect(Validation.validateCapacity("outbound", { passengers: 4, luggage: 2 }, saloon)).toEqual([]);
  });

  it("asks for a ride type when none is selected and for sensible counts", () => {
    expect(
      Validation.validateCapacity("outbound", { passengers: 0, luggage: -1 }, undefined).map((i) => i.rule),
    ).toEqual(["passengers_invalid", "luggage_invalid", "ride_type_required"]);
    expect(Validation.validateCapacity("outbound", { passengers: 1.5, luggage: 0 }, saloon).map((i) => i.rule)).toEqual(
      ["passengers_invalid"],
    );
  });

  it("reports a capacity issue exactly when the ride cannot carry the party", () => {
    fc.assert(
      fc.property(Arb.rideType, Arb.load, (ride, load) => {
        const issues = Validation.validateCapacity("outbound", load, ride);
        const capacityIssues = issues.filter((i) => i.rule === "too_many_passengers" || i.rule === "too_much_luggage");
        expect(capacityIssues.length === 0).toBe(RideAvailability.canCarry(ride, load));
      }),
    );
  });
});

describe("Consumer form validation", () => {
  const form = BookingForm.setRideType(
    BookingForm.setPlace(BookingForm.setPlace(BookingForm.initial(now), "pickup", office), "drop", port),
    "saloon",
  );

  it("accepts a complete outbound", () => {
    expect(Validation.validateBookingForm(form, [saloon])).toEqual([]);
    expect(Validation.isValid([])).toBe(true);
  });

  it("needs an outbound pickup and drop", () => {
    const empty = BookingForm.setRideType(BookingForm.initial(now), "saloon");
    expect(Validation.validateBookingForm(empty, [saloon]).map((i) => [i.tab, i.field])).toEqual([
      ["outbound", "pickup"],
      ["outbound", "drop"],
    ]);
  });

  it("needs a pickup and a drop on the return, and a ride that carries the party", () => {
    const back = BookingForm.updateJourney(BookingForm.enableReturn(form, [saloon]), "return", (j) => ({
      ...j,
      drop: null,
      passengers: 9,
    }));
    const issues = Validation.validateBookingForm(back, [saloon]);
    expect(issues.map((i) => [i.tab, i.field, i.rule])).toEqual([
      ["return", "drop", "drop_required"],
      ["return", "passengers", "too_many_passengers"],
    ]);
    expect(Validation.errorsByField(issues)).toEqual({
      "return.drop": Validation.messages.dropRequired,
      "return.passengers": "This ride type seats at most 4 passengers.",
    });
    expect(Validation.isValid(issues)).toBe(false);
  });

  it("keeps the first message per field", () => {
    const issue = (message: string): Validation.Issue => ({
      tab: "outbound",
      field: "pickup",
      rule: "pickup_required",
      message,
    });
    expect(Validation.errorsByField([issue("first"), issue("second")])).toEqual({ "outbound.pickup": "first" });
  });

  it("returns issues as values naming a tab and a field, never throwing", () => {
    const journey = fc.record({
      pickup: fc.option(Arb.location, { nil: null }),
      drop: fc.option(Arb.location, { nil: null }),
      passengers: fc.integer({ min: -2, max: 12 }),
      luggage: fc.integer({ min: -2, max: 12 }),
      rideType: fc.option(fc.oneof(fc.string({ maxLength: 3 }), fc.nat({ max: 9 })), { nil: null }),
    });
    fc.assert(
      fc.property(journey, journey, fc.boolean(), Arb.rideTypes, (out, back, returnEnabled, rideTypes) => {
        const start = BookingForm.initial(now);
        const f = {
          ...start,
          returnEnabled,
          outbound: { ...start.outbound, ...out },
          returnJourney: { ...start.returnJourney, ...back },
        };
        const issues = Validation.validateBookingForm(f, rideTypes);
        for (const i of issues) {
          expect(["outbound", "return"]).toContain(i.tab);
          expect(i.field).not.toBe("");
          expect(i.message).not.toBe("");
          if (!returnEnabled) expect(i.tab).toBe("outbound");
        }
        const placesMissing = !Location.isPresent(out.pickup) || !Location.isPresent(out.drop);
        if (placesMissing)
          expect(issues.some((i) => i.tab === "outbound" && (i.field === "pickup" || i.field === "drop"))).toBe(true);
      }),
    );
  });
});

describe("booking limits", () => {
  const nowMs = Date.parse("2026-11-22T10:00:00Z");
  const day = 86_400_000;

  it("refuses 11 vias, 101-character names, 1001-character notes and a pickup a year and a day ahead", () => {
    const rules = (extent: Validation.LegExtent) =>
      Validation.validateLimits("outbound", extent, nowMs).map((i) => i.rule);
    expect(
      rules({ destinations: 11, name: "n".repeat(100), notes: "n".repeat(1000), pickupTime: nowMs + 365 * day }),
    ).toEqual([]);
    expect(rules({ destinations: 12 })).toEqual(["too_many_stops"]);
    expect(rules({ name: "n".repeat(101) })).toEqual(["too_long"]);
    expect(rules({ notes: "n".repeat(1001) })).toEqual(["too_long"]);
    expect(rules({ pickupTime: Date.parse("9999-12-31T00:00:00Z") })).toEqual(["too_far_ahead"]);
  });

  it("limits a place's address, id, postcode and types, a stop's person and the flight number", () => {
    const rules = (extent: Validation.LegExtent) =>
      Validation.validateLimits("outbound", extent, nowMs).map((i) => `${i.field} ${i.rule}`);
    const within: Validation.PlaceExtent = {
      description: "a".repeat(300),
      address: "😀".repeat(300),
      id: "i".repeat(1000),
      postCode: "SO14 7DU",
      types: Array.from({ length: 20 }, () => "t".repeat(50)),
      userName: "n".repeat(100),
    };
    expect(rules({ pickup: within, stops: [within, within], flightNumber: "BA 2490A" })).toEqual([]);
    expect(rules({ pickup: { description: "a".repeat(4_000_000) } })).toEqual(["pickup too_long"]);
    expect(rules({ stops: [within, { address: "😀".repeat(301) }] })).toEqual(["destinations.1 too_long"]);
    expect(rules({ stops: [{ id: "i".repeat(1001), postCode: "SO14 7DU 12" }] })).toEqual([
      "destinations.0 too_long",
      "destinations.0 too_long",
    ]);
    expect(rules({ pickup: { types: Array.from({ length: 21 }, () => "t") } })).toEqual(["pickup too_long"]);
    expect(rules({ pickup: { types: ["t".repeat(51), 7] } })).toEqual(["pickup too_long"]);
    expect(rules({ stops: [{ userName: "n".repeat(101) }] })).toEqual(["destinations.0 too_long"]);
    expect(rules({ flightNumber: "SI4202SI420" })).toEqual(["flightNumber too_long"]);
    // Stops past the limit are not looked at: the count already refuses the leg.
    expect(
      rules({ destinations: 30, stops: Array.from({ length: 30 }, () => ({ userName: "n".repeat(101) })) }),
    ).toEqual([
      "destinations too_many_stops",
      ...Array.from({ length: 11 }, (_, index) => `destinations.${index} too_long`),
    ]);
  });

  it("counts characters, not UTF-16 units, and flags exactly the fields over their limit", () => {
    expect(Validation.validateLimits("return", { name: "😀".repeat(100) }, nowMs)).toEqual([]);
    fc.assert(
      fc.property(fc.nat({ max: 1200 }), fc.nat({ max: 1200 }), fc.nat({ max: 30 }), (name, notes, stops) => {
        const issues = Validation.validateLimits(
          "outbound",
          { name: "a".repeat(name), notes: "b".repeat(notes), destinations: stops },
          nowMs,
        );
        expect(issues.map((i) => i.field).toSorted()).toEqual(
          [
            ...(name > Validation.limits.nameLength ? ["name"] : []),
            ...(notes > Validation.limits.notesLength ? ["notes"] : []),
            ...(stops - 1 > Validation.limits.viaStops ? ["destinations"] : []),
          ].toSorted(),
        );
      }),
    );
  });
});

describe("the forms' limits, before the server sees them", () => {
  const nowMs = now.epochMilliseconds;
  const day = 86_400_000;

  it("the consumer form: notes, stops and a pickup too far ahead land on the journey's own fields", () => {
    const base = BookingForm.enableReturn(BookingForm.initial(now), [saloon]);
    expect(Validation.validateBookingFormLimits(base, nowMs)).toEqual([]);
    const over = BookingForm.updateJourney(
      BookingForm.updateJourney(base, "outbound", (j) => ({
        ...j,
        notes: "n".repeat(1001),
        additionalStops: Array.from({ length: 11 }, () => office),
      })),
      "return",
      (j) => ({ ...j, date: nowMs + 366 * day }),
    );
    const found = Validation.validateBookingFormLimits({ ...over, name: "x".repeat(101) }, nowMs);
    expect(found.map((i) => `${i.tab}.${i.field}:${i.rule}`).toSorted()).toEqual([
      "outbound.drop:too_many_stops",
      "outbound.name:too_long",
      "outbound.notes:too_long",
      "return.date:too_far_ahead",
    ]);
  });

  it("the consumer form: an ASAP outbound is never too far ahead, and the lead passenger's name is checked when booking for someone else", () => {
    const asap = { ...BookingForm.setDate(BookingForm.initial(now), nowMs + 400 * day), asap: true };
    expect(Validation.validateBookingFormLimits(asap, nowMs)).toEqual([]);
    const lead = { ...BookingForm.initial(now), bookingForSomeoneElse: true, leadPassengerName: "y".repeat(101) };
    expect(Validation.validateBookingFormLimits(lead, nowMs).map((i) => i.field)).toEqual(["name"]);
    expect(Validation.validateBookingFormLimits(lead, nowMs, { signedIn: true }).map((i) => i.field)).toEqual(["name"]);
    // Signed in for oneself: the profile's name is sent, not the form's.
    const own = { ...BookingForm.initial(now), name: "z".repeat(101) };
    expect(Validation.validateBookingFormLimits(own, nowMs).map((i) => i.field)).toEqual(["name"]);
    expect(Validation.validateBookingFormLimits(own, nowMs, { signedIn: true })).toEqual([]);
  });

  it("the business booking: each journey's fields under their own names (roomNumber, poNumber, dateTime)", () => {
    expect(BusinessValidation.validateBusinessLimits(validBusiness, nowMs)).toEqual([]);
    const over = BusinessBooking.updateJourney(validBusiness, "outbound", (j) => ({
      ...j,
      roomNumber: "r".repeat(101),
      poNumber: "p".repeat(101),
      dateTime: nowMs + 366 * day,
      destinations: Array.from({ length: 12 }, () => ({ location: office, user: null })),
    }));
    expect(
      BusinessValidation.validateBusinessLimits(over, nowMs)
        .map((i) => i.field)
        .toSorted(),
    ).toEqual(["dateTime", "destinations.0", "poNumber", "roomNumber"]);
  });
});

describe("Consumer places picked from the suggestions (spec §5)", () => {
  const typed = { address: "Ocean Villag" };
  const withPlaces = (pickup: Location.Location | null, drop: Location.Location | null) =>
    BookingForm.updateJourney(BookingForm.initial(now), "outbound", (journey) => ({ ...journey, pickup, drop }));

  it("names a typed pickup or drop that was not picked, and nothing when both were", () => {
    expect(Validation.validatePickedPlaces(withPlaces(typed, port)).map((issue) => issue.rule)).toEqual([
      "pickup_id_required",
    ]);
    expect(Validation.validatePickedPlaces(withPlaces(office, typed)).map((issue) => issue.field)).toEqual(["drop"]);
    expect(Validation.validatePickedPlaces(withPlaces(office, port))).toEqual([]);
    const withStops = BookingForm.updateJourney(withPlaces(office, port), "outbound", (journey) => ({
      ...journey,
      additionalStops: [office, Location.empty, typed],
    }));
    expect(Validation.validatePickedPlaces(withStops).map((issue) => [issue.field, issue.rule])).toEqual([
      ["stop-2", "stop_id_required"],
    ]);
  });

  it("leaves empty places to validateBookingForm and checks the return only when added", () => {
    fc.assert(
      fc.property(fc.boolean(), (returnEnabled) => {
        const form = {
          ...withPlaces(null, office),
          returnEnabled,
          returnJourney: { ...withPlaces(typed, typed).outbound },
        };
        const tabs = Validation.validatePickedPlaces(form).map((issue) => issue.tab);
        expect(tabs).toEqual(returnEnabled ? ["return", "return"] : []);
      }),
    );
  });
});

describe("Consumer pickup times (spec §2, §4)", () => {
  const nowMs = now.epochMilliseconds;
  it("a chosen outbound time must not have passed; ASAP is always now", () => {
    // One rule with the CLI, bulk files and the dispatch API (Validation.pickupGraceMs).
    const withinGrace = BookingForm.setDate(BookingForm.initial(now), nowMs - Validation.pickupGraceMs + 60_000);
    expect(Validation.validatePickupTimes(withinGrace, nowMs)).toEqual([]);
    const form = BookingForm.setDate(BookingForm.initial(now), nowMs - Validation.pickupGraceMs - 60_000);
    expect(Validation.validatePickupTimes(form, nowMs).map((issue) => issue.rule)).toEqual(["pickup_time_passed"]);
    expect(Validation.validatePickupTimes(BookingForm.setAsap(form, true, now), nowMs)).toEqual([]);
    expect(Validation.validatePickupTimes(BookingForm.initial(now), nowMs)).toEqual([]);
  });

  it("a return is picked up after the outbound, whatever the offsets", () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 600 }), (minutes) => {
        const outbound = BookingForm.initial(now);
        const form = BookingForm.updateJourney(BookingForm.enableReturn(outbound, []), "return", (journey) => ({
          ...journey,
          date: outbound.outbound.date + minutes * 60_000,
        }));
        const rules = Validation.validatePickupTimes(form, nowMs).map((issue) => issue.rule);
        expect(rules).toEqual(minutes > 0 ? [] : ["return_before_outbound"]);
      }),
    );
  });
});
