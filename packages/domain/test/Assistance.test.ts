// What assistance a passenger needs (Assistance): kept in one shape whatever the form sends,
// never a reason to refuse a vehicle except a wheelchair the passenger stays in, and read back in
// the same words everywhere.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Assistance from "../src/Assistance.ts";
import * as BookingForm from "../src/BookingForm.ts";
import * as BookingRequests from "../src/BookingRequests.ts";
import * as RideAvailability from "../src/RideAvailability.ts";
import { Temporal } from "../src/Temporal.ts";
import { load, rideType, rideTypes } from "./arbitraries.ts";

const anyNeeds = fc.array(fc.oneof(fc.constantFrom(...Assistance.needs), fc.string({ maxLength: 8 })), {
  maxLength: 10,
});
const anyAssistance = fc.record({ needs: anyNeeds, other: fc.string({ maxLength: 300 }) });
const kept = anyAssistance.map(Assistance.normalise);

describe("Assistance", () => {
  it("keeps each known need once, in the list's order, a wheelchair user either seated or transferring, other as one short line", () =>
    fc.assert(
      fc.property(anyAssistance, (given) => {
        const result = Assistance.normalise(given);
        expect(result.needs).toEqual(Assistance.needs.filter((need) => result.needs.includes(need)));
        expect(result.needs.every((need) => given.needs.includes(need))).toBe(true);
        expect(result.needs.includes("wheelchair_stays_seated") && result.needs.includes("wheelchair_transfers")).toBe(
          false,
        );
        expect([...result.other].length).toBeLessThanOrEqual(Assistance.otherMax);
        expect(result.other).not.toMatch(/[\r\n]/);
        expect(Assistance.normalise(result)).toEqual(result);
      }),
    ));

  it("lets staying seated win over transferring: that passenger needs the accessible vehicle", () => {
    const result = Assistance.normalise({ needs: ["wheelchair_transfers", "wheelchair_stays_seated"] });
    expect(result.needs).toEqual(["wheelchair_stays_seated"]);
    expect(Assistance.needsWheelchairVehicle(result)).toBe(true);
    expect(Assistance.needsWheelchairVehicle(Assistance.normalise({ needs: ["wheelchair_transfers"] }))).toBe(false);
    expect(Assistance.needsWheelchairVehicle(undefined)).toBe(false);
  });

  it("rules a vehicle out only for a passenger who stays in their wheelchair: never for an assistance dog", () =>
    fc.assert(
      fc.property(rideType, load, kept, (type, carried, assistance) => {
        const wheelchair = Assistance.needsWheelchairVehicle(assistance);
        const fits = RideAvailability.canCarry(type, { ...carried, wheelchair });
        if (!wheelchair) expect(fits).toBe(RideAvailability.canCarry(type, carried));
        else expect(fits).toBe(RideAvailability.canCarry(type, carried) && type.wheelchair_accessible === true);
      }),
    ));

  it("reads as the labels and the passenger's words, and not at all when there is none", () => {
    expect(Assistance.text(undefined)).toBeUndefined();
    expect(Assistance.text(Assistance.none)).toBeUndefined();
    expect(Assistance.text({ needs: ["assistance_dog", "luggage_help"], other: "Two cases" })).toBe(
      "Travelling with an assistance dog; Help with luggage; Two cases",
    );
  });

  it("is sent on a leg only when there is some, as normalise keeps it", () => {
    expect(BookingRequests.assistanceField(undefined)).toEqual({});
    expect(BookingRequests.assistanceField({ needs: [], other: "  " })).toEqual({});
    expect(BookingRequests.assistanceField({ needs: ["luggage_help", "luggage_help"], other: " x " })).toEqual({
      assistance: { needs: ["luggage_help"], other: "x" },
    });
  });

  it("on the form, offers only accessible vehicles while the passenger stays seated, and all again after", () =>
    fc.assert(
      fc.property(rideTypes, (types) => {
        const form = BookingForm.initial(Temporal.Instant.from("2026-12-01T09:00:00Z"));
        const seated = BookingForm.setAssistance(form, { needs: ["wheelchair_stays_seated"], other: "" }, types);
        const chosen = types.find((type) => type.id === seated.outbound.rideType);
        if (chosen !== undefined) expect(chosen.wheelchair_accessible).toBe(true);
        expect(BookingForm.demandOf(seated, "outbound").wheelchair).toBe(true);
        const after = BookingForm.setAssistance(seated, Assistance.none, types);
        expect(BookingForm.demandOf(after, "outbound").wheelchair).toBe(false);
        expect(BookingForm.assistanceOf(after)).toEqual(Assistance.none);
      }),
    ));

  it("keeps no words when none are given, and reads the needs alone", () => {
    expect(Assistance.normalise({ needs: ["hearing_impairment"] })).toEqual({
      needs: ["hearing_impairment"],
      other: "",
    });
    expect(Assistance.text({ needs: ["hearing_impairment"], other: "" })).toBe("Deaf or hard of hearing");
    expect(Assistance.isNone(Assistance.normalise({ needs: [], other: " \n " }))).toBe(true);
    expect(Assistance.otherTooLong(` ${"a".repeat(Assistance.otherMax)} `)).toBe(false);
    expect(Assistance.otherTooLong("a".repeat(Assistance.otherMax + 1))).toBe(true);
  });
});

describe("needs as typed", () => {
  it("reads a code in any case, with hyphens, underscores or spaces, and keeps the words that name none", () => {
    expect(
      Assistance.parseNeeds([" Assistance-Dog", "luggage help", "", "wheelchair_stays_seated", "jetpack"]),
    ).toEqual({
      needs: ["assistance_dog", "luggage_help", "wheelchair_stays_seated"],
      unknown: ["jetpack"],
    });
    fc.assert(
      fc.property(fc.constantFrom(...Assistance.needs), (need) => {
        expect(Assistance.needOf(need.replaceAll("_", "-").toUpperCase())).toBe(need);
      }),
    );
    expect(Assistance.unknownNeedsMessage(["jetpack"])).toBe(
      "Unknown assistance jetpack: choose from wheelchair-stays-seated, wheelchair-transfers, assistance-dog, visual-impairment, hearing-impairment, luggage-help.",
    );
  });
});
