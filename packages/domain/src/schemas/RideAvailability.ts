/**
 * Ride types (spec §3 Ride type, §4 Ride type selection): their schemas. The rules are in ../RideAvailability.ts.
 * Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
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
  /** Whether it carries a passenger who stays in their wheelchair (Assistance). */
  wheelchair_accessible: Schema.optionalKey(Schema.Boolean),
  /** A picture of the vehicle, as the dispatch API gives it (§4 ride type selection). */
  image_url: Schema.optionalKey(Schema.String),
});

export const Direction = Schema.Literals(["outbound", "return"]);
