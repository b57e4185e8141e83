// @vitest-environment happy-dom
// One submission at a time (components/forms/useGuardedSubmit.ts), as a form's button uses it: a
// double click sends once, the button is busy while the work runs, and a failure frees it again.
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useGuardedSubmit } from "../src/components/forms/useGuardedSubmit.ts";

afterEach(cleanup);

/** A promise and the hand that settles it, so a test decides when the work ends. */
const deferred = () => {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
};

function BookButton({ book }: { readonly book: () => Promise<void> }) {
  const { busy, run } = useGuardedSubmit();
  return (
    <button type="button" aria-busy={busy} onClick={() => void run(book)}>
      {busy ? "Booking…" : "Book now"}
    </button>
  );
}

describe("a guarded submit", () => {
  it("sends a double click once, says it is busy meanwhile, and takes the next click once done", async () => {
    const work = deferred();
    let calls = 0;
    render(<BookButton book={() => ((calls += 1), work.promise)} />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toBe(1);
    expect(button.textContent).toBe("Booking…");
    expect(button.getAttribute("aria-busy")).toBe("true");
    await act(async () => {
      work.resolve();
      await work.promise;
    });
    expect(button.textContent).toBe("Book now");
    fireEvent.click(button);
    expect(calls).toBe(2);
  });

  it("is free again after the work fails, so the person can try again", async () => {
    const { result } = renderHook(() => useGuardedSubmit());
    const failing = deferred();
    let attempt: Promise<void> = Promise.resolve();
    act(() => {
      attempt = result.current.run(() => failing.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      failing.reject(new Error("offline"));
      await attempt.catch(() => undefined);
    });
    expect(result.current.busy).toBe(false);
    let ran = false;
    await act(() =>
      result.current.run(async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(true);
  });
});
