// The booking in progress (spec §3 consumer booking form, §4 booking flow): the domain's
// BookingForm plus what only this screen needs (the chosen card, the key of the booking attempt,
// the confirmation). Kept in sessionStorage on every change, so a reload or a dropped connection
// loses nothing typed, and a reload in the middle of "Book" retries with the same key.
import type * as BookingForm from "@cabline/domain/BookingForm";
import type * as DraftSchema from "./draft-schema.ts";
import { sessionStore } from "../../../lib/browser-storage.ts";
import { store, useStore } from "../../../lib/store.ts";

export type ConfirmedLeg = typeof DraftSchema.ConfirmedLeg.Type;
export type Confirmation = typeof DraftSchema.Confirmation.Type;
export type Draft = typeof DraftSchema.Draft.Type;

const storageKey = "cabline.booking-draft";

function stored(): string | undefined {
  try {
    return sessionStore()?.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export const draft$ = store<Draft | undefined>(undefined);

let started = false;
let restoring: Promise<void> | undefined;

/**
 * Restores the stored draft once, or starts one with `fresh`, and keeps storing every change.
 * With nothing stored the draft starts at once and this returns undefined; with a stored draft it
 * returns the promise of its restoring (the decoder loads first), which the screen waits for
 * (React's `use`) rather than show a fresh form that the restored one would replace.
 */
export function startDraft(fresh: () => Draft): Promise<void> | undefined {
  if (started) return restoring;
  started = true;
  const raw = stored();
  if (raw === undefined) {
    begin(fresh());
    return undefined;
  }
  restoring = import("./draft-schema.ts")
    .then(({ decodeDraft }) => begin(decodeDraft(raw) ?? fresh()))
    // The decoder could not load (the connection dropped): start afresh rather than never start.
    .catch(() => begin(fresh()))
    .finally(() => {
      restoring = undefined;
    });
  return restoring;
}

function begin(draft: Draft): void {
  draft$.set(draft);
  draft$.subscribe((next) => {
    try {
      if (next === undefined) sessionStore()?.removeItem(storageKey);
      else sessionStore()?.setItem(storageKey, JSON.stringify(next));
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
