// The booking behind a token link (spec §7 getBooking; §2 /t, /track, /pay, /share), kept fresh
// without a reload: followed as it changes through the dispatch API's booking events
// (watchBooking) while the leg can still change, and asked again on a timer
// (TripProgress.refreshAfterMs) whenever that stream is not running, so a stream that fails or
// falls silent costs only speed; the stream opens once the first load has settled
// (TripProgress.followAfterMs) and is tried again after TripProgress.streamRetryMs.
// A failed refresh keeps what is on screen and says so; only the first load can fail the page.
// A page the web server sent with its booking (boot data) starts from it and asks again only when
// the status calls for it: its first paint needs no request and no decoder.
import * as Booking from "@cabline/domain/Booking";
import * as TripProgress from "@cabline/domain/TripProgress";
import { useCallback, useEffect, useRef, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";
import { takeBootBooking } from "../../lib/state.ts";

export type BookingByToken =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string; readonly invalid: boolean; readonly retrying: boolean }
  | {
      readonly kind: "ready";
      readonly details: Booking.BookingDetails;
      readonly checkedAt: number;
      readonly refreshFailed: boolean;
    };

const describe = (error: unknown): { message: string; invalid: boolean } => {
  const failure: { readonly message?: unknown; readonly code?: unknown } =
    typeof error === "object" && error !== null ? error : {};
  return {
    message: typeof failure.message === "string" ? failure.message : "Unknown Error",
    // ErrorCatalogue.invalidBooking, spelled out: importing the catalogue put 1.7 kB more on the
    // token page's first load.
    invalid: failure.code === "invalid_booking",
  };
};

/** The page's view once the dispatch API has answered (or sent an event): heard now, fresh. */
const heardNow = (details: Booking.BookingDetails): BookingByToken => ({
  kind: "ready",
  details,
  checkedAt: Date.now(),
  refreshFailed: false,
});

export function useBookingByToken(token: string | undefined, options: { readonly poll?: boolean } = {}) {
  const load = useServices();
  const [inlined] = useState(() => takeBootBooking(token));
  const [state, setState] = useState<BookingByToken>(() =>
    inlined === undefined
      ? { kind: "loading" }
      : inlined._tag === "Found"
        ? { kind: "ready", details: inlined.details, checkedAt: inlined.checkedAt, refreshFailed: false }
        : { kind: "failed", message: inlined.message, invalid: true, retrying: false },
  );
  // An inlined booking counts as the first answer: the timer below starts from it.
  const [tick, setTick] = useState(inlined === undefined ? 0 : 1);
  const poll = options.poll ?? true;
  const current = useRef(state);
  current.current = state;
  // True while the booking's events arrive: the timer below waits.
  const [streaming, setStreaming] = useState(false);
  const status = state.kind === "ready" ? state.details.booking.status : undefined;
  const followable = poll && token !== undefined && status !== undefined && !Booking.isFinished(status);

  const fetchOnce = useCallback(async () => {
    if (token === undefined) {
      setState({ kind: "failed", message: "Invalid booking Token.", invalid: true, retrying: false });
      return;
    }
    try {
      const { dispatch } = await load();
      const details = await dispatch.tracking.getBooking({ bookingToken: token });
      setState(heardNow(details));
    } catch (error) {
      const previous = current.current;
      if (previous.kind === "ready") setState({ ...previous, refreshFailed: true });
      else setState({ kind: "failed", ...describe(error), retrying: false });
    }
  }, [load, token]);

  useEffect(() => {
    if (inlined !== undefined) return;
    let cancelled = false;
    void fetchOnce().then(() => {
      if (!cancelled) setTick((n) => n + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [fetchOnce, inlined]);

  useEffect(() => {
    if (!followable || token === undefined) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    let again: ReturnType<typeof setTimeout> | undefined;
    // An event brings the booking; a keep-alive says the one shown is still right.
    const heard = (details?: Booking.BookingDetails) =>
      setState((previous) =>
        details !== undefined ? heardNow(details) : previous.kind === "ready" ? heardNow(previous.details) : previous,
      );
    const follow = () =>
      void load().then(
        ({ dispatch }) => {
          if (stopped) return;
          setStreaming(true);
          stop = dispatch.tracking.watchBooking(
            { bookingToken: token },
            {
              onBooking: heard,
              onAlive: () => heard(),
              onEnd: () => {
                setStreaming(false);
                if (!stopped) again = setTimeout(follow, TripProgress.streamRetryMs);
              },
            },
          );
        },
        () => undefined,
      );
    again = setTimeout(follow, TripProgress.followAfterMs);
    return () => {
      stopped = true;
      stop?.();
      clearTimeout(again);
      setStreaming(false);
    };
  }, [followable, load, token]);

  // After each answer, wait as long as the status calls for, then ask again (unless the events do).
  useEffect(() => {
    if (!poll || tick === 0 || streaming) return;
    const latest = current.current;
    const status = latest.kind === "ready" ? latest.details.booking.status : undefined;
    const wait = status === undefined ? undefined : TripProgress.refreshAfterMs(status);
    if (wait === undefined) return;
    const timer = setTimeout(() => {
      void fetchOnce().then(() => setTick((n) => n + 1));
    }, wait);
    return () => clearTimeout(timer);
  }, [tick, poll, streaming, fetchOnce]);

  const retry = useCallback(async () => {
    setState((previous) => (previous.kind === "failed" ? { ...previous, retrying: true } : previous));
    await fetchOnce();
    setTick((n) => n + 1);
  }, [fetchOnce]);

  return { state, retry, reload: retry };
}
