/**
 * A place on a booking: pickup, drop-off or stop (spec §3 Location). A location being typed has
 * an address and no id yet; it gets an id once picked from the suggestions, and only then can it
 * be booked (§5).
 */
import type * as LocationSchema from "./schemas/Location.ts";

export type LocationId = typeof LocationSchema.LocationId.Type;
export type Location = typeof LocationSchema.Location.Type;

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
