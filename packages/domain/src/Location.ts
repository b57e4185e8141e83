/**
 * A place on a booking: pickup, drop-off or stop (spec §3 Location). A location being typed has
 * an address and no id yet; it gets an id once picked from the suggestions, and only then can it
 * be booked (§5).
 */
import { Schema } from "effect";

export const LocationId = Schema.Union([Schema.String, Schema.Number]);
export type LocationId = typeof LocationId.Type;

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
export type Location = typeof Location.Type;

/** An input with nothing typed. */
export const empty: Location = { address: "" };

/** True when the address is empty or only spaces. */
export const isBlank = (location: Location): boolean => location.address.trim() === "";

/** True when the location was picked (it has a non-empty id). */
export const hasId = (location: Location | null | undefined): boolean =>
  location !== null && location !== undefined && location.id !== undefined && location.id !== "";

/** True when something was entered: an id or a non-blank address. */
export const isPresent = (location: Location | null | undefined): location is Location =>
  location !== null && location !== undefined && (hasId(location) || !isBlank(location));
