/** Sample records shared by the tests of the booking-related modules (contract examples, Southampton). */
import type * as RideAvailability from "../src/RideAvailability.ts";
import type * as Booking from "../src/Booking.ts";
import * as Money from "../src/Money.ts";
import type * as Tariff from "../src/Tariff.ts";

export const sampleBooking = (overrides: Partial<Booking.Booking> = {}): Booking.Booking => ({
  id: 48213,
  booking_token: "kT3v9QpX2mLa7RcZ0bN4wE",
  pair_id: 48213,
  leg: "outbound",
  status: "booked",
  status_history: [{ status: "booked", at: 1_000 }],
  pickup_time: 2_000,
  pickup_location: { address: "112 Above Bar Street, Southampton SO14 7DU", lat: 50.9063, lng: -1.4047 },
  destinations: [
    {
      address: "Southampton Airport (SOU)",
      id: "sbx-poi-southampton-airport",
      lat: 50.9503,
      lng: -1.3568,
      types: ["airport"],
    },
    { address: "Southampton Central", lat: 50.9076, lng: -1.4136, user: { name: "Priya Shah" } },
  ],
  passengers: 2,
  luggage: 2,
  ride_type_id: 1,
  payment_method: "card",
  fare: { quote_type: "FIXED", total: Money.fromMinor(2250), lines: [] },
  created_at: 1_000,
  ...overrides,
});

/**
 * A tariff like Solent Cars' (sandbox README): £4.00 flag fall + £1.80 a mile, road factor 1.3,
 * at least £6.00 rounded to 10p, the airport, terminal, via and meet-and-greet charges, and 5
 * minutes' free waiting (45 at an airport) at 30p a minute after.
 */
export const solentLikeTariff: Tariff.Tariff = {
  flag_fall_pence: 400,
  per_mile_pence: 180,
  road_factor: 1.3,
  minimum_journey_pence: 600,
  rounding_pence: 10,
  airport_pickup_pence: 500,
  airport_dropoff_pence: 300,
  cruise_terminal_pence: 150,
  via_stop_pence: 200,
  meet_and_greet_pence: 1000,
  quote_validity_minutes: 30,
  waiting_free_minutes: 5,
  airport_waiting_free_minutes: 45,
  waiting_per_minute_pence: 30,
};

/** A four-seat saloon taking two bags, for both journeys: the ride type most tests book. */
export const saloon: RideAvailability.RideType = {
  id: 1,
  name: "Saloon",
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 2,
  outboundCompatible: true,
  returnCompatible: true,
};
