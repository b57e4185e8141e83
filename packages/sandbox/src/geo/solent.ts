/**
 * Hand-written places of the three tenants' areas round the Solent, beside southampton.ts (see
 * ATTRIBUTION.md): the railway stations, hospitals, universities, ferry terminals and town
 * centres a local of Southampton (BOOK), Gosport and Fareham (GDT) or Portsmouth (PDC) types
 * into the booking form (spec §7 Maps service), and the PO postcode districts. `localPlaces`
 * says, per tenant, which of the gazetteer's places lie inside its service area and which lie
 * beyond it but are a local's usual destinations (the airport, the cruise terminals); the
 * sandbox's tests hold both lists to the tenant's area (ServiceArea.contains).
 *
 * Stations stand where the station list puts them (ATTRIBUTION.md). A postcode is the place's
 * own unit postcode where its published address has a well-known one; elsewhere, and for town
 * centres, which span many units, it is the postcode district alone: coarser, never guessed.
 */
import type { PoiSeed } from "./southampton.ts";

const poi = ["point_of_interest", "establishment"] as const;
const railway = ["train_station", "transit_station", ...poi] as const;
const hospital = ["hospital", ...poi] as const;
const university = ["university", ...poi] as const;
const ferry = ["ferry_terminal", "transit_station", ...poi] as const;
/** A town's shopping streets: Google's neighbourhood, a place rather than one building. */
const townCentre = ["neighborhood", "political"] as const;

/** A railway station: "X station", found as "X", "X station", "X railway station" or "X train station". */
const station = (
  slug: string,
  place: string,
  at: {
    readonly route: string;
    readonly town: string;
    readonly postcode: string;
    readonly lat: number;
    readonly lng: number;
  },
  aliases: ReadonlyArray<string> = [],
): PoiSeed => ({
  id: `sbx-poi-${slug}-station`,
  name: `${place} station`,
  ...at,
  types: railway,
  aliases: [place, `${place} railway station`, `${place} train station`, ...aliases],
});

/** A town centre: "X town centre", found by the town's name with "centre", "town" or its high street. */
const centre = (
  slug: string,
  place: string,
  at: {
    readonly route: string;
    readonly town: string;
    readonly postcode: string;
    readonly lat: number;
    readonly lng: number;
  },
  aliases: ReadonlyArray<string> = [],
): PoiSeed => ({
  id: `sbx-poi-${slug}-town-centre`,
  name: `${place} town centre`,
  ...at,
  types: townCentre,
  aliases: [`${place} centre`, `${place} high street`, ...aliases],
});

/** Southampton and its 16 km circle: Eastleigh, Romsey, Totton, Hythe, Hedge End, Netley, Hamble, Park Gate. */
const southamptonArea: ReadonlyArray<PoiSeed> = [
  station("st-denys", "St Denys", {
    route: "Adelaide Road",
    town: "Southampton",
    postcode: "SO17",
    lat: 50.922,
    lng: -1.3882,
  }),
  station("swaythling", "Swaythling", {
    route: "Stoneham Way",
    town: "Southampton",
    postcode: "SO18",
    lat: 50.94172,
    lng: -1.37655,
  }),
  station("bitterne", "Bitterne", {
    route: "Dean Road",
    town: "Southampton",
    postcode: "SO18",
    lat: 50.91834,
    lng: -1.37828,
  }),
  station("woolston", "Woolston", {
    route: "Portsmouth Road",
    town: "Southampton",
    postcode: "SO19",
    lat: 50.89856,
    lng: -1.37713,
  }),
  station("sholing", "Sholing", {
    route: "Station Road",
    town: "Southampton",
    postcode: "SO19",
    lat: 50.89669,
    lng: -1.36436,
  }),
  station("millbrook", "Millbrook", {
    route: "Millbrook Road West",
    town: "Southampton",
    postcode: "SO15",
    lat: 50.91143,
    lng: -1.43385,
  }),
  station("redbridge", "Redbridge", {
    route: "Old Redbridge Road",
    town: "Southampton",
    postcode: "SO15",
    lat: 50.9197,
    lng: -1.47074,
  }),
  station("totton", "Totton", {
    route: "Station Road",
    town: "Totton",
    postcode: "SO40",
    lat: 50.91795,
    lng: -1.48214,
  }),
  station("netley", "Netley", {
    route: "Station Road",
    town: "Netley Abbey",
    postcode: "SO31",
    lat: 50.87498,
    lng: -1.34191,
  }),
  station("hamble", "Hamble", { route: "Hamble Lane", town: "Hamble", postcode: "SO31", lat: 50.87131, lng: -1.32917 }),
  station("bursledon", "Bursledon", {
    route: "Station Road",
    town: "Bursledon",
    postcode: "SO31",
    lat: 50.88286,
    lng: -1.30484,
  }),
  station("hedge-end", "Hedge End", {
    route: "Charles Watts Way",
    town: "Hedge End",
    postcode: "SO30",
    lat: 50.92777,
    lng: -1.29706,
  }),
  station("botley", "Botley", {
    route: "Station Hill",
    town: "Botley",
    postcode: "SO30",
    lat: 50.91675,
    lng: -1.25881,
  }),
  station(
    "swanwick",
    "Swanwick",
    { route: "Bridge Road", town: "Park Gate", postcode: "SO31", lat: 50.87543, lng: -1.26515 },
    ["Park Gate station"],
  ),
  station("eastleigh", "Eastleigh", {
    route: "Southampton Road",
    town: "Eastleigh",
    postcode: "SO50",
    lat: 50.96856,
    lng: -1.35056,
  }),
  station(
    "chandlers-ford",
    "Chandler's Ford",
    { route: "Station Approach", town: "Chandler's Ford", postcode: "SO53", lat: 50.983, lng: -1.3845 },
    ["Chandlers Ford station"],
  ),
  station("romsey", "Romsey", {
    route: "Station Road",
    town: "Romsey",
    postcode: "SO51",
    lat: 50.99264,
    lng: -1.49272,
  }),
  {
    id: "sbx-poi-princess-anne-hospital",
    name: "Princess Anne Hospital",
    route: "Coxford Road",
    town: "Southampton",
    postcode: "SO16 5YA",
    lat: 50.9337,
    lng: -1.4378,
    types: hospital,
    aliases: ["Princess Anne", "PAH", "Princess Anne maternity"],
  },
  {
    id: "sbx-poi-fareham-community-hospital",
    name: "Fareham Community Hospital",
    route: "Brook Lane",
    town: "Sarisbury Green",
    postcode: "SO31 7DQ",
    lat: 50.87,
    lng: -1.286,
    types: hospital,
    aliases: ["Fareham hospital", "Sarisbury hospital"],
  },
  {
    id: "sbx-poi-university-of-southampton-avenue",
    name: "University of Southampton, Avenue Campus (Humanities)",
    route: "Highfield Road",
    town: "Southampton",
    postcode: "SO17 1BF",
    lat: 50.9247,
    lng: -1.4054,
    types: university,
    aliases: ["Avenue Campus", "Soton Uni Avenue"],
  },
  {
    id: "sbx-poi-university-of-southampton-boldrewood",
    name: "University of Southampton, Boldrewood Innovation Campus",
    route: "Burgess Road",
    town: "Southampton",
    postcode: "SO16 7QF",
    lat: 50.9376,
    lng: -1.406,
    types: university,
    aliases: ["Boldrewood", "Boldrewood Innovation Campus"],
  },
  {
    id: "sbx-poi-solent-university",
    name: "Solent University",
    route: "East Park Terrace",
    town: "Southampton",
    postcode: "SO14 0YN",
    lat: 50.9085,
    lng: -1.3996,
    types: university,
    aliases: ["Southampton Solent University", "Solent Uni", "SSU"],
  },
  {
    id: "sbx-poi-national-oceanography-centre",
    name: "National Oceanography Centre",
    route: "European Way",
    town: "Southampton",
    postcode: "SO14 3ZH",
    lat: 50.8928,
    lng: -1.3944,
    types: ["research_institute", ...poi],
    aliases: ["NOC", "Oceanography Centre"],
  },
  centre(
    "eastleigh",
    "Eastleigh",
    { route: "Market Street", town: "Eastleigh", postcode: "SO50", lat: 50.97, lng: -1.353 },
    ["Swan Centre"],
  ),
  centre("totton", "Totton", {
    route: "Commercial Road",
    town: "Totton",
    postcode: "SO40",
    lat: 50.9195,
    lng: -1.4908,
  }),
  centre("hythe", "Hythe", { route: "High Street", town: "Hythe", postcode: "SO45", lat: 50.8695, lng: -1.3995 }),
  centre("romsey", "Romsey", { route: "Market Place", town: "Romsey", postcode: "SO51", lat: 50.9893, lng: -1.4997 }),
  centre("hedge-end", "Hedge End", {
    route: "St John's Road",
    town: "Hedge End",
    postcode: "SO30",
    lat: 50.9123,
    lng: -1.3008,
  }),
];

/** The Gosport peninsula and Fareham, west of Portsmouth Harbour. */
const gosportArea: ReadonlyArray<PoiSeed> = [
  station("fareham", "Fareham", {
    route: "Station Approach",
    town: "Fareham",
    postcode: "PO16 0UT",
    lat: 50.85335,
    lng: -1.19162,
  }),
  {
    id: "sbx-poi-gosport-war-memorial-hospital",
    name: "Gosport War Memorial Hospital",
    route: "Bury Road",
    town: "Gosport",
    postcode: "PO12 3PW",
    lat: 50.794,
    lng: -1.1443,
    types: hospital,
    aliases: ["GWMH", "Gosport hospital", "War Memorial Hospital"],
  },
  {
    // Royal Hospital Haslar closed in 2009; the site is now homes and businesses, but locals
    // still give "Haslar" as where they are going, so it is a place and not a hospital.
    id: "sbx-poi-royal-haslar",
    name: "Royal Haslar",
    route: "Haslar Road",
    town: "Gosport",
    postcode: "PO12 2AA",
    lat: 50.786,
    lng: -1.124,
    types: poi,
    aliases: ["Haslar", "Haslar Hospital", "Royal Hospital Haslar"],
  },
  centre("gosport", "Gosport", { route: "High Street", town: "Gosport", postcode: "PO12", lat: 50.7953, lng: -1.1243 }),
  centre(
    "fareham",
    "Fareham",
    { route: "West Street", town: "Fareham", postcode: "PO16", lat: 50.8526, lng: -1.1775 },
    ["Fareham Shopping Centre", "Fareham bus station"],
  ),
  centre(
    "lee-on-the-solent",
    "Lee-on-the-Solent",
    { route: "High Street", town: "Lee-on-the-Solent", postcode: "PO13", lat: 50.804, lng: -1.201 },
    ["Lee-on-Solent centre", "Lee on the Solent centre"],
  ),
  centre(
    "stubbington",
    "Stubbington",
    { route: "Stubbington Green", town: "Stubbington", postcode: "PO14", lat: 50.8225, lng: -1.213 },
    ["Stubbington Green", "Stubbington village"],
  ),
];

/** Portsmouth: Portsea Island, Cosham and Drayton, Portchester, and on to Havant. */
const portsmouthArea: ReadonlyArray<PoiSeed> = [
  station("portchester", "Portchester", {
    route: "Hill Road",
    town: "Portchester",
    postcode: "PO16",
    lat: 50.84839,
    lng: -1.12636,
  }),
  station("cosham", "Cosham", {
    route: "High Street",
    town: "Portsmouth",
    postcode: "PO6",
    lat: 50.84164,
    lng: -1.06826,
  }),
  station("hilsea", "Hilsea", {
    route: "Norway Road",
    town: "Portsmouth",
    postcode: "PO3",
    lat: 50.82808,
    lng: -1.05859,
  }),
  station("fratton", "Fratton", {
    route: "Goldsmith Avenue",
    town: "Portsmouth",
    postcode: "PO4",
    lat: 50.79582,
    lng: -1.07342,
  }),
  station(
    "portsmouth-and-southsea",
    "Portsmouth & Southsea",
    { route: "Commercial Road", town: "Portsmouth", postcode: "PO1", lat: 50.79776, lng: -1.09042 },
    ["Portsmouth and Southsea station", "Portsmouth Town station"],
  ),
  station("bedhampton", "Bedhampton", {
    route: "Bedhampton Road",
    town: "Havant",
    postcode: "PO9",
    lat: 50.85364,
    lng: -0.99699,
  }),
  station("havant", "Havant", {
    route: "Park Road North",
    town: "Havant",
    postcode: "PO9",
    lat: 50.85442,
    lng: -0.98276,
  }),
  {
    id: "sbx-poi-queen-alexandra-hospital",
    name: "Queen Alexandra Hospital",
    route: "Southwick Hill Road",
    town: "Cosham",
    postcode: "PO6 3LY",
    lat: 50.8504,
    lng: -1.0699,
    types: hospital,
    aliases: ["QA Hospital", "QA", "QAH", "Queen Alexandra", "Cosham hospital"],
  },
  {
    id: "sbx-poi-st-marys-hospital-portsmouth",
    name: "St Mary's Hospital",
    route: "Milton Road",
    town: "Portsmouth",
    postcode: "PO3 6AD",
    lat: 50.7999,
    lng: -1.0574,
    types: hospital,
    aliases: ["St Mary's Community Health Campus", "St Mary's Hospital Portsmouth", "St Mary's treatment centre"],
  },
  {
    id: "sbx-poi-university-of-portsmouth",
    name: "University of Portsmouth",
    route: "Winston Churchill Avenue",
    town: "Portsmouth",
    postcode: "PO1 2UP",
    lat: 50.795,
    lng: -1.0932,
    types: university,
    aliases: ["Portsmouth University", "Portsmouth Uni", "Pompey Uni", "UoP", "University House"],
  },
  {
    id: "sbx-poi-wightlink-portsmouth",
    name: "Wightlink Portsmouth Gunwharf Terminal",
    route: "Gunwharf Road",
    town: "Portsmouth",
    postcode: "PO1 2LA",
    lat: 50.793,
    lng: -1.1062,
    types: ferry,
    aliases: ["Wightlink", "Wightlink ferry", "Isle of Wight car ferry", "Fishbourne ferry"],
  },
  {
    id: "sbx-poi-hovertravel-southsea",
    name: "Hovertravel Southsea Hoverport",
    route: "Clarence Esplanade",
    town: "Southsea",
    postcode: "PO5",
    lat: 50.7857,
    lng: -1.0975,
    types: ferry,
    aliases: ["Hovertravel", "Hovercraft", "Southsea hovercraft", "Ryde hovercraft"],
  },
  {
    id: "sbx-poi-fratton-park",
    name: "Fratton Park",
    route: "Frogmore Road",
    town: "Portsmouth",
    postcode: "PO4 8RA",
    lat: 50.7964,
    lng: -1.0639,
    types: ["stadium", ...poi],
    aliases: ["Portsmouth FC", "Pompey stadium"],
  },
  {
    id: "sbx-poi-spinnaker-tower",
    name: "Spinnaker Tower",
    route: "Gunwharf Quays",
    town: "Portsmouth",
    postcode: "PO1 3TT",
    lat: 50.7955,
    lng: -1.1083,
    types: ["tourist_attraction", ...poi],
  },
  {
    id: "sbx-poi-portsmouth-city-centre",
    name: "Portsmouth city centre",
    route: "Commercial Road",
    town: "Portsmouth",
    postcode: "PO1",
    lat: 50.8012,
    lng: -1.0893,
    types: townCentre,
    aliases: ["Commercial Road", "Portsmouth town centre", "Cascades"],
  },
  centre(
    "southsea",
    "Southsea",
    { route: "Palmerston Road", town: "Southsea", postcode: "PO5", lat: 50.7847, lng: -1.0857 },
    ["Palmerston Road"],
  ),
  centre("cosham", "Cosham", { route: "High Street", town: "Cosham", postcode: "PO6", lat: 50.8438, lng: -1.0667 }),
  centre(
    "portchester",
    "Portchester",
    { route: "West Street", town: "Portchester", postcode: "PO16", lat: 50.844, lng: -1.1215 },
    ["Portchester precinct"],
  ),
  centre("havant", "Havant", { route: "West Street", town: "Havant", postcode: "PO9", lat: 50.8515, lng: -0.9843 }, [
    "Meridian Centre",
  ]),
];

/** Beyond every tenant's area, but where Southampton's locals go: the county town. */
const beyondAreas: ReadonlyArray<PoiSeed> = [
  station("winchester", "Winchester", {
    route: "Station Hill",
    town: "Winchester",
    postcode: "SO23 8TJ",
    lat: 51.0673,
    lng: -1.32063,
  }),
];

export const solentPlaces: ReadonlyArray<PoiSeed> = [
  ...southamptonArea,
  ...gosportArea,
  ...portsmouthArea,
  ...beyondAreas,
];

/** PO postcode districts of Portsmouth, Gosport and Fareham: outward code, the main places, approximate centroid. */
export const poPostcodeDistricts: ReadonlyArray<{
  readonly code: string;
  readonly area: string;
  readonly town: string;
  readonly lat: number;
  readonly lng: number;
}> = [
  { code: "PO1", area: "City Centre, Old Portsmouth, Landport, Fratton", town: "Portsmouth", lat: 50.798, lng: -1.095 },
  { code: "PO2", area: "North End, Stamshaw, Tipner", town: "Portsmouth", lat: 50.818, lng: -1.08 },
  { code: "PO3", area: "Copnor, Hilsea, Baffins", town: "Portsmouth", lat: 50.815, lng: -1.058 },
  { code: "PO4", area: "Milton, Eastney, Southsea east", town: "Southsea", lat: 50.787, lng: -1.065 },
  { code: "PO5", area: "Southsea", town: "Southsea", lat: 50.787, lng: -1.088 },
  { code: "PO6", area: "Cosham, Drayton, Paulsgrove, Farlington", town: "Portsmouth", lat: 50.845, lng: -1.065 },
  { code: "PO7", area: "Waterlooville, Purbrook, Widley", town: "Waterlooville", lat: 50.878, lng: -1.04 },
  { code: "PO8", area: "Cowplain, Horndean, Clanfield", town: "Waterlooville", lat: 50.905, lng: -1.02 },
  { code: "PO9", area: "Havant, Bedhampton, Leigh Park", town: "Havant", lat: 50.862, lng: -0.985 },
  { code: "PO12", area: "Gosport, Alverstoke, Elson", town: "Gosport", lat: 50.795, lng: -1.14 },
  { code: "PO13", area: "Lee-on-the-Solent, Bridgemary, Rowner", town: "Gosport", lat: 50.81, lng: -1.18 },
  { code: "PO14", area: "Stubbington, Titchfield, Hill Head", town: "Fareham", lat: 50.83, lng: -1.22 },
  { code: "PO15", area: "Whiteley, Segensworth, Titchfield Common", town: "Fareham", lat: 50.865, lng: -1.24 },
  { code: "PO16", area: "Fareham, Portchester", town: "Fareham", lat: 50.855, lng: -1.16 },
  { code: "PO17", area: "Wickham, Knowle", town: "Fareham", lat: 50.9, lng: -1.19 },
];

/** The places a tenant's locals ask for: `inArea` inside its service area, `beyond` outside it within reach. */
export interface LocalPlaces {
  readonly inArea: ReadonlyArray<string>;
  readonly beyond: ReadonlyArray<string>;
}

const ids = (seeds: ReadonlyArray<PoiSeed>): ReadonlyArray<string> => seeds.map((seed) => seed.id);

const southamptonCruiseTerminals = [
  "sbx-poi-ocean-cruise-terminal",
  "sbx-poi-city-cruise-terminal",
  "sbx-poi-horizon-cruise-terminal",
  "sbx-poi-mayflower-cruise-terminal",
  "sbx-poi-qeii-cruise-terminal",
];

/** Per tenant code (tenants.ts), the gazetteer's place ids of its locals' places. */
export const localPlaces: Readonly<Record<"BOOK" | "GDT" | "PDC", LocalPlaces>> = {
  BOOK: {
    inArea: [
      "sbx-poi-southampton-airport",
      ...southamptonCruiseTerminals,
      "sbx-poi-southampton-central-station",
      "sbx-poi-southampton-airport-parkway-station",
      "sbx-poi-southampton-general-hospital",
      "sbx-poi-royal-south-hants-hospital",
      "sbx-poi-university-of-southampton-highfield",
      "sbx-poi-town-quay-red-funnel",
      "sbx-poi-hythe-pier",
      "sbx-poi-westquay",
      ...ids(southamptonArea),
    ],
    beyond: ["sbx-poi-winchester-station", "sbx-poi-fareham-station", "sbx-poi-portsmouth-international-port"],
  },
  GDT: {
    inArea: ["sbx-poi-gosport-ferry", ...ids(gosportArea)],
    beyond: [
      "sbx-poi-southampton-airport",
      ...southamptonCruiseTerminals,
      "sbx-poi-portsmouth-harbour-station",
      "sbx-poi-portchester-station",
      "sbx-poi-portchester-town-centre",
      "sbx-poi-swanwick-station",
      "sbx-poi-fareham-community-hospital",
      "sbx-poi-queen-alexandra-hospital",
      "sbx-poi-university-of-portsmouth",
      "sbx-poi-wightlink-portsmouth",
      "sbx-poi-portsmouth-international-port",
    ],
  },
  PDC: {
    inArea: [
      "sbx-poi-portsmouth-harbour-station",
      "sbx-poi-portsmouth-international-port",
      "sbx-poi-gunwharf-quays",
      "sbx-poi-portsmouth-historic-dockyard",
      "sbx-poi-gosport-ferry",
      "sbx-poi-gosport-town-centre",
      "sbx-poi-gosport-war-memorial-hospital",
      "sbx-poi-royal-haslar",
      ...ids(portsmouthArea).filter(
        (id) => !["sbx-poi-bedhampton-station", "sbx-poi-havant-station", "sbx-poi-havant-town-centre"].includes(id),
      ),
    ],
    beyond: [
      "sbx-poi-southampton-airport",
      ...southamptonCruiseTerminals,
      "sbx-poi-havant-station",
      "sbx-poi-bedhampton-station",
      "sbx-poi-havant-town-centre",
      "sbx-poi-fareham-station",
      "sbx-poi-fareham-town-centre",
    ],
  },
};
