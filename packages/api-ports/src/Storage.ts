/**
 * The persisted session (spec §4 "The session is persisted in local storage"; §4, §8: an
 * invalid_token or HTTP 401 removes the stored access token). When storage is blocked (private
 * mode, a strict cookie policy) or full, the session lives in memory for this tab and the port
 * says so, so the app can tell the user they will be signed out when the tab closes.
 *
 * `createSessionStorage` works on any Web Storage (window.localStorage); the in-memory one for
 * tests is `createInMemorySessionStorage` (@cabline/api-ports/testing).
 */
import { Session } from "@cabline/domain";
import { Schema } from "effect";
import type { SignedOutEvent } from "./DispatchApi.ts";

export interface SessionStorage {
  load(): Session.Session;
  save(session: Session.Session): void;
  /** "memory" once storage turned out to be blocked or full. */
  mode(): "persistent" | "memory";
}

/** The subset of the Web Storage API used here. */
export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FallbackReason = "blocked" | "full";

export const sessionKey = "cabline.session";

const decodeSession = Schema.decodeUnknownResult(Schema.fromJsonString(Session.Session));

const isQuotaError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || /quota/i.test(error.message));

export const createSessionStorage = (options: {
  /** A getter, because merely touching window.localStorage throws when storage is blocked. */
  readonly storage: () => WebStorage | null | undefined;
  readonly key?: string;
  /** Told once, when the session falls back to memory. */
  readonly onFallback?: (reason: FallbackReason, error: unknown) => void;
}): SessionStorage => {
  const key = options.key ?? sessionKey;
  // The latest session this tab knows; the only copy once storage has failed.
  let memory: Session.Session = Session.signedOut;
  let storage: WebStorage | undefined;
  let fellBack = false;
  const fallBack = (reason: FallbackReason, error: unknown) => {
    storage = undefined;
    if (fellBack) return;
    fellBack = true;
    options.onFallback?.(reason, error);
  };
  try {
    const candidate = options.storage() ?? undefined;
    // Some browsers hand out a storage that throws on first use when it is blocked.
    candidate?.getItem(key);
    storage = candidate;
    if (storage === undefined) fallBack("blocked", new Error("No storage available"));
  } catch (error) {
    fallBack("blocked", error);
  }

  return {
    load: () => {
      if (storage === undefined) return memory;
      try {
        const raw = storage.getItem(key);
        if (raw === null) {
          memory = Session.signedOut;
          return memory;
        }
        const decoded = decodeSession(raw);
        memory = decoded._tag === "Success" ? decoded.success : Session.signedOut;
        return memory;
      } catch (error) {
        fallBack("blocked", error);
        return memory;
      }
    },
    save: (session) => {
      memory = session;
      if (storage === undefined) return;
      try {
        // A signed-out session keeps why it ended (for "session expired") but never a token.
        storage.setItem(key, JSON.stringify(session.signedIn ? session : { ...session, token: null }));
      } catch (error) {
        // What is stored is now stale (it may hold a token that was just signed out): drop it.
        try {
          storage.removeItem(key);
        } catch {
          // Nothing more can be done with a storage that refuses even that.
        }
        fallBack(isQuotaError(error) ? "full" : "blocked", error);
      }
    },
    mode: () => (storage === undefined ? "memory" : "persistent"),
  };
};

/**
 * The token source of the dispatch adapter, bound to a SessionStorage: the token is read from it,
 * and a customer sign-out (invalid_token, 401) removes it there before the app hears of it.
 */
export const sessionTokens = (
  storage: SessionStorage,
  onSignedOut?: (event: SignedOutEvent) => void,
): { readonly getToken: () => string | undefined; readonly onSignedOut: (event: SignedOutEvent) => void } => ({
  getToken: () => storage.load().token ?? undefined,
  onSignedOut: (event) => {
    if (event.session === "customer") storage.save(Session.signOut(event.reason));
    onSignedOut?.(event);
  },
});
