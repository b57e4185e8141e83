// The waiting and cancellation terms a passenger sees before booking (BookingTerms): they come
// from the tenant's tariff and the cancellation rule, and read the same wherever they are shown.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Booking from "../src/Booking.ts";
import * as BookingForm from "../src/BookingForm.ts";
import * as BookingTerms from "../src/BookingTerms.ts";
import * as Money from "../src/Money.ts";
import type * as Tariff from "../src/Tariff.ts";
import { solentLikeTariff } from "./samples.ts";

const tariff = (waiting: { free: number; airport: number; perMinute: number }): Tariff.Tariff => ({
  ...solentLikeTariff,
  waiting_free_minutes: waiting.free,
  airport_waiting_free_minutes: waiting.airport,
  waiting_per_minute_pence: waiting.perMinute,
});

const solent = BookingTerms.fromTariff(tariff({ free: 5, airport: 45, perMinute: 30 }));

describe("BookingTerms", () => {
  it("reads Solent Cars' terms in plain words", () => {
    expect(BookingTerms.words(solent, { airportPickup: true })).toEqual({
      waiting: "Your driver waits 5 minutes free from the pickup time, then waiting costs £0.30 a minute.",
      airportWaiting:
        "At the airport your driver waits 45 minutes free from when your flight lands, then waiting costs £0.30 a minute.",
      cancellation: "Cancelling is free until your driver sets off; after that it costs £10.00.",
    });
  });

  it("says the airport's allowance only for a booking that picks up at an airport", () => {
    expect(BookingTerms.words(solent, { airportPickup: false }).airportWaiting).toBeUndefined();
    expect(BookingTerms.lines(solent, { airportPickup: false })).toHaveLength(2);
    expect(BookingTerms.lines(solent, { airportPickup: true })).toHaveLength(3);
  });

  it("charges to cancel exactly what cancelling a leg whose driver set off costs", () => {
    expect(solent.cancellation.fee).toEqual(Booking.cancellationFeeFor("en_route"));
    expect(Booking.cancellationFeeFor("driver_allocated")?.amountMinor).toBe(0);
    expect(solent.cancellation.freeUntil).toBe("en_route");
  });

  it("reads one minute as a minute, and free waiting as free", () => {
    const one = BookingTerms.fromTariff(tariff({ free: 1, airport: 1, perMinute: 0 }));
    expect(BookingTerms.words(one, { airportPickup: true })).toMatchObject({
      waiting: "Your driver waits 1 minute free from the pickup time, and waiting is free after that.",
      airportWaiting:
        "At the airport your driver waits 1 minute free from when your flight lands, and waiting is free after that.",
    });
    const none = BookingTerms.fromTariff(tariff({ free: 0, airport: 0, perMinute: 25 }));
    expect(BookingTerms.words(none, { airportPickup: false }).waiting).toBe(
      "Waiting at the pickup costs £0.25 a minute from the pickup time.",
    );
  });

  it("always says the allowance and the rate the tariff gives, as whole sentences", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (free, airport, perMinute, airportPickup) => {
          const terms = BookingTerms.fromTariff(tariff({ free, airport, perMinute }));
          const lines = BookingTerms.lines(terms, { airportPickup });
          const [waiting = "", ...rest] = lines;
          if (free > 0) expect(waiting).toContain(`${free} minute`);
          if (perMinute > 0) expect(waiting).toContain(Money.format(Money.fromMinor(perMinute)));
          else expect(waiting).toMatch(/free/);
          if (airportPickup) expect(rest[0]).toContain(`${airport} minute`);
          expect(lines.at(-1)).toContain(Money.format(Booking.cancellationFee));
          for (const line of lines) expect(line).toMatch(/^[A-Z].*\.$/);
        },
      ),
    ));

  it("shows nothing for a quote without terms, and the airport's allowance when any pickup is at an airport", () => {
    const street = { address: "112 Above Bar Street", lat: 50.9, lng: -1.4, types: ["street_address"] };
    const airport = { address: "Southampton Airport (SOU)", lat: 50.95, lng: -1.36, types: ["airport"] };
    expect(BookingTerms.linesFor(undefined, [airport])).toEqual([]);
    expect(BookingTerms.linesFor(solent, [street, null])).toHaveLength(2);
    expect(BookingTerms.linesFor(solent, [street, airport])).toHaveLength(3);
  });

  it("counts the return's pickup only when there is a return (BookingForm.pickups)", () => {
    const form = { outbound: { pickup: "a" }, returnJourney: { pickup: "b" } };
    expect(BookingForm.pickups({ ...form, returnEnabled: false })).toEqual(["a"]);
    expect(BookingForm.pickups({ ...form, returnEnabled: true })).toEqual(["a", "b"]);
  });

  it("says plainly when waiting costs nothing at all, and when cancelling is free to the end", () => {
    const free = {
      waiting: { freeMinutes: 0, airportFreeMinutes: 0, perMinute: Money.fromMinor(0) },
      cancellation: { freeUntil: "en_route", fee: Money.fromMinor(0) },
    } as const;
    expect(BookingTerms.words(free, { airportPickup: false })).toEqual({
      waiting: "Waiting at the pickup is free.",
      cancellation: "Cancelling is free until the ride starts.",
    });
  });
});
