import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Flight from "../src/Flight.ts";

const minute = 60_000;
const onTime: Flight.FlightInfo = {
  number: "SI4202",
  airline: "Blue Islands",
  origin: { iata: "JER", name: "Jersey" },
  destination: { iata: "SOU", name: "Southampton" },
  scheduled_arrival: 100 * minute,
  estimated_arrival: 100 * minute,
  status: "scheduled",
};

describe("Flight (spec §3 flight data, §7 flight_tracking/get)", () => {
  it("reads flight numbers as typed", () => {
    expect(Flight.normaliseNumber(" si 4202 ")).toBe("SI4202");
    expect(Flight.isFlightNumber("si4202")).toBe(true);
    expect(Flight.isFlightNumber("U2 8123")).toBe(true);
    expect(Flight.isFlightNumber("BA 1A")).toBe(true);
    expect(Flight.isFlightNumber("SOUTHAMPTON")).toBe(false);
    expect(Flight.isFlightNumber("")).toBe(false);
  });

  it("expects the flight at the actual, else estimated, else scheduled time", () => {
    expect(Flight.expectedArrival(onTime)).toBe(100 * minute);
    expect(Flight.expectedArrival({ ...onTime, estimated_arrival: 140 * minute })).toBe(140 * minute);
    expect(Flight.expectedArrival({ ...onTime, actual_arrival: 130 * minute })).toBe(130 * minute);
    const { estimated_arrival: _, ...scheduledOnly } = onTime;
    expect(Flight.expectedArrival(scheduledOnly)).toBe(100 * minute);
  });

  it("is 40 minutes late when estimated 40 minutes after schedule, and never negative", () => {
    expect(Flight.delayMinutes({ ...onTime, estimated_arrival: 140 * minute, status: "delayed" })).toBe(40);
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), (offset) => {
        const delay = Flight.delayMinutes({ ...onTime, estimated_arrival: onTime.scheduled_arrival + offset * minute });
        expect(delay).toBe(Math.max(0, offset));
      }),
    );
  });

  it("needs attention when cancelled or diverted", () => {
    expect(Flight.needsAttention({ ...onTime, status: "cancelled" })).toBe(true);
    expect(Flight.needsAttention({ ...onTime, status: "diverted" })).toBe(true);
    expect(Flight.needsAttention(onTime)).toBe(false);
  });
});

describe("flight numbers at the edges", () => {
  it("takes a two-character airline code of letters, a letter and a digit, or a digit and a letter, then one to four digits, and nothing around them", () => {
    for (const typed of ["BA2490", "U2 8123", "9W123", "ba 12a"])
      expect(Flight.isFlightNumber(typed), typed).toBe(true);
    for (const typed of ["BA12345", "XBA123", "BA123AB", "2-A123", "BA"])
      expect(Flight.isFlightNumber(typed), typed).toBe(false);
  });
});
