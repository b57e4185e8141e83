import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as DateTime from "../src/DateTime.ts";
import * as Arb from "./arbitraries.ts";

const london = (iso: string): Temporal.ZonedDateTime => Temporal.ZonedDateTime.from(iso);

const plainDate = fc
  .record({
    year: fc.integer({ min: 100, max: 10_000 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => Temporal.PlainDate.from({ year, month, day }, { overflow: "constrain" }));
const plainDateTime = fc
  .tuple(plainDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([date, hour, minute]) => date.toPlainDateTime({ hour, minute }));

describe("London wall clock across the clock changes (spec §4)", () => {
  it("adds 3 hours at 00:30 on the March change to reach 04:30 BST", () => {
    const start = london("2025-03-30T00:30:00+00:00[Europe/London]");
    expect(DateTime.addHours(start, 3).toString()).toBe("2025-03-30T04:30:00+01:00[Europe/London]");
  });

  it("adds 3 hours at 00:30 BST on the October change to reach 02:30 GMT", () => {
    const start = london("2025-10-26T00:30:00+01:00[Europe/London]");
    expect(DateTime.addHours(start, 3).toString()).toBe("2025-10-26T02:30:00+00:00[Europe/London]");
  });

  it("adds 15 minutes at 00:50 on the March change to reach 02:05 BST", () => {
    const start = london("2025-03-30T00:50:00+00:00[Europe/London]");
    expect(DateTime.addMinutes(start, 15).toString()).toBe("2025-03-30T02:05:00+01:00[Europe/London]");
  });

  it("adds exact elapsed time, read in London whatever zone it started in", () => {
    fc.assert(
      fc.property(Arb.instant, fc.integer({ min: -10_000, max: 10_000 }), (t, n) => {
        const start = t.toZonedDateTimeISO("UTC");
        expect(DateTime.addMinutes(start, n).epochMilliseconds - t.epochMilliseconds).toBe(n * 60_000);
        expect(DateTime.addHours(start, n).epochMilliseconds - t.epochMilliseconds).toBe(n * 3_600_000);
        expect(DateTime.addMinutes(start, n).timeZoneId).toBe("Europe/London");
      }),
    );
  });

  it("defaults the pickup to now + 15 minutes and ASAP to now + 1 minute", () => {
    fc.assert(
      fc.property(Arb.instant, (now) => {
        expect(DateTime.defaultPickupTime(now).epochMilliseconds - now.epochMilliseconds).toBe(15 * 60_000);
        expect(DateTime.asap(now).epochMilliseconds - now.epochMilliseconds).toBe(60_000);
        expect(DateTime.fromEpochMs(DateTime.toEpochMs(now)).toInstant().equals(now)).toBe(true);
      }),
    );
  });

  it("reports a typed time that does not exist (clocks go forward) instead of shifting it", () => {
    const result = DateTime.fromLocal(Temporal.PlainDateTime.from("2025-03-30T01:30"));
    expect(result._tag === "Failure").toBe(true);
    if (result._tag === "Failure") {
      expect(result.failure).toEqual({
        _tag: "Nonexistent",
        message:
          "01:30 am on 30-Mar-2025 does not exist in UK time because the clocks go forward. Choose a time before 01:00 am or from 02:00 am.",
      });
    }
  });

  it("reports a typed time that happens twice (clocks go back) unless told which is meant", () => {
    const local = Temporal.PlainDateTime.from("2025-10-26T01:30");
    const result = DateTime.fromLocal(local);
    expect(result._tag === "Failure" && result.failure).toEqual({
      _tag: "Ambiguous",
      message:
        "01:30 am on 26-Oct-2025 happens twice in UK time because the clocks go back. Choose a time before 01:00 am or from 02:00 am.",
    });
    const earlier = DateTime.fromLocal(local, "earlier");
    const later = DateTime.fromLocal(local, "later");
    expect(earlier._tag === "Success" && earlier.success.offset).toBe("+01:00");
    expect(later._tag === "Success" && later.success.offset).toBe("+00:00");
  });

  it("accepts ordinary times and gives back the typed wall time", () => {
    const result = DateTime.fromLocal(Temporal.PlainDateTime.from("2025-07-01T09:15"));
    expect(result._tag === "Success" && result.success.toString()).toBe("2025-07-01T09:15:00+01:00[Europe/London]");
  });

  it("resolves every wall time read off the clock to the same instant, or reports it ambiguous", () => {
    fc.assert(
      fc.property(Arb.instant, (t) => {
        const local = DateTime.toLondon(t).toPlainDateTime();
        const result = DateTime.fromLocal(local);
        if (result._tag === "Success") expect(result.success.toInstant().equals(t)).toBe(true);
        else expect(result.failure._tag).toBe("Ambiguous");
      }),
    );
  });
});

describe("Formats (spec §9)", () => {
  it("formats YYYY-MM-DD", () => {
    expect(DateTime.formatDate(Temporal.PlainDate.from("2025-09-07"))).toBe("2025-09-07");
    expect(DateTime.formatDate(new Temporal.PlainDate(100, 1, 1))).toBe("0100-01-01");
  });

  it("formats DD-MMM-YYYY hh:mm a with 3-letter months and 12-hour time", () => {
    expect(DateTime.formatDateTime(Temporal.PlainDateTime.from("2025-09-07T00:05"))).toBe("07-Sep-2025 12:05 am");
    expect(DateTime.formatDateTime(Temporal.PlainDateTime.from("2025-06-30T12:00"))).toBe("30-Jun-2025 12:00 pm");
    expect(DateTime.formatDateTime(Temporal.PlainDateTime.from("2025-01-01T13:30"))).toBe("01-Jan-2025 01:30 pm");
    expect(DateTime.formatDateTime(london("2025-12-31T23:59:00+00:00[Europe/London]"))).toBe("31-Dec-2025 11:59 pm");
    // Every month's three-letter English name, checked against an independent source (Intl).
    const english = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
    for (let month = 1; month <= 12; month += 1) {
      const name = english.format(Date.UTC(2025, month - 1, 15));
      expect(DateTime.formatDateTime(new Temporal.PlainDateTime(2025, month, 15, 9, 0))).toBe(
        `15-${name}-2025 09:00 am`,
      );
    }
  });

  it("never writes 00 for the hour and always a three-letter month", () => {
    fc.assert(
      fc.property(plainDateTime, (dt) => {
        expect(DateTime.formatDateTime(dt)).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4,5} (0[1-9]|1[0-2]):[0-5]\d [ap]m$/);
      }),
    );
  });

  it("round-trips dates and date-times through their formats", () => {
    fc.assert(
      fc.property(plainDateTime, (dt) => {
        expect(DateTime.parseDateTime(DateTime.formatDateTime(dt))?.equals(dt)).toBe(true);
        expect(DateTime.parseDate(DateTime.formatDate(dt))?.equals(dt.toPlainDate())).toBe(true);
      }),
    );
  });

  it("rejects invalid dates and date-times", () => {
    for (const text of ["2025-02-30", "2025-13-01", "0099-12-31", "10001-01-01", "25-01-01", "2025/01/01", ""]) {
      expect(DateTime.parseDate(text)).toBeUndefined();
    }
    for (const text of [
      "07-Sept-2025 12:05 am",
      "07-Sep-2025 00:05 am",
      "07-Sep-2025 13:05 pm",
      "07-Sep-2025 12:60 am",
      "31-Feb-2025 10:00 am",
      "07-Foo-2025 10:00 am",
      "2025-09-07 10:00",
    ]) {
      expect(DateTime.parseDateTime(text)).toBeUndefined();
    }
    expect(DateTime.parseDateTime("07-sep-2025 12:05 PM")?.toString()).toBe("2025-09-07T12:05:00");
  });
});

describe("Date picker (spec §5, §9)", () => {
  it("allows years 100 to 10000", () => {
    expect(DateTime.isYearInRange(99)).toBe(false);
    expect(DateTime.isYearInRange(100)).toBe(true);
    expect(DateTime.isYearInRange(10_000)).toBe(true);
    expect(DateTime.isYearInRange(10_001)).toBe(false);
    expect(DateTime.isYearInRange(2024.5)).toBe(false);
  });

  it("clamps typed dates to the min and max dates", () => {
    const min = Temporal.PlainDate.from("2025-01-10");
    const max = Temporal.PlainDate.from("2025-12-20");
    const last = Temporal.PlainDate.from("2025-06-01");
    expect(DateTime.typedDate("2025-01-01", last, { min, max }).toString()).toBe("2025-01-10");
    expect(DateTime.typedDate("2026-01-01", last, { min, max }).toString()).toBe("2025-12-20");
    expect(DateTime.typedDate("2025-03-03", last, { min, max }).toString()).toBe("2025-03-03");
    expect(DateTime.typedDate("2025-03-03", last).toString()).toBe("2025-03-03");
  });

  it("reverts an invalid typed date to the last valid one", () => {
    const last = Temporal.PlainDate.from("2025-06-01");
    for (const text of ["2025-02-30", "tomorrow", "2025-6-1", ""]) {
      expect(DateTime.typedDate(text, last).toString()).toBe("2025-06-01");
    }
  });

  it("keeps typed dates within bounds, and typing the result back changes nothing", () => {
    const bounds = fc
      .tuple(plainDate, plainDate)
      .map(([a, b]) => (Temporal.PlainDate.compare(a, b) <= 0 ? { min: a, max: b } : { min: b, max: a }));
    fc.assert(
      fc.property(bounds, fc.oneof(plainDate.map(DateTime.formatDate), fc.string()), (b, text) => {
        const result = DateTime.typedDate(text, b.min, b);
        expect(Temporal.PlainDate.compare(result, b.min) >= 0 && Temporal.PlainDate.compare(result, b.max) <= 0).toBe(
          true,
        );
        expect(DateTime.typedDate(DateTime.formatDate(result), b.max, b).equals(result)).toBe(true);
      }),
    );
  });
});

describe("Time input (spec §5)", () => {
  it("takes hours 0-23 on a 24-hour clock and 1-12 on a 12-hour clock", () => {
    expect(DateTime.parseHour("0", 24)).toBe(0);
    expect(DateTime.parseHour("23", 24)).toBe(23);
    expect(DateTime.parseHour("24", 24)).toBeUndefined();
    expect(DateTime.parseHour("0", 12)).toBeUndefined();
    expect(DateTime.parseHour("1", 12)).toBe(1);
    expect(DateTime.parseHour("12", 12)).toBe(12);
    expect(DateTime.parseHour("13", 12)).toBeUndefined();
    expect(DateTime.parseHour("1a", 12)).toBeUndefined();
  });

  it("takes minutes and seconds 0-59", () => {
    expect(DateTime.parseMinute("00")).toBe(0);
    expect(DateTime.parseMinute("59")).toBe(59);
    expect(DateTime.parseMinute("60")).toBeUndefined();
    expect(DateTime.parseSecond("59")).toBe(59);
    expect(DateTime.parseSecond("60")).toBeUndefined();
    expect(DateTime.parseSecond("-1")).toBeUndefined();
  });

  it("accepts exactly the in-range values for each segment", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), (n) => {
        const text = String(n);
        expect(DateTime.parseHour(text, 24) !== undefined).toBe(n >= 0 && n <= 23);
        expect(DateTime.parseHour(text, 12) !== undefined).toBe(n >= 1 && n <= 12);
        expect(DateTime.parseMinute(text) !== undefined).toBe(n >= 0 && n <= 59);
        expect(DateTime.parseSecond(text) !== undefined).toBe(n >= 0 && n <= 59);
      }),
    );
  });

  it("reads am/pm typed as a or p", () => {
    expect(DateTime.parseMeridiem("a")).toBe("am");
    expect(DateTime.parseMeridiem("P")).toBe("pm");
    expect(DateTime.parseMeridiem("pm")).toBe("pm");
    expect(DateTime.parseMeridiem("x")).toBeUndefined();
  });

  it("parses whole times on either clock", () => {
    expect(DateTime.parseTime("12:05 a")?.toString()).toBe("00:05:00");
    expect(DateTime.parseTime("12:05 pm")?.toString()).toBe("12:05:00");
    expect(DateTime.parseTime("9:30p")?.toString()).toBe("21:30:00");
    expect(DateTime.parseTime("23:59:59")?.toString()).toBe("23:59:59");
    expect(DateTime.parseTime("24:00")).toBeUndefined();
    expect(DateTime.parseTime("0:30 am")).toBeUndefined();
    expect(DateTime.parseTime("10:30 xm")).toBeUndefined();
    expect(DateTime.parseTime("10:60")).toBeUndefined();
    expect(DateTime.parseTime("10:30:60")).toBeUndefined();
    expect(DateTime.parseTime("noon")).toBeUndefined();
  });

  it("converts between the 12-hour and 24-hour clocks without loss", () => {
    expect(DateTime.to12Hour(0)).toEqual({ hour: 12, meridiem: "am" });
    expect(DateTime.to12Hour(12)).toEqual({ hour: 12, meridiem: "pm" });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (h) => {
        const { hour, meridiem } = DateTime.to12Hour(h);
        expect(DateTime.to24Hour(hour, meridiem)).toBe(h);
        expect(DateTime.parseTime(`${hour}:07 ${meridiem[0]}`)?.hour).toBe(h);
      }),
    );
  });

  it("round-trips formatted times", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        expect(
          DateTime.parseTime(DateTime.formatTime({ hour, minute }))?.equals(new Temporal.PlainTime(hour, minute)),
        ).toBe(true);
      }),
    );
  });
});

describe("the contract's DateTime on the London clock (toWire, londonDateOf)", () => {
  it("writes the London wall clock with its offset, to the second, either side of the clock change", () => {
    expect(DateTime.toWire(Date.parse("2026-12-01T09:30:00.999Z"))).toBe("2026-12-01T09:30:00+00:00");
    expect(DateTime.toWire(Date.parse("2026-07-01T09:30:00Z"))).toBe("2026-07-01T10:30:00+01:00");
    // 29 March 2026, 01:00 UTC: London goes from 01:00 GMT to 02:00 BST.
    expect(DateTime.toWire(Date.parse("2026-03-29T00:59:59Z"))).toBe("2026-03-29T00:59:59+00:00");
    expect(DateTime.toWire(Date.parse("2026-03-29T01:00:00Z"))).toBe("2026-03-29T02:00:00+01:00");
    expect(DateTime.londonDateOf(Date.parse("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
  });

  it("reads back as the same instant (to the second)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(Date.parse(DateTime.toWire(ms))).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});
