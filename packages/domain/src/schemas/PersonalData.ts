/**
 * What an operator holds about a person, as they download it: its schema. The rules are in
 * ../PersonalData.ts. Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
 */
import { Schema } from "effect";
import * as MoneySchema from "./Money.ts";

/** An instant, milliseconds since the epoch (the adapters decode the wire's ISO 8601 text into it). */
const Instant = Schema.Number;

export const Profile = Schema.Struct({
  name: Schema.String,
  email_address: Schema.String,
  contact_number: Schema.String,
  default_payment_type: Schema.String,
  created_at: Instant,
});

export const Company = Schema.Struct({
  business_id: Schema.Int,
  name: Schema.String,
  role: Schema.String,
});

export const SavedPlace = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  is_default: Schema.Boolean,
});

/**
 * A booking as its record: what was asked, by and for whom, and what it cost. No booking or share
 * token: a file the person keeps or sends on must not be a key to change their bookings.
 */
export const BookingRecord = Schema.Struct({
  id: Schema.Int,
  pair_id: Schema.Int,
  leg: Schema.Literals(["outbound", "return"]),
  status: Schema.String,
  created_at: Instant,
  pickup_time: Instant,
  pickup: Schema.String,
  destinations: Schema.Array(Schema.String),
  passengers: Schema.Int,
  luggage: Schema.Int,
  ride_type: Schema.String,
  passenger_name: Schema.optionalKey(Schema.String),
  passenger_phone: Schema.optionalKey(Schema.String),
  passenger_email: Schema.optionalKey(Schema.String),
  notes: Schema.optionalKey(Schema.String),
  /** The assistance asked for, in the domain's words (Assistance.text). */
  assistance: Schema.optionalKey(Schema.String),
  flight: Schema.optionalKey(Schema.String),
  payment_method: Schema.String,
  payment_status: Schema.optionalKey(Schema.String),
  price: MoneySchema.Money,
  cancellation_fee: Schema.optionalKey(MoneySchema.Money),
  /** The company the trip was booked for, when it was. */
  company: Schema.optionalKey(Schema.String),
});

export const Card = Schema.Struct({
  brand: Schema.String,
  last4: Schema.String,
  exp_month: Schema.Int,
  exp_year: Schema.Int,
});

export const Message = Schema.Struct({
  channel: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  sent_at: Instant,
});

export const PersonalData = Schema.Struct({
  generated_at: Instant,
  /** The operator that holds it (the data controller). */
  operator: Schema.String,
  profile: Profile,
  companies: Schema.Array(Company),
  saved_places: Schema.Array(SavedPlace),
  bookings: Schema.Array(BookingRecord),
  cards: Schema.Array(Card),
  messages: Schema.Array(Message),
});

/** What closing an account did, and until when the operator keeps the booking records. */
export const Closed = Schema.Struct({
  closed_at: Instant,
  /** The booking records are kept (anonymised) until this instant, then deleted. */
  kept_until: Instant,
});
