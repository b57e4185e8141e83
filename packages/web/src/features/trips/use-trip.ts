// One of the signed-in user's trips by its booking id (spec §2 /trips/{id}, /previous-bookings/
// {bookingId}). The contract has no lookup by id, so the user's own list (get/bookings, all, 100
// a page) is read until the id turns up; the booking's token then gives the pair and what is due
// (getBooking). An id not in the user's list is "not found", whoever's it is.
import type * as Booking from "@cabline/domain/Booking";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";
import { failureMessage } from "./format.ts";

export type TripState =
  | { readonly kind: "loading" }
  | { readonly kind: "not_found" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly details: Booking.BookingDetails };

const pageSize = 100;
/** Enough for 2,000 trips; a longer history is searched from the list instead. */
const maxPages = 20;

export function useTrip(id: number | undefined) {
  const load = useServices();
  const [state, setState] = useState<TripState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (id === undefined || !Number.isInteger(id)) {
        setState({ kind: "not_found" });
        return;
      }
      try {
        const { dispatch } = await load();
        let found: Booking.Booking | undefined;
        for (let page = 0; page < maxPages && found === undefined; page += 1) {
          const answer = await dispatch.bookings.getBookings({
            filter: "all",
            count: pageSize,
            offset: page * pageSize,
          });
          found = answer.bookings.find((booking) => booking.id === id);
          if ((page + 1) * pageSize >= answer.total) break;
        }
        if (found === undefined) {
          if (!cancelled) setState({ kind: "not_found" });
          return;
        }
        const details = await dispatch.tracking.getBooking({ bookingToken: found.booking_token });
        if (!cancelled) setState({ kind: "ready", details });
      } catch (error) {
        if (!cancelled) setState({ kind: "failed", message: failureMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [load, id, attempt]);

  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
