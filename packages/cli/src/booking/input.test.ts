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

  it("names each mistyped or unknown field of a file, nested ones by their path", () => {
    const unknown = "Unknown field; see `cabline book --help` for the fields.";
    const { issues } = fromDocument({
      pickup: ["Above Bar Street"],
      drop: 4,
      vias: [1],
      asap: "maybe",
      passengers: true,
      rideType: {},
      colour: "red",
      return: { at: [], shade: "blue" },
      returnMeetAndGreet: "perhaps",
      forSomeoneElse: { name: false },
    });
    expect(issues).toEqual([
      { field: "pickup", message: "Expected text." },
      { field: "vias", message: "Expected a list of text." },
      { field: "asap", message: "Expected boolean." },
      { field: "passengers", message: "Expected number." },
      { field: "rideType", message: "Expected a name or id." },
      { field: "colour", message: unknown },
      { field: "return.at", message: "Expected text." },
      { field: "return.shade", message: unknown },
      { field: "return.meetAndGreet", message: "Expected boolean." },
      { field: "forSomeoneElse.name", message: "Expected text." },
    ]);
    expect(fromDocument(["pickup"]).issues).toEqual([
      { field: "file", message: "The booking file must hold one object (key: value pairs)." },
    ]);
    expect(fromDocument({ return: 3, forSomeoneElse: "Ada" }).issues).toEqual([
      { field: "return", message: "Expected true or the return journey's fields." },
      { field: "forSomeoneElse", message: "Expected the lead passenger's name, email and phone." },
    ]);
  });

  it("refuses a payment method that is not cash, card or account, and keeps none", () => {
    const { plan, issues } = planBooking({ pickup: "A", drop: "B", payment: "bitcoin" }, now, { guest: false });
    expect(issues).toEqual([{ field: "payment", message: "Choose a payment method: cash, card, account." }]);
    expect(plan.payment).toBeUndefined();
    expect(planBooking({ pickup: "A", drop: "B", payment: " Card " }, now, { guest: false }).plan.payment).toBe("card");
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
