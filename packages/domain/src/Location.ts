/**
 * A place on a booking: pickup, drop-off or stop (spec §3 Location). A location being typed has
 * an address and no id yet; it gets an id once picked from the suggestions, and only then can it
 * be booked (§5).
 */
import type * as LocationSchema from "./schemas/Location.ts";

export type Location = typeof LocationSchema.Location.Type;

/** An input with nothing typed. */
export const empty: Location = { address: "" };

/**
 * Whether two placed points are the same place for a trip: within about 20 m (0.0002° of
 * latitude, 0.0003° of longitude at Southampton's latitude). A trip from a place to itself is no
 * trip (§8 bad_destination).
 */
export const samePlace = (
  a: { readonly lat: number; readonly lon: number },
  b: { readonly lat: number; readonly lon: number },
): boolean => Math.abs(a.lat - b.lat) < 0.0002 && Math.abs(a.lon - b.lon) < 0.0003;

/** True when the address is empty or only spaces. */
export const isBlank = (location: Location): boolean => location.address.trim() === "";

/** True when the location was picked (it has a non-empty id). */
export const hasId = (location: Location | null | undefined): boolean =>
  location !== null && location !== undefined && location.id !== undefined && location.id !== "";

/** True when something was entered: an id or a non-blank address. */
export const isPresent = (location: Location | null | undefined): location is Location =>
  location !== null && location !== undefined && (hasId(location) || !isBlank(location));
