// The tenant's ride types (spec §7 activeRideTypes), loaded once per screen with its progress and
// failure, for the domain's RideAvailability to choose from.
import type { RideAvailability } from "@cabline/domain";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";

export type RideTypesState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  | { readonly status: "ready"; readonly rideTypes: ReadonlyArray<RideAvailability.RideType> };

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: RideTypesState = { status: "loading" };

export function useRideTypes(): RideTypesState & { readonly retry: () => void } {
  const load = useServices();
  const [state, setState] = useState<RideTypesState>(loading);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState(loading);
    load()
      .then(({ dispatch }) => dispatch.bookings.getActiveRideTypes())
      .then(
        (rideTypes) => live && setState({ status: "ready", rideTypes }),
        (error: unknown) =>
          live && setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
