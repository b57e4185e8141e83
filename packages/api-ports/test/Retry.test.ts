import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultRetryPolicy,
  delayBefore,
  isTransientStatus,
  mayRetry,
  retryAfterSeconds,
  retryPolicy,
  withRetries,
} from "../src/http/Retry.ts";

const noWait = (delays: number[] = []) => retryPolicy({ sleep: async (ms) => void delays.push(ms), random: () => 1 });

describe("retry policy", () => {
  it("retries at most 3 times, whatever is asked", () => {
    expect(defaultRetryPolicy.retries).toBe(3);
    expect(retryPolicy({ retries: 10 }).retries).toBe(3);
    expect(retryPolicy({ retries: -1 }).retries).toBe(0);
    expect(retryPolicy({ retries: 1.7 }).retries).toBe(1);
  });

  it("treats only gateway answers as transient", () => {
    expect([500, 501, 502, 503, 504, 429, 400].filter(isTransientStatus)).toEqual([502, 503, 504]);
  });

  it("retries GETs, and POSTs only with an Idempotency-Key", () => {
    expect(mayRetry("GET", undefined)).toBe(true);
    expect(mayRetry("get", undefined)).toBe(true);
    expect(mayRetry("POST", undefined)).toBe(false);
    expect(mayRetry("POST", "booking-intent-1")).toBe(true);
  });

  it("backs off exponentially with jitter between 50% and 100%, capped", () => {
    const policy = retryPolicy({ random: () => 1 });
    expect([1, 2, 3, 4, 5, 6].map((n) => delayBefore(n, policy))).toEqual([300, 600, 1200, 2400, 4800, 5000]);
    expect(delayBefore(1, retryPolicy({ random: () => 0 }))).toBe(150);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const delay = delayBefore(n, retryPolicy({ random: () => r }));
        const full = Math.min(300 * 2 ** (n - 1), 5000);
        expect(delay).toBeGreaterThanOrEqual(Math.min(full / 2, 5000) - 1);
        expect(delay).toBeLessThanOrEqual(5000);
      }),
    );
  });

  it("honours Retry-After in seconds, up to the cap", () => {
    const policy = retryPolicy({ random: () => 1 });
    expect(delayBefore(1, policy, 2)).toBe(2000);
    expect(delayBefore(1, policy, 120)).toBe(5000);
    expect(retryAfterSeconds("3")).toBe(3);
    expect(retryAfterSeconds(" 3 ")).toBe(3);
    expect(retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT")).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});

describe("withRetries (sleep injected)", () => {
  it("tries a transient failure 4 times in all, waiting before each retry", async () => {
    const delays: number[] = [];
    let attempts = 0;
    await expect(
      withRetries({
        policy: noWait(delays),
        retryable: true,
        attempt: async () => {
          attempts += 1;
          throw new Error("network");
        },
        transient: () => ({}),
      }),
    ).rejects.toThrow("network");
    expect(attempts).toBe(4);
    expect(delays).toEqual([300, 600, 1200]);
  });

  it("stops at the first answer that is not transient", async () => {
    let attempts = 0;
    const result = await withRetries({
      policy: noWait(),
      retryable: true,
      attempt: async () => (attempts += 1),
      transient: (settled) => settled.ok && settled.value < 3 && {},
    });
    expect(result).toBe(3);
  });

  it("does not retry what may not be retried", async () => {
    let attempts = 0;
    const result = await withRetries({
      policy: noWait(),
      retryable: false,
      attempt: async () => (attempts += 1),
      transient: () => ({}),
    });
    expect(result).toBe(1);
  });

  it("waits as long as the server asked", async () => {
    const delays: number[] = [];
    let attempts = 0;
    await withRetries({
      policy: noWait(delays),
      retryable: true,
      attempt: async () => (attempts += 1),
      transient: (settled) => settled.ok && settled.value === 1 && { retryAfterSeconds: 1 },
    });
    expect(delays).toEqual([1000]);
  });
});
