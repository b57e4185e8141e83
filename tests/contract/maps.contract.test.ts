// The maps adapter against `prism mock --errors` on contracts/maps.openapi.yaml. Results
// are domain Locations (airport types kept, postcode from the postal_code component); Google's
// statuses and error shapes become MapsError. Without a key it speaks to the sandbox geocoder's
// paths; with one it sends the key as Google expects.
import { type MapsError, isMapsError, notFoundMessage, unavailableMessage } from "@cabline/api-ports";
import { createHttpMapsApi, placeFieldMask } from "@cabline/api-ports/http";
import { Airport } from "@cabline/domain";
import { afterEach, describe, expect, inject, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";
import { createRecorder, mapsHarness } from "./harness.ts";

const doc = new ContractDoc("maps.openapi.yaml");
const { maps, recorder } = mapsHarness(inject("mapsMockUrl"), doc);
const sessionToken = "6f0d2a9e-3b1c-4e57-8a2d-9c4b7e1f0a35";

afterEach(() => recorder.expectNoViolations());

const failureOf = (call: () => Promise<unknown>): Promise<MapsError> =>
  call().then(
    (value) => Promise.reject(new Error(`expected a MapsError, got ${JSON.stringify(value)}`)),
    (error: unknown) => (isMapsError(error) ? error : Promise.reject(error)),
  );

describe("geocode and reverse geocode", () => {
  it("finds an address as a Location with its postcode, region GB", async () => {
    const [place] = await maps.geocode("112 Above Bar Street, Southampton");
    expect(place).toEqual({
      address: "112 Above Bar Street, Southampton SO14 7DU, UK",
      id: "sbx-addr-so14-7du-112-above-bar-street",
      lat: 50.9063,
      lng: -1.4047,
      types: ["street_address"],
      postCode: "SO14 7DU",
    });
    expect(recorder.last().url.searchParams.get("region")).toBe("gb");
    expect(recorder.last().url.searchParams.get("address")).toBe("112 Above Bar Street, Southampton");
  });

  it("marks Southampton Airport as an airport, which shows the flight fields", async () => {
    const [place] = await recorder.preferring("example=southamptonAirport", () => maps.geocode("Southampton Airport"));
    expect(place?.types).toContain("airport");
    expect(Airport.isAirport(place)).toBe(true);
    expect(place?.postCode).toBe("SO18 2NL");
  });

  it("reverse-geocodes a point to the nearest place", async () => {
    const [place] = await recorder.preferring("example=reverseCentralStation", () =>
      maps.reverseGeocode({ lat: 50.9076, lng: -1.4136 }),
    );
    expect(place?.id).toBe("sbx-poi-southampton-central-station");
    expect(recorder.last().url.searchParams.get("latlng")).toBe("50.907600,-1.413600");
  });

  it("answers nothing found with no places", async () => {
    expect(await recorder.preferring("example=zeroResults", () => maps.geocode("Nowhere"))).toEqual([]);
  });

  it("rejects a refused key and an invalid request, whatever the HTTP status", async () => {
    const denied = await failureOf(() => recorder.preferring("example=requestDenied", () => maps.geocode("x")));
    expect(denied).toMatchObject({ reason: "Rejected", code: "REQUEST_DENIED", message: unavailableMessage });
    const invalid = await failureOf(() =>
      recorder.preferring("code=400, example=invalidRequest", () => maps.geocode("x")),
    );
    expect(invalid).toMatchObject({ reason: "Rejected", code: "INVALID_REQUEST", status: 400 });
  });
});

describe("autocomplete and place details", () => {
  it("suggests places for the text typed, with the session token and GB", async () => {
    const suggestions = await maps.autocomplete("southampton air", {
      sessionToken,
      near: { lat: 50.9097, lng: -1.4044, radiusMetres: 20_000 },
    });
    expect(suggestions.map((s) => [s.placeId, s.mainText])).toEqual([
      ["sbx-poi-southampton-airport", "Southampton Airport (SOU)"],
      ["sbx-poi-southampton-airport-parkway-station", "Southampton Airport Parkway"],
    ]);
    expect(suggestions[0]?.types).toContain("airport");
    const sent = JSON.parse(recorder.last().body ?? "{}") as Record<string, unknown>;
    expect(sent).toMatchObject({
      input: "southampton air",
      sessionToken,
      regionCode: "GB",
      includedRegionCodes: ["gb"],
    });
  });

  it("answers no suggestions with an empty list", async () => {
    expect(
      await recorder.preferring("example=noSuggestions", () => maps.autocomplete("zzz", { sessionToken })),
    ).toEqual([]);
  });

  it("turns a suggestion into a bookable Location, ending the session", async () => {
    const place = await maps.placeDetails("sbx-poi-southampton-airport", { sessionToken });
    expect(place).toEqual({
      address: "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL, UK",
      id: "sbx-poi-southampton-airport",
      lat: 50.9503,
      lng: -1.3568,
      types: ["airport", "point_of_interest", "establishment"],
      postCode: "SO18 2NL",
    });
    expect(recorder.last().headers.get("X-Goog-FieldMask")).toBe(placeFieldMask);
    expect(recorder.last().url.searchParams.get("sessionToken")).toBe(sessionToken);
  });

  it("says an unknown place is not found, and a refused key is refused", async () => {
    const notFound = await failureOf(() =>
      recorder.preferring("code=404, example=notFound", () => maps.placeDetails("sbx-nowhere")),
    );
    expect(notFound).toMatchObject({ reason: "Rejected", code: "NOT_FOUND", message: notFoundMessage, status: 404 });
    const denied = await failureOf(() =>
      recorder.preferring("code=403, example=permissionDenied", () => maps.autocomplete("x", { sessionToken })),
    );
    expect(denied).toMatchObject({ reason: "Rejected", code: "PERMISSION_DENIED" });
  });
});

describe("with a Google key", () => {
  it("sends the key as the query parameter to Geocoding and the header to Places", async () => {
    const keyed = createRecorder(doc);
    const google = createHttpMapsApi({ baseUrl: inject("mapsMockUrl"), apiKey: "AIza-test-key", fetch: keyed.fetch });
    await google.geocode("Southampton Airport");
    expect(keyed.last().url.searchParams.get("key")).toBe("AIza-test-key");
    await google.autocomplete("ocean cruise", { sessionToken });
    expect(keyed.last().headers.get("X-Goog-Api-Key")).toBe("AIza-test-key");
    await google.placeDetails("sbx-poi-mayflower-cruise-terminal");
    expect(keyed.last().headers.get("X-Goog-Api-Key")).toBe("AIza-test-key");
    keyed.expectNoViolations();
  });

  it("needs a base URL without a key (the sandbox geocoder) and defaults to Google's hosts with one", () => {
    expect(() => createHttpMapsApi({})).toThrow(/baseUrl/);
    expect(() => createHttpMapsApi({ apiKey: "AIza-test-key" })).not.toThrow();
  });
});

describe("coverage", () => {
  it("answered every operation of the maps contract through the adapter", () => {
    const contract = doc
      .operations()
      .map((op) => op.id)
      .toSorted();
    expect(contract).toEqual(["autocompletePlaces", "geocode", "getPlaceDetails"]);
    expect(contract.filter((id) => !recorder.succeeded().has(id))).toEqual([]);
  });
});
