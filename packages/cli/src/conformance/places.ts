/**
 * The places a conformance run prices and books, from the contract's own examples (Southampton),
 * so no maps service is needed; an operator elsewhere names places in its own service area.
 */
import type { Booking } from "@cabline/domain";

/** Places from the contract's own examples (Southampton), so no maps service is needed. */
const fixturePlaces = {
  aboveBar: {
    address: "112 Above Bar Street, Southampton SO14 7DU",
    id: "sbx-addr-so14-7du-112-above-bar-street",
    lat: 50.9063,
    lng: -1.4047,
    types: ["street_address"],
    postCode: "SO14 7DU",
  },
  airport: {
    address: "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL",
    id: "sbx-poi-southampton-airport",
    lat: 50.9503,
    lng: -1.3568,
    types: ["airport", "point_of_interest", "establishment"],
    postCode: "SO18 2NL",
  },
  central: {
    address: "Southampton Central station, Blechynden Terrace, Southampton SO15 1AL",
    id: "sbx-poi-southampton-central-station",
    lat: 50.9076,
    lng: -1.4136,
    types: ["train_station", "transit_station", "point_of_interest", "establishment"],
    postCode: "SO15 1AL",
  },
  ocean: {
    address: "Ocean Cruise Terminal, Eastern Docks, Southampton SO14 3QN",
    id: "sbx-poi-ocean-cruise-terminal",
    lat: 50.8955,
    lng: -1.3964,
    types: ["point_of_interest", "establishment"],
    postCode: "SO14 3QN",
  },
} as const satisfies Record<string, Booking.Place>;

/** The journey's places: in the operator's own service area, which may not be Southampton. */
export interface TripPlaces {
  readonly pickup: Booking.Place;
  readonly drop: Booking.Place;
  readonly via?: Booking.Place | undefined;
}

/** The contract examples' Southampton trip: Above Bar Street to the Ocean Cruise Terminal via the station. */
export const defaultTrip: TripPlaces = {
  pickup: fixturePlaces.aboveBar,
  drop: fixturePlaces.ocean,
  via: fixturePlaces.central,
};
