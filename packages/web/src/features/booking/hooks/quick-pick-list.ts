// The places a booking form offers before anything is typed (spec §3 User recent locations),
// as use-quick-picks.ts loads them, and their list as a field reads it. Kept apart from the
// loading so a field that offers them does not bring the loading's domain modules with it.
import { useMemo } from "react";
import { store, useStore, type Store } from "../../../lib/store.ts";
import type { Suggestion } from "../../../components/places/use-place-search.ts";

export type QuickPicks = {
  /**
   * The places to offer, outside the screen's state: their arrival draws again only the fields
   * that offer them (useQuickPickList), not the whole form around them.
   */
  readonly recent: Store<ReadonlyArray<Suggestion>>;
  readonly airports: Store<ReadonlyArray<Suggestion>>;
  /** Starts loading the airports (once); call it when the visitor first focuses or touches the form. */
  readonly want: () => void;
};

const none = store<ReadonlyArray<Suggestion>>([]);

/** The places a field offers before anything is typed: the recent ones, then the airports. */
export function useQuickPickList(picks: QuickPicks | undefined): ReadonlyArray<Suggestion> {
  const recent = useStore(picks?.recent ?? none);
  const airports = useStore(picks?.airports ?? none);
  return useMemo(() => [...recent, ...airports], [recent, airports]);
}
