// Session actions (spec §4 Session and Authority values, §7 doLoginWeb / checkToken / doLogout,
// §8 invalid_token and 401): the transitions are the domain's; this module does the calls, keeps
// the session in the SessionStorage port and mirrors it into the session$ store.
import { isDispatchError } from "@cabline/api-ports";
import * as Account from "@cabline/domain/Account";
import * as Authority from "@cabline/domain/Authority";
import * as ErrorCatalogue from "@cabline/domain/ErrorCatalogue";
import * as Payment from "@cabline/domain/Payment";
import * as Session from "@cabline/domain/Session";
import { messages } from "../i18n/messages.ts";
import type { Notice } from "./notify.ts";
import { loadSelectedAccount, saveSelectedAccount } from "./account-selection.ts";
import { session$, signedInByCookie } from "./state.ts";
import type { Services } from "./services.ts";
import { analyticsEvents, track } from "./analytics.ts";

export type SignInOutcome =
  | { readonly ok: true; readonly business: boolean }
  | { readonly ok: false; readonly message: string; readonly offline: boolean };

export type Notify = (notice: Notice) => void;

export type SessionActions = {
  readonly start: () => Promise<void>;
  readonly signIn: (email: string, password: string) => Promise<SignInOutcome>;
  /**
   * Finishes a sign-in another call made (phone code, accepted invitation), whose answer set the
   * session cookie: loads the profile, as `signIn` does after doLoginWeb.
   */
  readonly completeSignIn: () => Promise<SignInOutcome>;
  readonly signOut: () => Promise<void>;
  /** Forgets a session the server has already ended (the account was closed): no call, no notice. */
  readonly forget: () => void;
  readonly selectAccount: (account: Account.Account | undefined) => void;
  /** Called by the dispatch adapter when any call answers invalid_token or HTTP 401. */
  readonly signedOutByServer: () => void;
  /** Starts loading what the next action needs (a form the user is filling in). */
  readonly preload: () => void;
};

export function createSessionActions(
  services: Services,
  notify: Notify,
  browserStorage: Storage | undefined,
): SessionActions {
  const store = services.session;

  function persist() {
    const state = session$.get();
    store.save(state.session);
    const business = (state.profile?.accounts ?? []).length > 0;
    saveSelectedAccount(
      browserStorage,
      !state.session.signedIn ? undefined : (state.selectedAccount ?? (business ? null : undefined)),
    );
  }

  /** Ends the session as `ended` (a signed-out session) and forgets what it had loaded. */
  function end(ended: Session.Session) {
    session$.assign({
      session: ended,
      profile: undefined,
      selectedAccount: undefined,
      paymentMethod: Payment.initialPaymentMethod({}),
      checked: true,
    });
    persist();
  }

  function reset(reason: Session.EndReason) {
    end(Session.signOut(reason));
  }

  /**
   * The token check's outcome, by the domain's rule (spec §4): "expired" signs out as session
   * expired, tracked and told once; "failed" (offline, a server fault) keeps the session. A
   * visitor already signed out hears nothing.
   */
  function tokenChecked(outcome: Session.TokenCheck) {
    const current = session$.get().session;
    if (!current.signedIn) return;
    const next = Session.afterTokenCheck(current, outcome);
    if (next === current) return;
    end(next);
    if (next.endedBy !== "session_expired") return;
    track(analyticsEvents.sessionExpired);
    notify({ title: messages.session.expired, type: "warning" });
  }

  async function loadProfile(previous: Account.Account | null | undefined) {
    const profile = await services.dispatch.customerAuth.checkToken();
    const accounts = profile.accounts ?? [];
    const selectedAccount = previous === null ? undefined : Account.initialSelection(accounts, previous);
    session$.assign({
      profile,
      selectedAccount,
      paymentMethod: Payment.initialPaymentMethod(Account.settingsFor(profile, selectedAccount)),
      checked: true,
    });
    persist();
    return Authority.authoritiesFor(accounts, selectedAccount);
  }

  return {
    async start() {
      const stored = store.load();
      if (store.mode() === "memory") notify({ title: messages.session.storageFallback, type: "warning" });
      if (!stored.signedIn) {
        session$.assign({ checked: true });
        return;
      }
      // The cookie is the credential; a token stored by an older version is dropped here.
      session$.assign({ session: signedInByCookie });
      // Only the session: the account chosen before the reload is read below, not yet known here.
      if (stored.token !== null) store.save(signedInByCookie);
      try {
        await loadProfile(loadSelectedAccount(browserStorage));
      } catch (error) {
        // A session the server refused has expired; offline or a server fault, the next call will tell.
        tokenChecked(isSignedOut(error) ? "expired" : "failed");
        session$.assign({ checked: true });
      }
    },

    async signIn(email, password) {
      try {
        // The answer set the HttpOnly session cookie; its token is not kept (docs/decisions/browser-sessions.md).
        await services.dispatch.customerAuth.doLoginWeb({ email, password });
        session$.assign({ session: signedInByCookie });
        persist();
        const authorities = await loadProfile(undefined);
        return { ok: true, business: Authority.isBusiness(authorities) };
      } catch (error) {
        if (session$.get().session.signedIn && session$.get().profile === undefined) reset("signed_out");
        return { ok: false, message: messageOf(error), offline: isOffline(error) };
      }
    },

    async completeSignIn() {
      try {
        session$.assign({ session: signedInByCookie });
        persist();
        const authorities = await loadProfile(undefined);
        return { ok: true, business: Authority.isBusiness(authorities) };
      } catch (error) {
        if (session$.get().session.signedIn && session$.get().profile === undefined) reset("signed_out");
        return { ok: false, message: messageOf(error), offline: isOffline(error) };
      }
    },

    async signOut() {
      try {
        await services.dispatch.customerAuth.doLogout();
      } catch {
        // Signing out locally matters more than the server hearing of it.
      }
      reset("signed_out");
    },

    forget: () => reset("signed_out"),

    selectAccount(account) {
      const profile = session$.get().profile;
      if (profile === undefined) return;
      const selectedAccount = Account.select(profile.accounts ?? [], account);
      session$.assign({
        selectedAccount,
        paymentMethod: Payment.initialPaymentMethod(Account.settingsFor(profile, selectedAccount)),
      });
      persist();
    },

    // A later call's refusal of the cookie session reads as the token check finding it expired (§4).
    signedOutByServer: () => tokenChecked("expired"),
    preload: () => undefined,
  };
}

const isSignedOut = (error: unknown): boolean => isDispatchError(error) && error.reason === "SignedOut";

const isOffline = (error: unknown): boolean =>
  isDispatchError(error) && (error.reason === "Network" || error.reason === "Timeout");

const messageOf = (error: unknown): string =>
  isDispatchError(error) ? error.message : ErrorCatalogue.messageFor(undefined);
