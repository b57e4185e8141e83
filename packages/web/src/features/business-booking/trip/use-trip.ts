// One company trip (spec §7 getBooking, getCancelBookingInfo, cancelBookingPair, sendReceipt):
// found by its number or booking token (use-company-trip.ts, TripReference), then preview the
// cancellation fee, cancel, e-mail a receipt. The actions use the booking token of the trip found.
import type { Booking } from "@cabline/domain";
import { useCallback, useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { useCompanyTrip } from "./use-company-trip.ts";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type Busy = "cancel-preview" | "cancel" | "receipt" | undefined;

export function useTrip(raw: string | undefined) {
  const load = useServices();
  const { state, account, reload } = useCompanyTrip(raw);
  const [preview, setPreview] = useState<Booking.CancellationPreview | undefined>(undefined);
  // One action at a time; `running` names it, for its button's progress.
  const { running, run: guarded } = useGuardedSubmit<Exclude<Busy, undefined>>();
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | undefined>(undefined);
  const token = state.kind === "ready" ? state.details.booking.booking_token : undefined;

  const run = useCallback(
    async (kind: Exclude<Busy, undefined>, action: (bookingToken: string) => Promise<string | undefined>) => {
      if (token === undefined) return;
      await guarded(async () => {
        setNotice(undefined);
        try {
          const text = await action(token);
          if (text !== undefined) setNotice({ kind: "ok", text });
        } catch (error) {
          setNotice({ kind: "error", text: messageOf(error) });
        }
      }, kind);
    },
    [token, guarded],
  );

  return {
    state,
    account,
    retry: reload,
    preview,
    busy: running,
    notice,
    previewCancel: () =>
      run("cancel-preview", async (bookingToken) => {
        const { dispatch } = await load();
        setPreview(await dispatch.bookings.getCancelBookingInfo({ bookingToken }));
        return undefined;
      }),
    keep: () => setPreview(undefined),
    cancel: (done: string) =>
      run("cancel", async (bookingToken) => {
        const { dispatch } = await load();
        await dispatch.bookings.cancelBookingPair({ bookingToken });
        setPreview(undefined);
        reload();
        return done;
      }),
    receipt: (sent: (to: string) => string) =>
      run("receipt", async (bookingToken) => {
        const { dispatch } = await load();
        const answer = await dispatch.bookings.sendReceipt({ bookingToken });
        return sent(answer.sentTo);
      }),
  };
}
