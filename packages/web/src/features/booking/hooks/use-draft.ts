// Starts (or restores) the booking draft for the screens of the booking flow (spec §4): a new
// form is dated now + 15 minutes and pays the way the session says (§4 initial payment method).
import { systemClock } from "@cabline/api-ports/Clock";
import * as BookingForm from "@cabline/domain/BookingForm";
import { use } from "react";
import { session$ } from "../../../lib/state.ts";
import { type Draft, startDraft, useDraft } from "../state/draft.ts";

export const freshDraft = (): Draft => ({
  form: BookingForm.initial(systemClock.now(), session$.get().paymentMethod),
  card: null,
  attemptKey: null,
  confirmation: null,
});

/** The draft; a screen with a stored draft waits (the skeleton) while its decoder loads. */
export function useBookingDraft(): Draft {
  use(startDraft(freshDraft));
  const draft = useDraft();
  return draft ?? freshDraft();
}
