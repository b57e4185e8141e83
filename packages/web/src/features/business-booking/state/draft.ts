// The business booking being filled in (spec §3 Business booking: both legs, tab, step, payment),
// shared by the form and the summary screens. Kept in session storage so a reload or a trip to
// the summary and back loses nothing typed (house style), and cleared once booked.
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import * as DateTime from "@cabline/domain/DateTime";
import { store, useStore } from "../../../lib/store.ts";

export type Draft = {
  readonly booking: BusinessBooking.BusinessBooking;
  /** True once the user changed something since the last booking (the unsaved-changes warning). */
  readonly dirty: boolean;
};

const storageKey = "cabline.business-booking";

const now = () => DateTime.fromEpochMs(Date.now()).toInstant();

export const freshDraft = (): Draft => ({ booking: BusinessBooking.initial(now()), dirty: false });

function readStored(): Draft | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey);
    if (raw === null || raw === undefined) return undefined;
    // This module's own writing, checked by its shape: decoding it with BusinessBooking's schema
    // shares the place and assistance schemas with the booking draft's decoder (draft-schema.ts),
    // which split them into a chunk that every first load names (bundle-budget.json).
    const parsed = JSON.parse(raw) as Draft;
    return parsed.booking?.outbound !== undefined ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export const draft$ = store<Draft>(readStored() ?? freshDraft());

draft$.subscribe((value) => {
  try {
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Storage full or refused: the draft lives in memory for this page.
  }
});

/** Applies a domain change to the booking and marks the draft as changed. */
export function change(update: (booking: BusinessBooking.BusinessBooking) => BusinessBooking.BusinessBooking) {
  const current = draft$.get();
  draft$.set({ booking: update(current.booking), dirty: true });
}

/** Replaces the booking without marking it changed (navigation, server answers). */
export function replace(booking: BusinessBooking.BusinessBooking) {
  // The same booking back (a rule that had nothing to change) draws nothing again.
  if (booking !== draft$.get().booking) draft$.assign({ booking });
}

/** After booking: a new empty form, nothing to warn about. */
export function reset() {
  draft$.set(freshDraft());
}

export const clockNow = now;

export function useDraft(): Draft {
  return useStore(draft$);
}
