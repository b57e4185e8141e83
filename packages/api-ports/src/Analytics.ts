/**
 * Product analytics (spec §1, §7 "analytics initialised opted out", §9 "Tenant analytics token:
 * used only if provided"). Nothing leaves the app unless the tenant configured a token and the
 * user consented; events before consent are dropped, not queued.
 *
 * `createAnalytics` holds that rule in front of any provider (the web wires Mixpanel as the sink);
 * `createInMemoryAnalytics` (@cabline/api-ports/testing) records what reached the sink.
 */
import type { Tenant } from "@cabline/domain";

export type AnalyticsProperties = Readonly<Record<string, string | number | boolean | null>>;

/** What the provider is asked to do; it is only ever asked after consent, with the tenant's token. */
export type AnalyticsCall =
  | { readonly type: "init"; readonly token: string }
  | { readonly type: "track"; readonly event: string; readonly properties: AnalyticsProperties }
  | { readonly type: "identify"; readonly userId: string }
  | { readonly type: "reset" };

/** disabled: the tenant gave no token. opted_out: no consent (the start state). opted_in: consented. */
export type AnalyticsState = "disabled" | "opted_out" | "opted_in";

export interface Analytics {
  readonly state: () => AnalyticsState;
  /** The user consented: initialise the provider with the tenant's token. */
  optIn(): void;
  /** The user withdrew consent: forget the user and send nothing more. */
  optOut(): void;
  track(event: string, properties?: AnalyticsProperties): void;
  identify(userId: string): void;
}

/** The event tracked when the token check finds the session expired (§4). */
export const sessionExpiredEvent = "session_expired";

export const createAnalytics = (options: {
  /** Tenant.analyticsSetup(configuration): OptedIn with the token only when the tenant gave one. */
  readonly setup: Tenant.AnalyticsSetup;
  readonly sink: (call: AnalyticsCall) => void;
  /** Consent remembered from an earlier visit. */
  readonly consented?: boolean;
}): Analytics => {
  const token = options.setup._tag === "OptedIn" ? options.setup.token : undefined;
  let state: AnalyticsState = token === undefined ? "disabled" : "opted_out";
  let initialised = false;
  // A broken provider must never break the app.
  const send = (call: AnalyticsCall) => {
    try {
      options.sink(call);
    } catch {
      // Dropped: analytics is best effort.
    }
  };
  const optIn = () => {
    if (token === undefined || state === "opted_in") return;
    state = "opted_in";
    if (!initialised) send({ type: "init", token });
    initialised = true;
  };
  if (options.consented === true) optIn();
  return {
    state: () => state,
    optIn,
    optOut: () => {
      if (state !== "opted_in") return;
      state = "opted_out";
      send({ type: "reset" });
    },
    track: (event, properties = {}) => {
      if (state === "opted_in") send({ type: "track", event, properties });
    },
    identify: (userId) => {
      if (state === "opted_in") send({ type: "identify", userId });
    },
  };
};
