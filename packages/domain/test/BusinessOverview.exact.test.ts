/**
 * The business overview read to the letter (spec §2 /overview, §9 week start Monday): days and
 * weeks of a period that starts mid-week, the period's ends, the cap on its buckets, names as
 * typed (spaces, none), the top lists' length and order, and every row of the CSV export a
 * business user downloads.
 */
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as BusinessOverview from "../src/BusinessOverview.ts";
import * as Money from "../src/Money.ts";
import { sampleBooking } from "./samples.ts";

const at = (iso: string) => Date.parse(iso);
const dayMs = 86_400_000;
const fare = (pounds: number) => ({ quote_type: "FIXED" as const, total: Money.fromMinor(pounds * 100), lines: [] });
const trip = (id: number, pickupMs: number, pounds: number, extra: Parameters<typeof sampleBooking>[0] = {}) =>
  sampleBooking({ id, pickup_time: pickupMs, fare: fare(pounds), ...extra });
const tally = (key: string, trips: number, pence: number): BusinessOverview.Tally => ({
  key,
  trips,
  spend: Money.fromMinor(pence),
});
// Mon 23 Nov 2026 to Mon 7 Dec 2026 (two weeks).
const period = { fromMs: at("2026-11-23T00:00:00Z"), toMs: at("2026-12-07T00:00:00Z") };

describe("days and weeks (spec §9 week start Monday)", () => {
  it("puts a Wednesday in its own day, and in the week of the Monday before", () => {
    expect(BusinessOverview.bucketOf(at("2026-11-25T09:00:00Z"), "day")).toBe("2026-11-25");
    expect(BusinessOverview.bucketOf(at("2026-11-25T09:00:00Z"), "week")).toBe("2026-11-23");
  });

  it("lists the days of a period from its first day, and its weeks from the Monday of its first week", () => {
    const wednesdayToFriday = { fromMs: at("2026-11-25T00:00:00Z"), toMs: at("2026-11-27T00:00:00Z") };
    expect(BusinessOverview.bucketsOf(wednesdayToFriday, "day")).toEqual(["2026-11-25", "2026-11-26"]);
    const wednesdayToWednesday = { fromMs: at("2026-11-25T00:00:00Z"), toMs: at("2026-12-02T00:00:00Z") };
    expect(BusinessOverview.bucketsOf(wednesdayToWednesday, "week")).toEqual(["2026-11-23", "2026-11-30"]);
  });

  it("has no buckets for a period that ends where it starts", () => {
    const noon = at("2026-11-25T12:00:00Z");
    expect(BusinessOverview.bucketsOf({ fromMs: noon, toMs: noon }, "day")).toEqual([]);
    expect(BusinessOverview.bucketsOf({ fromMs: noon, toMs: noon - 1 }, "week")).toEqual([]);
  });

  it("draws at most 1000 buckets, however long the period", () => {
    const long = { fromMs: period.fromMs, toMs: period.fromMs + 1500 * dayMs };
    expect(BusinessOverview.bucketsOf(long, "day")).toHaveLength(1000);
  });

  it("still counts trips after the 1000th day, in date order", () => {
    const long = { fromMs: period.fromMs, toMs: period.fromMs + 1100 * dayMs };
    const noonOf = (day: number) => period.fromMs + day * dayMs + 12 * 3_600_000;
    const label = (day: number) => Temporal.PlainDate.from("2026-11-23").add({ days: day }).toString();
    const view = BusinessOverview.overview([trip(1, noonOf(1050), 20), trip(2, noonOf(1010), 30)], long, "day");
    expect(view.buckets).toHaveLength(1002);
    expect(view.buckets.slice(999)).toEqual([
      { label: label(999), trips: 0, spend: Money.fromMinor(0) },
      { label: label(1010), trips: 1, spend: Money.fromMinor(3000) },
      { label: label(1050), trips: 1, spend: Money.fromMinor(2000) },
    ]);
  });
});

describe("the period's ends", () => {
  it("counts a pickup at its first moment and leaves out one at its end", () => {
    const bookings = [trip(1, period.fromMs, 10), trip(2, period.toMs - 1, 20), trip(3, period.toMs, 40)];
    const view = BusinessOverview.overview(bookings, period, "week");
    expect(view.trips).toBe(2);
    expect(view.spend).toEqual(Money.fromMinor(3000));
    expect(BusinessOverview.overview([trip(4, period.fromMs - 1, 10)], period, "week").trips).toBe(0);
  });
});

describe("ranking (the figure each chart draws first)", () => {
  it("ranks the top places by trips, then by spend, then by name", () => {
    expect(BusinessOverview.byRank("trips")(tally("A", 3, 100), tally("B", 1, 900))).toBe(-2);
    expect(BusinessOverview.byRank("trips")(tally("A", 1, 100), tally("B", 1, 900))).toBe(800);
    expect(BusinessOverview.byRank("spend")(tally("A", 3, 100), tally("B", 1, 900))).toBe(800);
    expect(BusinessOverview.byRank("spend")(tally("A", 3, 900), tally("B", 1, 900))).toBe(-2);
    expect(BusinessOverview.byRank("trips")(tally("B", 1, 900), tally("A", 1, 900))).toBe(1);
  });
});

describe("names as typed", () => {
  it("counts a name with spaces round it as the name, and a blank name or a trip with no destination as not given", () => {
    const bookings = [
      trip(1, at("2026-11-23T09:00:00Z"), 10, { passenger_name: "Ada" }),
      trip(2, at("2026-11-24T09:00:00Z"), 10, { passenger_name: "  Ada " }),
      trip(3, at("2026-11-25T09:00:00Z"), 5, { passenger_name: "   ", destinations: [] }),
    ];
    const view = BusinessOverview.overview(bookings, period, "week");
    expect(view.byPassenger).toEqual([tally("Ada", 2, 2000), tally(BusinessOverview.unnamed, 1, 500)]);
    expect(view.topDestinations).toEqual([
      tally("Southampton Airport (SOU)", 2, 2000),
      tally(BusinessOverview.unnamed, 1, 500),
    ]);
  });
});

describe("the top pickups and destinations", () => {
  it("show the 5 most used of each, by trips", () => {
    const places = ["A St", "B St", "C St", "D St", "E St", "F St"];
    const bookings = places.flatMap((place, index) =>
      Array.from({ length: places.length - index }, (_, n) =>
        trip(index * 10 + n, at("2026-11-24T09:00:00Z"), 1, {
          pickup_location: { address: `From ${place}` },
          destinations: [{ address: `To ${place}` }],
        }),
      ),
    );
    const view = BusinessOverview.overview(bookings, period, "week");
    expect(view.topPickups.map((t) => [t.key, t.trips])).toEqual([
      ["From A St", 6],
      ["From B St", 5],
      ["From C St", 4],
      ["From D St", 3],
      ["From E St", 2],
    ]);
    expect(view.topDestinations.map((t) => [t.key, t.trips])).toEqual([
      ["To A St", 6],
      ["To B St", 5],
      ["To C St", 4],
      ["To D St", 3],
      ["To E St", 2],
    ]);
  });
});

describe("the CSV export", () => {
  it("has the total, then a row per period, passenger, cost centre, pickup and destination", () => {
    const bookings = [
      trip(1, at("2026-11-23T09:00:00Z"), 20, { passenger_name: "Ada", your_references: { cost_centre: "OPS" } }),
      trip(2, at("2026-12-01T09:00:00Z"), 12.5, { passenger_name: "Ben" }),
    ];
    const view = BusinessOverview.overview(bookings, period, "week");
    expect(BusinessOverview.exportHeader).toEqual(["section", "name", "trips", "spend_gbp"]);
    expect(BusinessOverview.exportRows(view)).toEqual([
      ["total", "all trips", 2, "32.50"],
      ["period", "2026-11-23", 1, "20.00"],
      ["period", "2026-11-30", 1, "12.50"],
      ["passenger", "Ada", 1, "20.00"],
      ["passenger", "Ben", 1, "12.50"],
      ["cost centre", "OPS", 1, "20.00"],
      ["cost centre", BusinessOverview.unnamed, 1, "12.50"],
      ["pickup", "112 Above Bar Street, Southampton SO14 7DU", 2, "32.50"],
      ["destination", "Southampton Airport (SOU)", 2, "32.50"],
    ]);
  });
});
