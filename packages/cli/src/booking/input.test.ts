import { createTestClock } from "@cabline/api-ports/testing";
import { describe, expect, it } from "vitest";
import { fromDocument, merge, planBooking } from "./input.ts";

const now = createTestClock(Date.UTC(2026, 10, 22, 10, 0)).now();

describe("booking input", () => {
  it("reads the spec's form names and the flat return fields of a file (§3)", () => {
    const { input, issues } = fromDocument({
      pickup: "Above Bar Street",
      dropoff: "Southampton Airport",
      additionalStops: ["Southampton Central"],
      dateTime: "2026-11-23 09:30",
      rideType: 2,
      meetAndGreet: "yes",
      returnNotes: "Gate B",
      returnMeetAndGreet: true,
      leadPassenger: { leadPassengerName: "Ada", number: "07700900001" },
    });
    expect(issues).toEqual([]);
    expect(input).toMatchObject({
      drop: "Southampton Airport",
      vias: ["Southampton Central"],
      at: "2026-11-23 09:30",
      rideType: 2,
      meetAndGreet: true,
      return: { notes: "Gate B", meetAndGreet: true },
      forSomeoneElse: { name: "Ada", phone: "07700900001" },
    });
  });

  it("lets flags win over the file and adds a return when either asks", () => {
    const merged = merge(
      { pickup: "A", drop: "B", passengers: 3, return: { at: "x" } },
      { passengers: "2", return: { notes: "n" } },
    );
    expect(merged).toMatchObject({ pickup: "A", passengers: "2", return: { at: "x", notes: "n" } });
    expect(merge({ pickup: "A" }, {}).return).toBeUndefined();
  });

  it("checks a return's time against the outbound and both against the clock", () => {
    const { issues } = planBooking(
      { pickup: "A", drop: "B", at: "2026-11-23 09:30", return: { at: "2026-11-23 08:00" } },
      now,
      { guest: false },
    );
    expect(issues).toEqual([{ field: "return.at", message: "The return pickup must be after the outbound pickup." }]);
    const past = planBooking({ pickup: "A", drop: "B", at: "2026-11-21 09:30" }, now, { guest: false });
    expect(past.issues[0]?.message).toMatch(/^That time has passed/);
    const both = planBooking({ pickup: "A", drop: "B", at: "+1h", asap: true }, now, { guest: false });
    expect(both.issues[0]).toEqual({ field: "at", message: "Give a pickup time or ASAP, not both." });
  });

  it("normalises the promo code and the flight number", () => {
    const { plan } = planBooking({ pickup: "A", drop: "B", promo: " welcome10 ", flightNumber: "si 4202" }, now, {
      guest: false,
    });
    expect(plan.promo).toBe("WELCOME10");
    expect(plan.outbound.flightNumber).toBe("SI4202");
  });
});
