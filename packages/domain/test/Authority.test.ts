import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Authority from "../src/Authority.ts";
import type * as Account from "../src/Account.ts";
import * as Arb from "./arbitraries.ts";

const account = (overrides: Partial<Account.Account> = {}): Account.Account => ({
  business_id: 1,
  business_user_id: 2,
  role: "ADMIN",
  default_payment_type: "account",
  is_po_number_enabled: false,
  sub_accounts_enabled: false,
  ...overrides,
});

describe("Authorities (spec §4, §6)", () => {
  it("gives only the consumer authority with no business accounts", () => {
    expect(Authority.authoritiesFor([], undefined)).toEqual(["user"]);
  });

  it("makes a user with a selected business account a business user", () => {
    const a = account();
    expect(Authority.authoritiesFor([a], a)).toEqual(["business_user"]);
  });

  it("adds the sub-accounts authority when the role is SUB_ACCOUNT or sub-accounts are enabled", () => {
    const sub = account({ role: "SUB_ACCOUNT" });
    const enabled = account({ sub_accounts_enabled: true });
    expect(Authority.authoritiesFor([sub], sub)).toEqual(["business_user", "sub_accounts_user"]);
    expect(Authority.authoritiesFor([enabled], enabled)).toEqual(["business_user", "sub_accounts_user"]);
  });

  it("returns to consumer when the selection is cleared or no longer in the list", () => {
    const a = account();
    expect(Authority.authoritiesFor([a], undefined)).toEqual(["user"]);
    expect(Authority.authoritiesFor([], a)).toEqual(["user"]);
  });

  it("never mixes consumer and business, and grants sub-accounts only to business users", () => {
    fc.assert(
      fc.property(Arb.accounts, fc.option(Arb.account, { nil: undefined }), (accounts, selected) => {
        const held = Authority.authoritiesFor(accounts, selected);
        expect(held.includes("user")).not.toBe(held.includes("business_user"));
        if (held.includes("sub_accounts_user")) expect(held).toContain("business_user");
        expect(Authority.isBusiness(held)).toBe(held.includes("business_user"));
      }),
    );
  });

  it("opens routes with an empty authority list to anyone, others to a holder of one listed authority", () => {
    const held = fc.subarray([...Authority.authorities]);
    fc.assert(
      fc.property(held, held, (mine, required) => {
        expect(Authority.satisfies(mine, required)).toBe(
          required.length === 0 || required.some((a) => mine.includes(a)),
        );
        expect(Authority.satisfies(mine, [])).toBe(true);
      }),
    );
  });

  it("lists the §6 access table", () => {
    expect(Authority.accessTable.user).toEqual(["/book-ride", "/trips", "/trips/:id"]);
    expect(Authority.accessTable.sub_accounts_user).toEqual(["/sub-accounts"]);
    expect(Authority.requiredFor("/overview")).toEqual(["business_user"]);
    expect(Authority.requiredFor("/sign-in")).toEqual([]);
  });
});
