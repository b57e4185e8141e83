// The booking behind a guest link's token, read once (spec §7 getBooking; invalid_booking per §8).
import type * as Booking from "@cabline/domain/Booking";
import { useEffect, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";

export type GuestBooking =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly details: Booking.BookingDetails };

export function useBooking(token: string | undefined): GuestBooking {
  const load = useServices();
  const [state, setState] = useState<GuestBooking>({ kind: "loading" });
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { dispatch } = await load();
        const details = await dispatch.tracking.getBooking({ bookingToken: token ?? "" });
        if (!cancelled) setState({ kind: "ready", details });
      } catch (error) {
        const { message }: { readonly message?: unknown } = typeof error === "object" && error !== null ? error : {};
        if (!cancelled) setState({ kind: "failed", message: typeof message === "string" ? message : "Unknown Error" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [load, token]);
  return state;
}
