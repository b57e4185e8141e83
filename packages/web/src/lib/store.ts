// A minimal observable store (docs/decisions/state-library.md): the shell's three pieces of
// shared state need get, set, subscribe and a React hook, which is all this is; a state library
// was 9 kB of the first load.
import { useSyncExternalStore } from "react";

export type Store<T> = {
  readonly get: () => T;
  readonly set: (next: T) => void;
  /** Shallow-merges a patch into an object state. */
  readonly assign: (patch: Partial<T>) => void;
  /** Called after every change with the new and the previous value; returns the unsubscribe. */
  readonly subscribe: (listener: (value: T, previous: T) => void) => () => void;
};

export function store<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T, previous: T) => void>();
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    const previous = value;
    value = next;
    for (const listener of listeners) listener(value, previous);
  };
  return {
    get: () => value,
    set,
    assign: (patch) => set({ ...value, ...patch }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Resolves once the store's value passes the test. */
export const when = <T>(source: Store<T>, test: (value: T) => boolean): Promise<T> =>
  new Promise((resolve) => {
    if (test(source.get())) return resolve(source.get());
    const unsubscribe = source.subscribe((value) => {
      if (!test(value)) return;
      unsubscribe();
      resolve(value);
    });
  });

/**
 * The store's current value in a component, re-rendering on change. `drawnByServer` is the value
 * the web server's render drew with, where the browser's may differ (the colour mode, a question
 * from this browser's storage): hydration draws it too, and React draws the browser's value next.
 */
export function useStore<T>(source: Store<T>, drawnByServer?: () => T): T {
  return useSyncExternalStore(source.subscribe, source.get, drawnByServer ?? source.get);
}
