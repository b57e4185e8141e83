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

let started: Promise<void> | undefined;
let stopStoring: (() => void) | undefined;

/** A promise React's `use` reads as already fulfilled (its status field), so nothing waits on it. */
const settled = (): Promise<void> => Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/**
 * Restores the stored draft once, or starts one with `fresh`, and keeps storing every change.
 * Returns the same promise on every call, for the screen to wait on (React's `use`, called on
 * every render so that React can replay a render that waited): with nothing stored the draft
 * starts at once and the promise is already fulfilled; with a stored draft it is the promise of
 * its restoring (the decoder loads first), and the screen shows its skeleton rather than a fresh
 * form that the restored one would replace.
 */
export function startDraft(fresh: () => Draft): Promise<void> {
  if (started !== undefined) return started;
  const raw = stored();
  if (raw === undefined) {
    begin(fresh());
    return (started = settled());
  }
  return (started = import("./draft-schema.ts")
    .then(({ decodeDraft }) => begin(decodeDraft(raw) ?? fresh()))
    // The decoder could not load (the connection dropped): start afresh rather than never start.
    .catch(() => begin(fresh())));
}

function begin(draft: Draft): void {
  draft$.set(draft);
  stopStoring?.();
  stopStoring = draft$.subscribe((next) => {
    try {
      if (next === undefined) sessionStore()?.removeItem(storageKey);
      else sessionStore()?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the form still works, it just will not survive a reload.
    }
  });
}

export const useDraft = (): Draft | undefined => useStore(draft$);

/**
 * Forgets the draft, as a new page would: the web server draws every page with a fresh one
 * (app/server-render.tsx), never the last visitor's, whose time and ride types it would carry.
 */
export function resetDraft(): void {
  stopStoring?.();
  stopStoring = undefined;
  started = undefined;
  draft$.set(undefined);
}

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
