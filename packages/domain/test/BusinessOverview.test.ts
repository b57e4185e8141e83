import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as BusinessOverview from "../src/BusinessOverview.ts";
import * as Money from "../src/Money.ts";
import { sampleBooking } from "./samples.ts";

const at = (iso: string) => Date.parse(iso);
const fare = (pounds: number) => ({ quote_type: "FIXED" as const, total: Money.fromMinor(pounds * 100), lines: [] });
const trip = (id: number, iso: string, pounds: number, extra: Parameters<typeof sampleBooking>[0] = {}) =>
  sampleBooking({ id, pickup_time: at(iso), fare: fare(pounds), ...extra });
// Mon 23 Nov 2026 to Mon 7 Dec 2026 (two weeks).
const period = { fromMs: at("2026-11-23T00:00:00Z"), toMs: at("2026-12-07T00:00:00Z") };

describe("BusinessOverview (spec §2 /overview, §9 week start Monday)", () => {
  it("counts trips and spend per day and per week from Monday, with quiet days as zero", () => {
    const bookings = [
      trip(1, "2026-11-23T09:00:00Z", 20, { passenger_name: "Ada", your_references: { cost_centre: "OPS" } }),
      trip(2, "2026-11-24T09:00:00Z", 30, { passenger_name: "Ada", your_references: { cost_centre: "OPS" } }),
      trip(3, "2026-12-01T09:00:00Z", 10, { passenger_name: "Ben" }),
      trip(4, "2026-12-02T09:00:00Z", 99, { status: "cancelled", cancellation_fee: Money.fromMinor(500) }),
      trip(5, "2026-12-09T09:00:00Z", 40),
    ];
    const week = BusinessOverview.overview(bookings, period, "week");
    expect(week.trips).toBe(3);
    expect(week.cancelled).toBe(1);
    expect(week.spend.amountMinor).toBe(6500);
    expect(week.buckets.map((b) => [b.label, b.trips, b.spend.amountMinor])).toEqual([
      ["2026-11-23", 2, 5000],
      ["2026-11-30", 1, 1500],
    ]);
    const day = BusinessOverview.overview(bookings, period, "day");
    expect(day.buckets).toHaveLength(14);
    expect(day.buckets[2]).toMatchObject({ label: "2026-11-25", trips: 0 });
    expect(week.byPassenger.map((t) => [t.key, t.trips])).toEqual([
      ["Ada", 2],
      ["Ben", 1],
    ]);
    expect(week.byCostCentre.map((t) => t.key)).toEqual(["OPS", BusinessOverview.unnamed]);
    expect(BusinessOverview.exportRows(week)[0]).toEqual(["total", "all trips", 3, "65.00"]);
  });

  it("the buckets add up to the totals, whatever the bookings", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: -3, max: 17 }), pounds: fc.integer({ min: 0, max: 500 }) })),
        (specs) => {
          const bookings = specs.map((spec, index) =>
            trip(index + 1, new Date(period.fromMs + spec.day * 86_400_000 + 3_600_000).toISOString(), spec.pounds),
          );
          for (const granularity of ["day", "week"] as const) {
            const view = BusinessOverview.overview(bookings, period, granularity);
            expect(view.buckets.reduce((sum, b) => sum + b.trips, 0)).toBe(view.trips);
            expect(view.buckets.reduce((sum, b) => sum + b.spend.amountMinor, 0)).toBe(view.spend.amountMinor);
          }
        },
      ),
    );
  });

  it("ranks spend per passenger and per cost centre by spend, and the top places by trips", () => {
    // Ada takes three short trips (£30), Ben one long one (£80): Ben spends most.
    const bookings = [
      trip(1, "2026-11-23T09:00:00Z", 10, { passenger_name: "Ada", your_references: { cost_centre: "OPS" } }),
      trip(2, "2026-11-24T09:00:00Z", 10, { passenger_name: "Ada", your_references: { cost_centre: "OPS" } }),
      trip(3, "2026-11-25T09:00:00Z", 10, { passenger_name: "Ada", your_references: { cost_centre: "OPS" } }),
      trip(4, "2026-11-26T09:00:00Z", 80, {
        passenger_name: "Ben",
        your_references: { cost_centre: "SALES" },
        pickup_location: { address: "Southampton Airport (SOU)" },
      }),
    ];
    const view = BusinessOverview.overview(bookings, period, "week");
    expect(view.byPassenger.map((t) => [t.key, t.trips, t.spend.amountMinor])).toEqual([
      ["Ben", 1, 8000],
      ["Ada", 3, 3000],
    ]);
    expect(view.byCostCentre.map((t) => t.key)).toEqual(["SALES", "OPS"]);
    // The most used pickup is the one used most, not the dearest.
    expect(view.topPickups.map((t) => [t.key, t.trips])).toEqual([
      ["112 Above Bar Street, Southampton SO14 7DU", 3],
      ["Southampton Airport (SOU)", 1],
    ]);
    // The export lists them in the same order as the screen.
    expect(
      BusinessOverview.exportRows(view)
        .filter((row) => row[0] === "passenger")
        .map((row) => row[1]),
    ).toEqual(["Ben", "Ada"]);
  });

  it("a spend list never has a smaller spend above a larger one; ties go to more trips, then the name", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            who: fc.constantFrom("Ada", "Ben", "Cy", "Dee"),
            pounds: fc.integer({ min: 0, max: 60 }),
            day: fc.integer({ min: 0, max: 13 }),
          }),
        ),
        (specs) => {
          const bookings = specs.map((spec, index) =>
            trip(index + 1, new Date(period.fromMs + spec.day * 86_400_000 + 3_600_000).toISOString(), spec.pounds, {
              passenger_name: spec.who,
            }),
          );
          const list = BusinessOverview.overview(bookings, period, "week").byPassenger;
          for (const [index, next] of list.slice(1).entries()) {
            const before = list[index] as BusinessOverview.Tally;
            expect(BusinessOverview.byRank("spend")(before, next)).toBeLessThan(0);
            expect(before.spend.amountMinor).toBeGreaterThanOrEqual(next.spend.amountMinor);
          }
        },
      ),
    );
  });
});
