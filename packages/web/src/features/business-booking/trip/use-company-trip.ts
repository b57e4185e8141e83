// A company trip named as every trip page names one (TripReference, spec §2 /business/trips/{id}
// and /business/trips/edit): a number is looked for in the chosen account's trips (upcoming/get,
// then history/get, with its business_id: what its membership may see), a booking token opens
// the trip it is the credential of. Nothing is asked of the dispatch API for an address that names
// no trip, and the page says so. Shared by the trip page and the edit page.
import type * as Booking from "@cabline/domain/Booking";
import * as TripReference from "@cabline/domain/TripReference";
import { useCallback, useEffect, useMemo, useState } from "react";
import { findTrip } from "../../../lib/find-trip.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { useBusinessAccount } from "../hooks/use-account.ts";

export type CompanyTrip =
  | { readonly kind: "loading" }
  /** The address names no trip at all (no id, or neither a number nor a token). */
  | { readonly kind: "unnamed" }
  | { readonly kind: "not_found"; readonly reference: TripReference.TripReference }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly details: Booking.BookingDetails; readonly named: string };

const loading: CompanyTrip = { kind: "loading" };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useCompanyTrip(raw: string | null | undefined) {
  const load = useServices();
  const { account } = useBusinessAccount();
  const businessId = account === undefined ? undefined : Number(account.business_id);
  const reference = useMemo(() => TripReference.parse(raw), [raw]);
  const [state, setState] = useState<CompanyTrip>(loading);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (reference === undefined) {
      setState({ kind: "unnamed" });
      return;
    }
    // A number is found among the chosen account's trips: wait for the account.
    if (reference._tag === "Number" && businessId === undefined) return;
    let live = true;
    // A trip on screen stays there while it is read again (after a cancellation, say).
    setState((now) => (now.kind === "ready" && now.named === raw ? now : loading));
    load()
      .then(({ dispatch }) =>
        findTrip(
          reference,
          businessId === undefined
            ? []
            : [
                (page) => dispatch.bookings.getUpcoming({ businessId, ...page }),
                (page) => dispatch.bookings.getHistory({ businessId, ...page }),
              ],
          (bookingToken) => dispatch.tracking.getBooking({ bookingToken }),
        ),
      )
      .then(
        (found) =>
          live &&
          setState(
            found.kind === "found"
              ? { kind: "ready", details: found.details, named: raw ?? "" }
              : { kind: "not_found", reference },
          ),
        (error: unknown) => live && setState({ kind: "failed", message: messageOf(error) }),
      );
    return () => {
      live = false;
    };
  }, [load, raw, reference, businessId, attempt]);

  return { state, account, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
