// @vitest-environment happy-dom
// One submission at a time (components/forms/useGuardedSubmit.ts), as a form's button uses it: a
// double click sends once, the button is busy while the work runs, and a failure frees it again;
// the work's answer comes back, and two buttons under one guard each show their own progress.
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

/** A bid form's two buttons under one guard (as driver/components/BidForm.tsx): place and withdraw. */
function BidButtons({
  place,
  withdraw,
}: {
  readonly place: () => Promise<void>;
  readonly withdraw: () => Promise<void>;
}) {
  const { running, run } = useGuardedSubmit<"place" | "withdraw">();
  return (
    <>
      <button type="button" aria-busy={running === "place"} onClick={() => void run(place, "place")}>
        {running === "place" ? "Placing…" : "Place bid"}
      </button>
      <button type="button" aria-busy={running === "withdraw"} onClick={() => void run(withdraw, "withdraw")}>
        {running === "withdraw" ? "Withdrawing…" : "Withdraw"}
      </button>
    </>
  );
}

describe("a guarded submit's answer and named runs", () => {
  it("answers what the work answers, and nothing for a run refused while another is in flight", async () => {
    const { result } = renderHook(() => useGuardedSubmit());
    const work = deferred();
    let first: Promise<boolean | undefined> = Promise.resolve(undefined);
    let second: Promise<boolean | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(() => work.promise.then(() => true));
      second = result.current.run(async () => false);
    });
    expect(await second).toBeUndefined();
    await act(async () => {
      work.resolve();
      expect(await first).toBe(true);
    });
    await act(async () => expect(await result.current.run(async () => false)).toBe(false));
  });

  it("keeps two buttons to one call at a time, each showing its own progress", async () => {
    const placing = deferred();
    const calls: string[] = [];
    render(
      <BidButtons
        place={() => (calls.push("place"), placing.promise)}
        withdraw={async () => void calls.push("withdraw")}
      />,
    );
    const [place, withdraw] = screen.getAllByRole("button");
    if (place === undefined || withdraw === undefined) throw new Error("two buttons expected");
    fireEvent.click(place);
    fireEvent.click(withdraw);
    fireEvent.click(place);
    expect(calls).toEqual(["place"]);
    expect(place.textContent).toBe("Placing…");
    expect(withdraw.textContent).toBe("Withdraw");
    expect(withdraw.getAttribute("aria-busy")).toBe("false");
    await act(async () => {
      placing.resolve();
      await placing.promise;
    });
    expect(place.textContent).toBe("Place bid");
    await act(async () => {
      fireEvent.click(withdraw);
    });
    expect(calls).toEqual(["place", "withdraw"]);
    expect(withdraw.textContent).toBe("Withdraw");
  });
});
