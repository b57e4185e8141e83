/**
 * The maps port over HTTP (contracts/maps.openapi.yaml): Google's Geocoding API and Places API
 * (New) with a key, or the sandbox's offline geocoder on the dispatch base without one (same
 * paths). Region GB everywhere (spec §7). Google coordinates (lat/lng, latitude/longitude) become
 * Location lat/lng; `types` keep "airport"; the postcode is the postal_code component.
 */
import type { Location } from "@cabline/domain";
import { Schema } from "effect";
import createClient, { type Client } from "openapi-fetch";
import {
  type AutocompleteOptions,
  type LatLng,
  type MapsApi,
  type PlaceSuggestion,
  notFoundMessage,
  region,
  unavailableMessage,
} from "../MapsApi.ts";
import { MapsError } from "../MapsError.ts";
import type { paths } from "../generated/maps.ts";
import { defined } from "./Requests.ts";
import { mayRetry, type RetryPolicy, isTransientStatus, retryPolicy, withRetries } from "./Retry.ts";
import {
  type Body,
  bodyOf,
  boundedFetch,
  defaultMaxBodyBytes,
  defaultTimeoutMs,
  type Fetch,
  TransportFailure,
} from "./Transport.ts";

export const googleGeocodingBaseUrl = "https://maps.googleapis.com";
export const googlePlacesBaseUrl = "https://places.googleapis.com";

/** The fields placeDetails asks for (Google requires a field mask). */
export const placeFieldMask = "id,formattedAddress,displayName,location,types,primaryType,addressComponents";

export interface HttpMapsOptions {
  /** Google's key; without one the adapter talks to the sandbox geocoder at `baseUrl`. */
  readonly apiKey?: string | undefined;
  /** Both APIs' base: required without a key (the dispatch base); Google's hosts by default with one. */
  readonly baseUrl?: string | undefined;
  /** The Places base when it differs from `baseUrl`. */
  readonly placesBaseUrl?: string | undefined;
  readonly languageCode?: string;
  readonly fetch?: Fetch;
  readonly timeoutMs?: number;
  readonly maxBodyBytes?: number;
  readonly retry?: Partial<RetryPolicy>;
}

const LatLngShape = Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite });

const GeocodeResponse = Schema.Struct({
  status: Schema.Literals([
    "OK",
    "ZERO_RESULTS",
    "OVER_DAILY_LIMIT",
    "OVER_QUERY_LIMIT",
    "REQUEST_DENIED",
    "INVALID_REQUEST",
    "UNKNOWN_ERROR",
  ]),
  results: Schema.Array(
    Schema.Struct({
      formatted_address: Schema.String,
      place_id: Schema.String,
      types: Schema.Array(Schema.String),
      geometry: Schema.Struct({ location: LatLngShape }),
      address_components: Schema.optionalKey(
        Schema.Array(
          Schema.Struct({ long_name: Schema.String, short_name: Schema.String, types: Schema.Array(Schema.String) }),
        ),
      ),
    }),
  ),
  error_message: Schema.optionalKey(Schema.String),
});

const FormattableText = Schema.Struct({ text: Schema.String });

const AutocompleteResponse = Schema.Struct({
  suggestions: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        placePrediction: Schema.Struct({
          placeId: Schema.String,
          text: FormattableText,
          structuredFormat: Schema.optionalKey(
            Schema.Struct({ mainText: FormattableText, secondaryText: Schema.optionalKey(FormattableText) }),
          ),
          types: Schema.Array(Schema.String),
        }),
      }),
    ),
  ),
});

const Place = Schema.Struct({
  id: Schema.String,
  formattedAddress: Schema.String,
  displayName: FormattableText,
  location: Schema.Struct({ latitude: Schema.Finite, longitude: Schema.Finite }),
  types: Schema.Array(Schema.String),
  addressComponents: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({ longText: Schema.String, shortText: Schema.String, types: Schema.Array(Schema.String) }),
    ),
  ),
});

const GoogleError = Schema.Struct({
  error: Schema.Struct({ code: Schema.Int, message: Schema.String, status: Schema.String }),
});

type Sent = { readonly data?: unknown; readonly error?: unknown; readonly response: Response };
type Operation = "geocode" | "autocompletePlaces" | "getPlaceDetails";

const mapsError = (
  operation: Operation,
  reason: MapsError["reason"],
  fields: { readonly code?: string | undefined; readonly status?: number | undefined; readonly detail: string },
) =>
  new MapsError({
    reason,
    operation,
    message: fields.code === "NOT_FOUND" ? notFoundMessage : unavailableMessage,
    ...(fields.code === undefined ? {} : { code: fields.code }),
    ...(fields.status === undefined ? {} : { status: fields.status }),
    detail: fields.detail,
  });

/** What every call shares: the two APIs' clients, the retry policy, the language and the key. */
interface MapsClients {
  readonly geocoding: Client<paths>;
  readonly places: Client<paths>;
  readonly policy: RetryPolicy;
  readonly languageCode: string;
  readonly apiKey: string | undefined;
  readonly keyHeader: Record<string, string>;
}

/** Sends with the retry policy; a transport failure that outlasts it becomes a MapsError. */
const sendWithRetries = async (
  policy: RetryPolicy,
  operation: Operation,
  method: "GET" | "POST",
  send: () => Promise<Sent>,
): Promise<Sent> => {
  try {
    return await withRetries({
      policy,
      retryable: mayRetry(method, undefined),
      attempt: send,
      transient: (settled) =>
        settled.ok
          ? isTransientStatus(settled.value.response.status) && {}
          : settled.error instanceof TransportFailure && settled.error.kind === "Network" && {},
    });
  } catch (error) {
    if (error instanceof TransportFailure) {
      throw mapsError(operation, error.kind === "TooLarge" ? "Contract" : error.kind, { detail: error.message });
    }
    throw mapsError(operation, "Contract", { detail: error instanceof Error ? error.message : String(error) });
  }
};

/** The answer decoded with the operation's schema, or the MapsError that Google's error body or the status calls for. */
const decodeAnswer = <S extends Schema.Top & { readonly DecodingServices: never }>(
  operation: Operation,
  schema: S,
  result: Sent,
): { readonly status: number; readonly value: S["Type"] } => {
  const status = result.response.status;
  const body: Body = bodyOf(result);
  if (body.kind === "json") {
    const googleError = Schema.decodeUnknownResult(GoogleError)(body.value);
    if (googleError._tag === "Success") {
      throw mapsError(operation, "Rejected", {
        code: googleError.success.error.status,
        status,
        detail: googleError.success.error.message,
      });
    }
    const decoded = Schema.decodeUnknownResult(schema)(body.value);
    // Geocoding reports its status in the body, whatever the HTTP status (contracts/README.md).
    if (decoded._tag === "Success") return { status, value: decoded.success };
    if (status >= 200 && status < 300) {
      throw mapsError(operation, "Contract", {
        status,
        detail: `The answer does not match the contract: ${decoded.failure.message}`,
      });
    }
  }
  if (isTransientStatus(status)) throw mapsError(operation, "Network", { status, detail: `HTTP ${status}` });
  throw mapsError(operation, status >= 200 && status < 300 ? "Contract" : "Rejected", {
    status,
    detail: `HTTP ${status} with a ${body.kind} body that is not a maps answer`,
  });
};

/** One call: sent with retries, then its answer decoded. */
const run = async <S extends Schema.Top & { readonly DecodingServices: never }>(
  clients: MapsClients,
  operation: Operation,
  method: "GET" | "POST",
  schema: S,
  send: () => Promise<Sent>,
): Promise<{ readonly status: number; readonly value: S["Type"] }> =>
  decodeAnswer(operation, schema, await sendWithRetries(clients.policy, operation, method, send));

const geocodeBy = async (
  clients: MapsClients,
  operationQuery: { readonly address: string } | { readonly latlng: string },
) => {
  const { value, status } = await run(clients, "geocode", "GET", GeocodeResponse, () =>
    clients.geocoding.GET("/maps/api/geocode/json", {
      params: {
        query: defined({
          ...operationQuery,
          region: region.toLowerCase(),
          language: clients.languageCode,
          key: clients.apiKey,
        }),
      },
      parseAs: "text",
    }),
  );
  if (value.status === "ZERO_RESULTS") return [];
  if (value.status !== "OK") {
    throw mapsError("geocode", "Rejected", {
      code: value.status,
      status,
      detail: value.error_message ?? value.status,
    });
  }
  return value.results.map((result): Location.Location =>
    defined({
      address: result.formatted_address,
      id: result.place_id,
      lat: result.geometry.location.lat,
      lng: result.geometry.location.lng,
      types: result.types,
      postCode: result.address_components?.find((component) => component.types.includes("postal_code"))?.long_name,
    }),
  );
};

const autocompleteWith = async (
  clients: MapsClients,
  input: string,
  autocomplete: AutocompleteOptions,
): Promise<ReadonlyArray<PlaceSuggestion>> => {
  const near = autocomplete.near;
  const { value } = await run(clients, "autocompletePlaces", "POST", AutocompleteResponse, () =>
    clients.places.POST("/v1/places:autocomplete", {
      body: defined({
        input,
        sessionToken: autocomplete.sessionToken,
        regionCode: region,
        includedRegionCodes: [region.toLowerCase()],
        languageCode: clients.languageCode,
        locationBias:
          near === undefined
            ? undefined
            : {
                circle: {
                  center: { latitude: near.lat, longitude: near.lng },
                  radius: near.radiusMetres ?? 20_000,
                },
              },
      }),
      headers: clients.keyHeader,
      parseAs: "text",
    }),
  );
  return (value.suggestions ?? []).map(({ placePrediction }) =>
    defined({
      placeId: placePrediction.placeId,
      text: placePrediction.text.text,
      mainText: placePrediction.structuredFormat?.mainText.text ?? placePrediction.text.text,
      secondaryText: placePrediction.structuredFormat?.secondaryText?.text,
      types: placePrediction.types,
    }),
  );
};

const placeDetailsWith = async (
  clients: MapsClients,
  placeId: string,
  details: { readonly sessionToken?: string },
): Promise<Location.Location> => {
  const { value } = await run(clients, "getPlaceDetails", "GET", Place, () =>
    clients.places.GET("/v1/places/{placeId}", {
      params: {
        path: { placeId },
        header: { "X-Goog-FieldMask": placeFieldMask },
        query: defined({ sessionToken: details.sessionToken, languageCode: clients.languageCode, regionCode: region }),
      },
      headers: clients.keyHeader,
      parseAs: "text",
    }),
  );
  return defined({
    address: value.formattedAddress,
    id: value.id,
    lat: value.location.latitude,
    lng: value.location.longitude,
    types: value.types,
    postCode: value.addressComponents?.find((component) => component.types.includes("postal_code"))?.longText,
  });
};

export const createHttpMapsApi = (options: HttpMapsOptions): MapsApi => {
  const apiKey = options.apiKey?.trim() === "" ? undefined : options.apiKey?.trim();
  const geocodingBase = options.baseUrl ?? (apiKey === undefined ? undefined : googleGeocodingBaseUrl);
  if (geocodingBase === undefined) {
    throw new Error("createHttpMapsApi: without an API key, baseUrl must point at the sandbox geocoder.");
  }
  const placesBase = options.placesBaseUrl ?? options.baseUrl ?? googlePlacesBaseUrl;
  const fetch = boundedFetch({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    maxBodyBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
  });
  const clients: MapsClients = {
    geocoding: createClient<paths>({ baseUrl: geocodingBase, fetch }),
    places: createClient<paths>({ baseUrl: placesBase, fetch }),
    policy: retryPolicy(options.retry),
    languageCode: options.languageCode ?? "en-GB",
    apiKey,
    keyHeader: apiKey === undefined ? {} : { "X-Goog-Api-Key": apiKey },
  };
  return {
    geocode: (address) => geocodeBy(clients, { address }),
    reverseGeocode: (point: LatLng) =>
      geocodeBy(clients, { latlng: `${point.lat.toFixed(6)},${point.lng.toFixed(6)}` }),
    autocomplete: (input, autocomplete) => autocompleteWith(clients, input, autocomplete),
    placeDetails: (placeId, details = {}) => placeDetailsWith(clients, placeId, details),
  };
};
