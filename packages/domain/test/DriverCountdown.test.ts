import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as DriverCountdown from "../src/DriverCountdown.ts";
import * as Session from "../src/Session.ts";

const loginAt = Temporal.Instant.fromEpochMilliseconds(1_800_000_000_000);
const session = Session.driverLogin("driver@example.com", loginAt);
const at = (minutes: number) => loginAt.epochMilliseconds + minutes * 60_000;

describe("DriverCountdown (spec §4 Driver session)", () => {
  it("runs for 10 minutes, warns in the last 2 and then ends", () => {
    expect(DriverCountdown.phase(session, at(0))).toBe("running");
    expect(DriverCountdown.phase(session, at(7.9))).toBe("running");
    expect(DriverCountdown.phase(session, at(8))).toBe("ending_soon");
    expect(DriverCountdown.phase(session, at(10))).toBe("ended");
    expect(DriverCountdown.phase(Session.driverSignedOut, at(0))).toBe("signed_out");
  });

  it("never counts below zero and ends exactly when nothing is left", () => {
    fc.assert(
      fc.property(fc.integer({ min: -60_000, max: 20 * 60_000 }), (offset) => {
        const now = loginAt.epochMilliseconds + offset;
        const left = DriverCountdown.remainingMs(session, now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(10 * 60_000 + 60_000);
        expect(DriverCountdown.phase(session, now) === "ended").toBe(left === 0);
      }),
    );
  });

  it("starts a 10-minute session from an epoch reading", () => {
    expect(DriverCountdown.startedAt("driver@example.com", loginAt.epochMilliseconds)).toEqual(session);
  });

  it("shows minutes and seconds, rounding up", () => {
    expect(DriverCountdown.clock(10 * 60_000)).toBe("10:00");
    expect(DriverCountdown.clock(65_001)).toBe("1:06");
    expect(DriverCountdown.clock(0)).toBe("0:00");
    expect(DriverCountdown.spoken(2 * 60_000)).toBe("2 minutes");
    expect(DriverCountdown.spoken(60_000)).toBe("1 minute");
    expect(DriverCountdown.spoken(30_000)).toBe("30 seconds");
    expect(DriverCountdown.spoken(1_000)).toBe("1 second");
    expect(DriverCountdown.spoken(90_000)).toBe("2 minutes");
    expect(DriverCountdown.remainingMs(Session.driverSignedOut, at(0))).toBe(0);
  });

  it("announces each mark once however the ticks fall", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 90_000 }), { minLength: 1, maxLength: 200 }), (steps) => {
        let left = 10 * 60_000;
        const heard: number[] = [];
        for (const step of steps) {
          const next = Math.max(0, left - step);
          const mark = DriverCountdown.markCrossed(left, next);
          if (mark !== undefined) heard.push(mark);
          left = next;
        }
        expect(new Set(heard).size).toBe(heard.length);
        expect(heard.every((mark) => DriverCountdown.announceAtMs.includes(mark))).toBe(true);
      }),
    );
    expect(DriverCountdown.markCrossed(121_000, 119_000)).toBe(DriverCountdown.warnBeforeMs);
    expect(DriverCountdown.markCrossed(119_000, 118_000)).toBeUndefined();
  });
});
