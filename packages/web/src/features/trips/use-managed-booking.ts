// The booking behind a manage link (spec §2 token routes, §7 getBooking): the booking token is
// the credential, so a guest who is not signed in reads it too. A page the web server sent with
// the booking (boot data) starts from it. No polling: the page changes when the passenger acts
// (cancel, change, pay elsewhere) and asks again then; a failed reload keeps what is shown and
// says so. invalid_booking (§8) is told apart, so the page can say what to check.
import type * as Booking from "@cabline/domain/Booking";
import { useCallback, useEffect, useRef, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";
import { takeBootBooking } from "../../lib/state.ts";
import { codeOf, failureMessage } from "./format.ts";

export type ManagedBooking =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string; readonly invalid: boolean; readonly retrying: boolean }
  | { readonly kind: "ready"; readonly details: Booking.BookingDetails; readonly reloadFailed?: string | undefined };

// ErrorCatalogue.invalidBooking, spelled out: the catalogue is not needed on this page otherwise.
const invalidBooking = "invalid_booking";

export function useManagedBooking(token: string | undefined) {
  const load = useServices();
  const [state, setState] = useState<ManagedBooking>(() => {
    const inlined = takeBootBooking(token);
    if (inlined === undefined) return { kind: "loading" };
    return inlined._tag === "Found"
      ? { kind: "ready", details: inlined.details }
      : { kind: "failed", message: inlined.message, invalid: true, retrying: false };
  });
  const current = useRef(state);
  current.current = state;

  const fetchOnce = useCallback(async () => {
    if (token === undefined || token === "") {
      setState({ kind: "failed", message: "Invalid booking Token.", invalid: true, retrying: false });
      return;
    }
    try {
      const { dispatch } = await load();
      const details = await dispatch.tracking.getBooking({ bookingToken: token });
      setState({ kind: "ready", details });
    } catch (error) {
      const previous = current.current;
      if (previous.kind === "ready") setState({ ...previous, reloadFailed: failureMessage(error) });
      else
        setState({
          kind: "failed",
          message: failureMessage(error),
          invalid: codeOf(error) === invalidBooking,
          retrying: false,
        });
    }
  }, [load, token]);

  const startedReady = useRef(state.kind !== "loading");
  useEffect(() => {
    if (startedReady.current) return;
    void fetchOnce();
  }, [fetchOnce]);

  const retry = useCallback(async () => {
    setState((previous) => (previous.kind === "failed" ? { ...previous, retrying: true } : previous));
    await fetchOnce();
  }, [fetchOnce]);

  return { state, reload: fetchOnce, retry };
}
