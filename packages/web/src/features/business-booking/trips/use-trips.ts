// The business scheduled rides list (spec §3: tab upcoming, active or history, a page size and a
// page index for upcoming and for history, history search text; §9 sizes 10/25/50/100, default
// 10). The list's state lives in the address (?tab=&size=&page=&q=) so reload and back keep it.
//
// Decision (spec silent): the port scopes only upcoming/get and history/get to a business, so
// Upcoming is the server's upcoming list (every unfinished trip) and Active is the part of it
// under way now (Booking.phase), read from its first 100 trips without paging.
import * as Booking from "@cabline/domain/Booking";
import * as Constants from "@cabline/domain/Constants";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useServices } from "../../../lib/session-context.tsx";
import { useBusinessAccount } from "../hooks/use-account.ts";

export type TripsTab = "upcoming" | "active" | "history";
export const tripsTabs: ReadonlyArray<TripsTab> = ["upcoming", "active", "history"];

export type TripsState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  | { readonly status: "ready"; readonly bookings: ReadonlyArray<Booking.Booking>; readonly total: number };

const sizeOf = (raw: string | null): Constants.TablePageSize =>
  Constants.tablePageSizes.find((size) => String(size) === raw) ?? Constants.defaultPageSize;

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: TripsState = { status: "loading" };

export function useTrips() {
  const load = useServices();
  const { account } = useBusinessAccount();
  const [params, setParams] = useSearchParams();
  const tab: TripsTab = tripsTabs.find((t) => t === params.get("tab")) ?? "upcoming";
  const size = sizeOf(params.get("size"));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const search = params.get("q") ?? "";
  const [state, setState] = useState<TripsState>(loading);
  const [attempt, setAttempt] = useState(0);
  const businessId = account === undefined ? undefined : Number(account.business_id);

  useEffect(() => {
    if (businessId === undefined) return;
    let live = true;
    setState(loading);
    const offset = (page - 1) * size;
    load()
      .then(async ({ dispatch }): Promise<TripsState> => {
        if (tab === "history") {
          const found = await dispatch.bookings.getHistory({
            count: size,
            offset,
            businessId,
            ...(search.trim() === "" ? {} : { search: search.trim() }),
          });
          return { status: "ready", bookings: found.bookings, total: found.total };
        }
        if (tab === "active") {
          const found = await dispatch.bookings.getUpcoming({ count: 100, offset: 0, businessId });
          const active = found.bookings.filter((b) => Booking.phase(b.status) === "active");
          return { status: "ready", bookings: active, total: active.length };
        }
        const found = await dispatch.bookings.getUpcoming({ count: size, offset, businessId });
        return { status: "ready", bookings: found.bookings, total: found.total };
      })
      .then(
        (next) => live && setState(next),
        (error: unknown) =>
          live && setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [load, businessId, tab, size, page, search, attempt]);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return {
    tab,
    size,
    page,
    search,
    state,
    pages: state.status === "ready" ? Math.max(1, Math.ceil(state.total / size)) : 1,
    setTab: (t: TripsTab) => set({ tab: t === "upcoming" ? undefined : t, page: undefined }),
    setSize: (s: number) => set({ size: String(s), page: undefined }),
    setPage: (p: number) => set({ page: p <= 1 ? undefined : String(p) }),
    setSearch: (q: string) => set({ q, page: undefined }),
    retry: () => setAttempt((n) => n + 1),
  };
}
