import { Schema } from "effect";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as Assistance from "../src/Assistance.ts";
import * as BusinessBooking from "../src/BusinessBooking.ts";
import * as BusinessBookingRequest from "../src/BusinessBookingRequest.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";
import * as BusinessValidation from "../src/BusinessValidation.ts";
import * as Validation from "../src/Validation.ts";
import * as Arb from "./arbitraries.ts";

const now = Temporal.Instant.from("2025-07-01T09:00:00Z");
const office = { address: "Ocean Village", id: "office" };
const port = { address: "Southampton Cruise Terminal", id: "port" };
const airport = { address: "Southampton Airport", id: "sou", types: ["airport"] };
const hotel = { address: "Grand Harbour Hotel", id: "hotel" };
const guestUser = { name: "Sam", email: "sam@example.com", dialCode: "GB", phone: "07700900000" };

const rides: ReadonlyArray<RideAvailability.RideType> = [
  {
    id: 1,
    name: "Exec",
    active: true,
    enabled: true,
    numSeats: 4,
    max_luggage: 3,
    outboundCompatible: true,
    returnCompatible: true,
  },
  {
    id: 2,
    name: "Minibus",
    active: true,
    enabled: true,
    numSeats: 8,
    max_luggage: 8,
    outboundCompatible: true,
    returnCompatible: false,
  },
];

const destination = fc.record({
  location: fc.option(Arb.location, { nil: null }),
  user: fc.option(
    fc.record({ name: fc.string(), email: fc.string(), dialCode: fc.constant("GB"), phone: fc.string() }),
    { nil: null },
  ),
});

const booking = fc
  .tuple(
    Arb.instant,
    fc.option(Arb.location, { nil: null }),
    fc.array(destination, { minLength: 1, maxLength: 4 }),
    fc.integer({ min: 1, max: 10 }),
    fc.integer({ min: 0, max: 10 }),
    fc.boolean(),
    fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
    fc.boolean(),
  )
  .map(([t, pickup, destinations, passengers, luggage, meetAndGreet, rideId, onReturn]) => {
    const start = BusinessBooking.initial(t);
    const withOutbound = BusinessBooking.updateJourney(start, "outbound", (j) => ({
      ...j,
      pickup,
      destinations,
      passengers,
      luggage,
      meetAndGreet,
      rideId,
    }));
    return onReturn ? BusinessBooking.enableReturn(withOutbound, rides) : withOutbound;
  });

describe("Business booking defaults (spec §3, §4)", () => {
  it("starts at step 1 on the outbound tab, paid on account, with one empty drop-off", () => {
    const b = BusinessBooking.initial(now);
    expect(b.step).toBe(1);
    expect(b.tab).toBe("outbound");
    expect(b.paymentMethod).toBe("account");
    expect(b.outbound.destinations).toEqual([BusinessBooking.emptyDestination]);
    expect(b.outbound.passengers).toBe(4);
    expect(b.outbound.luggage).toBe(0);
    expect(b.outbound.dialCode).toBe("GB");
    expect(b.outbound.dateTime - now.epochMilliseconds).toBe(15 * 60 * 1000);
  });
});

describe("Destinations: the first is the drop-off, the rest are vias each able to carry a user", () => {
  it("reads the drop-off and the vias", () => {
    let b = BusinessBooking.setDropOff(BusinessBooking.setPickup(BusinessBooking.initial(now), office), port);
    b = BusinessBooking.addVia(b);
    b = BusinessBooking.setVia(b, 0, { location: hotel, user: guestUser });
    expect(BusinessBooking.dropOff(b.outbound)).toEqual(port);
    expect(BusinessBooking.vias(b.outbound)).toEqual([{ location: hotel, user: guestUser }]);
  });

  it("removes an emptied via, or resets it when it is the only one", () => {
    let b = BusinessBooking.addVia(BusinessBooking.addVia(BusinessBooking.initial(now)));
    b = BusinessBooking.setVia(b, 0, { location: hotel, user: null });
    b = BusinessBooking.setVia(b, 1, { location: airport, user: null });
    expect(b.outbound.isAirportBooking).toBe(true);
    b = BusinessBooking.setVia(b, 1, { location: { address: "" }, user: null });
    expect(BusinessBooking.vias(b.outbound)).toEqual([{ location: hotel, user: null }]);
    b = BusinessBooking.setVia(b, 0, { location: null, user: null });
    expect(BusinessBooking.vias(b.outbound)).toEqual([BusinessBooking.emptyDestination]);
    expect(BusinessBooking.vias(BusinessBooking.removeVia(b, 0).outbound)).toEqual([]);
    expect(b.outbound.isAirportBooking).toBe(false);
  });
});

describe("Business return (spec §4)", () => {
  const outbound = BusinessBooking.updateJourney(BusinessBooking.initial(now), "outbound", (j) => ({
    ...j,
    pickup: office,
    destinations: [
      { location: port, user: guestUser },
      { location: hotel, user: guestUser },
      { location: airport, user: null },
    ],
    passengers: 3,
    luggage: 2,
    meetAndGreet: true,
    rideId: 1,
  }));
  const added = BusinessBooking.enableReturn(outbound, rides);

  it("copies the drop-off to the return pickup and the pickup to the return drop-off, vias reversed with their users", () => {
    expect(added.returnJourney.pickup).toEqual(port);
    expect(added.returnJourney.destinations).toEqual([
      { location: office, user: null },
      { location: airport, user: null },
      { location: hotel, user: guestUser },
    ]);
  });

  it("copies passengers, luggage and meet-and-greet, keeps a return-compatible ride and dates it 15 minutes later", () => {
    expect(added.returnJourney).toMatchObject({
      passengers: 3,
      luggage: 2,
      meetAndGreet: true,
      rideId: 1,
      isAirportBooking: true,
    });
    expect(added.returnJourney.dateTime - added.outbound.dateTime).toBe(15 * 60 * 1000);
    expect(added.tab).toBe("return");
  });

  it("leaves empty via rows out of the return", () => {
    const withEmptyVia = BusinessBooking.addVia(outbound);
    expect(BusinessBooking.enableReturn(withEmptyVia, rides).returnJourney.destinations).toEqual(
      added.returnJourney.destinations,
    );
  });

  it("gives the same result when applied twice", () => {
    fc.assert(
      fc.property(booking, Arb.rideTypes, (b, rideTypes) => {
        const once = BusinessBooking.enableReturn(b, rideTypes);
        expect(BusinessBooking.enableReturn(once, rideTypes)).toEqual(once);
      }),
    );
  });

  it("resets the return and goes back to the outbound tab when disabled", () => {
    const removed = BusinessBooking.disableReturn(added);
    expect(removed.returnEnabled).toBe(false);
    expect(removed.tab).toBe("outbound");
    expect(removed.returnJourney).toEqual(BusinessBooking.emptyJourney(added.outbound.dateTime + 15 * 60 * 1000));
  });
});

describe("Business transitions", () => {
  it("swaps pickup and drop-off on the current tab, and swapping twice changes nothing", () => {
    const b = BusinessBooking.setDropOff(BusinessBooking.setPickup(BusinessBooking.initial(now), office), port);
    expect(BusinessBooking.dropOff(BusinessBooking.swapLocations(b).outbound)).toEqual(office);
    expect(BusinessBooking.swapLocations(b).outbound.pickup).toEqual(port);
    fc.assert(
      fc.property(booking, (x) => {
        expect(BusinessBooking.swapLocations(BusinessBooking.swapLocations(x))).toEqual(x);
      }),
    );
  });

  it("opens the return tab only once a return was added", () => {
    const b = BusinessBooking.initial(now);
    expect(BusinessBooking.selectTab(b, "return")).toBe(b);
    expect(BusinessBooking.selectTab(b, "outbound")).toBe(b);
    const added = BusinessBooking.enableReturn(b, rides);
    const back = BusinessBooking.selectTab(added, "outbound");
    expect(BusinessBooking.journeyOf(back, back.tab)).toBe(added.outbound);
    expect(BusinessBooking.journeyOf(added, "return")).toBe(added.returnJourney);
  });

  it("sets ASAP to one minute from now, and a chosen time turns it off", () => {
    const b = BusinessBooking.setAsap(BusinessBooking.initial(now), true, now);
    expect(b.outbound.asap).toBe(true);
    expect(b.outbound.dateTime - now.epochMilliseconds).toBe(60_000);
    expect(BusinessBooking.setAsap(b, false, now).outbound).toEqual({ ...b.outbound, asap: false });
    expect(BusinessBooking.setDateTime(b, 5).outbound).toMatchObject({ asap: false, dateTime: 5 });
  });

  it("re-selects the ride for the passengers and luggage, and lists the available rides", () => {
    let b = BusinessBooking.setRide(BusinessBooking.initial(now), 1);
    b = BusinessBooking.setLoad(b, { passengers: 6, luggage: 1 }, rides);
    expect(b.outbound.rideId).toBe(2);
    expect(BusinessBooking.availableRides(b.outbound, "outbound", rides).map((r) => r.id)).toEqual([2]);
    expect(BusinessBooking.availableRides(b.outbound, "return", rides)).toEqual([]);
  });

  it("reconciles each leg's ride with the ride types, and gives the same booking back when they fit", () => {
    const fresh = BusinessBooking.initial(now);
    const reconciled = BusinessBooking.reconcileRideTypes(fresh, rides);
    expect(reconciled.outbound.rideId).toBe(1);
    expect(reconciled.returnJourney.rideId).toBe(1);
    expect(BusinessBooking.reconcileRideTypes(reconciled, rides)).toBe(reconciled);
    // Six passengers fit only the minibus, which does not do returns: that leg has none.
    const six = BusinessBooking.setLoad(reconciled, { passengers: 6, luggage: 1 }, rides);
    const again = BusinessBooking.reconcileRideTypes(six, rides);
    expect(again.outbound.rideId).toBe(2);
    expect(again.returnJourney).toBe(six.returnJourney);
  });
});

describe("Validation errors send the user back to step 1 on the offending tab (spec §4)", () => {
  it("goes to step 1 on the return tab when only the return is invalid", () => {
    let b = BusinessBooking.setDropOff(BusinessBooking.setPickup(BusinessBooking.initial(now), office), port);
    b = BusinessBooking.setRide(b, 1);
    b = { ...BusinessBooking.enableReturn(b, rides), step: 3 };
    b = BusinessBooking.updateJourney(b, "return", (j) => ({ ...j, pickup: { address: "typed but not picked" } }));
    b = BusinessBooking.selectTab(b, "outbound");
    const result = BusinessBooking.applyValidation(b, BusinessValidation.validateBusinessBooking(b, rides));
    expect(result.step).toBe(1);
    expect(result.tab).toBe("return");
    expect(result.returnJourney.errors).toEqual({ pickup: Validation.messages.pickupId });
    expect(result.outbound.errors).toEqual({});
  });

  it("prefers the outbound tab when both are invalid, and clears errors once valid", () => {
    const b = { ...BusinessBooking.enableReturn(BusinessBooking.initial(now), rides), step: 2 };
    const invalid = BusinessBooking.applyValidation(b, BusinessValidation.validateBusinessBooking(b, rides));
    expect(invalid).toMatchObject({ step: 1, tab: "outbound" });
    const cleared = BusinessBooking.applyValidation({ ...invalid, step: 2 }, []);
    expect(cleared.step).toBe(2);
    expect(cleared.outbound.errors).toEqual({});
  });

  it("goes to the outbound tab whatever order the issues come in", () => {
    const issue = (tab: "outbound" | "return"): Validation.Issue => ({
      tab,
      field: "pickup",
      rule: "pickup_required",
      message: "m",
    });
    const b = BusinessBooking.enableReturn(BusinessBooking.initial(now), rides);
    expect(BusinessBooking.applyValidation(b, [issue("return"), issue("outbound")]).tab).toBe("outbound");
    expect(BusinessBooking.applyValidation(b, [issue("return")]).tab).toBe("return");
  });

  it("always lands on step 1 on a tab that has an issue, or leaves the step alone when valid", () => {
    fc.assert(
      fc.property(booking, fc.integer({ min: 1, max: 4 }), (b, step) => {
        const issues = BusinessValidation.validateBusinessBooking({ ...b, step }, rides);
        const result = BusinessBooking.applyValidation({ ...b, step }, issues);
        if (issues.length === 0) expect(result.step).toBe(step);
        else {
          expect(result.step).toBe(1);
          expect(issues.some((i) => i.tab === result.tab)).toBe(true);
        }
      }),
    );
  });
});

describe("Business state as data", () => {
  it("decodes what it encodes", () => {
    fc.assert(
      fc.property(booking, (b) => {
        expect(Schema.decodeUnknownSync(BusinessBooking.BusinessBooking)(JSON.parse(JSON.stringify(b)))).toEqual(b);
      }),
    );
  });
});

describe("assistance on a business leg (the domain's Assistance)", () => {
  const seated = { needs: ["wheelchair_stays_seated"] as const, other: "" };
  const anyAssistance = fc.record({
    needs: fc.subarray([...Assistance.needs]),
    other: fc.string({ maxLength: 20 }),
  });

  it("offers a passenger who stays seated only accessible vehicles, and keeps a ride only if it is one", () => {
    fc.assert(
      fc.property(
        Arb.rideTypes,
        anyAssistance,
        fc.constantFrom<"outbound" | "return">("outbound", "return"),
        (types, assistance, tab) => {
          const booking = BusinessBooking.setAssistance(
            { ...BusinessBooking.initial(now), tab, returnEnabled: true },
            assistance,
            types,
          );
          const journey = tab === "outbound" ? booking.outbound : booking.returnJourney;
          expect(BusinessBooking.assistanceOf(journey)).toEqual(assistance);
          const offered = BusinessBooking.availableRides(journey, tab, types);
          const accessibleOnly = Assistance.needsWheelchairVehicle(assistance);
          for (const ride of offered) if (accessibleOnly) expect(ride.wheelchair_accessible).toBe(true);
          if (journey.rideId !== null) expect(offered.map((ride) => ride.id)).toContain(journey.rideId);
        },
      ),
    );
  });

  it("never rules out a ride for an assistance dog, and reaches dispatch on the leg, the return included", () => {
    const dog = { needs: ["assistance_dog"] as const, other: "Guide dog, Bramble" };
    const booking = BusinessBooking.setAssistance(BusinessBooking.initial(now), dog, rides);
    expect(BusinessBooking.availableRides(booking.outbound, "outbound", rides)).toEqual(
      BusinessBooking.availableRides(BusinessBooking.initial(now).outbound, "outbound", rides),
    );
    expect(BusinessBookingRequest.leg(booking.outbound).assistance).toEqual(dog);
    const withReturn = BusinessBookingRequest.enableReturn(booking, rides);
    expect(withReturn.returnJourney.assistance).toEqual(dog);
    // Seated: no ride of these carries a wheelchair, so none stays chosen.
    const chair = BusinessBooking.setAssistance(booking, seated, rides);
    expect(chair.outbound.rideId).toBeNull();
    expect(BusinessBookingRequest.leg(BusinessBooking.initial(now).outbound)).not.toHaveProperty("assistance");
  });
});
