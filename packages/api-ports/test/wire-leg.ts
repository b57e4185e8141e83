// One leg as the dispatch API sends it (the contract's Booking): the adapter tests build their
// answers from it, changing only what each test is about.
export const wireLeg = {
  id: 7,
  booking_token: "kT3v9QpX2mLa7RcZ0bN4wE",
  pair_id: 7,
  leg: "outbound",
  status: "booked",
  status_history: [{ status: "booked", at: "2026-11-22T10:00:00+00:00" }],
  pickup_time: "2026-11-24T10:00:00+00:00",
  pickup_location: { description: "112 Above Bar Street", lat: 50.9, lon: -1.4 },
  destinations: [{ description: "Ocean Cruise Terminal", lat: 50.89, lon: -1.39 }],
  passengers: 2,
  luggage: 1,
  ride_type_id: 1,
  payment_method: "card",
  fare: { quote_type: "FIXED", total: { amount: 1250, currency: "GBP" }, lines: [] },
  created_at: "2026-11-22T10:00:00+00:00",
} as const;
