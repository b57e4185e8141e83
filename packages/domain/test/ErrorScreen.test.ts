import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as ErrorScreen from "../src/ErrorScreen.ts";

const chunkError = "TypeError: Failed to fetch dynamically imported module: https://book.example/assets/Trips-1a2b.js";

describe("Error screen (spec §2, §4, §8, §9)", () => {
  it("shows 'Loading... Please wait', then 'Oops! Something went wrong' with a 'Reload Page' button", () => {
    expect(ErrorScreen.initialPhase).toBe("loading");
    expect(ErrorScreen.loadingText).toBe("Loading... Please wait");
    expect(ErrorScreen.title).toBe("Oops! Something went wrong");
    expect(ErrorScreen.body).toBe("Don't worry, this happens sometimes. Let's try reloading the page.");
    expect(ErrorScreen.reloadButton).toBe("Reload Page");
  });

  it("decides after a 2-second delay", () => {
    expect(ErrorScreen.delayMs).toBe(2000);
  });

  it("reloads a failed dynamic import at most 3 times, counting in session storage", () => {
    expect(ErrorScreen.maxReloads).toBe(3);
    const first = ErrorScreen.decide(chunkError, null);
    expect(first).toEqual({ _tag: "Reload", counter: "1" });
    expect(ErrorScreen.decide(chunkError, "1")).toEqual({ _tag: "Reload", counter: "2" });
    expect(ErrorScreen.decide(chunkError, "2")).toEqual({ _tag: "Reload", counter: "3" });
    expect(ErrorScreen.decide(chunkError, "3")).toEqual({ _tag: "ShowManual", counter: "3" });
    expect(ErrorScreen.phaseAfter(first)).toBe("reloading");
  });

  it("clears the counter and shows the manual reload screen for any other error", () => {
    const decision = ErrorScreen.decide("Cannot read properties of undefined", "2");
    expect(decision).toEqual({ _tag: "ShowManual", counter: null });
    expect(ErrorScreen.phaseAfter(decision)).toBe("manual");
  });

  it("recognises the Chrome, Firefox and Safari wording of a failed import", () => {
    expect(ErrorScreen.isDynamicImportFailure(chunkError)).toBe(true);
    expect(ErrorScreen.isDynamicImportFailure("error loading dynamically imported module")).toBe(true);
    expect(ErrorScreen.isDynamicImportFailure("Importing a module script failed.")).toBe(true);
    expect(ErrorScreen.isDynamicImportFailure("Failed to fetch")).toBe(false);
  });

  it("counts a missing or garbled stored value as 0", () => {
    expect(ErrorScreen.attemptsFrom(undefined)).toBe(0);
    expect(ErrorScreen.attemptsFrom("abc")).toBe(0);
    expect(ErrorScreen.attemptsFrom("-4")).toBe(0);
    expect(ErrorScreen.attemptsFrom("1.5")).toBe(0);
    expect(ErrorScreen.attemptsFrom("2")).toBe(2);
  });

  it("never reloads more than 3 times in a row, whatever is stored", () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.nat({ max: 10 }).map(String)), { nil: null }), (stored) => {
        let value: string | null = stored;
        let reloads = 0;
        for (let i = 0; i < 10; i++) {
          const decision = ErrorScreen.decide(chunkError, value);
          if (decision._tag === "ShowManual") break;
          reloads++;
          value = decision.counter;
        }
        expect(reloads).toBeLessThanOrEqual(3);
        expect(reloads).toBe(Math.max(0, 3 - ErrorScreen.attemptsFrom(stored)));
      }),
    );
  });
});
