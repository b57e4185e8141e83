/**
 * Authorities and the route access table (spec §4 Authority values, §6 Roles and permissions).
 */
import { Schema } from "effect";
import type * as Account from "./Account.ts";
import { grantsSubAccounts, isMember } from "./AccountMembership.ts";

export const authorities = ["user", "business_user", "sub_accounts_user"] as const;
export const Authority = Schema.Literals(authorities);
export type Authority = typeof Authority.Type;

/**
 * The authorities a user holds: only the consumer authority `user` without a selected business
 * account; `business_user` with one, plus `sub_accounts_user` when the account's role is
 * SUB_ACCOUNT or its sub-accounts are enabled (§4).
 */
export const authoritiesFor = (
  accounts: ReadonlyArray<Account.Account>,
  selected: Account.Account | undefined,
): ReadonlyArray<Authority> => {
  if (selected === undefined || !isMember(accounts, selected)) return ["user"];
  return grantsSubAccounts(selected) ? ["business_user", "sub_accounts_user"] : ["business_user"];
};

/** True for a business user (drives the post-sign-in destination and the business screens). */
export const isBusiness = (held: ReadonlyArray<Authority>): boolean => held.includes("business_user");

/**
 * Which route patterns each authority opens (§6). Routes with an empty authority list are open
 * to anyone and are not listed here.
 */
export const accessTable: Readonly<Record<Authority, ReadonlyArray<string>>> = {
  user: ["/book-ride", "/trips", "/trips/:id"],
  business_user: [
    "/business/:activeTab",
    "/business/summary",
    "/business/trips",
    "/business/trips/:id",
    "/business/trips/edit",
    "/business/bulk-upload-trips",
    "/overview",
  ],
  sub_accounts_user: ["/sub-accounts"],
};

/** The authorities that may open a route pattern, from the access table. */
export const requiredFor = (pattern: string): ReadonlyArray<Authority> =>
  authorities.filter((authority) => accessTable[authority].includes(pattern));

/** A route with an empty authority list is open to anyone; otherwise one match is enough (§6). */
export const satisfies = (held: ReadonlyArray<Authority>, required: ReadonlyArray<Authority>): boolean =>
  required.length === 0 || required.some((authority) => held.includes(authority));
