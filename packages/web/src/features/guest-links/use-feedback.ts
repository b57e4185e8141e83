// Sending ride feedback from a guest link (contract extension submitBookingFeedback):
// one request at a time, a double press sends once, and the answer or the §8 refusal is kept for
// the page to show.
import type { Feedback } from "@cabline/domain";
import { useState } from "react";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../lib/session-context.tsx";

export type FeedbackState =
  | { readonly kind: "idle" }
  | { readonly kind: "sending" }
  | { readonly kind: "sent"; readonly receivedAt: number }
  | { readonly kind: "failed"; readonly message: string };

export function useFeedback(token: string | undefined, kind: Feedback.Kind) {
  const load = useServices();
  const [state, setState] = useState<FeedbackState>({ kind: "idle" });
  const guard = useGuardedSubmit();
  async function send(fields: { readonly rating?: number; readonly comment: string }) {
    if (token === undefined) return;
    await guard.run(async () => {
      setState({ kind: "sending" });
      try {
        const { dispatch } = await load();
        const answer = await dispatch.bookings.submitBookingFeedback({ bookingToken: token, kind, ...fields });
        setState({ kind: "sent", receivedAt: answer.receivedAt });
      } catch (error) {
        const { message }: { readonly message?: unknown } = typeof error === "object" && error !== null ? error : {};
        setState({ kind: "failed", message: typeof message === "string" ? message : "Unknown Error" });
      }
    });
  }
  return { state, send };
}
