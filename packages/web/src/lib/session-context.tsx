// Makes the session actions available to every screen and settles the session at start-up
// (spec §4 Session). The actions and the ports behind them load on first use: a visitor with no
// stored session is "checked" at once and downloads none of it until they sign in.
import { createContext, useContext, type ReactNode } from "react";
import { notify } from "./notify.ts";
import type { SessionActions } from "./session.ts";
import type { LoadServices } from "./services.ts";
import { isOnline, offline, once } from "./services.ts";
import { session$ } from "./state.ts";

const SessionContext = createContext<SessionActions | undefined>(undefined);

/**
 * Whether local storage may hold a signed-in session worth checking with the server. Only a hint:
 * the session module decodes what is stored. Unreadable storage counts as "maybe", so the session
 * module can tell the user their sign-in will not be kept.
 */
/** The key the SessionStorage port keeps the session under (@cabline/api-ports Storage.sessionKey). */
export const sessionKey = "cabline.session";

export function mayHoldSession(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    if (storage === undefined) return true;
    const raw = storage.getItem(sessionKey);
    return raw !== null && raw.includes('"signedIn":true');
  } catch {
    return true;
  }
}

/** Session actions whose implementation (and the dispatch adapter) loads on the first call. */
export function lazySessionActions(loadServices: LoadServices, storage: Storage | undefined): SessionActions {
  const load = once(async () => {
    // Nothing is imported while offline: a failed import would stay failed (services.ts onceImport).
    if (!isOnline()) throw offline();
    const [services, { createSessionActions }] = await Promise.all([loadServices(), import("./session.ts")]);
    const actions = createSessionActions(services, notify, storage);
    // The driver portal's token is separate (§6): its refusal ends the driver session, not this one.
    services.onSignedOut((event) => {
      if (event.session === "customer") actions.signedOutByServer();
    });
    return actions;
  });
  return {
    start: async () => {
      if (!mayHoldSession(storage)) {
        session$.assign({ checked: true });
        return;
      }
      try {
        await (await load()).start();
      } catch {
        // The session code could not load (offline): carry on signed out; the next call retries.
        session$.assign({ checked: true });
      }
    },
    signIn: async (email, password) => (await load()).signIn(email, password),
    completeSignIn: async () => (await load()).completeSignIn(),
    signOut: async () => (await load()).signOut(),
    forget: () => void load().then((actions) => actions.forget()),
    selectAccount: (account) => void load().then((actions) => actions.selectAccount(account)),
    signedOutByServer: () => void load().then((actions) => actions.signedOutByServer()),
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * Provides the session actions (main.tsx creates them and starts the session check before the
 * first render) and the lazily created ports for screens (useServices).
 */
export function SessionProvider({
  actions,
  loadServices,
  children,
}: {
  actions: SessionActions;
  loadServices: LoadServices;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={loadServices}>
      <SessionContext.Provider value={actions}>{children}</SessionContext.Provider>
    </ServicesContext.Provider>
  );
}

const ServicesContext = createContext<LoadServices | undefined>(undefined);

/**
 * The ports for a screen: `const load = useServices(); const { dispatch } = await load();`. They
 * are created on the first call (the adapter and its schemas download then, not at start-up).
 */
export function useServices(): LoadServices {
  const load = useContext(ServicesContext);
  if (load === undefined) throw new Error("useServices outside SessionProvider");
  return load;
}

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionContext);
  if (actions === undefined) throw new Error("useSessionActions outside SessionProvider");
  return actions;
}
