// One of the signed-in user's trips (spec §2 /trips/{id}, /previous-bookings/{bookingId}), named
// as every trip page names one (TripReference): a number is looked for in the user's own list
// (get/bookings, all), so an id not in it is "not found", whoever's it is; a booking token opens
// the trip it is the credential of. The lookup is lib/find-trip.ts, shared with the company trip.
import type * as Booking from "@cabline/domain/Booking";
import * as TripReference from "@cabline/domain/TripReference";
import { useCallback, useEffect, useState } from "react";
import { findTrip } from "../../lib/find-trip.ts";
import { useServices } from "../../lib/session-context.tsx";
import { failureMessage } from "./format.ts";

export type TripState =
  | { readonly kind: "loading" }
  | { readonly kind: "not_found" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly details: Booking.BookingDetails };

export function useTrip(raw: string | undefined) {
  const load = useServices();
  const [state, setState] = useState<TripState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const reference = TripReference.parse(raw);
      if (reference === undefined) {
        setState({ kind: "not_found" });
        return;
      }
      try {
        const { dispatch } = await load();
        const found = await findTrip(
          reference,
          [(page) => dispatch.bookings.getBookings({ filter: "all", ...page })],
          (bookingToken) => dispatch.tracking.getBooking({ bookingToken }),
        );
        if (!cancelled) setState(found.kind === "found" ? { kind: "ready", details: found.details } : found);
      } catch (error) {
        if (!cancelled) setState({ kind: "failed", message: failureMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [load, raw, attempt]);

  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
