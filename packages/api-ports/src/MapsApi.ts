/**
 * The maps port (spec §7 Maps service: geocoding by address, reverse lookup by lat and lng,
 * region GB; §3 Location). Results are domain Locations whose `types` include "airport" for
 * airports and whose `postCode` comes from the postal_code component. The Google Maps map
 * component itself stays in the web package.
 *
 * Adapters: `createHttpMapsApi` (Google with a key, or the sandbox geocoder without) and
 * `createInMemoryMapsApi` (a small Southampton gazetteer).
 */
import type { Location } from "@cabline/domain";

/** Every call is biased to, and restricted to, Great Britain (§7). */
export const region = "GB";

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** One autocomplete suggestion; pick it with placeDetails to get a bookable Location. */
export interface PlaceSuggestion {
  readonly placeId: string;
  /** The full text, e.g. "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL, UK". */
  readonly text: string;
  readonly mainText: string;
  readonly secondaryText?: string;
  readonly types: ReadonlyArray<string>;
}

export interface AutocompleteOptions {
  /** One UUID per search: the same for every keystroke and for the placeDetails that ends it. */
  readonly sessionToken: string;
  /** Bias towards the tenant's map centre. */
  readonly near?: LatLng & { readonly radiusMetres?: number };
}

export interface MapsApi {
  /** Places matching an address; empty when nothing matches. */
  geocode(address: string): Promise<ReadonlyArray<Location.Location>>;
  /** Places at a point, nearest first; empty when nothing is there. */
  reverseGeocode(point: LatLng): Promise<ReadonlyArray<Location.Location>>;
  autocomplete(input: string, options: AutocompleteOptions): Promise<ReadonlyArray<PlaceSuggestion>>;
  /** The Location of a suggestion (ends the autocomplete session). */
  placeDetails(placeId: string, options?: { readonly sessionToken?: string }): Promise<Location.Location>;
}

/** What users read when address search fails; the detail goes to the logs. */
export const unavailableMessage = "Address search is not available right now. Please try again.";
export const notFoundMessage = "We could not find that place. Please search again.";

/**
 * The message for a failed maps call: "not found" when the service refused the place (a
 * MapsError whose reason is Rejected), else "not available". Read by the error's tag, so a screen
 * explaining a failure needs neither the error class nor the schema library under it.
 */
export const failureMessage = (error: unknown): string =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  error._tag === "MapsError" &&
  "reason" in error &&
  error.reason === "Rejected"
    ? notFoundMessage
    : unavailableMessage;
