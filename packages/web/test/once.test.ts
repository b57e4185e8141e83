// lib/services.ts `once`: the ports, the booking form's validation and the live view load on first
// use; every caller shares one load, and a load that failed (offline) is tried again next time.
import { describe, expect, it } from "vitest";
import { isOnline, once, onceImport } from "../src/lib/services.ts";

describe("once", () => {
  it("runs the load on the first call and shares its promise with later calls", async () => {
    let runs = 0;
    const load = once(async () => ++runs);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    let runs = 0;
    const load = once(async () => {
      runs += 1;
      if (runs === 1) throw new Error("offline");
      return "loaded";
    });
    await expect(load()).rejects.toThrow("offline");
    expect(await load()).toBe("loaded");
    expect(await load()).toBe("loaded");
    expect(runs).toBe(2);
  });
});

describe("onceImport", () => {
  it("imports nothing while the browser knows it is offline, and loads once it is back", async () => {
    let online = false;
    let runs = 0;
    const load = onceImport(
      async () => ({ answer: ++runs }),
      (module) => module.answer,
      () => online,
    );
    await expect(load()).rejects.toThrow("offline");
    expect(runs).toBe(0);
    online = true;
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
  });

  it("counts a browser that does not say as online", () => {
    expect(isOnline()).toBe(true);
  });
});
