import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as ReturnJourney from "../src/ReturnJourney.ts";
import * as Arb from "./arbitraries.ts";

const leg = fc.record({
  pickup: fc.string(),
  drop: fc.string(),
  stops: fc.array(fc.string(), { maxLength: 5 }),
  passengers: fc.integer({ min: 1, max: 16 }),
  luggage: fc.integer({ min: 0, max: 10 }),
  meetAndGreet: fc.boolean(),
  date: Arb.instant.map((i) => i.epochMilliseconds),
});

describe("Return journey defaults (spec §4)", () => {
  it("dates a consumer return 3 hours and a business return 15 minutes after the outbound", () => {
    const outbound = Temporal.Instant.from("2025-07-01T09:00:00Z").epochMilliseconds;
    expect(ReturnJourney.returnDate(outbound, "consumer") - outbound).toBe(3 * 60 * 60 * 1000);
    expect(ReturnJourney.returnDate(outbound, "business") - outbound).toBe(15 * 60 * 1000);
  });

  it("counts real elapsed time across the March change (00:30 GMT + 3 hours is 04:30 BST)", () => {
    const outbound = Temporal.ZonedDateTime.from("2025-03-30T00:30:00+00:00[Europe/London]").epochMilliseconds;
    const back = Temporal.Instant.fromEpochMilliseconds(ReturnJourney.returnDate(outbound, "consumer"));
    expect(back.toZonedDateTimeISO("Europe/London").toPlainTime().toString()).toBe("04:30:00");
  });

  it("exchanges pickup and drop, reverses the stops and copies passengers, luggage and meet-and-greet", () => {
    const back = ReturnJourney.returnLeg(
      { pickup: "Home", drop: "Airport", stops: ["A", "B"], passengers: 3, luggage: 2, meetAndGreet: true, date: 0 },
      "consumer",
    );
    expect(back).toEqual({
      pickup: "Airport",
      drop: "Home",
      stops: ["B", "A"],
      passengers: 3,
      luggage: 2,
      meetAndGreet: true,
      date: 10_800_000,
    });
  });

  it("is a pure function of the outbound: the return of a return brings the places back", () => {
    fc.assert(
      fc.property(leg, fc.constantFrom("consumer" as const, "business" as const), (outbound, booker) => {
        const back = ReturnJourney.returnLeg(outbound, booker);
        expect(ReturnJourney.returnLeg(outbound, booker)).toEqual(back);
        const again = ReturnJourney.returnLeg(back, booker);
        expect([again.pickup, again.drop, again.stops]).toEqual([outbound.pickup, outbound.drop, outbound.stops]);
        expect(back.date - outbound.date).toBe(booker === "consumer" ? 10_800_000 : 900_000);
      }),
    );
  });
});

describe("a return after its outbound", () => {
  it("is picked up strictly after the outbound, and says so in one sentence everywhere", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        (outbound, gap) => ReturnJourney.isAfterOutbound(outbound, outbound + gap) === gap > 0,
      ),
    );
    expect(ReturnJourney.beforeOutboundMessage).toBe("The return pickup must be after the outbound pickup.");
  });
});
