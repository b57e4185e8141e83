/** A clock that stands still until a test moves it. */
import { DateTime } from "@cabline/domain";
import type { Clock, Instant } from "../Clock.ts";

export interface TestClock extends Clock {
  nowMs(): number;
  set(epochMs: number): void;
  advance(ms: number): void;
}

/** 22 November 2026, 10:00 London: the day of the contract's examples. */
export const defaultTestTime = Date.UTC(2026, 10, 22, 10, 0, 0);

export const createTestClock = (startMs: number = defaultTestTime): TestClock => {
  let current = startMs;
  return {
    now: (): Instant => DateTime.fromEpochMs(current).toInstant(),
    nowMs: () => current,
    set: (epochMs) => {
      current = epochMs;
    },
    advance: (ms) => {
      current += ms;
    },
  };
};
