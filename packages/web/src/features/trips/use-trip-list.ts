// One page of the signed-in user's trips (spec §7 upcoming/get and history/get; §9 page sizes
// 10, 25, 50, 100 and "Total N Items"). Past trips can be searched.
import type * as Booking from "@cabline/domain/Booking";
import * as Constants from "@cabline/domain/Constants";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";
import { failureMessage } from "./format.ts";

export type TripListKind = "upcoming" | "history";

export type TripList =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly page: Booking.BookingsPage };

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: TripList = { kind: "loading" };

export function useTripList(list: TripListKind) {
  const load = useServices();
  const [pageSize, setPageSize] = useState<Constants.TablePageSize>(Constants.defaultPageSize);
  const [pageIndex, setPageIndex] = useState(0);
  const [search, setSearch] = useState("");
  const [state, setState] = useState<TripList>(loading);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState(loading);
    void (async () => {
      try {
        const { dispatch } = await load();
        const query = { count: pageSize, offset: pageIndex * pageSize };
        const page =
          list === "upcoming"
            ? await dispatch.bookings.getUpcoming(query)
            : await dispatch.bookings.getHistory(search === "" ? query : { ...query, search });
        if (!cancelled) setState({ kind: "ready", page });
      } catch (error) {
        if (!cancelled) setState({ kind: "failed", message: failureMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [load, list, pageSize, pageIndex, search, attempt]);

  return {
    state,
    pageSize,
    pageIndex,
    search,
    setPageSize: useCallback((size: Constants.TablePageSize) => {
      setPageSize(size);
      setPageIndex(0);
    }, []),
    setPageIndex,
    setSearch: useCallback((text: string) => {
      setSearch(text.trim());
      setPageIndex(0);
    }, []),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
