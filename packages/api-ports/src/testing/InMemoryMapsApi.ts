/** The maps port over the Southampton gazetteer, with the live adapter's answers and errors. */
import type { Location } from "@cabline/domain";
import { type MapsApi, notFoundMessage, type PlaceSuggestion } from "../MapsApi.ts";
import { MapsError } from "../MapsError.ts";
import { distanceKm, gazetteer, type GazetteerPlace, search, toLocation } from "./Gazetteer.ts";

export interface InMemoryMapsApi extends MapsApi {
  /** Every call, in order, with its session token when there was one. */
  readonly calls: ReadonlyArray<{ readonly operation: string; readonly input: string; readonly sessionToken?: string }>;
}

/** A reverse geocode finds places within this distance, nearest first. */
const reverseRadiusKm = 2;

export const createInMemoryMapsApi = (
  options: { readonly places?: ReadonlyArray<GazetteerPlace> } = {},
): InMemoryMapsApi => {
  const places = options.places ?? gazetteer;
  const calls: Array<{ operation: string; input: string; sessionToken?: string }> = [];
  const find = (text: string) => {
    const hits = search(text);
    return places.filter((entry) => hits.some((hit) => hit.id === entry.id));
  };
  return {
    calls,
    geocode: async (address) => {
      calls.push({ operation: "geocode", input: address });
      return find(address).map(toLocation);
    },
    reverseGeocode: async (point) => {
      calls.push({ operation: "reverseGeocode", input: `${point.lat},${point.lng}` });
      return places
        .map((entry) => ({ entry, km: distanceKm(point, entry) }))
        .filter(({ km }) => km <= reverseRadiusKm)
        .toSorted((a, b) => a.km - b.km)
        .map(({ entry }) => toLocation(entry));
    },
    autocomplete: async (input, autocomplete) => {
      calls.push({ operation: "autocomplete", input, sessionToken: autocomplete.sessionToken });
      return find(input).map((entry): PlaceSuggestion => ({
        placeId: entry.id,
        text: entry.address,
        mainText: entry.name,
        secondaryText: entry.address.slice(entry.address.indexOf(",") + 2),
        types: entry.types,
      }));
    },
    placeDetails: async (placeId, details = {}): Promise<Location.Location> => {
      calls.push({
        operation: "placeDetails",
        input: placeId,
        ...(details.sessionToken === undefined ? {} : { sessionToken: details.sessionToken }),
      });
      const entry = places.find((candidate) => candidate.id === placeId);
      if (entry === undefined) {
        throw new MapsError({
          reason: "Rejected",
          operation: "getPlaceDetails",
          code: "NOT_FOUND",
          message: notFoundMessage,
          status: 404,
        });
      }
      return toLocation(entry);
    },
  };
};
