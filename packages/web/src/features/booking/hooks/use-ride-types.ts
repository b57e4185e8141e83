// The tenant's ride types (spec §7 activeRideTypes): the ones the web server inlined in the page
// (no request and no decoder before the form paints), else loaded once per screen
// visit; the domain's RideAvailability decides which of them fit a journey.
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import { useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { bootRideTypes } from "../../../lib/state.ts";

export type RideTypesState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly rideTypes: ReadonlyArray<RideAvailability.RideType> }
  | { readonly status: "failed"; readonly message: string };

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: RideTypesState = { status: "loading" };

export function useRideTypes(): { readonly state: RideTypesState; readonly retry: () => void } {
  const load = useServices();
  const [inlined] = useState(bootRideTypes);
  const [state, setState] = useState<RideTypesState>(
    inlined === undefined ? loading : { status: "ready", rideTypes: inlined },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The page came with them; a retry (attempt > 0) only follows a failed request.
    if (attempt === 0 && inlined !== undefined) return;
    let live = true;
    setState(loading);
    load()
      .then(({ dispatch }) => dispatch.bookings.getActiveRideTypes())
      .then((rideTypes) => live && setState({ status: "ready", rideTypes }))
      .catch((error: unknown) => live && setState({ status: "failed", message: messageOf(error) }));
    return () => {
      live = false;
    };
  }, [load, attempt, inlined]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The §8 message of a DispatchError (already the catalogue's text), or a generic one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : "Something went wrong. Please try again.";
