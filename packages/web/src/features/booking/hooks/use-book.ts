// Book (spec §4 booking flow, §7 createBooking and checkout): one Idempotency-Key per booking
// attempt, kept in the stored draft until the form changes, so a double tap, a retry after a
// dropped connection or a reload in the middle books once. A guest gets a guestUserId first
// (getGuestUserId); a card is charged through checkout, and the payments port runs 3-D Secure.
import { isDispatchError } from "@cabline/api-ports/DispatchApi";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import * as BookingForm from "@cabline/domain/BookingForm";
import * as BookingTerms from "@cabline/domain/BookingTerms";
import * as Checkout from "@cabline/domain/Checkout";
import type * as Quote from "@cabline/domain/Quote";
import { useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { session$ } from "../../../lib/state.ts";
import { type Confirmation, type Draft, draft$, updateDraft } from "../state/draft.ts";
import { requestOf, withCharges } from "../state/request.ts";
import { freshDraft } from "./use-draft.ts";
import { messageOf } from "./use-ride-types.ts";
import { analyticsEvents, track } from "../../../lib/analytics.ts";

export function useBook() {
  const load = useServices();
  const guard = useGuardedSubmit();
  const [failure, setFailure] = useState<{ readonly message: string; readonly code?: string } | undefined>(undefined);

  async function book(estimate: Quote.CostEstimate, newCard: CardEntry | undefined): Promise<void> {
    const draft = draft$.get();
    if (draft === undefined) return;
    await guard.run(() => attempt(draft, estimate, newCard));
  }

  /** One attempt, under the draft's key: the guard lets one run at a time however often Book is pressed. */
  async function attempt(draft: Draft, estimate: Quote.CostEstimate, newCard: CardEntry | undefined): Promise<void> {
    setFailure(undefined);
    try {
      const key = draft.attemptKey ?? `book-${crypto.randomUUID()}`;
      updateDraft((d) => ({ ...d, attemptKey: key }));
      const { dispatch, payments } = await load();
      const signedIn = session$.get().session.signedIn;
      let guestUserId = draft.form.guestUserId;
      if (!signedIn && guestUserId === null) {
        guestUserId = await dispatch.customerAuth.getGuestUserId();
        const id = guestUserId;
        updateDraft((d) => ({ ...d, form: { ...d.form, guestBooking: true, guestUserId: id } }));
      }
      const form = draft.form;
      const card =
        form.paymentMethod === "card" && newCard !== undefined ? await payments.createCardToken(newCard) : undefined;
      const request = withCharges(requestOf(form, { signedIn, guestUserId }), estimate);
      const created = await dispatch.bookings.createBooking(request, { idempotencyKey: key });
      let paid = false;
      if (form.paymentMethod === "card") {
        const result = await dispatch.checkout.checkout(
          {
            ...(created.basket_id === undefined
              ? { booking_ids: created.bookings.map((booking) => booking.id) }
              : { basket_id: created.basket_id }),
            paymentMethod: "card",
            ...(card !== undefined ? { newCardToken: card.id } : draft.card !== null ? { card_id: draft.card } : {}),
            ...(form.promocode === "" ? {} : { promocode: form.promocode }),
            ...(!signedIn && guestUserId !== null ? { guestUserId } : {}),
          },
          // A new card or another saved card is a new payment attempt; the same one is paid once.
          { idempotencyKey: `${key}-pay-${card?.id ?? draft.card ?? "none"}`.slice(0, 255) },
        );
        // A guest has no session: the booking's token is the credential that finishes 3-D Secure.
        const bookingToken = signedIn ? undefined : created.bookings[0]?.booking_token;
        paid = Checkout.isSettled(
          await payments.confirmPayment(result, bookingToken === undefined ? {} : { bookingToken }),
        );
      }
      const confirmation: Confirmation = {
        pairId: created.pair_id,
        paymentMethod: form.paymentMethod,
        paid,
        // The price of the trip; amount_due is only what is still to pay now (nothing for cash).
        total: estimate.total,
        // The terms it was booked on, in the words the summary showed.
        terms: BookingTerms.linesFor(estimate.terms, BookingForm.pickups(form)),
        legs: created.bookings.map((booking) => ({
          id: booking.id,
          leg: booking.leg,
          token: booking.booking_token,
          pickup: booking.pickup_location.address,
          drop: booking.destinations[0]?.address ?? "",
          pickupTime: booking.pickup_time,
          asap: booking.asap === true,
        })),
      };
      draft$.set({ ...freshDraft(), confirmation });
      track(analyticsEvents.booked, {
        legs: confirmation.legs.length,
        payment: confirmation.paymentMethod,
        business: false,
        guest: !signedIn,
      });
    } catch (error) {
      const code = isDispatchError(error) ? error.code : undefined;
      setFailure({ message: messageOf(error), ...(code === undefined ? {} : { code }) });
    }
  }

  return { book, busy: guard.busy, failure };
}
