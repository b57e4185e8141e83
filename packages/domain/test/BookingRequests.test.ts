import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import * as BookingForm from "../src/BookingForm.ts";
import * as BookingRequests from "../src/BookingRequests.ts";
import * as BusinessBooking from "../src/BusinessBooking.ts";
import type * as Location from "../src/Location.ts";

const now = Temporal.Instant.from("2026-12-01T09:00:00Z");
const place = (address: string, lat: number, lng: number, types: string[] = []): Location.Location => ({
  address,
  id: address.toLowerCase().replaceAll(" ", "-"),
  lat,
  lng,
  types,
});
const aboveBar = place("Above Bar Street", 50.9066, -1.4041);
const airport = place("Southampton Airport", 50.9503, -1.3568, ["airport"]);
const central = place("Southampton Central", 50.9077, -1.4134);
const noCoordinates: Location.Location = { address: "Somewhere", id: "x", types: [] };

describe("consumer legs", () => {
  const form = BookingForm.updateJourney(BookingForm.initial(now), "outbound", (journey) => ({
    ...journey,
    pickup: aboveBar,
    drop: airport,
    additionalStops: [central, noCoordinates],
    rideType: "3",
    flightNumber: "",
    notes: "Flat 3",
    meetAndGreet: true,
    isAirportBooking: true,
  }));

  it("send the drop first, then the stops that are places, with the form's room and reference", () => {
    const leg = BookingRequests.consumerLeg(form.outbound, {
      asap: false,
      contact: { name: "Amelia Clarke", email: "", phone: "+447700900123" },
      room: "12",
      reference: undefined,
    });
    expect(leg.pickup).toBe(aboveBar);
    expect(leg.destinations.map((d) => d.address)).toEqual(["Southampton Airport", "Southampton Central"]);
    expect(leg).toMatchObject({
      dateTime: form.outbound.date,
      passengers: 4,
      luggage: 0,
      rideId: 3,
      name: "Amelia Clarke",
      phone: "+447700900123",
      meetAndGreet: true,
      isAirportBooking: true,
      roomNumber: "12",
      notes: "Flat 3",
    });
    for (const absent of ["asap", "email", "flightNumber", "reference", "dialCode"])
      expect(leg).not.toHaveProperty(absent);
  });

  it("mark an ASAP leg, and leave out a ride type id the API cannot take", () => {
    const leg = BookingRequests.consumerLeg({ ...form.outbound, rideType: "saloon" }, { asap: true, contact: {} });
    expect(leg.asap).toBe(true);
    expect(leg).not.toHaveProperty("rideId");
    expect(BookingRequests.rideNumber(null)).toBeUndefined();
  });
});

describe("business legs", () => {
  it("send the drop-off first and the vias after, each with its own room and reference", () => {
    const booking = BusinessBooking.updateJourney(BusinessBooking.initial(now), "outbound", (journey) => ({
      ...journey,
      asap: true,
      pickup: aboveBar,
      destinations: [
        { location: airport, user: null },
        { location: central, user: null },
      ],
      rideId: 2,
      roomNumber: "",
      reference: "CREW-7",
    }));
    const leg = BookingRequests.businessLeg(booking.outbound, { name: "Priya Shah", dialCode: "GB" });
    expect(leg.destinations.map((d) => d.address)).toEqual(["Southampton Airport", "Southampton Central"]);
    expect(leg).toMatchObject({ asap: true, rideId: 2, name: "Priya Shah", dialCode: "GB", reference: "CREW-7" });
    expect(leg).not.toHaveProperty("roomNumber");
  });
});

describe("PO numbers (po_number_empty)", () => {
  const on = { is_po_number_enabled: true };
  it("are needed for account trips on an account that has them on", () => {
    expect(BookingRequests.needsPoNumber(on, "account", undefined)).toBe(true);
    expect(BookingRequests.needsPoNumber(on, "account", "  ")).toBe(true);
    expect(BookingRequests.needsPoNumber(on, "account", "PO-1")).toBe(false);
  });
  it("are not needed otherwise", () => {
    expect(BookingRequests.needsPoNumber(on, "card", undefined)).toBe(false);
    expect(BookingRequests.needsPoNumber({ is_po_number_enabled: false }, "account", undefined)).toBe(false);
  });
});

describe("the leg at fault (legAtFault)", () => {
  const leg = { asap: true, pickup: aboveBar, destinations: [central] } as never;
  const roundTrip = { outbound: leg, return: leg, returnEnabled: true } as never;
  const oneWay = { outbound: leg } as never;

  it("is the return when the outbound alone prices, and the outbound alone is what is priced", async () => {
    const priced: unknown[] = [];
    const leg$ = await BookingRequests.legAtFault(roundTrip, async (request) => {
      priced.push(request);
      return {};
    });
    expect(leg$).toBe("return");
    expect(priced).toEqual([{ outbound: leg }]);
  });

  it("is the outbound when the outbound alone is refused too, and for a one-way trip without asking", async () => {
    expect(await BookingRequests.legAtFault(roundTrip, () => Promise.reject(new Error("refused")))).toBe("outbound");
    let asked = false;
    expect(
      await BookingRequests.legAtFault(oneWay, async () => {
        asked = true;
      }),
    ).toBe("outbound");
    expect(asked).toBe(false);
  });
});
