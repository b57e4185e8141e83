/**
 * Which business account is which, and which grants sub-account rights (spec §3 Business account,
 * §4 Authority values). Schema-free on purpose: the web app's route guards and authorities run
 * at start-up, and a module that defines schemas would bring the schema library with it.
 * Account.ts re-exports these.
 */

/** The role that marks a sub-account (§3). */
export const subAccountRole = "SUB_ACCOUNT";

/** The fields of a business account these rules read. */
export interface AccountKey {
  readonly business_id: string | number;
  readonly business_user_id: string | number;
  readonly role: string;
  readonly sub_accounts_enabled: boolean;
}

/** Two accounts are the same when both business id and business user id match. */
export const sameAccount = (a: AccountKey, b: AccountKey): boolean =>
  a.business_id === b.business_id && a.business_user_id === b.business_user_id;

export const isMember = (accounts: ReadonlyArray<AccountKey>, account: AccountKey): boolean =>
  accounts.some((candidate) => sameAccount(candidate, account));

/** True when the account is a sub-account or has sub-accounts enabled. */
export const grantsSubAccounts = (account: AccountKey): boolean =>
  account.role === subAccountRole || account.sub_accounts_enabled;
