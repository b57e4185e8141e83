// The driver's session (spec §3 Driver auth, §4 Driver session, §6 Driver: a separate login): the
// driver's profile and the 10-minute expiry, kept apart from the customer session. The credential
// is the HttpOnly driver_token cookie the login set, which no script reads
// (docs/decisions/browser-sessions.md); what is kept here, in this tab's session storage so a
// reload does not sign the driver out early, is who is signed in and until when. The password is
// never kept (the driver types it again after the 10 minutes). The expiry runs on this device's clock
// from the moment the login answered, so a wrong device clock cannot shorten or stretch it.
import type * as Driver from "@cabline/domain/Driver";
import * as DriverCountdown from "@cabline/domain/DriverCountdown";
import type * as Session from "@cabline/domain/Session";
import { sessionStore } from "../../../lib/browser-storage.ts";
import { store, useStore } from "../../../lib/store.ts";

export type EndedBy = "expired" | "signed_out" | "refused";

export type DriverState = {
  readonly session: Session.DriverSession;
  /** The signed-in driver; undefined when nobody is. */
  readonly driver: Driver.DriverProfile | undefined;
  /** Why the last session ended, for the login screen to say. */
  readonly endedBy: EndedBy | undefined;
};

const storageKey = "cabline.driver";
const signedOut: DriverState = {
  session: { isAuthenticated: false, email: "", sessionExpiresAt: null },
  driver: undefined,
  endedBy: undefined,
};

function restore(): DriverState {
  try {
    const raw = sessionStore()?.getItem(storageKey);
    if (raw === null || raw === undefined) return signedOut;
    // persist()'s own writing, checked by its shape: decoding the profile with its schema (Driver.ts)
    // would load that module's chunks on the login page, which has none of them.
    const saved = JSON.parse(raw) as Partial<DriverState>;
    const session = saved.session;
    if (typeof session?.sessionExpiresAt !== "number" || typeof saved.driver?.name !== "string") return signedOut;
    return { session, driver: saved.driver, endedBy: undefined };
  } catch {
    return signedOut;
  }
}

function persist(state: DriverState) {
  try {
    const storage = sessionStore();
    if (state.driver === undefined) storage?.removeItem(storageKey);
    else storage?.setItem(storageKey, JSON.stringify({ session: state.session, driver: state.driver }));
  } catch {
    // Storage blocked: the session lasts until this page is reloaded.
  }
}

export const driver$ = store<DriverState>(restore());
driver$.subscribe(persist);

export function useDriver(): DriverState {
  return useStore(driver$);
}

/** Starts the 10-minute session from a login answer (now: this device's clock). */
export function startDriverSession(login: Driver.DriverLogin, nowMs: number = Date.now()) {
  driver$.set({
    session: DriverCountdown.startedAt(login.driver.email, nowMs),
    driver: login.driver,
    endedBy: undefined,
  });
}

export function endDriverSession(reason: EndedBy) {
  const { driver, session } = driver$.get();
  if (driver === undefined) return;
  // The e-mail stays, so the login screen is ready for the password (nothing typed is lost).
  driver$.set({ ...signedOut, session: { ...signedOut.session, email: session.email }, endedBy: reason });
}

/** Once the login screen has said why the session ended. */
export function forgetEnding() {
  if (driver$.get().endedBy !== undefined) driver$.assign({ endedBy: undefined });
}
