// Calls of the driver portal that need the driver session (spec §7 Driver). The session is the
// HttpOnly driver_token cookie the login set (docs/decisions/browser-sessions.md), so no token
// passes through here. A refused session (HTTP 401 or invalid_token, §8) ends the driver session
// only: the customer session is separate (§6).
import type { DispatchApi } from "@cabline/api-ports";
import { isDispatchError } from "@cabline/api-ports";
import { useCallback } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { driver$, endDriverSession } from "../state/driver-session.ts";

export type DriverCall = <A>(call: (api: DispatchApi["driver"]) => Promise<A>) => Promise<A>;

export function useDriverCall(): DriverCall {
  const load = useServices();
  return useCallback(
    async <A>(call: (api: DispatchApi["driver"]) => Promise<A>): Promise<A> => {
      const { dispatch } = await load();
      if (driver$.get().driver === undefined) throw new Error("no driver session");
      try {
        return await call(dispatch.driver);
      } catch (error) {
        if (isDispatchError(error) && error.reason === "SignedOut") endDriverSession("refused");
        throw error;
      }
    },
    [load],
  );
}

/** The public driver calls (login, sign-up, password reset). */
export function useDriverApi(): () => Promise<DispatchApi["driver"]> {
  const load = useServices();
  return useCallback(async () => (await load()).dispatch.driver, [load]);
}

export const isOffline = (error: unknown): boolean =>
  isDispatchError(error) && (error.reason === "Network" || error.reason === "Timeout");

export const messageOf = (error: unknown, fallback: string): string =>
  isDispatchError(error) ? error.message : fallback;
