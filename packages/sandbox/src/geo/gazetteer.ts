/**
 * The offline gazetteer behind the maps port: UK towns and airports (uk-places.json, built by
 * scripts/build-geodata.mjs, see ATTRIBUTION.md) plus the hand-written places of the tenants'
 * areas (southampton.ts, solent.ts) and the SO and PO postcode districts. Answers forward search
 * (with fuzzy matching, biased to a centre that defaults to Southampton), reverse lookup and
 * lookup by place id.
 */
import { readFileSync } from "node:fs";
import { ServiceArea } from "@cabline/domain";
import { Schema } from "effect";
import { FuzzyIndex, tokenise, type Hit, type IndexEntry } from "./fuzzy.ts";
import { poPostcodeDistricts, solentPlaces } from "./solent.ts";
import { nicknames, soPostcodeDistricts, southamptonPlaces } from "./southampton.ts";

const distanceKm = ServiceArea.distanceKm;

export type PlaceKind = "poi" | "address" | "airport" | "town" | "postcode";

export interface Place extends IndexEntry {
  readonly id: string;
  readonly kind: PlaceKind;
  /** The main text: "Ocean Cruise Terminal", "London Heathrow Airport (LHR)", "Hythe", "SO14". */
  readonly name: string;
  /** The rest of the address after the name. */
  readonly secondary: string;
  /** Name and secondary text, as Google's formatted address ("..., UK"). */
  readonly formatted: string;
  /** The dispatch API's Location description (the formatted address without ", UK"). */
  readonly description: string;
  readonly types: ReadonlyArray<string>;
  readonly lat: number;
  readonly lng: number;
  readonly route?: string;
  readonly town?: string;
  readonly postcode?: string;
  readonly country: string;
  readonly iata?: string;
}

/** An entry of uk-places.json (scripts/build-geodata.mjs writes them), decoded when the gazetteer is built. */
const UkPlaces = Schema.Array(
  Schema.Struct({
    kind: Schema.Literals(["airport", "town"]),
    name: Schema.String,
    iata: Schema.optionalKey(Schema.String),
    town: Schema.optionalKey(Schema.String),
    region: Schema.optionalKey(Schema.String),
    lat: Schema.Number,
    lng: Schema.Number,
  }),
);

const countries: Readonly<Record<string, string>> = {
  ENG: "England",
  WLS: "Wales",
  SCT: "Scotland",
  NIR: "Northern Ireland",
};

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const tokensOf = (...texts: ReadonlyArray<string | undefined>): string[] =>
  texts.flatMap((text) => (text === undefined ? [] : tokenise(text, nicknames)));

const build = (): Place[] => {
  const places: Place[] = [];
  for (const seed of [...southamptonPlaces, ...solentPlaces]) {
    const kind: PlaceKind = seed.types.includes("airport")
      ? "airport"
      : seed.types.includes("street_address")
        ? "address"
        : "poi";
    const streetInName = seed.name.toLowerCase().includes(seed.route.toLowerCase());
    const secondary = `${streetInName ? "" : `${seed.route}, `}${seed.town} ${seed.postcode}`;
    places.push({
      id: seed.id,
      kind,
      name: seed.name,
      secondary: `${secondary}, UK`,
      formatted: `${seed.name}, ${secondary}, UK`,
      description: `${seed.name}, ${secondary}`,
      types: seed.types,
      lat: seed.lat,
      lng: seed.lng,
      route: seed.route,
      town: seed.town,
      postcode: seed.postcode,
      country: "England",
      ...(kind === "airport" ? { iata: "SOU" } : {}),
      tokens: tokensOf(seed.name, seed.route, seed.town, seed.postcode, ...(seed.aliases ?? [])),
      nameTokens: tokensOf(seed.name),
    });
  }
  for (const district of [...soPostcodeDistricts, ...poPostcodeDistricts]) {
    places.push({
      id: `sbx-postcode-${district.code.toLowerCase()}`,
      kind: "postcode",
      name: district.code,
      secondary: `${district.area}, ${district.town}, UK`,
      formatted: `${district.town} ${district.code}, UK`,
      description: `${district.town} ${district.code} (${district.area})`,
      types: ["postal_code"],
      lat: district.lat,
      lng: district.lng,
      town: district.town,
      postcode: district.code,
      country: "England",
      tokens: tokensOf(district.code, district.area, district.town),
      nameTokens: tokensOf(district.code),
    });
  }
  const data = Schema.decodeUnknownSync(Schema.fromJsonString(UkPlaces))(
    readFileSync(new URL("./uk-places.json", import.meta.url), "utf8"),
  );
  const seen = new Map<string, number>();
  for (const item of data) {
    if (item.kind === "airport") {
      if (item.iata === "SOU") continue; // the hand-written entry, with its address, stands for it
      const name = `${item.name} (${item.iata ?? ""})`;
      const town = item.town ?? "";
      places.push({
        id: `sbx-airport-${(item.iata ?? slug(item.name)).toLowerCase()}`,
        kind: "airport",
        name,
        secondary: `${town}, UK`,
        formatted: `${name}, ${town}, UK`,
        description: `${name}, ${town}`,
        types: ["airport", "point_of_interest", "establishment"],
        lat: item.lat,
        lng: item.lng,
        town,
        country: "United Kingdom",
        ...(item.iata === undefined ? {} : { iata: item.iata }),
        tokens: tokensOf(item.name, item.iata, town),
        nameTokens: tokensOf(item.name),
      });
      continue;
    }
    const base = `sbx-town-${slug(item.name)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const country = countries[item.region ?? ""] ?? "United Kingdom";
    places.push({
      id: count === 1 ? base : `${base}-${count}`,
      kind: "town",
      name: item.name,
      secondary: `${country}, UK`,
      formatted: `${item.name}, ${country}, UK`,
      description: `${item.name}, ${country}`,
      types: ["locality", "political"],
      lat: item.lat,
      lng: item.lng,
      town: item.name,
      country,
      tokens: tokensOf(item.name),
      nameTokens: tokensOf(item.name),
    });
  }
  return places;
};

export const places: ReadonlyArray<Place> = build();
const byId = new Map(places.map((place) => [place.id, place]));
const index = new FuzzyIndex(places, nicknames);

export const placeById = (id: string): Place | undefined => byId.get(id);

/** A known place as the dispatch API's Location (description, lat, lon, id, types, postCode), for seed data. */
export const locationOf = (
  id: string,
): {
  description: string;
  address?: string;
  id: string;
  lat: number;
  lon: number;
  types: ReadonlyArray<string>;
  postCode?: string;
} => {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`no place ${id} in the gazetteer`);
  return {
    description: found.description,
    ...(found.route === undefined ? {} : { address: found.route }),
    id: found.id,
    lat: found.lat,
    lon: found.lng,
    types: found.types,
    ...(found.postcode === undefined ? {} : { postCode: found.postcode }),
  };
};

export interface Bias {
  readonly lat: number;
  readonly lng: number;
}

/** Southampton's city centre, where the sandbox's maps look first. */
export const defaultBias: Bias = { lat: 50.9097, lng: -1.4044 };

const kindBonus: Readonly<Record<PlaceKind, number>> = {
  poi: 0.1,
  address: 0.1,
  airport: 0.12,
  town: 0.05,
  postcode: 0,
};

const bonusFor =
  (bias: Bias) =>
  (place: Place): number =>
    kindBonus[place.kind] +
    0.3 * Math.exp(-distanceKm({ lat: bias.lat, lon: bias.lng }, { lat: place.lat, lon: place.lng }) / 25);

/** Suggestions for text being typed: every word must match, the last may be unfinished. */
export const autocomplete = (input: string, bias: Bias = defaultBias, limit = 5): ReadonlyArray<Hit<Place>> =>
  index.search(input, { prefixLast: true, partial: false, bonus: bonusFor(bias) }).slice(0, limit);

/**
 * At most this many places answer one forward search, as Google's geocoder answers a general
 * query ("cruise terminal", "airport") with a handful (spec §7 Maps service). The cruise-book
 * journey lists the terminals from one such answer (CruiseTerminalChoice), so this must hold all
 * five Southampton terminals (three would leave Mayflower and QEII out).
 */
const geocodeLimit = 5;

/**
 * Forward geocoding: the best full matches (up to geocodeLimit, all nearly as good as the best);
 * failing those, the best town or postcode district that matches part of the text (Google's
 * partial_match).
 */
export const geocode = (
  address: string,
  bias: Bias = defaultBias,
): { readonly hits: ReadonlyArray<Hit<Place>>; readonly partial: boolean } => {
  const full = index.search(address, { prefixLast: true, partial: false, bonus: bonusFor(bias) });
  const [best] = full;
  if (best !== undefined) {
    return { hits: full.filter((hit) => hit.score >= best.score - 0.05).slice(0, geocodeLimit), partial: false };
  }
  const partial = index
    .search(address, { prefixLast: false, partial: true, bonus: bonusFor(bias) })
    .filter((hit) => hit.entry.kind === "town" || hit.entry.kind === "postcode");
  return { hits: partial.slice(0, 1), partial: true };
};

const nearest = (lat: number, lng: number, kinds: ReadonlyArray<PlaceKind>, withinKm: number): Place | undefined => {
  let best: Place | undefined;
  let bestKm = withinKm;
  for (const place of places) {
    if (!kinds.includes(place.kind)) continue;
    const km = distanceKm({ lat, lon: lng }, { lat: place.lat, lon: place.lng });
    if (km <= bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best;
};

/** Reverse geocoding: the place at the point (within 150 m), then its postcode district, then the nearest town. */
export const reverse = (lat: number, lng: number): ReadonlyArray<Place> =>
  [
    nearest(lat, lng, ["poi", "address", "airport"], 0.15),
    nearest(lat, lng, ["postcode"], 6),
    nearest(lat, lng, ["town"], 25),
  ].filter((place): place is Place => place !== undefined);
