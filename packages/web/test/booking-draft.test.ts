// @vitest-environment happy-dom
// The booking in progress (features/booking/state/draft.ts; spec §4): kept in the tab's session
// storage on every change, so a reload or a dropped connection loses nothing typed; restored from
// there once; a change ends the booking attempt (the next Book is a new booking); a change that
// changes nothing writes nothing; storage that refuses to write never breaks the form.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freshDraft } from "../src/features/booking/hooks/use-draft.ts";
import { draft$, resetDraft, startDraft, updateDraft, updateForm } from "../src/features/booking/state/draft.ts";

const key = "cabline.booking-draft";
const stored = () =>
  JSON.parse(sessionStorage.getItem(key) ?? "null") as { form: { outbound: { passengers: number } } };

beforeEach(() => {
  resetDraft();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  resetDraft();
});

describe("the booking draft", () => {
  it("starts fresh with nothing stored and stores every change, which ends the booking attempt", async () => {
    await startDraft(freshDraft);
    updateDraft((draft) => ({ ...draft, attemptKey: "attempt-1" }));
    updateForm((form) => ({ ...form, outbound: { ...form.outbound, passengers: 3 } }));
    expect(draft$.get()?.form.outbound.passengers).toBe(3);
    expect(draft$.get()?.attemptKey).toBeNull();
    expect(stored().form.outbound.passengers).toBe(3);
  });

  it("writes nothing for a change that changes nothing, and keeps the attempt", async () => {
    await startDraft(freshDraft);
    updateDraft((draft) => ({ ...draft, attemptKey: "attempt-1" }));
    const writes = vi.spyOn(Storage.prototype, "setItem");
    updateForm((form) => form);
    expect(writes).not.toHaveBeenCalled();
    expect(draft$.get()?.attemptKey).toBe("attempt-1");
  });

  it("is restored after a reload, not started again; a stored value that does not decode starts afresh", async () => {
    await startDraft(freshDraft);
    updateForm((form) => ({ ...form, outbound: { ...form.outbound, passengers: 4 } }));
    // A reload: the page's state is gone, the tab's storage is not.
    resetDraft();
    await startDraft(freshDraft);
    expect(draft$.get()?.form.outbound.passengers).toBe(4);

    resetDraft();
    sessionStorage.setItem(key, '{"form": "not a form"}');
    await startDraft(freshDraft);
    expect(draft$.get()?.form.outbound.passengers).toBe(freshDraft().form.outbound.passengers);
  });

  it("keeps working when the browser refuses to store it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await startDraft(freshDraft);
    updateForm((form) => ({ ...form, outbound: { ...form.outbound, passengers: 2 } }));
    expect(draft$.get()?.form.outbound.passengers).toBe(2);
  });
});
