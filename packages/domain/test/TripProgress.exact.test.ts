/**
 * What the track, share, pay and trip pages say (spec §2 /t, /track, /pay, /trips/{id}), read to
 * the letter: a no-show ends the timeline like a cancellation, steps never reached carry no time,
 * only a card booking waits for payment, how old the page's news is, and the "arriving in N min"
 * headline counted down from when the dispatch API gave its ETA.
 */
import { describe, expect, it } from "vitest";
import type * as Booking from "../src/Booking.ts";
import * as TripProgress from "../src/TripProgress.ts";
import { sampleBooking } from "./samples.ts";

const history = (...statuses: ReadonlyArray<Booking.BookingStatus>) =>
  statuses.map((status, index) => ({ status, at: 1_000 + index * 60_000 }));

describe("TripProgress.timeline: a no-show ends the leg early", () => {
  it("skips what the leg never reached and ends with the no-show, each reached step with its time", () => {
    const steps = TripProgress.timeline(
      sampleBooking({
        status: "no_show",
        status_history: history("booked", "driver_allocated", "en_route", "arrived", "no_show"),
      }),
    );
    expect(steps).toStrictEqual([
      { status: "booked", state: "done", at: 1_000 },
      { status: "driver_allocated", state: "done", at: 61_000 },
      { status: "en_route", state: "done", at: 121_000 },
      { status: "arrived", state: "done", at: 181_000 },
      { status: "passenger_on_board", state: "skipped" },
      { status: "completed", state: "skipped" },
      { status: "no_show", state: "done", at: 241_000 },
    ]);
  });
});

describe("TripProgress.awaitsPayment: only a card booking waits for a card payment", () => {
  it("does not ask a cash booking to pay, even with a payment pending", () => {
    const booking = sampleBooking({ payment_method: "cash", payment_status: "pending" });
    expect(TripProgress.awaitsPayment({ booking, pair: [] })).toBe(false);
  });
});

describe("TripProgress.freshness: how old the page's news of a leg is", () => {
  it("counts whole seconds since it last heard, and never goes below zero", () => {
    expect(TripProgress.freshness("en_route", 60_000, 61_999)).toStrictEqual({ seconds: 1, stale: false });
    expect(TripProgress.freshness("booked", 10_000, 5_000)).toStrictEqual({ seconds: 0, stale: false });
  });

  it("warns only after more than 45 s without news while the trip can still change", () => {
    expect(TripProgress.freshness("en_route", 5_000, 50_000)).toStrictEqual({ seconds: 45, stale: false });
    expect(TripProgress.freshness("en_route", 5_000, 50_001)).toStrictEqual({ seconds: 45, stale: true });
    expect(TripProgress.freshness("booked", 0, 300_000)).toStrictEqual({ seconds: 300, stale: true });
    expect(TripProgress.freshness("completed", 0, 300_000)).toStrictEqual({ seconds: 300, stale: false });
    expect(TripProgress.freshness("cancelled", 0, 300_000)).toStrictEqual({ seconds: 300, stale: false });
  });
});

describe("TripProgress.arrivingInMinutes: the headline's minutes", () => {
  const driver = { name: "A", vehicle: "Grey Skoda Octavia", registration: "HW21 ABC" };
  const enRoute = (eta?: number) =>
    sampleBooking({ status: "en_route", driver: eta === undefined ? driver : { ...driver, eta_minutes: eta } });

  it("counts the ETA down by the whole minutes since it was given", () => {
    expect(TripProgress.arrivingInMinutes(enRoute(4), 60_000, 60_000)).toBe(4);
    expect(TripProgress.arrivingInMinutes(enRoute(4), 60_000, 179_999)).toBe(3);
    expect(TripProgress.arrivingInMinutes(enRoute(4), 60_000, 180_000)).toBe(2);
  });

  it("never says under 1 minute, and a clock behind the news counts nothing off", () => {
    expect(TripProgress.arrivingInMinutes(enRoute(4), 0, 600_000)).toBe(1);
    expect(TripProgress.arrivingInMinutes(enRoute(4), 600_000, 0)).toBe(4);
  });

  it("says nothing without an ETA, without a driver, or once the driver is no longer on the way", () => {
    expect(TripProgress.arrivingInMinutes(enRoute(), 0, 0)).toBeUndefined();
    expect(TripProgress.arrivingInMinutes(sampleBooking({ status: "en_route" }), 0, 0)).toBeUndefined();
    expect(
      TripProgress.arrivingInMinutes(sampleBooking({ status: "arrived", driver: { ...driver, eta_minutes: 4 } }), 0, 0),
    ).toBeUndefined();
    expect(
      TripProgress.arrivingInMinutes(
        sampleBooking({ status: "driver_allocated", driver: { ...driver, eta_minutes: 4 } }),
        0,
        0,
      ),
    ).toBeUndefined();
  });
});
