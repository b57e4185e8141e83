// Starts (or restores) the booking draft for the screens of the booking flow (spec §4): a new
// form is dated now + 15 minutes and pays the way the session says (§4 initial payment method).
// With the ride types inlined in the page, it starts with the one that fits (§4): reconciling
// only after the first paint drew the whole form twice on every load of /book-ride.
import { systemClock } from "@cabline/api-ports/Clock";
import * as BookingForm from "@cabline/domain/BookingForm";
import * as DateTime from "@cabline/domain/DateTime";
import { use } from "react";
import { bootRideTypes, session$, takeRenderedAt } from "../../../lib/state.ts";
import { type Draft, startDraft, useDraft } from "../state/draft.ts";

export function freshDraft(): Draft {
  const renderedAt = takeRenderedAt();
  const now = renderedAt === undefined ? systemClock.now() : DateTime.fromEpochMs(renderedAt).toInstant();
  const form = BookingForm.initial(now, session$.get().paymentMethod);
  const rideTypes = bootRideTypes();
  return {
    form: rideTypes === undefined ? form : BookingForm.reconcileRideTypes(form, rideTypes),
    card: null,
    attemptKey: null,
    confirmation: null,
  };
}

/** The draft; a screen with a stored draft waits (the skeleton) while its decoder loads. */
export function useBookingDraft(): Draft {
  use(startDraft(freshDraft));
  const draft = useDraft();
  return draft ?? freshDraft();
}
