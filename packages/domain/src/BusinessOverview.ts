/**
 * The business overview (spec §2 /overview, §6 business_user, §9 week start Monday, currency
 * GBP): for one account and period, the trips and what they cost, bookings per day or week, spend
 * per passenger and per cost centre, and the most used pickups and destinations. Pure: it reads
 * the account's bookings (from the bookings lists) and adds them up; the screen draws it and
 * exports it.
 *
 * The spec is silent on what counts; here a trip is a leg whose pickup falls in the period and
 * that was not cancelled, and spend is the fare of those trips plus the fee of cancelled ones
 * (what the account pays). Days and weeks are on the London clock, weeks from Monday.
 *
 * Each list is ranked by the figure its chart draws: spend per passenger and per cost centre by
 * spend, most first (then more trips, then the name A-Z); the top pickups and destinations by
 * trips, most first (then more spend, then the name).
 */
import type * as Booking from "./Booking.ts";
import { currencyCode } from "./Constants.ts";
import * as DateTime from "./DateTime.ts";
import * as Money from "./Money.ts";

export type Granularity = "day" | "week";

export interface Period {
  /** Epoch ms, inclusive. */
  readonly fromMs: number;
  /** Epoch ms, exclusive. */
  readonly toMs: number;
}

export interface Bucket {
  /** "2026-11-23": the day, or the Monday that starts the week. */
  readonly label: string;
  readonly trips: number;
  readonly spend: Money.Money;
}

export interface Tally {
  readonly key: string;
  readonly trips: number;
  readonly spend: Money.Money;
}

export interface Overview {
  readonly trips: number;
  readonly cancelled: number;
  readonly spend: Money.Money;
  readonly buckets: ReadonlyArray<Bucket>;
  readonly byPassenger: ReadonlyArray<Tally>;
  readonly byCostCentre: ReadonlyArray<Tally>;
  readonly topPickups: ReadonlyArray<Tally>;
  readonly topDestinations: ReadonlyArray<Tally>;
}

/** How many places the top lists show. */
export const topCount = 5;
export const unnamed = "(not given)";

const isCancelled = (booking: Booking.Booking): boolean => booking.status === "cancelled";

/** What the account pays for the leg: its fare, or its cancellation fee when cancelled. */
export const spendOf = (booking: Booking.Booking): Money.Money =>
  isCancelled(booking)
    ? (booking.cancellation_fee ?? Money.fromMinor(0, booking.fare.total.currency))
    : booking.fare.total;

/** The day or the week (from Monday) a moment falls in, as "YYYY-MM-DD" on the London clock. */
export const bucketOf = (epochMs: number, granularity: Granularity): string => {
  const date = DateTime.fromEpochMs(epochMs).toPlainDate();
  return DateTime.formatDate(granularity === "day" ? date : date.subtract({ days: date.dayOfWeek - 1 }));
};

/** Every day or week of the period, oldest first, so a quiet day shows as zero rather than missing. */
export const bucketsOf = (period: Period, granularity: Granularity): ReadonlyArray<string> => {
  const labels: Array<string> = [];
  if (period.toMs <= period.fromMs) return labels;
  let date = DateTime.fromEpochMs(period.fromMs).toPlainDate();
  const last = DateTime.fromEpochMs(period.toMs - 1).toPlainDate();
  if (granularity === "week") date = date.subtract({ days: date.dayOfWeek - 1 });
  const step = granularity === "day" ? { days: 1 } : { weeks: 1 };
  while (DateTime.formatDate(date) <= DateTime.formatDate(last) && labels.length < 1000) {
    labels.push(DateTime.formatDate(date));
    date = date.add(step);
  }
  return labels;
};

/** What a list is ranked by: the figure its chart draws. */
export type Rank = "spend" | "trips";

/** The order of a ranked list: most of the ranked figure first, then most of the other, then the name A-Z. */
export const byRank =
  (rank: Rank) =>
  (a: Tally, b: Tally): number => {
    const spend = b.spend.amountMinor - a.spend.amountMinor;
    const trips = b.trips - a.trips;
    return (rank === "spend" ? spend || trips : trips || spend) || a.key.localeCompare(b.key);
  };

const tally = (
  bookings: ReadonlyArray<Booking.Booking>,
  keyOf: (booking: Booking.Booking) => string | undefined,
  currency: string,
  rank: Rank,
): ReadonlyArray<Tally> => {
  const totals = new Map<string, { trips: number; spend: Money.Money }>();
  for (const booking of bookings) {
    const key = keyOf(booking)?.trim() || unnamed;
    const current = totals.get(key) ?? { trips: 0, spend: Money.fromMinor(0, currency) };
    totals.set(key, { trips: current.trips + 1, spend: Money.add(current.spend, spendOf(booking)) });
  }
  return [...totals.entries()].map(([key, value]) => ({ key, ...value })).toSorted(byRank(rank));
};

const placeName = (location: { readonly address: string; readonly description?: string } | undefined) =>
  location?.address;

/** The overview of the bookings whose pickup falls in the period. */
export const overview = (
  bookings: ReadonlyArray<Booking.Booking>,
  period: Period,
  granularity: Granularity,
  currency: string = currencyCode,
): Overview => {
  const inPeriod = bookings.filter(
    (booking) => booking.pickup_time >= period.fromMs && booking.pickup_time < period.toMs,
  );
  const trips = inPeriod.filter((booking) => !isCancelled(booking));
  const zero = Money.fromMinor(0, currency);
  const buckets = new Map(bucketsOf(period, granularity).map((label) => [label, { trips: 0, spend: zero }]));
  for (const booking of inPeriod) {
    const label = bucketOf(booking.pickup_time, granularity);
    const current = buckets.get(label) ?? { trips: 0, spend: zero };
    buckets.set(label, {
      trips: current.trips + (isCancelled(booking) ? 0 : 1),
      spend: Money.add(current.spend, spendOf(booking)),
    });
  }
  return {
    trips: trips.length,
    cancelled: inPeriod.length - trips.length,
    spend: Money.sum(inPeriod.map(spendOf), currency),
    buckets: [...buckets.entries()]
      .map(([label, value]) => ({ label, ...value }))
      .toSorted((a, b) => a.label.localeCompare(b.label)),
    byPassenger: tally(trips, (booking) => booking.passenger_name, currency, "spend"),
    byCostCentre: tally(trips, (booking) => booking.your_references?.cost_centre, currency, "spend"),
    topPickups: tally(trips, (booking) => placeName(booking.pickup_location), currency, "trips").slice(0, topCount),
    topDestinations: tally(trips, (booking) => placeName(booking.destinations[0]), currency, "trips").slice(
      0,
      topCount,
    ),
  };
};

/** The overview as CSV rows (section, key, trips, spend in pounds), for the export. */
export const exportRows = (view: Overview): ReadonlyArray<readonly [string, string, number, string]> => {
  const pounds = (money: Money.Money) => (money.amountMinor / 100).toFixed(2);
  const rows = (section: string, tallies: ReadonlyArray<Tally | Bucket>) =>
    tallies.map(
      (entry) => [section, "key" in entry ? entry.key : entry.label, entry.trips, pounds(entry.spend)] as const,
    );
  return [
    ["total", "all trips", view.trips, pounds(view.spend)],
    ...rows("period", view.buckets),
    ...rows("passenger", view.byPassenger),
    ...rows("cost centre", view.byCostCentre),
    ...rows("pickup", view.topPickups),
    ...rows("destination", view.topDestinations),
  ];
};

export const exportHeader: ReadonlyArray<string> = ["section", "name", "trips", "spend_gbp"];
