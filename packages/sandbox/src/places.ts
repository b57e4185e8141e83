/**
 * Where a booked place is, as the sandbox's own maps service says. A
 * place with an id is the gazetteer's place of that id, whatever coordinates were sent beside
 * it; a place without an id is where the maps service finds its address, biased to the tenant's
 * centre. Fares and the service area are worked out on these, never on coordinates the client
 * sent, so a Heathrow pickup cannot be priced as a local trip by sending Southampton's position.
 */
import type { TenantRow } from "./context.ts";
import { geocode, placeById } from "./geo/gazetteer.ts";

interface Located {
  readonly description: string;
  readonly id?: string;
  readonly lat: number;
  readonly lon: number;
  readonly types?: ReadonlyArray<string>;
}

/** The place as the maps service knows it, or undefined when it knows no such place. */
export const resolvePlace = <L extends Located>(location: L, tenant: TenantRow): L | undefined => {
  if (location.id !== undefined) {
    const place = placeById(location.id);
    if (place === undefined) return undefined;
    return { ...location, description: place.description, lat: place.lat, lon: place.lng, types: place.types };
  }
  const { hits, partial } = geocode(location.description, { lat: tenant.centre_lat, lng: tenant.centre_lon });
  const best = hits[0]?.entry;
  if (best === undefined) return undefined;
  // A partial match is only the town or postcode district: its position, not its place types.
  return { ...location, lat: best.lat, lon: best.lng, types: partial ? [] : best.types };
};
