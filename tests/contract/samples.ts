// Domain values for the contract tests: the Southampton places and trips of the contract's examples.
import type { Booking, BulkImport } from "@cabline/domain";

export const at = (iso: string): number => Date.parse(iso);

export const aboveBar: Booking.Place = {
  address: "112 Above Bar Street, Southampton SO14 7DU",
  id: "sbx-addr-so14-7du-112-above-bar-street",
  lat: 50.9063,
  lng: -1.4047,
  types: ["street_address"],
  postCode: "SO14 7DU",
};

export const airport: Booking.Place = {
  address: "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL",
  id: "sbx-poi-southampton-airport",
  lat: 50.9503,
  lng: -1.3568,
  types: ["airport", "point_of_interest", "establishment"],
  postCode: "SO18 2NL",
};

export const canuteRoad: Booking.Place = {
  address: "Solent Marine Logistics, 4 Canute Road, Southampton SO14 3FJ",
  id: "sbx-addr-so14-3fj-4-canute-road",
  lat: 50.8967,
  lng: -1.3945,
  types: ["street_address"],
  postCode: "SO14 3FJ",
};

export const mayflower: Booking.Place = {
  address: "Mayflower Cruise Terminal, Western Docks, Southampton SO15 1HJ",
  id: "sbx-poi-mayflower-cruise-terminal",
  lat: 50.9049,
  lng: -1.4286,
  types: ["point_of_interest", "establishment"],
  postCode: "SO15 1HJ",
};

export const central: Booking.Place = {
  address: "Southampton Central station, Blechynden Terrace, Southampton SO15 1AL",
  id: "sbx-poi-southampton-central-station",
  lat: 50.9076,
  lng: -1.4136,
  types: ["train_station", "transit_station", "point_of_interest", "establishment"],
  postCode: "SO15 1AL",
};

export const oceanTerminal: Booking.Place = {
  address: "Ocean Cruise Terminal, Eastern Docks, Southampton SO14 3QN",
  id: "sbx-poi-ocean-cruise-terminal",
  lat: 50.8955,
  lng: -1.3964,
  types: ["point_of_interest", "establishment"],
  postCode: "SO14 3QN",
};

/** The consumer's airport return of the createBooking example consumerAirportReturn. */
export const airportReturn: Booking.BookingRequest = {
  outbound: {
    asap: false,
    dateTime: at("2026-12-01T05:30:00+00:00"),
    pickup: aboveBar,
    destinations: [airport],
    passengers: 2,
    luggage: 2,
    rideId: 1,
    name: "Amelia Clarke",
    email: "passenger@example.com",
    dialCode: "GB",
    phone: "+447700900123",
    notes: "Flat 3, please ring the buzzer.",
    isAirportBooking: true,
    additionalCharges: ["airport_dropoff"],
  },
  return: {
    asap: false,
    dateTime: at("2026-12-08T21:40:00+00:00"),
    pickup: airport,
    destinations: [aboveBar],
    passengers: 2,
    luggage: 2,
    rideId: 1,
    name: "Amelia Clarke",
    email: "passenger@example.com",
    dialCode: "GB",
    phone: "+447700900123",
    notes: "Two large suitcases.",
    flightNumber: "SI4202",
    meetAndGreet: true,
    isAirportBooking: true,
    additionalCharges: ["airport_pickup", "meet_and_greet"],
  },
  returnEnabled: true,
  paymentMethod: "card",
};

/** The business booking with a via carrying a user and a PO number (businessAccountWithPo). */
export const businessTrip: Booking.BookingRequest = {
  outbound: {
    asap: false,
    dateTime: at("2026-12-04T07:45:00+00:00"),
    pickup: canuteRoad,
    destinations: [
      mayflower,
      { ...central, user: { name: "Priya Shah", contact_number: "+447700900612", business_user_id: 7302 } },
    ],
    passengers: 2,
    luggage: 1,
    rideId: 1,
    name: "Capt. Lars Eriksen",
    email: "lars.eriksen@example.com",
    dialCode: "GB",
    phone: "+447700900781",
    notes: "Collect Priya Shah at the station forecourt on the way.",
    reference: "Crew change MV Solent Trader",
  },
  returnEnabled: false,
  paymentMethod: "account",
  business_id: 501,
  poNumber: "SML-PO-2026-0412",
  costCentre: "MARINE-OPS",
  bookingForSomeoneElse: true,
  leadPassengerName: "Capt. Lars Eriksen",
  leadPassengerEmail: "lars.eriksen@example.com",
  leadPassengerNumber: "7700900781",
  leadPassengerDialCode: "GB",
};

export const crewChangeRows: ReadonlyArray<BulkImport.TripRow> = [
  {
    row: 1,
    row_key: "sml-dec-crew.csv:1",
    pickup_time: at("2026-12-05T06:30:00+00:00"),
    pickup_location: central,
    destinations: [oceanTerminal],
    passengers: 2,
    luggage: 2,
    ride_type_id: 1,
    passenger_name: "Ines Duarte",
    passenger_phone: "+447700900701",
    po_number: "SML-PO-2026-0420",
    cost_centre: "CREW-CHANGE",
    payment_method: "account",
  },
  {
    row: 2,
    row_key: "sml-dec-crew.csv:2",
    pickup_time: at("2026-12-05T07:00:00+00:00"),
    pickup_location: airport,
    destinations: [mayflower],
    passengers: 1,
    luggage: 1,
    ride_type_id: 1,
    passenger_name: "Rohan Mehta",
    passenger_phone: "+447700900702",
    flight_number: "SI4201",
    meet_and_greet: true,
    po_number: "SML-PO-2026-0420",
    cost_centre: "CREW-CHANGE",
    payment_method: "account",
  },
];

export const gbp = (pence: number) => ({ amountMinor: pence, currency: "GBP" });
