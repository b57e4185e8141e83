/**
 * The Southampton places of the contract's examples, with the same ids (sbx-…), for the in-memory
 * maps and dispatch adapters.
 */
import { type Location, ServiceArea } from "@cabline/domain";

export interface GazetteerPlace extends Location.Location {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly types: ReadonlyArray<string>;
  readonly postCode: string;
}

const place = (
  id: string,
  name: string,
  address: string,
  lat: number,
  lng: number,
  types: ReadonlyArray<string>,
  postCode: string,
): GazetteerPlace => ({ id, name, address, lat, lng, types, postCode });

const poi = ["point_of_interest", "establishment"];

export const gazetteer: ReadonlyArray<GazetteerPlace> = [
  place(
    "sbx-addr-so14-7du-112-above-bar-street",
    "112 Above Bar Street",
    "112 Above Bar Street, Southampton SO14 7DU, UK",
    50.9063,
    -1.4047,
    ["street_address"],
    "SO14 7DU",
  ),
  place(
    "sbx-poi-southampton-airport",
    "Southampton Airport (SOU)",
    "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL, UK",
    50.9503,
    -1.3568,
    ["airport", ...poi],
    "SO18 2NL",
  ),
  place(
    "sbx-poi-southampton-airport-parkway-station",
    "Southampton Airport Parkway",
    "Southampton Airport Parkway, Eastleigh SO18 2HW, UK",
    50.9508,
    -1.3633,
    ["train_station", "transit_station", ...poi],
    "SO18 2HW",
  ),
  place(
    "sbx-poi-southampton-central-station",
    "Southampton Central station",
    "Southampton Central station, Blechynden Terrace, Southampton SO15 1AL, UK",
    50.9076,
    -1.4136,
    ["train_station", "transit_station", ...poi],
    "SO15 1AL",
  ),
  place(
    "sbx-poi-ocean-cruise-terminal",
    "Ocean Cruise Terminal",
    "Ocean Cruise Terminal, Eastern Docks, Southampton SO14 3QN, UK",
    50.8955,
    -1.3964,
    poi,
    "SO14 3QN",
  ),
  place(
    "sbx-poi-mayflower-cruise-terminal",
    "Mayflower Cruise Terminal",
    "Mayflower Cruise Terminal, Western Docks, Southampton SO15 1HJ, UK",
    50.9049,
    -1.4286,
    poi,
    "SO15 1HJ",
  ),
  place(
    "sbx-poi-city-cruise-terminal",
    "City Cruise Terminal",
    "City Cruise Terminal, Herbert Walker Avenue, Southampton SO15 1HJ, UK",
    50.8985,
    -1.4133,
    poi,
    "SO15 1HJ",
  ),
  place(
    "sbx-poi-university-of-southampton-highfield",
    "University of Southampton, Highfield Campus",
    "University of Southampton, Highfield Campus, University Road, Southampton SO17 1BJ, UK",
    50.935,
    -1.3968,
    ["university", ...poi],
    "SO17 1BJ",
  ),
  place(
    "sbx-poi-southampton-general-hospital",
    "Southampton General Hospital",
    "Southampton General Hospital, Tremona Road, Southampton SO16 6YD, UK",
    50.9329,
    -1.4336,
    ["hospital", ...poi],
    "SO16 6YD",
  ),
  place(
    "sbx-addr-so14-3fj-4-canute-road",
    "4 Canute Road",
    "4 Canute Road, Southampton SO14 3FJ, UK",
    50.8967,
    -1.3945,
    ["street_address"],
    "SO14 3FJ",
  ),
  place(
    "sbx-poi-portsmouth-international-port",
    "Portsmouth International Port",
    "Portsmouth International Port, George Byng Way, Portsmouth PO2 8SP, UK",
    50.8118,
    -1.0887,
    poi,
    "PO2 8SP",
  ),
  place(
    "sbx-poi-gunwharf-quays",
    "Gunwharf Quays",
    "Gunwharf Quays, Portsmouth PO1 3TZ, UK",
    50.7955,
    -1.1058,
    ["shopping_mall", ...poi],
    "PO1 3TZ",
  ),
];

/** Great-circle distance in kilometres. */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number =>
  ServiceArea.distanceKm({ lat: a.lat, lon: a.lng }, { lat: b.lat, lon: b.lng });

/** Places whose name or address contains every word typed. */
export const search = (text: string): ReadonlyArray<GazetteerPlace> => {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== "");
  if (words.length === 0) return [];
  return gazetteer.filter((entry) => {
    const haystack = `${entry.name} ${entry.address}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};

/** A Location without the gazetteer's extra name. */
export const toLocation = ({ name: _, types, ...location }: GazetteerPlace): Location.Location => ({
  ...location,
  types: [...types],
});
