/**
 * The maps port offline (contracts/maps.openapi.yaml, spec §7 Maps service): Google-shaped
 * geocoding (address, latlng, place_id), Places (New) autocomplete with a session token, and
 * place details, all answered from the gazetteer. Airports carry the type `airport`, so the app
 * shows its flight fields (spec §4). No key is needed; one sent is ignored.
 */
import type { OpenRequest, OpenRoute, Reply } from "./context.ts";
import { autocomplete, defaultBias, geocode, placeById, reverse, type Bias, type Place } from "./geo/gazetteer.ts";
import { isRecord } from "./input.ts";

const component = (long: string, short: string, types: ReadonlyArray<string>) => ({ long, short, types });

/** Address components, most specific first; the postcode is the one of type postal_code. */
const componentsOf = (place: Place) => [
  ...(place.kind === "poi" || place.kind === "airport"
    ? [
        component(place.name.replace(/ \([A-Z]{3}\)$/, ""), place.iata ?? place.name, [
          ...place.types.filter((t) => t !== "point_of_interest" && t !== "establishment"),
          "establishment",
          "point_of_interest",
        ]),
      ]
    : []),
  ...(place.kind === "address"
    ? [component(place.name.split(" ")[0] ?? "", place.name.split(" ")[0] ?? "", ["street_number"])]
    : []),
  ...(place.route === undefined ? [] : [component(place.route, place.route, ["route"])]),
  ...(place.kind === "town" ? [component(place.name, place.name, ["locality", "political"])] : []),
  ...(place.town === undefined || place.kind === "town" ? [] : [component(place.town, place.town, ["postal_town"])]),
  ...(place.country === "United Kingdom"
    ? []
    : [component(place.country, place.country, ["administrative_area_level_1", "political"])]),
  component("United Kingdom", "GB", ["country", "political"]),
  ...(place.postcode === undefined ? [] : [component(place.postcode, place.postcode, ["postal_code"])]),
];

const geocodeResult = (place: Place, partial: boolean) => ({
  formatted_address: place.formatted,
  place_id: place.id,
  types: place.types,
  geometry: {
    location: { lat: place.lat, lng: place.lng },
    location_type:
      place.kind === "address"
        ? "ROOFTOP"
        : place.kind === "town" || place.kind === "postcode"
          ? "APPROXIMATE"
          : "GEOMETRIC_CENTER",
  },
  address_components: componentsOf(place).map((c) => ({ long_name: c.long, short_name: c.short, types: c.types })),
  ...(partial ? { partial_match: true } : {}),
});

const invalidRequest = (message: string): Reply => ({
  status: 400,
  body: { status: "INVALID_REQUEST", results: [], error_message: message },
});

const zeroResults: Reply = { body: { status: "ZERO_RESULTS", results: [] } };

const geocodeHandler = ({ query }: OpenRequest): Reply => {
  const address = query.get("address")?.trim();
  const latlng = query.get("latlng")?.trim();
  const placeId = query.get("place_id")?.trim();
  const components = query.get("components")?.trim();
  const filters = new Map(
    (components ?? "")
      .split("|")
      .map((part) => part.split(":"))
      .filter((pair): pair is [string, string] => pair.length === 2)
      .map(([key, value]) => [key.trim().toLowerCase(), value.trim()]),
  );
  const country = filters.get("country");
  if (country !== undefined && !["gb", "uk"].includes(country.toLowerCase())) return zeroResults;
  if (placeId) {
    const place = placeById(placeId);
    return place === undefined ? zeroResults : { body: { status: "OK", results: [geocodeResult(place, false)] } };
  }
  if (latlng) {
    const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(latlng);
    const lat = Number(match?.[1]);
    const lng = Number(match?.[2]);
    if (match === null || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return invalidRequest("Invalid request. Invalid 'latlng' parameter.");
    const found = reverse(lat, lng);
    return found.length === 0
      ? zeroResults
      : { body: { status: "OK", results: found.map((place) => geocodeResult(place, false)) } };
  }
  const text = address || filters.get("postal_code") || filters.get("locality");
  if (!text) {
    return components
      ? zeroResults
      : invalidRequest("Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.");
  }
  const { hits, partial } = geocode(text);
  return hits.length === 0
    ? zeroResults
    : { body: { status: "OK", results: hits.map((hit) => geocodeResult(hit.entry, partial)) } };
};

const googleError = (code: number, status: string, message: string): Reply => ({
  status: code,
  body: { error: { code, message, status } },
});

const biasOf = (body: Record<string, unknown>): Bias => {
  const circle = isRecord(body["locationBias"]) ? body["locationBias"]["circle"] : undefined;
  const center = isRecord(circle) ? circle["center"] : undefined;
  if (isRecord(center) && typeof center["latitude"] === "number" && typeof center["longitude"] === "number") {
    return { lat: center["latitude"], lng: center["longitude"] };
  }
  return defaultBias;
};

const prefixLength = (text: string, typed: string): number => {
  const lower = text.toLowerCase();
  const query = typed.trim().toLowerCase();
  let length = 0;
  while (length < query.length && length < lower.length && lower[length] === query[length]) length++;
  return length;
};

const autocompleteHandler = ({ body }: OpenRequest): Reply => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body === "" ? "{}" : body);
  } catch {
    return googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload received.");
  }
  if (!isRecord(parsed) || typeof parsed["input"] !== "string")
    return googleError(400, "INVALID_ARGUMENT", "input is required.");
  const input = parsed["input"];
  const primaryTypes = Array.isArray(parsed["includedPrimaryTypes"])
    ? parsed["includedPrimaryTypes"].filter((t) => typeof t === "string")
    : [];
  const hits = autocomplete(input, biasOf(parsed), primaryTypes.length > 0 ? 50 : 5)
    .filter((hit) => primaryTypes.length === 0 || hit.entry.types.some((type) => primaryTypes.includes(type)))
    .slice(0, 5);
  if (hits.length === 0) return { body: {} };
  return {
    body: {
      suggestions: hits.map(({ entry }) => {
        const matched = prefixLength(entry.name, input);
        const matches = matched > 0 ? [{ endOffset: matched }] : [];
        return {
          placePrediction: {
            place: `places/${entry.id}`,
            placeId: entry.id,
            text: { text: entry.formatted, ...(matches.length > 0 ? { matches } : {}) },
            structuredFormat: {
              mainText: { text: entry.name, ...(matches.length > 0 ? { matches } : {}) },
              secondaryText: { text: entry.secondary },
            },
            types: entry.types,
          },
        };
      }),
    },
  };
};

const placeDetailsHandler = ({ params, headers }: OpenRequest): Reply => {
  if (headers["x-goog-fieldmask"] === undefined || String(headers["x-goog-fieldmask"]).trim() === "") {
    return googleError(400, "INVALID_ARGUMENT", "FieldMask is a required parameter.");
  }
  const place = placeById(params["placeId"] ?? "");
  if (place === undefined) return googleError(404, "NOT_FOUND", "Requested entity was not found.");
  return {
    body: {
      id: place.id,
      formattedAddress: place.formatted,
      displayName: { text: place.name.replace(/ \([A-Z]{3}\)$/, ""), languageCode: "en" },
      location: { latitude: place.lat, longitude: place.lng },
      types: place.types,
      primaryType: place.types[0],
      addressComponents: componentsOf(place).map((c) => ({
        longText: c.long,
        shortText: c.short,
        types: c.types,
        languageCode: "en",
      })),
    },
  };
};

export const mapRoutes: ReadonlyArray<OpenRoute> = [
  { kind: "open", method: "GET", path: "/maps/api/geocode/json", handle: geocodeHandler },
  { kind: "open", method: "POST", path: "/v1/places:autocomplete", handle: autocompleteHandler },
  { kind: "open", method: "GET", path: "/v1/places/{placeId}", handle: placeDetailsHandler },
];
