import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Booking from "../src/Booking.ts";
import * as Money from "../src/Money.ts";
import * as TripProgress from "../src/TripProgress.ts";
import { sampleBooking } from "./samples.ts";

const history = (...statuses: ReadonlyArray<Booking.BookingStatus>) =>
  statuses.map((status, index) => ({ status, at: 1_000 + index * 60_000 }));

describe("TripProgress.timeline (an honest status timeline)", () => {
  it("marks the reached steps done with their times, the status current and the rest upcoming", () => {
    const steps = TripProgress.timeline(
      sampleBooking({ status: "en_route", status_history: history("booked", "driver_allocated", "en_route") }),
    );
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ["booked", "done"],
      ["driver_allocated", "done"],
      ["en_route", "current"],
      ["arrived", "upcoming"],
      ["passenger_on_board", "upcoming"],
      ["completed", "upcoming"],
    ]);
    expect(steps[1]?.at).toBe(61_000);
    expect(steps[3]?.at).toBeUndefined();
  });

  it("says a cancelled leg skipped what it never reached and ends with the cancellation", () => {
    const steps = TripProgress.timeline(
      sampleBooking({ status: "cancelled", status_history: history("booked", "driver_allocated", "cancelled") }),
    );
    expect(steps.map((step) => step.state)).toEqual([
      "done",
      "done",
      "skipped",
      "skipped",
      "skipped",
      "skipped",
      "done",
    ]);
    expect(steps.at(-1)).toEqual({ status: "cancelled", state: "done", at: 121_000 });
  });

  it("marks every step done once completed", () => {
    const steps = TripProgress.timeline(
      sampleBooking({ status: "completed", status_history: history(...Booking.forwardPath) }),
    );
    expect(steps.every((step) => step.state === "done" && step.at !== undefined)).toBe(true);
  });

  it("never calls a step done without the history or status behind it, and has at most one current step", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Booking.statuses), fc.subarray([...Booking.forwardPath]), (status, reached) => {
        const booking = sampleBooking({ status, status_history: history(...reached, status) });
        const steps = TripProgress.timeline(booking);
        expect(steps.filter((step) => step.state === "current").length).toBeLessThanOrEqual(1);
        const furthest = Math.max(...[...reached, status].map((s) => Booking.forwardPath.indexOf(s)), 0);
        for (const [index, step] of steps.slice(0, Booking.forwardPath.length).entries()) {
          expect(step.state === "done" || step.state === "current").toBe(index <= furthest);
        }
        if (Booking.isFinished(status)) expect(steps.some((step) => step.state === "current")).toBe(false);
      }),
    );
  });
});

describe("TripProgress.awaitsPayment and amountToPay (pay page)", () => {
  const details = (booking: Partial<Booking.Booking>, due?: number): Booking.BookingDetails => ({
    booking: sampleBooking(booking),
    pair: [],
    ...(due === undefined ? {} : { amount_due: Money.fromMinor(due) }),
  });

  it("asks for payment of a pending, failed or 3-D Secure card booking that is not finished", () => {
    expect(TripProgress.awaitsPayment(details({ payment_status: "pending" }, 2250))).toBe(true);
    expect(TripProgress.awaitsPayment(details({ payment_status: "failed" }))).toBe(true);
    expect(TripProgress.awaitsPayment(details({ payment_status: "requires_action" }))).toBe(true);
  });

  it("does not ask when paid, cash, cancelled or nothing is due", () => {
    expect(TripProgress.awaitsPayment(details({ payment_status: "paid" }))).toBe(false);
    expect(TripProgress.awaitsPayment(details({ payment_method: "cash", payment_status: "pay_driver" }))).toBe(false);
    expect(TripProgress.awaitsPayment(details({ payment_status: "pending", status: "cancelled" }))).toBe(false);
    expect(TripProgress.awaitsPayment(details({ payment_status: "pending" }, 0))).toBe(false);
  });

  it("charges the amount due, else both legs' fares", () => {
    expect(TripProgress.amountToPay(details({}, 1800))).toEqual(Money.fromMinor(1800));
    const pair = sampleBooking({
      id: 2,
      leg: "return",
      fare: { quote_type: "FIXED", total: Money.fromMinor(1000), lines: [] },
    });
    expect(TripProgress.amountToPay({ booking: sampleBooking(), pair: [pair] })).toEqual(Money.fromMinor(3250));
  });
});

describe("TripProgress.refreshAfterMs and positionAgeMinutes", () => {
  it("asks often while active, less before, never once finished", () => {
    expect(TripProgress.refreshAfterMs("en_route")).toBe(TripProgress.activeRefreshMs);
    expect(TripProgress.refreshAfterMs("booked")).toBe(TripProgress.upcomingRefreshMs);
    expect(TripProgress.refreshAfterMs("completed")).toBeUndefined();
    expect(TripProgress.refreshAfterMs("cancelled")).toBeUndefined();
  });

  it("counts whole minutes since the position, never negative", () => {
    const driver = { name: "A", vehicle: "Grey Skoda Octavia", registration: "HW21 ABC", location_updated_at: 60_000 };
    expect(TripProgress.positionAgeMinutes(driver, 200_000)).toBe(2);
    expect(TripProgress.positionAgeMinutes(driver, 0)).toBe(0);
    expect(TripProgress.positionAgeMinutes({ name: "A", vehicle: "v", registration: "r" }, 0)).toBeUndefined();
  });
});

describe("TripProgress.bookAgain", () => {
  it("keeps the journey, people and ride type of the leg and no time", () => {
    const again = TripProgress.bookAgain(sampleBooking({ passengers: 3, luggage: 1, ride_type_id: 4 }));
    expect(again).toEqual({
      pickup: sampleBooking().pickup_location,
      destinations: sampleBooking().destinations,
      passengers: 3,
      luggage: 1,
      rideId: 4,
    });
    expect(Object.keys(again)).not.toContain("pickup_time");
  });
});

describe("TripProgress.chargeOf and receiptTotal (the receipt)", () => {
  it("charges the fare, or only the cancellation fee of a cancelled leg", () => {
    expect(TripProgress.chargeOf(sampleBooking())).toEqual(Money.fromMinor(2250));
    expect(
      TripProgress.chargeOf(sampleBooking({ status: "cancelled", cancellation_fee: Money.fromMinor(1000) })),
    ).toEqual(Money.fromMinor(1000));
    expect(TripProgress.chargeOf(sampleBooking({ status: "cancelled" }))).toEqual(Money.fromMinor(0));
    const back = sampleBooking({ id: 2, leg: "return", status: "cancelled" });
    expect(TripProgress.receiptTotal({ booking: sampleBooking(), pair: [back] })).toEqual(Money.fromMinor(2250));
  });
});
