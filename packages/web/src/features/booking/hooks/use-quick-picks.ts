// The places offered before anything is typed (spec §3 User recent locations, §7, §9; issue 16):
// the signed-in user's recent places (RecentLocations: the first 5 unique places of their latest
// 5 bookings) and the airports, first-class places with their own group. The airports load when
// the visitor first touches the form (`want`), not at start-up: asking for them needs the maps
// adapter and its decoder, which a first paint does not (issue 15). A signed-in user's session
// loads the adapter anyway, so their picks load at once.
import * as Airport from "@cabline/domain/Airport";
import * as RecentLocations from "@cabline/domain/RecentLocations";
import { useCallback, useEffect, useState } from "react";
import { emptied } from "../../../lib/lists.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { session$ } from "../../../lib/state.ts";
import { useStore } from "../../../lib/store.ts";
import { bookingMessages as m } from "../messages.ts";
import type { Suggestion } from "./use-place-search.ts";

const airportQuery = "airport";

export type QuickPicks = {
  readonly picks: ReadonlyArray<Suggestion>;
  /** Starts loading the airports (once); call it when the visitor first focuses or touches the form. */
  readonly want: () => void;
};

export function useQuickPicks(): QuickPicks {
  const load = useServices();
  const signedIn = useStore(session$).session.signedIn;
  const [recent, setRecent] = useState<ReadonlyArray<Suggestion>>([]);
  const [airports, setAirports] = useState<ReadonlyArray<Suggestion>>([]);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (!wanted && !signedIn) return;
    let live = true;
    load()
      .then(({ maps }) => maps.geocode(airportQuery))
      .then((found) => {
        if (!live) return;
        setAirports(
          found.filter(Airport.isAirport).map((location) => ({
            key: `airport-${String(location.id ?? location.address)}`,
            label: location.address,
            group: m.airports,
            location,
          })),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load, wanted, signedIn]);

  useEffect(() => {
    if (!signedIn) return setRecent(emptied);
    let live = true;
    load()
      .then(({ dispatch }) => dispatch.bookings.getBookings(RecentLocations.bookingsQuery))
      .then((page) => {
        if (!live) return;
        const summaries = page.bookings.map((booking) => ({
          pickup_location: placeOf(booking.pickup_location),
          destinations: booking.destinations.flatMap((stop) => {
            const place = placeOf(stop);
            return place === null ? [] : [place];
          }),
        }));
        setRecent(
          RecentLocations.candidates(summaries).map((candidate) => ({
            key: `recent-${candidate.description}`,
            label: candidate.description,
            group: m.recent,
            geocode: candidate.description,
            location: RecentLocations.toLocation(candidate),
          })),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load, signedIn]);

  return { picks: [...recent, ...airports], want };
}

const placeOf = (location: { address: string; lat?: number; lng?: number }) =>
  location.lat === undefined || location.lng === undefined
    ? null
    : { description: location.address, lat: location.lat, lon: location.lng };
