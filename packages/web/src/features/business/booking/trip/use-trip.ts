// One company trip by its booking token (spec §7 getBooking, getCancelBookingInfo,
// cancelBookingPair, sendReceipt): load, preview the cancellation fee, cancel, e-mail a receipt.
// Decision (spec silent): /business/trips/{id} carries the booking token, the id the port can
// look a booking up by.
import type { Booking } from "@cabline/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { useServices } from "../../../../lib/session-context.tsx";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type Busy = "cancel-preview" | "cancel" | "receipt" | undefined;

export function useTrip(token: string) {
  const load = useServices();
  const [details, setDetails] = useState<Booking.BookingDetails | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [preview, setPreview] = useState<Booking.CancellationPreview | undefined>(undefined);
  const [busy, setBusy] = useState<Busy>(undefined);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | undefined>(undefined);
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    setFailure(undefined);
    load()
      .then(({ dispatch }) => dispatch.tracking.getBooking({ bookingToken: token }))
      .then(
        (found) => live && setDetails(found),
        (error: unknown) => live && setFailure(messageOf(error)),
      );
    return () => {
      live = false;
    };
  }, [load, token, attempt]);

  const run = useCallback(async (kind: Exclude<Busy, undefined>, action: () => Promise<string | undefined>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setNotice(undefined);
    try {
      const text = await action();
      if (text !== undefined) setNotice({ kind: "ok", text });
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      inFlight.current = false;
      setBusy(undefined);
    }
  }, []);

  return {
    details,
    failure,
    retry: () => setAttempt((n) => n + 1),
    preview,
    busy,
    notice,
    previewCancel: () =>
      run("cancel-preview", async () => {
        const { dispatch } = await load();
        setPreview(await dispatch.bookings.getCancelBookingInfo({ bookingToken: token }));
        return undefined;
      }),
    keep: () => setPreview(undefined),
    cancel: (done: string) =>
      run("cancel", async () => {
        const { dispatch } = await load();
        await dispatch.bookings.cancelBookingPair({ bookingToken: token });
        setPreview(undefined);
        setAttempt((n) => n + 1);
        return done;
      }),
    receipt: (sent: (to: string) => string) =>
      run("receipt", async () => {
        const { dispatch } = await load();
        const answer = await dispatch.bookings.sendReceipt({ bookingToken: token });
        return sent(answer.sentTo);
      }),
  };
}
