/**
 * The booking record, its status lifecycle and the booking request (spec §3 Bookings list
 * response, Consumer booking form and Business booking, §7 Bookings). The spec shows neither the
 * statuses nor the full record; both are the contract's design (contracts/README.md "Shapes the
 * spec leaves open"): Karhoo's trip statuses, and a round trip as two legs sharing `pair_id`.
 *
 * Records keep the contract's field names; their values are domain values: times are epoch
 * milliseconds (read them with DateTime), money is Money in pence, places are Location.
 */
import { Schema } from "effect";
import type * as Location from "./Location.ts";
import * as Money from "./Money.ts";
import * as Quote from "./Quote.ts";
import * as AssistanceSchema from "./schemas/Assistance.ts";
import * as LocationSchema from "./schemas/Location.ts";
import * as PaymentSchema from "./schemas/Payment.ts";
import * as MoneySchema from "./schemas/Money.ts";

export const statuses = [
  "booked",
  "driver_allocated",
  "en_route",
  "arrived",
  "passenger_on_board",
  "completed",
  "cancelled",
  "no_show",
] as const;
export const BookingStatus = Schema.Literals(statuses);
export type BookingStatus = typeof BookingStatus.Type;

/** The forward path of a trip, in order. */
export const forwardPath: ReadonlyArray<BookingStatus> = [
  "booked",
  "driver_allocated",
  "en_route",
  "arrived",
  "passenger_on_board",
  "completed",
];

/** Statuses from which the trip can still be cancelled: any before passenger_on_board. */
const cancellableFrom: ReadonlyArray<BookingStatus> = ["booked", "driver_allocated", "en_route", "arrived"];

/**
 * The statuses a leg may move to next: one step along the forward path; `cancelled` from any
 * status before passenger_on_board; `no_show` once the driver has arrived.
 */
export const nextStatuses = (status: BookingStatus): ReadonlyArray<BookingStatus> => {
  const index = forwardPath.indexOf(status);
  // Past the end (completed) there is no next step; off the path (cancelled, no_show) none either.
  const next = index >= 0 ? forwardPath[index + 1] : undefined;
  const forward = next === undefined ? [] : [next];
  return [
    ...forward,
    ...(cancellableFrom.includes(status) ? (["cancelled"] as const) : []),
    ...(status === "arrived" ? (["no_show"] as const) : []),
  ];
};

export const canTransition = (from: BookingStatus, to: BookingStatus): boolean => nextStatuses(from).includes(to);

/** True when nothing more can happen to the leg. */
export const isFinished = (status: BookingStatus): boolean => nextStatuses(status).length === 0;

export const isCancellable = (status: BookingStatus): boolean => cancellableFrom.includes(status);

/** How cancelling now is charged: free while booked or allocated, a fee once the driver is on the way. */
export type CancellationCharge = "free" | "fee" | "not_cancellable";

export const cancellationCharge = (status: BookingStatus): CancellationCharge =>
  !isCancellable(status) ? "not_cancellable" : status === "booked" || status === "driver_allocated" ? "free" : "fee";

/**
 * The fee for cancelling a leg whose driver is on the way or waiting (contracts/README.md
 * "cancellation"); cancelling before that is free.
 */
export const cancellationFee: Money.Money = Money.fromMinor(1000);

/** What cancelling a leg in this status costs now, or undefined when it can no longer be cancelled. */
export const cancellationFeeFor = (status: BookingStatus): Money.Money | undefined => {
  const charge = cancellationCharge(status);
  return charge === "not_cancellable" ? undefined : charge === "free" ? Money.fromMinor(0) : cancellationFee;
};

/**
 * The list a leg belongs in, as the bookings filter and the business scheduled rides tabs name
 * them (§3): upcoming until the driver sets off, active while the driver is on the way or the
 * passenger aboard, history once finished.
 */
export type Phase = "upcoming" | "active" | "history";

export const phase = (status: BookingStatus): Phase =>
  isFinished(status) ? "history" : status === "booked" || status === "driver_allocated" ? "upcoming" : "active";

/** The statuses of a phase (what a list filter selects). */
export const statusesIn = (which: Phase): ReadonlyArray<BookingStatus> =>
  statuses.filter((status) => phase(status) === which);

/** A leg can be changed (updateBooking) while upcoming: once the driver sets off the trip is fixed. */
export const isChangeable = (status: BookingStatus): boolean => phase(status) === "upcoming";

/** Which leg of a round trip; a return journey is two bookings sharing pair_id. */
export const Leg = Schema.Literals(["outbound", "return"]);
export type Leg = typeof Leg.Type;

export const PaymentStatus = Schema.Literals([
  "pending",
  "requires_action",
  "paid",
  "pay_driver",
  "invoiced",
  "failed",
  "refunded",
]);
export type PaymentStatus = typeof PaymentStatus.Type;

export const StatusChange = Schema.Struct({
  status: BookingStatus,
  /** Epoch milliseconds. */
  at: Schema.Number,
});
export type StatusChange = typeof StatusChange.Type;

/** A point on the map (a driver's position). */
export const Position = Schema.Struct({ lat: Schema.Number, lng: Schema.Number });
export type Position = typeof Position.Type;

/** The flight of an airport pickup. */
export const Flight = Schema.Struct({
  number: Schema.String,
  airline: Schema.optionalKey(Schema.String),
  /** IATA code of the departure airport. */
  origin: Schema.optionalKey(Schema.String),
  scheduled_arrival: Schema.optionalKey(Schema.Number),
  estimated_arrival: Schema.optionalKey(Schema.Number),
  terminal: Schema.optionalKey(Schema.String),
});
export type Flight = typeof Flight.Type;

export const AllocatedDriver = Schema.Struct({
  name: Schema.String,
  callsign: Schema.optionalKey(Schema.String),
  /** Colour, make and model. */
  vehicle: Schema.String,
  registration: Schema.String,
  phone_masked: Schema.optionalKey(Schema.String),
  location: Schema.optionalKey(Position),
  location_updated_at: Schema.optionalKey(Schema.Number),
  /** Minutes to pickup while en route. */
  eta_minutes: Schema.optionalKey(Schema.Int),
});
export type AllocatedDriver = typeof AllocatedDriver.Type;

export const YourReferences = Schema.Struct({
  po_number: Schema.optionalKey(Schema.String),
  cost_centre: Schema.optionalKey(Schema.String),
});
export type YourReferences = typeof YourReferences.Type;

/** The person a business-booking destination carries (§3 "each can carry a user"). */
export const StopUser = Schema.Struct({
  name: Schema.String,
  contact_number: Schema.optionalKey(Schema.String),
  email_address: Schema.optionalKey(Schema.String),
  business_user_id: Schema.optionalKey(Schema.Int),
});
export type StopUser = typeof StopUser.Type;

/** A destination of a record: the first is the drop-off, the rest are via points (§3). */
export const Stop = Schema.Struct({ ...LocationSchema.Location.fields, user: Schema.optionalKey(StopUser) });
export type Stop = typeof Stop.Type;

/** One leg of a trip. */
export const Booking = Schema.Struct({
  id: Schema.Int,
  /** The unguessable token of /t, /track and /pay; in a shared (read-only) view, the share token. */
  booking_token: Schema.String,
  /** The pair's /share/{token} link token, given to the passenger only: it reads and does nothing more. */
  share_token: Schema.optionalKey(Schema.String),
  /** True when the booking was read with a share token. */
  read_only: Schema.optionalKey(Schema.Boolean),
  pair_id: Schema.Int,
  leg: Leg,
  status: BookingStatus,
  /** Oldest first. */
  status_history: Schema.Array(StatusChange),
  asap: Schema.optionalKey(Schema.Boolean),
  /** Epoch milliseconds. */
  pickup_time: Schema.Number,
  pickup_location: LocationSchema.Location,
  destinations: Schema.Array(Stop),
  passengers: Schema.Int,
  luggage: Schema.Int,
  ride_type_id: Schema.Int,
  ride_type_name: Schema.optionalKey(Schema.String),
  passenger_name: Schema.optionalKey(Schema.String),
  passenger_phone: Schema.optionalKey(Schema.String),
  passenger_email: Schema.optionalKey(Schema.String),
  room: Schema.optionalKey(Schema.String),
  reference: Schema.optionalKey(Schema.String),
  notes: Schema.optionalKey(Schema.String),
  /** What assistance the passenger needs (Assistance); absent when none. */
  assistance: Schema.optionalKey(AssistanceSchema.Assistance),
  flight: Schema.optionalKey(Flight),
  meet_and_greet: Schema.optionalKey(Schema.Boolean),
  payment_method: PaymentSchema.PaymentMethod,
  payment_status: Schema.optionalKey(PaymentStatus),
  promocode: Schema.optionalKey(Schema.String),
  fare: Quote.Fare,
  driver: Schema.optionalKey(AllocatedDriver),
  your_references: Schema.optionalKey(YourReferences),
  business_id: Schema.optionalKey(Schema.Int),
  cancellation_fee: Schema.optionalKey(MoneySchema.Money),
  /** Epoch milliseconds. */
  created_at: Schema.Number,
});
export type Booking = typeof Booking.Type;

/** A page of a bookings list; `total` feeds "Total N Items" (§9). */
export const BookingsPage = Schema.Struct({
  bookings: Schema.Array(Booking),
  total: Schema.Int,
  count: Schema.optionalKey(Schema.Int),
  offset: Schema.optionalKey(Schema.Int),
});
export type BookingsPage = typeof BookingsPage.Type;

/**
 * The pair's money as the dispatch API's ledger keeps it (BookingLedger.balance): what it owes,
 * what was paid by card and refunded, and what is due online.
 */
export const Balance = Schema.Struct({
  owed: MoneySchema.Money,
  paid: MoneySchema.Money,
  refunded: MoneySchema.Money,
  due: MoneySchema.Money,
});
export type Balance = typeof Balance.Type;

/**
 * A booking looked up by token (track, pay, manage and share pages): the leg, its pair, what is
 * due and, after a change, what went back to the card.
 */
export const BookingDetails = Schema.Struct({
  booking: Booking,
  /** The other leg of a round trip; empty for a one-way trip. */
  pair: Schema.Array(Booking),
  amount_due: Schema.optionalKey(MoneySchema.Money),
  balance: Schema.optionalKey(Balance),
  /** updateBooking: what a cheaper change of a paid booking refunded. */
  refund: Schema.optionalKey(MoneySchema.Money),
});
export type BookingDetails = typeof BookingDetails.Type;

/** The drop-off: the first destination. */
export const dropOff = (booking: Booking): Stop | undefined => booking.destinations[0];

/** The via points: every destination after the first. */
export const vias = (booking: Booking): ReadonlyArray<Stop> => booking.destinations.slice(1);

/** Both legs of a trip, outbound first. */
export const legs = (details: BookingDetails): ReadonlyArray<Booking> =>
  [details.booking, ...details.pair].toSorted((a, b) => (a.leg === b.leg ? 0 : a.leg === "outbound" ? -1 : 1));

/** When the leg reached a status, if it did. */
export const reachedAt = (booking: Booking, status: BookingStatus): number | undefined =>
  booking.status_history.find((change) => change.status === status)?.at;

/**
 * A place that can be booked: a Location with coordinates, which the contract requires on every
 * pickup and destination. A location picked from the maps port has them.
 */
export const Place = Schema.Struct({ ...LocationSchema.Location.fields, lat: Schema.Number, lng: Schema.Number });
export type Place = typeof Place.Type;

export const isPlace = (location: Location.Location | null | undefined): location is Place =>
  location !== null &&
  location !== undefined &&
  Number.isFinite(location.lat) &&
  Number.isFinite(location.lng) &&
  location.address.trim() !== "";

export const StopRequest = Schema.Struct({ ...Place.fields, user: Schema.optionalKey(StopUser) });
export type StopRequest = typeof StopRequest.Type;

/**
 * One leg as the booking forms send it, with the spec's form names (§3 Business booking; the
 * consumer form maps contact → phone, drop + additionalStops → destinations, date → dateTime,
 * rideType → rideId, room → roomNumber).
 */
export const LegRequest = Schema.Struct({
  asap: Schema.optionalKey(Schema.Boolean),
  /** Epoch milliseconds. */
  dateTime: Schema.optionalKey(Schema.Number),
  pickup: Place,
  /** The drop-off, then the via points. */
  destinations: Schema.Array(StopRequest),
  passengers: Schema.Int,
  luggage: Schema.Int,
  rideId: Schema.optionalKey(Schema.Int),
  name: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
  dialCode: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String),
  flightNumber: Schema.optionalKey(Schema.String),
  meetAndGreet: Schema.optionalKey(Schema.Boolean),
  isAirportBooking: Schema.optionalKey(Schema.Boolean),
  roomNumber: Schema.optionalKey(Schema.String),
  notes: Schema.optionalKey(Schema.String),
  reference: Schema.optionalKey(Schema.String),
  /** Codes of the additional charges accepted from the cost estimate. */
  additionalCharges: Schema.optionalKey(Schema.Array(Schema.String)),
  /** What assistance the passenger needs (Assistance), never priced. */
  assistance: Schema.optionalKey(AssistanceSchema.Assistance),
});
export type LegRequest = typeof LegRequest.Type;

/** A new booking, or the trip to price (createBooking and getCostEstimate). */
export const BookingRequest = Schema.Struct({
  outbound: LegRequest,
  return: Schema.optionalKey(LegRequest),
  returnEnabled: Schema.optionalKey(Schema.Boolean),
  paymentMethod: Schema.optionalKey(PaymentSchema.PaymentMethod),
  promocode: Schema.optionalKey(Schema.String),
  /** The selected business account; absent for consumer bookings. */
  business_id: Schema.optionalKey(Schema.Int),
  poNumber: Schema.optionalKey(Schema.String),
  costCentre: Schema.optionalKey(Schema.String),
  guestBooking: Schema.optionalKey(Schema.Boolean),
  guestUserId: Schema.optionalKey(Schema.String),
  bookingForSomeoneElse: Schema.optionalKey(Schema.Boolean),
  leadPassengerName: Schema.optionalKey(Schema.String),
  leadPassengerEmail: Schema.optionalKey(Schema.String),
  leadPassengerNumber: Schema.optionalKey(Schema.String),
  leadPassengerDialCode: Schema.optionalKey(Schema.String),
});
export type BookingRequest = typeof BookingRequest.Type;

/** An edit of an upcoming leg, addressed by its token (business trip edit screen). */
export const BookingUpdate = Schema.Struct({
  ...LegRequest.fields,
  booking_token: Schema.String,
  poNumber: Schema.optionalKey(Schema.String),
  costCentre: Schema.optionalKey(Schema.String),
});
export type BookingUpdate = typeof BookingUpdate.Type;

/** What createBooking answers: the legs (outbound first) and, for card payments, the basket. */
export const CreatedBookings = Schema.Struct({
  pair_id: Schema.Int,
  bookings: Schema.Array(Booking),
  basket_id: Schema.optionalKey(Schema.String),
  amount_due: Schema.optionalKey(MoneySchema.Money),
});
export type CreatedBookings = typeof CreatedBookings.Type;

/** The cancellation preview of a pair (Karhoo's cancellation fee, contracts/README.md). */
export const CancelLegInfo = Schema.Struct({
  booking_id: Schema.Int,
  leg: Leg,
  status: BookingStatus,
  cancellable: Schema.Boolean,
  fee: MoneySchema.Money,
});
export type CancelLegInfo = typeof CancelLegInfo.Type;

export const CancellationPreview = Schema.Struct({
  cancellable: Schema.Boolean,
  fee: MoneySchema.Money,
  /** What would go back to the card if cancelled now. */
  refund: Schema.optionalKey(MoneySchema.Money),
  policy: Schema.optionalKey(Schema.String),
  legs: Schema.Array(CancelLegInfo),
});
export type CancellationPreview = typeof CancellationPreview.Type;

/** Which legs to cancel; both by default. */
export const CancelLegs = Schema.Literals(["both", "outbound", "return"]);
export type CancelLegs = typeof CancelLegs.Type;

export const Cancellation = Schema.Struct({
  /** The cancelled legs. */
  bookings: Schema.Array(Booking),
  fee: MoneySchema.Money,
  /** What went back to the card. */
  refund: Schema.optionalKey(MoneySchema.Money),
});
export type Cancellation = typeof Cancellation.Type;
