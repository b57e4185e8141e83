import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Booking from "../src/Booking.ts";
import { sampleBooking } from "./samples.ts";

const status = fc.constantFrom(...Booking.statuses);

describe("Booking lifecycle (contracts/README.md, after Karhoo's trip statuses)", () => {
  it("moves booked → driver_allocated → en_route → arrived → passenger_on_board → completed", () => {
    for (let i = 0; i < Booking.forwardPath.length - 1; i += 1) {
      expect(Booking.canTransition(Booking.forwardPath[i]!, Booking.forwardPath[i + 1]!)).toBe(true);
    }
    expect(Booking.canTransition("booked", "en_route")).toBe(false);
    expect(Booking.canTransition("completed", "booked")).toBe(false);
  });

  it("allows cancelled before passenger_on_board, and no_show only after arrived", () => {
    expect(Booking.canTransition("booked", "cancelled")).toBe(true);
    expect(Booking.canTransition("arrived", "cancelled")).toBe(true);
    expect(Booking.canTransition("passenger_on_board", "cancelled")).toBe(false);
    expect(Booking.canTransition("arrived", "no_show")).toBe(true);
    expect(Booking.canTransition("en_route", "no_show")).toBe(false);
  });

  it("finishes at completed, cancelled and no_show, which go nowhere", () => {
    expect(Booking.statuses.filter(Booking.isFinished)).toEqual(["completed", "cancelled", "no_show"]);
  });

  it("charges nothing while booked or allocated, a fee once en route, and refuses from passenger_on_board on", () => {
    expect(Booking.cancellationCharge("booked")).toBe("free");
    expect(Booking.cancellationCharge("driver_allocated")).toBe("free");
    expect(Booking.cancellationCharge("en_route")).toBe("fee");
    expect(Booking.cancellationCharge("arrived")).toBe("fee");
    expect(Booking.cancellationCharge("passenger_on_board")).toBe("not_cancellable");
    expect(Booking.cancellationCharge("completed")).toBe("not_cancellable");
  });

  it("puts every status in exactly one list: upcoming, active or history (§3 tabs)", () => {
    expect(Booking.statuses.map(Booking.phase)).toEqual([
      "upcoming",
      "upcoming",
      "active",
      "active",
      "active",
      "history",
      "history",
      "history",
    ]);
  });

  it("never moves a trip back into an earlier list", () => {
    const order = { upcoming: 0, active: 1, history: 2 } as const;
    fc.assert(
      fc.property(status, (from) => {
        for (const to of Booking.nextStatuses(from)) {
          expect(order[Booking.phase(to)]).toBeGreaterThanOrEqual(order[Booking.phase(from)]);
        }
      }),
    );
  });

  it("costs £10.00 to cancel once the driver is on the way, nothing before, and cannot be cancelled on board", () => {
    expect(Booking.cancellationFeeFor("driver_allocated")?.amountMinor).toBe(0);
    expect(Booking.cancellationFeeFor("arrived")?.amountMinor).toBe(1000);
    expect(Booking.cancellationFeeFor("passenger_on_board")).toBeUndefined();
  });

  it("can be changed exactly while upcoming, and lists each phase's statuses", () => {
    expect(Booking.statusesIn("upcoming")).toEqual(["booked", "driver_allocated"]);
    expect(Booking.statusesIn("history")).toEqual(["completed", "cancelled", "no_show"]);
    for (const status of Booking.statuses)
      expect(Booking.isChangeable(status)).toBe(Booking.statusesIn("upcoming").includes(status));
  });

  it("can be cancelled exactly when cancelled is a next status", () => {
    fc.assert(fc.property(status, (s) => Booking.isCancellable(s) === Booking.nextStatuses(s).includes("cancelled")));
  });
});

describe("Booking record (§3 Bookings list response)", () => {
  const booking = sampleBooking();

  it("decodes a record", () => {
    expect(Schema.decodeUnknownSync(Booking.Booking)(booking)).toEqual(booking);
  });

  it("has the drop-off first and the vias after", () => {
    expect(Booking.dropOff(booking)?.id).toBe("sbx-poi-southampton-airport");
    expect(Booking.vias(booking).map((stop) => stop.user?.name)).toEqual(["Priya Shah"]);
    expect(Booking.dropOff(sampleBooking({ destinations: [] }))).toBeUndefined();
  });

  it("lists both legs of a pair outbound first", () => {
    const ret = sampleBooking({ id: 48214, leg: "return" });
    expect(Booking.legs({ booking: ret, pair: [booking] }).map((leg) => leg.leg)).toEqual(["outbound", "return"]);
    expect(Booking.legs({ booking, pair: [ret] }).map((leg) => leg.id)).toEqual([48213, 48214]);
    expect(Booking.legs({ booking, pair: [] })).toEqual([booking]);
  });

  it("says when a status was reached", () => {
    expect(Booking.reachedAt(booking, "booked")).toBe(1_000);
    expect(Booking.reachedAt(booking, "completed")).toBeUndefined();
  });
});

describe("Booking requests", () => {
  it("books only places with coordinates and an address", () => {
    expect(Booking.isPlace({ address: "Above Bar", lat: 50.9, lng: -1.4 })).toBe(true);
    expect(Booking.isPlace({ address: "Above Bar" })).toBe(false);
    expect(Booking.isPlace({ address: " ", lat: 50.9, lng: -1.4 })).toBe(false);
    expect(Booking.isPlace({ address: "x", lat: Number.NaN, lng: 1 })).toBe(false);
    expect(Booking.isPlace(null)).toBe(false);
    expect(Booking.isPlace(undefined)).toBe(false);
  });

  it("decodes a one-way request: the return is optional", () => {
    const leg: Booking.LegRequest = {
      pickup: { address: "A", lat: 1, lng: 1 },
      destinations: [{ address: "B", lat: 2, lng: 2 }],
      passengers: 1,
      luggage: 0,
    };
    expect(Schema.decodeUnknownSync(Booking.BookingRequest)({ outbound: leg })).toEqual({ outbound: leg });
  });
});
