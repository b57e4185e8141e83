// The ports the web app uses, wired once at start-up (src/app/main.tsx): live HTTP adapters by
// default, in-memory ones in tests. Screens reach them through the session actions and hooks,
// never by importing an adapter.
import type { Analytics, DispatchApi, ErrorReporting, SessionStorage, SignedOutEvent } from "@cabline/api-ports";
import type { Tenant } from "@cabline/domain";

export type Services = {
  readonly dispatch: DispatchApi;
  readonly session: SessionStorage;
  /** Analytics starts once the configuration says whether the tenant has a token (spec §7, §9). */
  readonly startAnalytics: (setup: Tenant.AnalyticsSetup) => Analytics;
  readonly errorReporting: ErrorReporting;
  /** Subscribes to the adapter's signed-out events (invalid_token, HTTP 401); returns the unsubscribe. */
  readonly onSignedOut: (listener: (event: SignedOutEvent) => void) => () => void;
};

/** A tiny event hub the dispatch adapter's `onSignedOut` option publishes into. */
export function signedOutHub() {
  const listeners = new Set<(event: SignedOutEvent) => void>();
  return {
    publish: (event: SignedOutEvent) => {
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener: (event: SignedOutEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
