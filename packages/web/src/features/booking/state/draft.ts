// The booking in progress (spec §3 consumer booking form, §4 booking flow): the domain's
// BookingForm plus what only this screen needs (the chosen card, the key of the booking attempt,
// the confirmation). Kept in sessionStorage on every change, so a reload or a dropped connection
// loses nothing typed, and a reload in the middle of "Book" retries with the same key.
import * as Money from "@cabline/domain/Money";
import * as BookingForm from "@cabline/domain/BookingForm";
import * as Payment from "@cabline/domain/Payment";
import { Schema } from "effect";
import { sessionStore } from "../../../lib/browser-storage.ts";
import { store, useStore } from "../../../lib/store.ts";

export const ConfirmedLeg = Schema.Struct({
  id: Schema.Int,
  leg: Schema.Literals(["outbound", "return"]),
  token: Schema.String,
  pickup: Schema.String,
  drop: Schema.String,
  pickupTime: Schema.Number,
  asap: Schema.Boolean,
});
export type ConfirmedLeg = typeof ConfirmedLeg.Type;

export const Confirmation = Schema.Struct({
  pairId: Schema.Int,
  legs: Schema.Array(ConfirmedLeg),
  paymentMethod: Payment.PaymentMethod,
  paid: Schema.Boolean,
  total: Schema.NullOr(Money.Money),
});
export type Confirmation = typeof Confirmation.Type;

export const Draft = Schema.Struct({
  form: BookingForm.BookingForm,
  /** A saved card's id, "new" for a card typed in now, or null. */
  card: Schema.NullOr(Schema.String),
  /** The Idempotency-Key of the booking attempt under way; null until Book is pressed. */
  attemptKey: Schema.NullOr(Schema.String),
  confirmation: Schema.NullOr(Confirmation),
});
export type Draft = typeof Draft.Type;

const storageKey = "cabline.booking-draft";
const isDraft = Schema.is(Draft);

function restore(): Draft | undefined {
  try {
    const raw = sessionStore()?.getItem(storageKey);
    if (raw === null || raw === undefined) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export const draft$ = store<Draft | undefined>(undefined);

let started = false;

/** Restores the stored draft once, or starts one with `fresh`, and keeps storing every change. */
export function startDraft(fresh: () => Draft): void {
  if (started) return;
  started = true;
  draft$.set(restore() ?? fresh());
  draft$.subscribe((draft) => {
    try {
      if (draft === undefined) sessionStore()?.removeItem(storageKey);
      else sessionStore()?.setItem(storageKey, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form still works, it just will not survive a reload.
    }
  });
}

export const useDraft = (): Draft | undefined => useStore(draft$);

/** Changes the form; any change ends the attempt, so the next Book is a new booking. */
export function updateForm(change: (form: BookingForm.BookingForm) => BookingForm.BookingForm): void {
  const draft = draft$.get();
  if (draft === undefined) return;
  const form = change(draft.form);
  // A change that changes nothing (the same form back) keeps the draft, its booking attempt's key
  // and the screen as they are: no render, no write to storage.
  if (form !== draft.form) draft$.set({ ...draft, form, attemptKey: null });
}

export function updateDraft(change: (draft: Draft) => Draft): void {
  const draft = draft$.get();
  if (draft !== undefined) draft$.set(change(draft));
}
