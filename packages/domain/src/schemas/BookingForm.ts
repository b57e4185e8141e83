/**
 * The consumer booking form (spec §3, §4; the quick-book widget fills in the same form): its
 * schemas, which decode a stored draft. The rules are in ../BookingForm.ts, which takes its types
 * from here: a screen that runs the rules loads no schema code, only what decodes stored data does.
 */
import { Schema } from "effect";
import * as AssistanceSchema from "./Assistance.ts";
import * as Location from "./Location.ts";
import * as Money from "./Money.ts";
import * as Payment from "./Payment.ts";
import * as RideAvailability from "./RideAvailability.ts";

export const Journey = Schema.Struct({
  pickup: Schema.NullOr(Location.Location),
  drop: Schema.NullOr(Location.Location),
  additionalStops: Schema.Array(Location.Location),
  /** Epoch milliseconds. */
  date: Schema.Number,
  rideType: Schema.NullOr(RideAvailability.RideTypeId),
  passengers: Schema.Int,
  luggage: Schema.Int,
  flightNumber: Schema.String,
  meetAndGreet: Schema.Boolean,
  notes: Schema.String,
  isAirportBooking: Schema.Boolean,
  /** Flight-tracking data as the server sends it (shape not in the spec). */
  flightData: Schema.Unknown,
  /** From the cost estimate (bookingAdditionalChargesOutbound / Return; shape not in the spec). */
  additionalCharges: Schema.Array(Schema.Unknown),
});

export const BookingForm = Schema.Struct({
  step: Schema.Int,
  selectedTab: RideAvailability.Direction,
  asap: Schema.Boolean,
  name: Schema.String,
  contact: Schema.String,
  email: Schema.String,
  reference: Schema.String,
  room: Schema.String,
  outbound: Journey,
  returnEnabled: Schema.Boolean,
  returnJourney: Journey,
  paymentMethod: Payment.PaymentMethod,
  /** What assistance the passenger needs (Assistance), for every leg; absent until they say. */
  assistance: Schema.optionalKey(AssistanceSchema.Assistance),
  promocode: Schema.String,
  temporaryPromo: Schema.String,
  basket: Schema.Unknown,
  card: Schema.Unknown,
  totalAmount: Schema.NullOr(Money.Money),
  newCardToken: Schema.NullOr(Schema.String),
  bookingForSomeoneElse: Schema.Boolean,
  leadPassengerName: Schema.String,
  leadPassengerEmail: Schema.String,
  leadPassengerNumber: Schema.String,
  leadPassengerDialCode: Schema.String,
  guestBooking: Schema.Boolean,
  guestUserId: Schema.NullOr(Schema.String),
  /** Messages per field path, e.g. "outbound.pickup". */
  errors: Schema.Record(Schema.String, Schema.String),
  touched: Schema.Record(Schema.String, Schema.Boolean),
});
