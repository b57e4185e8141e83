/** Sample records shared by the tests of the booking-related modules (contract examples, Southampton). */
import type * as Booking from "../src/Booking.ts";
import * as Money from "../src/Money.ts";

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
