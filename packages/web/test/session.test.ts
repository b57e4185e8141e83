// @vitest-environment happy-dom
// The session actions (lib/session.ts; spec §4 Session and Authority values, §7 doLoginWeb /
// checkToken / doLogout, §8 invalid_token): what the app holds after start-up, a sign-in, a
// refused session, an account chosen and a sign-out, and what it keeps in the browser. The calls
// are answered by a dispatch API the test writes; everything else is the app's own.
import { DispatchError, type DispatchApi } from "@cabline/api-ports";
import { createInMemoryPorts } from "@cabline/api-ports/testing";
import type * as Account from "@cabline/domain/Account";
import * as Session from "@cabline/domain/Session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../src/i18n/messages.ts";
import type { Notice } from "../src/lib/notify.ts";
import type { Services } from "../src/lib/services.ts";
import { createSessionActions } from "../src/lib/session.ts";
import { initialSession } from "../src/lib/session-state.ts";
import { session$ } from "../src/lib/state.ts";

const solent: Account.Account = {
  business_id: 7,
  business_user_id: 70,
  role: "ADMIN",
  default_payment_type: "account",
  is_po_number_enabled: true,
  sub_accounts_enabled: true,
  account_trip_enabled: true,
  name: "Solent Marine Ltd",
};
const harbour: Account.Account = { ...solent, business_id: 8, business_user_id: 80, name: "Harbour Works" };
const passenger: Account.UserProfile = { id: 1, customer_name: "Pat Passenger", default_payment_type: "card" };
const booker: Account.UserProfile = { id: 2, customer_name: "Bea Booker", accounts: [solent, harbour] };

type CustomerAuth = DispatchApi["customerAuth"];

/** The session's ports, with a dispatch API that answers only the customer calls the test gives. */
function setUp(customerAuth: Partial<CustomerAuth>, stored: Session.Session = Session.signedOut) {
  const ports = createInMemoryPorts();
  ports.session.save(stored);
  const unanswered = (operation: string) => () => Promise.reject(new Error(`no answer for ${operation}`));
  const auth = new Proxy(customerAuth, {
    get: (target, operation: string) => target[operation as keyof CustomerAuth] ?? unanswered(operation),
  });
  const dispatch = new Proxy({} as DispatchApi, {
    get: (_, group: string) => (group === "customerAuth" ? auth : {}),
  });
  const services = { ...ports, dispatch, onSignedOut: () => () => undefined } as unknown as Services;
  const notices: Notice[] = [];
  const actions = createSessionActions(services, (notice) => notices.push(notice), localStorage);
  return { actions, notices, stored: () => ports.session.load() };
}

const refused = (operation: string, reason: "SignedOut" | "Network" | "Rejected", message = "Refused") =>
  Promise.reject(new DispatchError({ reason, operation, message }));

beforeEach(() => {
  session$.set(initialSession);
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("starting up", () => {
  it("with nothing stored, is settled signed out without asking the server", async () => {
    const checkToken = vi.fn(() => Promise.resolve(passenger));
    const { actions } = setUp({ checkToken });
    await actions.start();
    expect(session$.get()).toMatchObject({ session: { signedIn: false }, checked: true, profile: undefined });
    expect(checkToken).not.toHaveBeenCalled();
  });

  it("with a session stored, loads the profile and the payment method it sets, and drops an old stored token", async () => {
    const { actions, stored } = setUp(
      { checkToken: () => Promise.resolve(passenger) },
      Session.signIn(Session.signedOut, "old-bearer-token"),
    );
    await actions.start();
    expect(session$.get()).toMatchObject({ session: { signedIn: true, token: null }, profile: passenger });
    expect(session$.get().paymentMethod).toBe("card");
    expect(stored()).toEqual({ signedIn: true, token: null, endedBy: null });
  });

  it("brings back the business account chosen before the reload, if it is still one of theirs (an old stored token too)", async () => {
    localStorage.setItem("cabline.selected-account", JSON.stringify(harbour));
    const { actions } = setUp({ checkToken: () => Promise.resolve(booker) }, Session.signIn(Session.signedOut, "t"));
    await actions.start();
    expect(session$.get().selectedAccount?.name).toBe("Harbour Works");
    expect(session$.get().paymentMethod).toBe("account");
  });

  it("a session the server refused ends as expired, with a notice", async () => {
    const { actions, notices, stored } = setUp(
      { checkToken: () => refused("checkToken", "SignedOut") },
      Session.signIn(Session.signedOut, "t"),
    );
    await actions.start();
    expect(session$.get().session).toEqual(Session.signOut("session_expired"));
    expect(stored().signedIn).toBe(false);
    expect(notices).toEqual([{ title: messages.session.expired, type: "warning" }]);
  });

  it("offline, keeps the session: the next call will tell", async () => {
    const { actions, notices } = setUp(
      { checkToken: () => refused("checkToken", "Network") },
      Session.signIn(Session.signedOut, "t"),
    );
    await actions.start();
    expect(session$.get()).toMatchObject({ session: { signedIn: true }, checked: true });
    expect(notices).toEqual([]);
  });

  it("a server fault keeps the session too, as stored: only a refusal ends it (the token check failed)", async () => {
    const { actions, notices, stored } = setUp(
      { checkToken: () => refused("checkToken", "Rejected", "Server Error") },
      Session.signIn(Session.signedOut, "t"),
    );
    await actions.start();
    expect(session$.get()).toMatchObject({ session: { signedIn: true, endedBy: null }, checked: true });
    expect(stored()).toEqual({ signedIn: true, token: null, endedBy: null });
    expect(notices).toEqual([]);
  });
});

describe("signing in and out", () => {
  it("a passenger signs in; a business member is told apart, on their first account", async () => {
    const doLoginWeb = vi.fn(() => Promise.resolve({ accessToken: "cookie-set", profile: booker }));
    const { actions } = setUp({ doLoginWeb, checkToken: () => Promise.resolve(booker) } as Partial<CustomerAuth>);
    await expect(actions.signIn("bea@example.com", "pw")).resolves.toEqual({ ok: true, business: true });
    expect(doLoginWeb).toHaveBeenCalledWith({ email: "bea@example.com", password: "pw" });
    expect(session$.get()).toMatchObject({ session: { signedIn: true, token: null }, selectedAccount: solent });
  });

  it("a refused sign-in says the server's words and leaves the visitor signed out", async () => {
    const { actions } = setUp({ doLoginWeb: () => refused("doLoginWeb", "Rejected", "Wrong e-mail or password.") });
    await expect(actions.signIn("x@example.com", "no")).resolves.toEqual({
      ok: false,
      message: "Wrong e-mail or password.",
      offline: false,
    });
    expect(session$.get().session.signedIn).toBe(false);
  });

  it("a sign-in whose profile cannot be loaded is undone, and says so when offline", async () => {
    const { actions } = setUp({
      doLoginWeb: () => Promise.resolve({ accessToken: "cookie-set", profile: passenger }),
      checkToken: () => refused("checkToken", "Network", "No connection."),
    } as Partial<CustomerAuth>);
    await expect(actions.signIn("pat@example.com", "pw")).resolves.toMatchObject({ ok: false, offline: true });
    expect(session$.get().session).toEqual(Session.signOut("signed_out"));
  });

  it("signs out locally even when the server does not hear of it", async () => {
    const { actions, stored } = setUp(
      { checkToken: () => Promise.resolve(passenger), doLogout: () => refused("doLogout", "Network") },
      Session.signIn(Session.signedOut, "t"),
    );
    await actions.start();
    await actions.signOut();
    expect(session$.get()).toMatchObject({ session: Session.signOut("signed_out"), profile: undefined });
    expect(stored().signedIn).toBe(false);
  });

  it("a refusal from any later call ends the session once; a signed-out visitor hears nothing", async () => {
    const { actions, notices } = setUp(
      { checkToken: () => Promise.resolve(passenger) },
      Session.signIn(Session.signedOut, "t"),
    );
    await actions.start();
    actions.signedOutByServer();
    actions.signedOutByServer();
    expect(session$.get().session.endedBy).toBe("session_expired");
    expect(notices).toHaveLength(1);
  });
});

describe("choosing an account", () => {
  it("the payment method follows the account chosen, and the choice (Personal too) survives a reload", async () => {
    const { actions } = setUp({ checkToken: () => Promise.resolve(booker) }, Session.signIn(Session.signedOut, "t"));
    await actions.start();
    actions.selectAccount(undefined);
    expect(session$.get()).toMatchObject({ selectedAccount: undefined, paymentMethod: "cash" });
    expect(localStorage.getItem("cabline.selected-account")).toBe("personal");
    actions.selectAccount(harbour);
    expect(session$.get()).toMatchObject({ selectedAccount: harbour, paymentMethod: "account" });
    expect(JSON.parse(localStorage.getItem("cabline.selected-account") ?? "null")).toEqual(harbour);
  });

  it("an account that is not theirs cannot be chosen", async () => {
    const { actions } = setUp({ checkToken: () => Promise.resolve(booker) }, Session.signIn(Session.signedOut, "t"));
    await actions.start();
    actions.selectAccount({ ...solent, business_id: 99 });
    expect(session$.get().selectedAccount).toBeUndefined();
  });
});
