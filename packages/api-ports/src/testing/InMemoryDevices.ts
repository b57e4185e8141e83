/**
 * In-memory analytics, error reporting and session storage: the same rules as the live ones
 * (consent, DSN, scrubbing, fallback), with what reached the provider kept for assertions.
 */
import { Session, type Tenant } from "@cabline/domain";
import { type Analytics, type AnalyticsCall, createAnalytics } from "../Analytics.ts";
import { createErrorReporting, type ErrorEvent, type ErrorReporting } from "../ErrorReporting.ts";
import { createSessionStorage, type FallbackReason, type SessionStorage, type WebStorage } from "../Storage.ts";

export interface InMemoryAnalytics extends Analytics {
  /** What the provider was asked to do. */
  readonly calls: ReadonlyArray<AnalyticsCall>;
}

export const createInMemoryAnalytics = (
  options: { readonly setup?: Tenant.AnalyticsSetup; readonly consented?: boolean } = {},
): InMemoryAnalytics => {
  const calls: AnalyticsCall[] = [];
  const analytics = createAnalytics({
    setup: options.setup ?? { _tag: "OptedIn", token: "memory-analytics-token" },
    sink: (call) => calls.push(call),
    ...(options.consented === undefined ? {} : { consented: options.consented }),
  });
  return { ...analytics, calls };
};

export interface InMemoryErrorReporting extends ErrorReporting {
  /** The scrubbed events that would have been sent. */
  readonly events: ReadonlyArray<ErrorEvent>;
}

export const createInMemoryErrorReporting = (
  options: { readonly dsn?: string | null; readonly currentUrl?: () => string } = {},
): InMemoryErrorReporting => {
  const events: ErrorEvent[] = [];
  const reporting = createErrorReporting({
    dsn: options.dsn === undefined ? "https://public@errors.memory.test/1" : options.dsn,
    send: (event) => events.push(event),
    ...(options.currentUrl === undefined ? {} : { currentUrl: options.currentUrl }),
  });
  return { enabled: reporting.enabled, report: reporting.report, events };
};

/** A Web Storage in a Map, that can be made to refuse writes (full) or everything (blocked). */
export interface MemoryWebStorage extends WebStorage {
  readonly items: ReadonlyMap<string, string>;
  fail(mode: "full" | "blocked" | undefined): void;
}

export const createMemoryWebStorage = (): MemoryWebStorage => {
  const items = new Map<string, string>();
  let failing: "full" | "blocked" | undefined;
  const refuse = () => {
    if (failing === "blocked") throw Object.assign(new Error("The operation is insecure."), { name: "SecurityError" });
  };
  return {
    items,
    fail: (mode) => {
      failing = mode;
    },
    getItem: (key) => {
      refuse();
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      refuse();
      if (failing === "full") {
        throw Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError" });
      }
      items.set(key, value);
    },
    removeItem: (key) => {
      refuse();
      items.delete(key);
    },
  };
};

export interface InMemorySessionStorage extends SessionStorage {
  readonly webStorage: MemoryWebStorage;
  readonly fallbacks: ReadonlyArray<FallbackReason>;
}

/** The live SessionStorage over a MemoryWebStorage, optionally signed in already. */
export const createInMemorySessionStorage = (options: { readonly token?: string } = {}): InMemorySessionStorage => {
  const webStorage = createMemoryWebStorage();
  const fallbacks: FallbackReason[] = [];
  const storage = createSessionStorage({ storage: () => webStorage, onFallback: (reason) => fallbacks.push(reason) });
  if (options.token !== undefined) storage.save(Session.signIn(Session.signedOut, options.token));
  return { ...storage, webStorage, fallbacks };
};
