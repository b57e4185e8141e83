/**
 * A place on a booking (spec §3 Location): its schema. The rules are in ../Location.ts.
 * Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
 */
import { Schema } from "effect";

export const LocationId = Schema.Union([Schema.String, Schema.Number]);

export const Location = Schema.Struct({
  /** The address (the description, in the bookings list and recent locations). */
  address: Schema.String,
  id: Schema.optionalKey(LocationId),
  lat: Schema.optionalKey(Schema.Number),
  lng: Schema.optionalKey(Schema.Number),
  /** Place types; "airport" marks an airport (§4). */
  types: Schema.optionalKey(Schema.Array(Schema.String)),
  postCode: Schema.optionalKey(Schema.String),
});
