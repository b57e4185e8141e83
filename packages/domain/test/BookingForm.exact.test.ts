/**
 * The consumer booking form's rules read to the letter (spec §3 Consumer booking form, §4 Booking
 * flow and Ride type selection, §5 stops): the whole starting form, "book again" places, stop
 * edits at the list's ends, tab switching, the return's defaults and each journey's ride type.
 * Exact outputs, so a changed default or a flipped condition shows.
 */
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as Assistance from "../src/Assistance.ts";
import * as BookingForm from "../src/BookingForm.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";

const now = Temporal.Instant.from("2025-07-01T09:00:00Z");
const fifteenMinutes = 15 * 60 * 1000;
const threeHours = 3 * 60 * 60 * 1000;
const home = { address: "1 High St, Southampton", id: "home" };
const airport = { address: "Heathrow Airport", id: "lhr", types: ["airport"] };
const office = { address: "Ocean Village", id: "office" };

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
const outOnly = ride("outOnly", { returnCompatible: false, numSeats: 8 });
const accessible = ride("access", { wheelchair_accessible: true });
const staysSeated: Assistance.Assistance = { needs: ["wheelchair_stays_seated"], other: "" };

describe("a new consumer form (spec §3, §4, §9)", () => {
  it("is step 1 on the outbound tab, empty fields, 4 passengers, no luggage, pickup in 15 minutes, return 3 hours later", () => {
    const date = now.epochMilliseconds + fifteenMinutes;
    const journey = (at: number) => ({
      pickup: null,
      drop: null,
      additionalStops: [],
      date: at,
      rideType: null,
      passengers: 4,
      luggage: 0,
      flightNumber: "",
      meetAndGreet: false,
      notes: "",
      isAirportBooking: false,
      flightData: null,
      additionalCharges: [],
    });
    expect(BookingForm.initial(now)).toStrictEqual({
      step: 1,
      selectedTab: "outbound",
      asap: false,
      name: "",
      contact: "",
      email: "",
      reference: "",
      room: "",
      outbound: journey(date),
      returnEnabled: false,
      returnJourney: journey(date + threeHours),
      paymentMethod: "cash",
      promocode: "",
      temporaryPromo: "",
      basket: null,
      card: null,
      totalAmount: null,
      newCardToken: null,
      bookingForSomeoneElse: false,
      leadPassengerName: "",
      leadPassengerEmail: "",
      leadPassengerNumber: "",
      leadPassengerDialCode: "GB",
      guestBooking: false,
      guestUserId: null,
      errors: {},
      touched: {},
    });
    expect(BookingForm.emptyJourney(date)).toStrictEqual(journey(date));
  });
});

describe("book again (spec §3 bookings list): only the place's own fields are kept", () => {
  const start = BookingForm.initial(now);
  const past = (destinations: BookingForm.PastJourney["destinations"]): BookingForm.PastJourney => ({
    pickup: { address: "Bare address" },
    destinations,
    passengers: 1,
    luggage: 0,
    rideId: "saloon",
  });

  it("leaves out the fields a place does not have, and keeps a postcode", () => {
    const form = BookingForm.withPastJourney(
      start,
      past([{ address: "Full", id: "f", lat: 1, lng: 2, types: ["airport"], postCode: "SO14 3QN", user: "Ada" }]),
    );
    expect(form.outbound.pickup).toStrictEqual({ address: "Bare address" });
    expect(form.outbound.drop).toStrictEqual({
      address: "Full",
      id: "f",
      lat: 1,
      lng: 2,
      types: ["airport"],
      postCode: "SO14 3QN",
    });
  });

  it("has no drop-off when the past leg had no destination", () => {
    const form = BookingForm.withPastJourney(start, past([]));
    expect(form.outbound.drop).toBeNull();
    expect(form.outbound.additionalStops).toStrictEqual([]);
  });
});

describe("stops at the list's ends (spec §5)", () => {
  const rules = { isBlank: (s: string) => s.trim() === "", empty: "" };

  it("an index just past the last stop changes nothing", () => {
    expect(BookingForm.editStop(["A", "B"], 2, "X", rules)).toEqual(["A", "B"]);
  });

  it("removing one stop keeps the others", () => {
    const form = BookingForm.setStop(
      BookingForm.addStop(BookingForm.setStop(BookingForm.addStop(BookingForm.initial(now)), 0, home)),
      1,
      office,
    );
    expect(form.outbound.additionalStops).toEqual([home, office]);
    expect(BookingForm.removeStop(form, 0).outbound.additionalStops).toEqual([office]);
    expect(BookingForm.removeStop(form, 1).outbound.additionalStops).toEqual([home]);
  });
});

describe("switching tabs (spec §4)", () => {
  it("goes back to the return tab once a return was added", () => {
    const added = BookingForm.enableReturn(BookingForm.initial(now), [saloon]);
    const onOutbound = BookingForm.selectTab(added, "outbound");
    expect(onOutbound.selectedTab).toBe("outbound");
    expect(BookingForm.selectTab(onOutbound, "return").selectedTab).toBe("return");
  });

  it("always lets a form left on the return tab without a return go back to the outbound", () => {
    const stranded = { ...BookingForm.initial(now), selectedTab: "return" as const };
    expect(BookingForm.selectTab(stranded, "outbound").selectedTab).toBe("outbound");
  });
});

describe("the return's defaults (spec §4)", () => {
  const outbound = (
    meetAndGreet: boolean,
    pickup: BookingForm.Journey["pickup"],
    drop: BookingForm.Journey["drop"],
  ) => ({
    ...BookingForm.emptyJourney(now.epochMilliseconds),
    pickup,
    drop,
    meetAndGreet,
    rideType: "saloon",
  });

  it("keeps meet-and-greet only when it was asked for and the return picks up at an airport", () => {
    expect(BookingForm.returnDefaults(outbound(true, home, airport), [saloon]).meetAndGreet).toBe(true);
    expect(BookingForm.returnDefaults(outbound(true, airport, home), [saloon]).meetAndGreet).toBe(false);
    expect(BookingForm.returnDefaults(outbound(false, home, airport), [saloon]).meetAndGreet).toBe(false);
  });

  it("is dated 3 hours after the outbound and, without a wheelchair user, may take any return-compatible ride", () => {
    const back = BookingForm.returnDefaults(outbound(false, home, office), [saloon]);
    expect(back.date).toBe(now.epochMilliseconds + threeHours);
    expect(back.rideType).toBe("saloon");
    expect(BookingForm.returnDefaults(outbound(false, home, office), [saloon], true).rideType).toBeNull();
  });
});

describe("assistance and what a journey must carry", () => {
  it("reads the passenger's assistance, none until they say", () => {
    const form = BookingForm.initial(now);
    expect(BookingForm.assistanceOf(form)).toBe(Assistance.none);
    expect(BookingForm.assistanceOf({ ...form, assistance: staysSeated })).toBe(staysSeated);
  });

  it("takes each direction's own passengers and luggage", () => {
    const start = BookingForm.initial(now);
    const form = {
      ...start,
      assistance: staysSeated,
      outbound: { ...start.outbound, passengers: 2, luggage: 1 },
      returnJourney: { ...start.returnJourney, passengers: 5, luggage: 3 },
    };
    expect(BookingForm.demandOf(form, "outbound")).toStrictEqual({
      passengers: 2,
      luggage: 1,
      wheelchair: true,
      direction: "outbound",
    });
    expect(BookingForm.demandOf(form, "return")).toStrictEqual({
      passengers: 5,
      luggage: 3,
      wheelchair: true,
      direction: "return",
    });
  });
});

describe("each journey's ride type is kept among those available for it (spec §4)", () => {
  it("keeps an outbound-only ride type on the outbound", () => {
    const form = BookingForm.setRideType(BookingForm.initial(now), "outOnly");
    expect(BookingForm.reconcileRideTypes(form, [saloon, outOnly])).toBe(form);
  });

  it("changes the return's ride type when only the return's no longer fits", () => {
    const start = BookingForm.setRideType(BookingForm.initial(now), "saloon");
    const form = {
      ...start,
      returnEnabled: true,
      returnJourney: { ...start.returnJourney, rideType: "outOnly" },
    };
    const reconciled = BookingForm.reconcileRideTypes(form, [saloon, outOnly]);
    expect(reconciled.outbound).toBe(form.outbound);
    expect(reconciled.returnJourney.rideType).toBe("saloon");
  });

  it("offers a wheelchair user who stays seated only an accessible ride type", () => {
    const form = BookingForm.setRideType(BookingForm.initial(now), "saloon");
    expect(BookingForm.setAssistance(form, staysSeated, [saloon, accessible]).outbound.rideType).toBe("access");
  });
});
