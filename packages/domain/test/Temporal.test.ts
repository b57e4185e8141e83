// The domain's Temporal (src/Temporal.ts): the platform's own where it has one, else the polyfill,
// and one of them for the whole process.
import { Temporal as Polyfill } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("Temporal", () => {
  it("is the polyfill where the platform has none (Node 24), and DateTime works on it", async () => {
    expect((globalThis as { Temporal?: unknown }).Temporal).toBeUndefined();
    const { Temporal } = await import("../src/Temporal.ts");
    expect(Temporal).toBe(Polyfill);
    const DateTime = await import("../src/DateTime.ts");
    expect(DateTime.toWire(Date.parse("2026-07-01T08:30:00Z"))).toBe("2026-07-01T09:30:00+01:00");
  });

  it("is the platform's own where it has one, and the polyfill is then not used", async () => {
    const platform = { ...Polyfill, marker: "platform" };
    vi.stubGlobal("Temporal", platform);
    vi.resetModules();
    const { Temporal } = await import("../src/Temporal.ts");
    expect(Temporal).toBe(platform);
  });
});
