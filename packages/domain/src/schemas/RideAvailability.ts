/**
 * Ride types (spec §3 Ride type, §4 Ride type selection): their schemas. The rules are in ../RideAvailability.ts.
 * The schemas of the booking form's data live apart from the rules (../{Location,RideAvailability,
 * Money,Payment,BookingForm}.ts), which take their types from here: a screen that runs the rules
 * loads no schema code, and only what decodes data (a stored draft, an answer) loads effect/Schema
 * (issue 15).
 */
import { Schema } from "effect";

export const RideTypeId = Schema.Union([Schema.String, Schema.Number]);

export const RideType = Schema.Struct({
  id: RideTypeId,
  name: Schema.String,
  active: Schema.Boolean,
  enabled: Schema.Boolean,
  numSeats: Schema.Number,
  max_luggage: Schema.Number,
  outboundCompatible: Schema.Boolean,
  returnCompatible: Schema.Boolean,
  /** A picture of the vehicle, as the dispatch API gives it (§4 ride type selection). */
  image_url: Schema.optionalKey(Schema.String),
});

export const Direction = Schema.Literals(["outbound", "return"]);
