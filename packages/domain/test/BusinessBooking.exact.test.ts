/**
 * The business booking form's rules read to the letter (spec §3 Business booking, §4 Booking
 * flow, §5 vias): the whole starting booking, a journey with no destination row, removing one via
 * among several, tab switching, the return's meet-and-greet, each leg's ride and the errors
 * recorded on the outbound.
 */
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as BusinessBooking from "../src/BusinessBooking.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";

const now = Temporal.Instant.from("2025-07-01T09:00:00Z");
const fifteenMinutes = 15 * 60 * 1000;
const office = { address: "Ocean Village", id: "office" };
const port = { address: "Southampton Cruise Terminal", id: "port" };
const airport = { address: "Southampton Airport", id: "sou", types: ["airport"] };
const hotel = { address: "Grand Harbour Hotel", id: "hotel" };

const ride = (id: number, overrides: Partial<RideAvailability.RideType> = {}): RideAvailability.RideType => ({
  id,
  name: `ride ${id}`,
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 3,
  outboundCompatible: true,
  returnCompatible: true,
  ...overrides,
});
const exec = ride(1);
const outboundOnly = ride(2, { numSeats: 8, returnCompatible: false });

describe("a new business booking (spec §3, §4)", () => {
  it("is step 1 on the outbound tab, paid on account, every field empty, return 15 minutes after the outbound", () => {
    const date = now.epochMilliseconds + fifteenMinutes;
    const journey = (dateTime: number) => ({
      asap: false,
      name: "",
      email: "",
      dialCode: "GB",
      phone: "",
      dateTime,
      passengers: 4,
      luggage: 0,
      flightNumber: "",
      notes: "",
      roomNumber: "",
      reference: "",
      pickup: null,
      destinations: [{ location: null, user: null }],
      rideId: null,
      meetAndGreet: false,
      isAirportBooking: false,
      additionalCharges: [],
      errors: {},
      poNumber: "",
    });
    expect(BusinessBooking.initial(now)).toStrictEqual({
      tab: "outbound",
      returnEnabled: false,
      step: 1,
      paymentMethod: "account",
      outbound: journey(date),
      returnJourney: journey(date + fifteenMinutes),
    });
  });
});

describe("destinations (spec §3): the first is the drop-off, the rest are vias", () => {
  const start = BusinessBooking.initial(now);
  const noRows = BusinessBooking.updateJourney(start, "outbound", (j) => ({ ...j, destinations: [] }));

  it("has no drop-off while the journey has no destination row, and setting one adds the row", () => {
    expect(BusinessBooking.dropOff(noRows.outbound)).toBeNull();
    expect(BusinessBooking.setDropOff(noRows, port).outbound.destinations).toEqual([{ location: port, user: null }]);
  });

  it("removes only the via asked for, keeping the drop-off", () => {
    const withVias = BusinessBooking.updateJourney(start, "outbound", (j) => ({
      ...j,
      destinations: [
        { location: port, user: null },
        { location: hotel, user: null },
        { location: office, user: null },
      ],
    }));
    expect(BusinessBooking.removeVia(withVias, 0).outbound.destinations).toEqual([
      { location: port, user: null },
      { location: office, user: null },
    ]);
    expect(BusinessBooking.removeVia(withVias, 1).outbound.destinations).toEqual([
      { location: port, user: null },
      { location: hotel, user: null },
    ]);
  });
});

describe("switching tabs (spec §4)", () => {
  it("goes back to the return tab once a return was added", () => {
    const added = BusinessBooking.enableReturn(BusinessBooking.initial(now), [exec]);
    const onOutbound = BusinessBooking.selectTab(added, "outbound");
    expect(onOutbound.tab).toBe("outbound");
    expect(BusinessBooking.selectTab(onOutbound, "return").tab).toBe("return");
  });

  it("always lets a booking left on the return tab without a return go back to the outbound", () => {
    const stranded = { ...BusinessBooking.initial(now), tab: "return" as const };
    expect(BusinessBooking.selectTab(stranded, "outbound").tab).toBe("outbound");
  });
});

describe("the return's meet-and-greet (spec §4)", () => {
  const outbound = (meetAndGreet: boolean, pickup: typeof office, drop: typeof office) => ({
    ...BusinessBooking.emptyJourney(now.epochMilliseconds),
    pickup,
    destinations: [{ location: drop, user: null }],
    meetAndGreet,
  });

  it("is kept only when asked for and the return picks up at an airport", () => {
    expect(BusinessBooking.returnDefaults(outbound(true, office, airport), [exec]).meetAndGreet).toBe(true);
    expect(BusinessBooking.returnDefaults(outbound(true, airport, office), [exec]).meetAndGreet).toBe(false);
    expect(BusinessBooking.returnDefaults(outbound(false, office, airport), [exec]).meetAndGreet).toBe(false);
  });
});

describe("each leg's ride among those that fit it (spec §4)", () => {
  it("changes the return's ride when only the return's no longer fits", () => {
    const start = BusinessBooking.setRide(BusinessBooking.initial(now), 1);
    const booking = BusinessBooking.updateJourney(start, "return", (j) => ({ ...j, rideId: 2 }));
    const reconciled = BusinessBooking.reconcileRideTypes(booking, [exec, outboundOnly]);
    expect(reconciled.outbound).toBe(booking.outbound);
    expect(reconciled.returnJourney.rideId).toBe(1);
  });
});

describe("validation errors (spec §4)", () => {
  it("records an outbound issue's message on the outbound field", () => {
    const booking = BusinessBooking.initial(now);
    const result = BusinessBooking.applyValidation(booking, [
      { tab: "outbound", field: "pickup", rule: "pickup_required", message: "Enter a pickup" },
    ]);
    expect(result.outbound.errors).toEqual({ pickup: "Enter a pickup" });
    expect(result.returnJourney.errors).toEqual({});
  });
});
