// Asking before leaving a screen with unsaved work (spec §3 "the warning dialog"). The app's
// history (main.tsx) is the browser's, wrapped so that a screen may hold a move to another page
// until the person answers: a link, a navigate() call, or Back and Forward (put back where they
// were until then). docs/decisions/router.md says why the app routes with a history of its own
// instead of the data router, which had this built in.
import { useEffect, useRef, useState } from "react";
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from "react-router";

type History = ReturnType<typeof createBrowserHistory>;
type Path = Pick<Location, "pathname" | "search" | "hash">;

/** Whether moving from `from` to `to` must be asked about first. */
export type LeaveCheck = (move: { readonly from: Path; readonly to: Path }) => boolean;

/** A move held until the person answers. */
type Held = { readonly proceed: () => void };

let check: LeaveCheck | undefined;
let held: Held | undefined;
const watchers = new Set<() => void>();
const setHeld = (next: Held | undefined) => {
  held = next;
  for (const watch of watchers) watch();
};

/** The browser's history, with moves held while a screen's check says so. */
export function leaveGuardedHistory(window: Window): History {
  const inner = createBrowserHistory({ window, v5Compat: true });
  // The page the router shows: on Back or Forward the address has already moved past it.
  let shown: Path = inner.location;
  // Back or Forward undone (the router never sees it), or redone once the person allowed it.
  let ownPop: "undo" | "redo" | undefined;
  const attempt = (to: To, go: () => void) => {
    if (check?.({ from: inner.location, to: inner.encodeLocation(to) }) === true) setHeld({ proceed: go });
    else go();
  };
  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    // `shown` follows here too: a move made before the router listens (main.tsx's first redirect)
    // reaches no listener.
    push: (to, state?: unknown) =>
      attempt(to, () => {
        inner.push(to, state);
        shown = inner.location;
      }),
    replace: (to, state?: unknown) =>
      attempt(to, () => {
        inner.replace(to, state);
        shown = inner.location;
      }),
    go: (delta) => inner.go(delta),
    listen: (listener) =>
      inner.listen((update) => {
        const { delta } = update;
        if (update.action === "POP" && ownPop === "undo") {
          ownPop = undefined;
          return;
        }
        if (update.action === "POP" && ownPop === undefined && delta !== null && delta !== 0) {
          if (check?.({ from: shown, to: update.location }) === true) {
            ownPop = "undo";
            inner.go(-delta);
            setHeld({
              proceed: () => {
                ownPop = "redo";
                inner.go(delta);
              },
            });
            return;
          }
        }
        if (ownPop === "redo") ownPop = undefined;
        shown = update.location;
        listener(update);
      }),
  };
}

/**
 * Asks before leaving while `when` says so: `held` is true while a move waits for an answer;
 * `proceed` makes it, `stay` drops it. One screen at a time holds the check.
 */
export function useLeaveGuard(when: LeaveCheck): { readonly held: boolean; proceed: () => void; stay: () => void } {
  const [current, setCurrent] = useState<Held | undefined>(undefined);
  const latest = useRef(when);
  useEffect(() => {
    latest.current = when;
  });
  useEffect(() => {
    const own: LeaveCheck = (move) => latest.current(move);
    check = own;
    const watch = () => setCurrent(held);
    watchers.add(watch);
    return () => {
      if (check === own) check = undefined;
      watchers.delete(watch);
      setHeld(undefined);
    };
  }, []);
  return {
    held: current !== undefined,
    proceed: () => {
      const move = held;
      setHeld(undefined);
      move?.proceed();
    },
    stay: () => setHeld(undefined),
  };
}
