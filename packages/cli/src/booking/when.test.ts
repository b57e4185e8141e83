import { createTestClock } from "@cabline/api-ports/testing";
import { describe, expect, it } from "vitest";
import { parseWhen } from "./when.ts";

// Saturday 22 November 2026, 10:00 in London (GMT).
const now = createTestClock(Date.UTC(2026, 10, 22, 10, 0)).now();
const at = (text: string) => {
  const when = parseWhen(text, now);
  return when.ok ? when.epochMs : when.message;
};

describe("parseWhen", () => {
  it("reads the formats a person types, on the London clock", () => {
    expect(at("2026-11-23 09:30")).toBe(Date.UTC(2026, 10, 23, 9, 30));
    expect(at("2026-11-23T21:30")).toBe(Date.UTC(2026, 10, 23, 21, 30));
    expect(at("2026-11-23 9:30 pm")).toBe(Date.UTC(2026, 10, 23, 21, 30));
    expect(at("23-Nov-2026 09:30 am")).toBe(Date.UTC(2026, 10, 23, 9, 30));
    expect(at("14:45")).toBe(Date.UTC(2026, 10, 22, 14, 45));
    expect(at("tomorrow 07:15")).toBe(Date.UTC(2026, 10, 23, 7, 15));
    expect(at("+90m")).toBe(Date.UTC(2026, 10, 22, 11, 30));
    expect(at("+2h")).toBe(Date.UTC(2026, 10, 22, 12, 0));
    expect(at("2026-11-23T08:30:00Z")).toBe(Date.UTC(2026, 10, 23, 8, 30));
  });

  it("reads summer dates as British Summer Time", () => {
    expect(at("2027-07-01 09:30")).toBe(Date.UTC(2027, 6, 1, 8, 30));
  });

  it("reports the clock changes with the domain's messages instead of shifting the time", () => {
    expect(at("2027-03-28 01:30")).toMatch(/does not exist in UK time because the clocks go forward/);
    expect(at("2027-10-31 01:30")).toMatch(/happens twice in UK time because the clocks go back/);
  });

  it("says what it could not read", () => {
    expect(at("teatime")).toMatch(/"teatime" is not a time I can read/);
    expect(at("2026-02-30 10:00")).toMatch(/is not a date/);
    expect(at("2026-11-23")).toMatch(/Give the time of day/);
    expect(at("25:00")).toMatch(/is not a time/);
  });
});
