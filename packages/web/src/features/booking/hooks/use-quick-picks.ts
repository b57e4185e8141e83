// The places offered before anything is typed (spec §3 User recent locations, §7, §9):
// the signed-in user's recent places (RecentLocations: the first 5 unique places of their latest
// 5 bookings) and the airports, first-class places with their own group. The airports load when
// the visitor first touches the form (`want`), not at start-up: asking for them needs the maps
// adapter and its decoder, which a first paint does not. A signed-in user's session
// loads the adapter anyway, so their picks load at once. The lists live in stores (quick-pick-list.ts):
// their arrival, and the first touch, draw again only the fields that offer them, not the form.
import * as Airport from "@cabline/domain/Airport";
import * as RecentLocations from "@cabline/domain/RecentLocations";
import { useCallback, useEffect, useMemo, useState } from "react";
import { emptied } from "../../../lib/lists.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { session$ } from "../../../lib/state.ts";
import { store, useStore } from "../../../lib/store.ts";
import type { QuickPicks } from "./quick-pick-list.ts";
import { bookingMessages as m } from "../messages.ts";
import type { Suggestion } from "../../../components/places/use-place-search.ts";

const airportQuery = "airport";

export function useQuickPicks(): QuickPicks {
  const load = useServices();
  const signedIn = useStore(session$).session.signedIn;
  const [picks] = useState(() => ({
    recent: store<ReadonlyArray<Suggestion>>([]),
    airports: store<ReadonlyArray<Suggestion>>([]),
    wanted: store(false),
  }));
  const { recent, airports, wanted } = picks;

  useEffect(() => {
    let live = true;
    let asked = false;
    const ask = () => {
      if (asked || !(wanted.get() || signedIn)) return;
      asked = true;
      load()
        .then(({ maps }) => maps.geocode(airportQuery))
        .then((found) => {
          if (!live) return;
          airports.set(
            found.filter(Airport.isAirport).map((location) => ({
              key: `airport-${String(location.id ?? location.address)}`,
              label: location.address,
              group: m.airports,
              location,
            })),
          );
        })
        .catch(() => undefined);
    };
    ask();
    const unsubscribe = wanted.subscribe(ask);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [load, signedIn, wanted, airports]);

  useEffect(() => {
    if (!signedIn) return recent.set(emptied(recent.get()));
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
        recent.set(
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
  }, [load, signedIn, recent]);

  const want = useCallback(() => wanted.set(true), [wanted]);
  return useMemo(() => ({ recent, airports, want }), [recent, airports, want]);
}

const placeOf = (location: { address: string; lat?: number; lng?: number }) =>
  location.lat === undefined || location.lng === undefined
    ? null
    : { description: location.address, lat: location.lat, lon: location.lng };
