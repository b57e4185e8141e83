import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as RecentLocations from "../src/RecentLocations.ts";
import * as Arb from "./arbitraries.ts";

const place = (description: string, lat = 50.9, lon = -1.4): RecentLocations.BookingPlace => ({
  description,
  lat,
  lon,
});

const bookingPlace = fc.record({
  description: fc.constantFrom("Home", "home ", "Airport", "Station", "Office", "Port", "Hotel", "  ", "Gym", "Park"),
  lat: Arb.evenly(-90, 90),
  lon: Arb.evenly(-180, 180),
});
const booking = fc.record(
  {
    pickup_location: fc.option(bookingPlace, { nil: null }),
    destinations: fc.option(fc.array(bookingPlace, { maxLength: 3 }), { nil: null }),
  },
  { requiredKeys: [] },
);

describe("Recent locations (spec §7, §9)", () => {
  it("fetches the latest 5 bookings", () => {
    expect(RecentLocations.bookingsQuery).toEqual({ count: 5, offset: 0 });
  });

  it("takes the first 5 unique locations from the bookings, pickups and destinations in order", () => {
    const result = RecentLocations.candidates([
      { pickup_location: place("Home"), destinations: [place("Airport"), place("Station")] },
      { pickup_location: place(" home "), destinations: [place("Office")] },
      { pickup_location: place("Port"), destinations: [place("Hotel"), place("Gym")] },
    ]);
    expect(result.map((r) => r.description)).toEqual(["Home", "Airport", "Station", "Office", "Port"]);
    expect(result[0]).toEqual({ description: "Home", lat: 50.9, lng: -1.4 });
  });

  it("skips blank descriptions and bookings without places", () => {
    expect(
      RecentLocations.candidates([{}, { pickup_location: null, destinations: null }, { destinations: [place(" ")] }]),
    ).toEqual([]);
  });

  it("never gives more than 5, never repeats a place, and keeps the bookings' order", () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 6 }), (bookings) => {
        const result = RecentLocations.candidates(bookings);
        const keys = result.map((r) => r.description.toLowerCase());
        expect(result.length).toBeLessThanOrEqual(5);
        expect(new Set(keys).size).toBe(keys.length);
        const all = bookings
          .flatMap((b) => [...(b.pickup_location ? [b.pickup_location] : []), ...(b.destinations ?? [])])
          .map((p) => p.description.trim().toLowerCase())
          .filter((d) => d !== "");
        expect(keys).toEqual([...new Set(all)].slice(0, 5));
      }),
    );
  });

  it("becomes a booking location, with its place id when it has one", () => {
    const recent = { description: "Home", lat: 1, lng: 2, place_id: "place-1" };
    expect(RecentLocations.toLocation(recent)).toEqual({ address: "Home", id: "place-1", lat: 1, lng: 2 });
    expect(RecentLocations.toLocation({ description: "Home", lat: 1, lng: 2 })).toEqual({
      address: "Home",
      lat: 1,
      lng: 2,
    });
  });
});
