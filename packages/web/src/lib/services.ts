// The ports the web app uses: created on first use, not at start-up, so a visitor who
// only looks at a page downloads neither the HTTP adapter nor the schemas that decode its answers.
// Live adapters come from src/app/live-services.ts; tests pass in-memory ones. Screens reach them
// through the session actions and hooks, never by importing an adapter.
import type {
  Captcha,
  DispatchApi,
  ErrorReporting,
  MapsApi,
  PaymentsApi,
  SessionStorage,
  SignedOutEvent,
} from "@cabline/api-ports";

export type Services = {
  readonly dispatch: DispatchApi;
  /** Address search and places (spec §7 maps service): the sandbox geocoder, or Google with a key. */
  readonly maps: MapsApi;
  /**
   * What `maps` was made from, for a Web Worker to make the same adapter (the bulk upload looks
   * its places up in its worker). Absent when `maps` is no HTTP adapter (tests): the page then
   * looks up itself, through `maps`.
   */
  readonly mapsOptions?: { readonly baseUrl?: string; readonly apiKey?: string };
  /** Card tokens and 3-D Secure: the sandbox payments adapter offline (Stripe with a real key). */
  readonly payments: PaymentsApi;
  /** The security check before a code is texted: the sandbox widget offline (a real provider with a key). */
  readonly captcha: Captcha;
  readonly session: SessionStorage;
  readonly errorReporting: ErrorReporting;
  /** Subscribes to the adapter's signed-out events (invalid_token, HTTP 401); returns the unsubscribe. */
  readonly onSignedOut: (listener: (event: SignedOutEvent) => void) => () => void;
};

/** Loads the ports once, on the first call that needs one. */
export type LoadServices = () => Promise<Services>;

/**
 * Runs `load` on the first call and shares its promise with every later call. A load that fails
 * (offline, a chunk that did not arrive) is forgotten, so the next call tries again.
 */
export const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
};

/** False while the browser knows it has no connection (then a dynamic import would only poison its module map). */
export const isOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

/** What a load refused while offline rejects with. */
export const offline = (): Error => new Error("offline");

/**
 * `once` for a chunk loaded with a dynamic import, which must load once the connection is back.
 * Chromium keeps a failed dynamic import in its module map, and its modulepreloaded dependencies
 * too: importing the same URL again fails without asking the network (measured with Chromium 150:
 * offline, then online, the same URL still failed, and so did a fresh URL of a chunk whose shared
 * dependencies had failed). So while the browser knows it is offline nothing is imported at all;
 * the module map stays clean and the next call online loads as usual.
 */
export const onceImport = <M, T>(
  importer: () => Promise<M>,
  use: (module: M) => T,
  online: () => boolean = isOnline,
): (() => Promise<T>) => once(() => (online() ? importer().then(use) : Promise.reject(offline())));

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
