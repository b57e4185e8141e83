import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Account from "../src/Account.ts";
import { isMember } from "../src/AccountMembership.ts";
import * as Arb from "./arbitraries.ts";

const account = (id: number, overrides: Partial<Account.Account> = {}): Account.Account => ({
  business_id: id,
  business_user_id: id * 10,
  role: "ADMIN",
  default_payment_type: "account",
  is_po_number_enabled: false,
  sub_accounts_enabled: false,
  ...overrides,
});

const profile: Account.UserProfile = {
  customer_name: "Ada",
  default_payment_type: "card",
  is_po_number_enabled: false,
  sub_accounts_enabled: false,
  account_trip_enabled: false,
};

describe("Account selection (spec §4)", () => {
  const a = account(1);
  const b = account(2, {
    default_payment_type: "cash",
    is_po_number_enabled: true,
    sub_accounts_enabled: true,
    account_trip_enabled: true,
  });

  it("selects the first account by default", () => {
    expect(Account.initialSelection([a, b])).toBe(a);
    expect(Account.initialSelection([a, b], null)).toBe(a);
    expect(Account.initialSelection([])).toBeUndefined();
  });

  it("keeps the selection on reload only if it is still in the list", () => {
    expect(Account.initialSelection([a, b], { ...b })).toEqual(b);
    expect(Account.initialSelection([a], b)).toBe(a);
    expect(Account.initialSelection([], b)).toBeUndefined();
  });

  it("switches default payment, PO-number flag and sub-account settings to the selected account", () => {
    expect(Account.settingsFor(profile, b)).toEqual({
      default_payment_type: "cash",
      is_po_number_enabled: true,
      sub_accounts_enabled: true,
      account_trip_enabled: true,
    });
    expect(Account.settingsFor(profile, a).default_payment_type).toBe("account");
  });

  it("returns to the consumer's own settings when the selection is cleared", () => {
    expect(Account.settingsFor(profile, undefined)).toEqual({
      default_payment_type: "card",
      is_po_number_enabled: false,
      sub_accounts_enabled: false,
      account_trip_enabled: false,
    });
    expect(Account.select([a, b], undefined)).toBeUndefined();
  });

  it("defaults the consumer's payment type to cash", () => {
    expect(Account.consumerSettings({}).default_payment_type).toBe("cash");
  });

  it("takes account_trip_enabled from the profile when the account does not say", () => {
    expect(Account.settingsFor({ account_trip_enabled: true }, a).account_trip_enabled).toBe(true);
    expect(Account.settingsFor({}, a).account_trip_enabled).toBe(false);
  });

  it("cannot select an account that is not in the list", () => {
    expect(Account.select([a], b)).toBeUndefined();
    expect(Account.select([a, b], b)).toBe(b);
  });

  it("always selects a member of the list, or none only when the list is empty", () => {
    fc.assert(
      fc.property(Arb.accounts, fc.option(Arb.account, { nil: undefined }), (accounts, previous) => {
        const selected = Account.initialSelection(accounts, previous);
        if (accounts.length === 0) expect(selected).toBeUndefined();
        else expect(selected !== undefined && isMember(accounts, selected)).toBe(true);
        if (previous !== undefined && isMember(accounts, previous)) {
          expect(selected && Account.sameAccount(selected, previous)).toBe(true);
        }
      }),
    );
  });

  it("selecting then clearing gives back the consumer settings", () => {
    fc.assert(
      fc.property(Arb.accounts, fc.nat(), (accounts, index) => {
        const chosen = Account.select(accounts, accounts[index % Math.max(1, accounts.length)]);
        expect(Account.settingsFor(profile, Account.select(accounts, undefined))).toEqual(
          Account.consumerSettings(profile),
        );
        if (chosen !== undefined)
          expect(Account.settingsFor(profile, chosen).is_po_number_enabled).toBe(chosen.is_po_number_enabled);
      }),
    );
  });

  it("grants sub-accounts to SUB_ACCOUNT roles and accounts with sub-accounts enabled", () => {
    expect(Account.grantsSubAccounts(account(1, { role: "SUB_ACCOUNT" }))).toBe(true);
    expect(Account.grantsSubAccounts(account(1, { sub_accounts_enabled: true }))).toBe(true);
    expect(Account.grantsSubAccounts(account(1))).toBe(false);
  });

  it("lets only the administrator of an account with sub-accounts enabled manage its members", () => {
    expect(Account.memberAccess(account(1, { role: "ADMIN", sub_accounts_enabled: true }))).toEqual({
      seeScreen: true,
      listColleagues: true,
      invite: true,
      remove: true,
    });
    expect(Account.memberAccess(account(1, { role: "SUB_ACCOUNT", sub_accounts_enabled: true }))).toEqual({
      seeScreen: true,
      listColleagues: false,
      invite: false,
      remove: false,
    });
    expect(Account.memberAccess(account(1, { role: "SUB_ACCOUNT" })).invite).toBe(false);
    expect(Account.managesMembers(account(1, { role: "ADMIN" }))).toBe(false);
  });

  it("never lets a member manage more than they can see, nor a non-administrator manage at all", () => {
    fc.assert(
      fc.property(fc.constantFrom("ADMIN", "admin", "SUB_ACCOUNT", "BOOKER", ""), fc.boolean(), (role, enabled) => {
        const access = Account.memberAccess(account(1, { role, sub_accounts_enabled: enabled }));
        const managing = access.listColleagues || access.invite || access.remove;
        if (managing) expect(access.seeScreen).toBe(true);
        if (role.toUpperCase() !== Account.administratorRole) expect(managing).toBe(false);
        expect(access.invite).toBe(access.remove);
      }),
    );
  });

  it("decodes the token-check profile", () => {
    const decoded = Schema.decodeUnknownSync(Account.UserProfile)({
      customer_name: "Ada",
      email_address: "ada@example.com",
      accounts: [{ ...a, account_trip_enabled: true }],
      default_pickup: { id: 3, name: "Home", location: { description: "1 High St", lat: 50.9, lon: -1.4 } },
      business_user_id: null,
    });
    expect(decoded.accounts?.[0]?.account_trip_enabled).toBe(true);
    expect(decoded.default_pickup?.location.description).toBe("1 High St");
  });
});
