// The selected account's trips in a period (spec §2 /overview): the upcoming and history lists of
// the business account, page by page (§9 page size at most 100), added up by the domain.
import { BusinessOverview, type Account, type Booking } from "@cabline/domain";
import { useEffect, useMemo, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { failureMessage } from "../components/failure.ts";

const pageSize = 100;
/** A guard against a runaway list: 50 pages of 100 trips per list. */
const maxPages = 50;

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  | { readonly status: "ready"; readonly bookings: ReadonlyArray<Booking.Booking> };

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: Loaded = { status: "loading" };

export function useOverview(
  account: Account.Account,
  period: BusinessOverview.Period,
  granularity: BusinessOverview.Granularity,
) {
  const load = useServices();
  const businessId = Number(account.business_id);
  const [loaded, setLoaded] = useState<Loaded>(loading);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded(loading);
    void (async () => {
      try {
        const { dispatch } = await load();
        const all = async (list: typeof dispatch.bookings.getHistory) => {
          const bookings: Array<Booking.Booking> = [];
          for (let page = 0; page < maxPages; page += 1) {
            const result = await list({ businessId, count: pageSize, offset: page * pageSize });
            bookings.push(...result.bookings);
            if (result.bookings.length < pageSize || bookings.length >= result.total) break;
          }
          return bookings;
        };
        const [history, upcoming] = await Promise.all([
          all((query) => dispatch.bookings.getHistory(query)),
          all((query) => dispatch.bookings.getUpcoming(query)),
        ]);
        const unique = new Map([...history, ...upcoming].map((booking) => [booking.id, booking]));
        if (live) setLoaded({ status: "ready", bookings: [...unique.values()] });
      } catch (error) {
        if (live) setLoaded({ status: "failed", message: failureMessage(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [load, businessId, attempt]);

  const view = useMemo(
    () => (loaded.status === "ready" ? BusinessOverview.overview(loaded.bookings, period, granularity) : undefined),
    [loaded, period, granularity],
  );
  return { loaded, view, retry: () => setAttempt((n) => n + 1) };
}
