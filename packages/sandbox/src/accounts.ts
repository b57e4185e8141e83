/**
 * A customer's business accounts (spec §3 Business account, §4 Authority values): the rows of
 * business_users joined with their business, in the domain's Account shape so the domain's rules
 * (sub-account authority, settings that follow the account) apply unchanged.
 */
import { Account } from "@cabline/domain";
import type { Db } from "./db.ts";

export interface AccountRow {
  readonly business_id: number;
  readonly business_user_id: number;
  readonly role: string;
  readonly name: string;
  readonly default_payment_type: string;
  readonly is_po_number_enabled: number;
  readonly sub_accounts_enabled: number;
  readonly account_trip_enabled: number;
}

const select = `SELECT b.id AS business_id, bu.id AS business_user_id, bu.role, b.name, b.default_payment_type,
  b.is_po_number_enabled, b.sub_accounts_enabled, b.account_trip_enabled
  FROM business_users bu JOIN businesses b ON b.id = bu.business_id AND b.tenant = bu.tenant
  WHERE bu.tenant = ? AND bu.customer_id = ? AND b.status = 'active'`;

export const accountsOf = (db: Db, tenant: string, customerId: number): ReadonlyArray<AccountRow> =>
  db.all<AccountRow>(`${select} ORDER BY bu.id`, tenant, customerId);

/** The customer's membership of one business of this tenant, if any. */
export const membership = (db: Db, tenant: string, customerId: number, businessId: number): AccountRow | undefined =>
  db.get<AccountRow>(`${select} AND b.id = ?`, tenant, customerId, businessId);

export const toDomainAccount = (row: AccountRow): Account.Account => ({
  business_id: row.business_id,
  business_user_id: row.business_user_id,
  role: row.role,
  default_payment_type: row.default_payment_type,
  is_po_number_enabled: row.is_po_number_enabled === 1,
  sub_accounts_enabled: row.sub_accounts_enabled === 1,
  account_trip_enabled: row.account_trip_enabled === 1,
});

/** The contract's BusinessAccount. */
export const toBusinessAccount = (row: AccountRow): Record<string, unknown> => ({
  ...toDomainAccount(row),
  name: row.name,
});

/** Whether the account opens the sub-accounts screen (domain rule: role SUB_ACCOUNT or sub-accounts enabled). */
export const grantsSubAccounts = (row: AccountRow): boolean => Account.grantsSubAccounts(toDomainAccount(row));

/** ADMIN and BOOKER see every trip of the business; a SUB_ACCOUNT sees its own. */
export const seesAllTrips = (row: AccountRow): boolean => row.role !== Account.subAccountRole;

/** What the member may do on the sub-accounts screen (domain rule: the administrator manages). */
export const memberAccess = (row: AccountRow): Account.MemberAccess => Account.memberAccess(toDomainAccount(row));
