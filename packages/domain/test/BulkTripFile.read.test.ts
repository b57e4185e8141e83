/**
 * The bulk trip file as it is read (spec §2 /business/bulk-upload-trips, §5 Upload and Validation,
 * §9 formats): the header's columns, a record's values, and the pickup time on the London clock,
 * with the exact words a person reads when a cell cannot be read. The quick path for
 * "YYYY-MM-DD HH:MM" (a file of 100,000 rows in a Web Worker) is held to answering without the
 * Temporal zone arithmetic once a day is known.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as BulkTripFile from "../src/BulkTripFile.ts";
import { Temporal } from "../src/Temporal.ts";

const hint = 'Write the time as "2026-07-01 09:30" or "01-Jul-2026 09:30 am" (UK time).';
const unreadable = (text: string) => ({ ok: false, message: `"${text}" is not a time we can read. ${hint}` });
const at = (iso: string) => ({ ok: true, epochMs: Date.parse(iso) });

describe("BulkTripFile.readHeader: columns matched without case, spaces or dashes (spec §9)", () => {
  it("trims each header, collapses runs of spaces and dashes, and drops a leading byte-order mark", () => {
    const header = BulkTripFile.readHeader(["\uFEFFPickup  Time", " From ", "Passenger Name", "drop -- address"]);
    expect([...header.index.entries()]).toEqual([
      ["pickup_time", 0],
      ["pickup", 1],
      ["passenger_name", 2],
      ["drop", 3],
    ]);
    expect(header.unknown).toEqual([]);
    expect(header.missing).toEqual([]);
  });

  it("keeps the first of two headers for one column, lists unknown headers trimmed, and ignores empty ones", () => {
    const header = BulkTripFile.readHeader(["when", "pickup_time", "", "  ", " colour ", "from", "to"]);
    expect(header.index.get("pickup_time")).toBe(0);
    expect(header.unknown).toEqual(["colour"]);
    expect(header.missing).toEqual([]);
  });

  it("names every missing required column in one sentence, and none when all are there", () => {
    expect(BulkTripFile.headerProblem(BulkTripFile.readHeader(["to", "notes"]))).toBe(
      "The file has no pickup_time, pickup column. Download the template to see the columns.",
    );
    expect(BulkTripFile.headerProblem(BulkTripFile.readHeader(BulkTripFile.columnNames))).toBeUndefined();
  });
});

describe("BulkTripFile.valuesOf: one record's values by column", () => {
  it("trims each cell and reads a short record's missing cells as empty", () => {
    const header = BulkTripFile.readHeader(["pickup", "drop", "notes"]);
    expect(BulkTripFile.valuesOf(header, ["  Above Bar Street ", "\tSouthampton Airport"])).toEqual({
      pickup: "Above Bar Street",
      drop: "Southampton Airport",
      notes: "",
    });
  });

  it("lists a header's columns once, however many records are read (100,000 rows in a Web Worker)", () => {
    const header = BulkTripFile.readHeader(["pickup", "drop"]);
    const entries = vi.spyOn(header.index, "entries");
    BulkTripFile.valuesOf(header, ["a", "b"]);
    expect(BulkTripFile.valuesOf(header, ["c", "d"])).toEqual({ pickup: "c", drop: "d" });
    expect(entries).toHaveBeenCalledTimes(1);
  });
});

describe("BulkTripFile.parsePickupTime: what a person reads (spec §5, §9)", () => {
  it("asks for a time when the cell is empty or only spaces", () => {
    expect(BulkTripFile.parsePickupTime("")).toEqual({ ok: false, message: `Enter a pickup time. ${hint}` });
    expect(BulkTripFile.parsePickupTime(" \t ")).toEqual({ ok: false, message: `Enter a pickup time. ${hint}` });
  });

  it("quotes what it cannot read, trimmed and with its spaces collapsed", () => {
    expect(BulkTripFile.parsePickupTime("  next   tuesday  ")).toEqual(unreadable("next tuesday"));
  });

  it("refuses an instant whose day or hour does not exist, rather than rolling it over", () => {
    for (const text of [
      "2026-02-30T10:00Z",
      "2026-02-29T10:00Z",
      "2100-02-29T10:00Z",
      "2026-00-10T10:00Z",
      "2026-07-00T10:00Z",
      "2026-04-31T10:00+01:00",
      "2026-07-01T24:00Z",
      "2026-07-01T10:60Z",
      "2026-07-01T10:00:60Z",
    ])
      expect(BulkTripFile.parsePickupTime(text), text).toEqual({ ok: false, message: `"${text}": ${hint}` });
    expect(BulkTripFile.parsePickupTime("2028-02-29T10:00Z")).toEqual(at("2028-02-29T10:00:00Z"));
    expect(BulkTripFile.parsePickupTime("2000-02-29T10:00Z")).toEqual(at("2000-02-29T10:00:00Z"));
    expect(BulkTripFile.parsePickupTime("2026-12-31T23:59:59Z")).toEqual(at("2026-12-31T23:59:59Z"));
  });

  it("reads an instant with its offset, and quotes an instant that is no date", () => {
    expect(BulkTripFile.parsePickupTime("2026-07-01T08:30:00Z")).toEqual(at("2026-07-01T08:30:00Z"));
    expect(BulkTripFile.parsePickupTime("2026-07-01T09:30+01:00")).toEqual(at("2026-07-01T08:30:00Z"));
    expect(BulkTripFile.parsePickupTime("2026-13-45T99:99Z")).toEqual({
      ok: false,
      message: `"2026-13-45T99:99Z": ${hint}`,
    });
  });

  it("reads an ISO date with a 12-hour time or seconds, on the London clock", () => {
    expect(BulkTripFile.parsePickupTime("2026-07-01 9:30 pm")).toEqual(at("2026-07-01T20:30:00Z"));
    expect(BulkTripFile.parsePickupTime("2026-07-01T09:30:15")).toEqual(at("2026-07-01T08:30:15Z"));
    expect(BulkTripFile.parsePickupTime("2026-12-01 09:30:00")).toEqual(at("2026-12-01T09:30:00Z"));
  });

  it("refuses a date or time that does not exist, and a date with words before it", () => {
    for (const text of [
      "2026-02-29 10:00",
      "2100-02-29 10:00",
      "0099-07-01 10:00",
      "2026-13-01 10:00",
      "2026-00-10 10:00",
      "2026-07-00 10:00",
      "2026-07-01 24:00",
      "2026-07-01 10:60",
      "2026-07-01 9:75 am",
      "2026-02-30 9:30 am",
      "On 2026-07-01 9:30 am",
    ]) {
      expect(BulkTripFile.parsePickupTime(text), text).toEqual(unreadable(text));
    }
  });
});

describe("BulkTripFile.parsePickupTime's quick path: YYYY-MM-DD HH:MM without zone arithmetic", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const temporalCalls = () => [
    vi.spyOn(Temporal.Instant, "fromEpochMilliseconds"),
    vi.spyOn(Temporal.PlainDate, "from"),
    vi.spyOn(Temporal.PlainDateTime.prototype, "toZonedDateTime"),
  ];

  it("answers a day it has seen from memory, on the first and last day of a month, at 23:59 and on 29 February", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["2027-05-01 23:59", "2027-05-01T22:59:00Z"],
      ["2027-05-31 00:00", "2027-05-30T23:00:00Z"],
      ["2028-02-29 12:00", "2028-02-29T12:00:00Z"],
      ["2000-02-29 12:00", "2000-02-29T12:00:00Z"],
    ];
    // Each day once, so that each is known; then each again, with Temporal watched.
    for (const [text, iso] of cases) expect(BulkTripFile.parsePickupTime(text), text).toEqual(at(iso));
    const spies = temporalCalls();
    for (const [text, iso] of cases) expect(BulkTripFile.parsePickupTime(text), text).toEqual(at(iso));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("keeps more than one day in memory", () => {
    BulkTripFile.parsePickupTime("2027-06-02 08:00");
    BulkTripFile.parsePickupTime("2027-06-03 08:00");
    const spies = temporalCalls();
    expect(BulkTripFile.parsePickupTime("2027-06-02 10:15")).toEqual(at("2027-06-02T09:15:00Z"));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe("BulkTripFile's memory of days: bounded for a file of 100,000 rows", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("forgets the days it knows once it holds more than 10,000", () => {
    BulkTripFile.parsePickupTime("2027-06-04 08:00");
    // 10,001 other days, far from any other test's.
    const first = Date.UTC(3000, 0, 1);
    for (let day = 0; day <= 10_000; day += 1) {
      const date = new Date(first + day * 86_400_000).toISOString().slice(0, 10);
      BulkTripFile.parsePickupTime(`${date} 12:00`);
    }
    const computed = vi.spyOn(Temporal.Instant, "fromEpochMilliseconds");
    expect(BulkTripFile.parsePickupTime("2027-06-04 08:00")).toEqual(at("2027-06-04T07:00:00Z"));
    expect(computed).toHaveBeenCalled();
  });
});
