// A bulk file's places, found as booking finds them (spec §7 maps service, §8 bad_destination and
// pickup_not_in_soton): every distinct address looked up once through the maps port
// (BulkTripFile.placeKey), a few at a time, and each row judged against what was found
// (BulkTripFile.placeIssues). The worker's file check uses it (check-places.ts), and the page for
// a fixed row (use-bulk-upload.ts) and for any place not yet known when booking (send-rows.ts),
// from the same known places.
import type { MapsApi } from "@cabline/api-ports";
import { BulkTripFile, type Booking, type ServiceArea } from "@cabline/domain";
import { adminMessages } from "../messages.ts";
import type { CheckedRow } from "./check-file.ts";

/** What the maps service said of each address so far, by BulkTripFile.placeKey: its place, or null. */
export type KnownPlaces = Map<string, Booking.Place | null>;

export type PlacesProgress = { readonly done: number; readonly total: number };

export type PlaceCheck = {
  readonly maps: Pick<MapsApi, "geocode">;
  /** The tenant's service area (its configuration's service_area); undefined when not published. */
  readonly area: ServiceArea.ServiceArea | undefined;
  /** Places already found (an earlier file, a fixed row); the lookups add to it. */
  readonly known: KnownPlaces;
};

/**
 * Lookups in flight at once: a browser opens at most six connections to a host, and the maps
 * service (the sandbox's geocoder, or Google's per-second quota) is asked politely.
 */
export const lookupsAtOnce = 6;

/** Thrown when the maps service cannot answer (after the adapter's own retries). */
export class PlacesUnavailable extends Error {
  constructor() {
    super(adminMessages.bulk.placesUnavailable);
  }
}

/**
 * Looks up each distinct address not yet known, `lookupsAtOnce` at a time, and records what the
 * maps service found (BulkTripFile.placeFrom) or null for an address it does not know.
 */
export async function lookUpPlaces(
  addresses: Iterable<string>,
  maps: Pick<MapsApi, "geocode">,
  known: KnownPlaces,
  onProgress?: (progress: PlacesProgress) => void,
): Promise<void> {
  const wanted = new Map<string, string>();
  // Each distinct text once (a long file repeats a few addresses), then each distinct place once.
  for (const address of new Set(addresses)) {
    const key = BulkTripFile.placeKey(address);
    if (key !== "" && !known.has(key) && !wanted.has(key)) wanted.set(key, address.trim());
  }
  const queue = [...wanted];
  let next = 0;
  let done = 0;
  onProgress?.({ done, total: queue.length });
  await Promise.all(
    Array.from({ length: Math.min(lookupsAtOnce, queue.length) }, async () => {
      for (let item = queue[next++]; item !== undefined; item = queue[next++]) {
        const [key, address] = item;
        let results;
        try {
          results = await maps.geocode(address);
        } catch {
          // The rest would fail the same way: no lookup starts after this one.
          next = queue.length;
          throw new PlacesUnavailable();
        }
        known.set(key, BulkTripFile.placeFrom(results));
        done += 1;
        onProgress?.({ done, total: queue.length });
      }
    }),
  );
}

/** What was found for an address, from the known places (each distinct text's key worked out once). */
export const foundIn = (known: KnownPlaces): BulkTripFile.FoundPlace => {
  const keys = new Map<string, string>();
  return (address) => {
    let key = keys.get(address);
    if (key === undefined) {
      key = BulkTripFile.placeKey(address);
      keys.set(address, key);
    }
    return known.get(key);
  };
};

/** The row with its places' problems added: an unknown address, a trip outside the area. */
export const withPlaceIssues = (
  row: CheckedRow,
  found: BulkTripFile.FoundPlace,
  area: ServiceArea.ServiceArea | undefined,
): CheckedRow => {
  const issues = BulkTripFile.placeIssues(row.values, found, area);
  return issues.length === 0 ? row : { row: row.row, values: row.values, issues: [...row.issues, ...issues] };
};
