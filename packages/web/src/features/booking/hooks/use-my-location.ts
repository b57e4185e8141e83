// "Use my current location" for the pickup (reverse geocoding from a position, spec §7
// Maps service): the browser's position (asked for only when the button is pressed), then the
// nearest address by the maps port's reverse lookup. What the user typed stays until an address is
// found; every failure says what to do instead (type the address).
import type * as Location from "@cabline/domain/Location";
import { useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { bookingMessages as m } from "../messages.ts";

export type Locating = { readonly busy: boolean; readonly error: string | undefined };

/**
 * Whether this browser can tell the page where it is. The web server's render (no window) draws
 * the button, as every browser the app supports has the API; one that does not redraws without it.
 */
export const canLocate = (): boolean => typeof window === "undefined" || "geolocation" in navigator;

const position = (): Promise<GeolocationPosition> =>
  new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    }),
  );

/** A GeolocationPositionError by its code: 1 permission denied, 2 unavailable, 3 timed out. */
const messageOf = (failure: unknown): string => {
  const code = typeof failure === "object" && failure !== null && "code" in failure ? failure.code : undefined;
  if (code === 1) return m.locationDenied;
  if (code === 2 || code === 3) return m.locationUnavailable;
  return m.locationNoAddress;
};

export function useMyLocation(onFound: (location: Location.Location) => void) {
  const load = useServices();
  const [state, setState] = useState<Locating>({ busy: false, error: undefined });

  async function locate() {
    if (state.busy) return;
    setState({ busy: true, error: undefined });
    try {
      const { coords } = await position();
      const { maps } = await load();
      const [nearest] = await maps.reverseGeocode({ lat: coords.latitude, lng: coords.longitude });
      if (nearest === undefined) throw new Error("no address here");
      onFound(nearest);
      setState({ busy: false, error: undefined });
    } catch (failure) {
      setState({ busy: false, error: messageOf(failure) });
    }
  }

  return { ...state, locate };
}
