// The session as the app holds it (spec §4 Session; lib/state.ts session$), in a module of its own
// with no React and no store: the web server builds a passenger's checked session for a page
// (server/server.ts) from the same definitions the browser starts with.
import type * as Account from "@cabline/domain/Account";
import type * as Payment from "@cabline/domain/Payment";
import type * as Session from "@cabline/domain/Session";

export type SessionState = {
  readonly session: Session.Session;
  readonly profile: Account.UserProfile | undefined;
  readonly selectedAccount: Account.Account | undefined;
  readonly paymentMethod: Payment.PaymentMethod;
  /** True once the start-up token check has answered (or there was no token to check). */
  readonly checked: boolean;
};

/**
 * Signed out, paying cash: Session.signedOut and Payment.initialPaymentMethod({}) (test/state.test.ts
 * keeps them equal), written out because those modules define schemas and this one loads at
 * start-up, before any decoder is needed.
 */
export const initialSession: SessionState = {
  session: { signedIn: false, token: null, endedBy: null },
  profile: undefined,
  selectedAccount: undefined,
  paymentMethod: "cash",
  checked: false,
};

/**
 * A browser's signed-in session: the server keeps the token in an HttpOnly cookie that no script
 * can read (docs/decisions/browser-sessions.md), so what the app keeps says only that someone is
 * signed in, never a credential. (The CLI keeps its bearer token: Session.signIn.)
 */
export const signedInByCookie: Session.Session = { signedIn: true, token: null, endedBy: null };

/**
 * A passenger's session as the web server checked it for a page (boot.ts BootSession), settled:
 * their profile and the payment method it sets, no business account chosen.
 */
export const checkedByServer = (profile: Account.UserProfile, paymentMethod: Payment.PaymentMethod): SessionState => ({
  ...initialSession,
  session: signedInByCookie,
  profile,
  paymentMethod,
  checked: true,
});
