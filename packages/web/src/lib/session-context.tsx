// Makes the session actions available to every screen and starts the token check.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { toaster } from "../components/toaster.tsx";
import { localStore } from "./browser-storage.ts";
import { createSessionActions, type SessionActions } from "./session.ts";
import type { Services } from "./services.ts";

const SessionContext = createContext<SessionActions | undefined>(undefined);

export function SessionProvider({ services, children }: { services: Services; children: ReactNode }) {
  const actions = useMemo(
    () =>
      createSessionActions(
        services,
        (notice) => toaster.create({ title: notice.title, type: notice.type }),
        localStore(),
      ),
    [services],
  );
  useEffect(() => {
    const unsubscribe = services.onSignedOut(actions.signedOutByServer);
    void actions.start();
    return unsubscribe;
  }, [actions, services]);
  return <SessionContext.Provider value={actions}>{children}</SessionContext.Provider>;
}

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionContext);
  if (actions === undefined) throw new Error("useSessionActions outside SessionProvider");
  return actions;
}
