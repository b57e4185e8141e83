/**
 * Business accounts, the user profile returned by the token check, and account selection
 * (spec §3 User and Business account, §4 Authority values).
 *
 * The selection is the only state: the settings in force (default payment, PO-number flag,
 * sub-account settings) are derived from it, so clearing the selection returns to the
 * consumer's own settings without having to remember and restore them.
 */
import { Schema } from "effect";
import { grantsSubAccounts, isMember, sameAccount } from "./AccountMembership.ts";
import * as Payment from "./Payment.ts";

export { grantsSubAccounts, sameAccount, subAccountRole } from "./AccountMembership.ts";

export const Id = Schema.Union([Schema.String, Schema.Number]);
export type Id = typeof Id.Type;

export const Account = Schema.Struct({
  business_id: Id,
  business_user_id: Id,
  /** "SUB_ACCOUNT" or another role. */
  role: Schema.String,
  default_payment_type: Schema.String,
  is_po_number_enabled: Schema.Boolean,
  sub_accounts_enabled: Schema.Boolean,
  account_trip_enabled: Schema.optionalKey(Schema.Boolean),
  /** The account's display name, shown in the account switcher. */
  name: Schema.optionalKey(Schema.String),
});
export type Account = typeof Account.Type;

export const DefaultPickup = Schema.Struct({
  user_id: Schema.optionalKey(Id),
  name: Schema.optionalKey(Schema.String),
  id: Schema.optionalKey(Id),
  location: Schema.Struct({
    description: Schema.String,
    lat: Schema.Number,
    lon: Schema.Number,
    id: Schema.optionalKey(Id),
  }),
});
export type DefaultPickup = typeof DefaultPickup.Type;

/** The profile from the login and token-check responses (§3 User, §7 checkToken). */
export const UserProfile = Schema.Struct({
  id: Schema.optionalKey(Id),
  customer_name: Schema.optionalKey(Schema.String),
  email_address: Schema.optionalKey(Schema.String),
  contact_number: Schema.optionalKey(Schema.String),
  business: Schema.optionalKey(Schema.Boolean),
  businessCustomerId: Schema.optionalKey(Schema.NullOr(Id)),
  business_user_id: Schema.optionalKey(Schema.NullOr(Id)),
  accounts: Schema.optionalKey(Schema.Array(Account)),
  default_payment_type: Schema.optionalKey(Schema.NullOr(Schema.String)),
  default_pickup: Schema.optionalKey(Schema.NullOr(DefaultPickup)),
  is_po_number_enabled: Schema.optionalKey(Schema.Boolean),
  sub_accounts_enabled: Schema.optionalKey(Schema.Boolean),
  account_trip_enabled: Schema.optionalKey(Schema.Boolean),
});
export type UserProfile = typeof UserProfile.Type;

/** The settings that follow the selected account. */
export interface AccountSettings {
  readonly default_payment_type: Payment.PaymentMethod;
  readonly is_po_number_enabled: boolean;
  readonly sub_accounts_enabled: boolean;
  readonly account_trip_enabled: boolean;
}

/**
 * The selection after loading the accounts: the previous selection if it is still in the list
 * (on reload), otherwise the first account, otherwise none (§4).
 */
export const initialSelection = (accounts: ReadonlyArray<Account>, previous?: Account | null): Account | undefined =>
  previous !== undefined && previous !== null && isMember(accounts, previous)
    ? accounts.find((candidate) => sameAccount(candidate, previous))
    : accounts[0];

/**
 * Selecting an account from the list, or clearing the selection with undefined. An account
 * that is not in the list cannot be selected, so the result is always a member or undefined.
 */
export const select = (accounts: ReadonlyArray<Account>, account: Account | undefined): Account | undefined =>
  account !== undefined && isMember(accounts, account) ? account : undefined;

/** The consumer's own settings, used when no account is selected; payment defaults to cash. */
export const consumerSettings = (profile: UserProfile): AccountSettings => ({
  default_payment_type: Payment.normalise(profile.default_payment_type),
  is_po_number_enabled: profile.is_po_number_enabled ?? false,
  sub_accounts_enabled: profile.sub_accounts_enabled ?? false,
  account_trip_enabled: profile.account_trip_enabled ?? false,
});

/**
 * The settings in force: the selected account's default payment, PO-number flag and sub-account
 * settings, or the consumer's own when the selection is cleared (§4).
 */
export const settingsFor = (profile: UserProfile, selected: Account | undefined): AccountSettings =>
  selected === undefined
    ? consumerSettings(profile)
    : {
        default_payment_type: Payment.normalise(selected.default_payment_type),
        is_po_number_enabled: selected.is_po_number_enabled,
        sub_accounts_enabled: selected.sub_accounts_enabled,
        account_trip_enabled: selected.account_trip_enabled ?? profile.account_trip_enabled ?? false,
      };

/** The role of the account's administrator: the person the operator opened the account for (§3). */
export const administratorRole = "ADMIN";

/**
 * What a person may do on the sub-accounts screen of an account. Seeing the
 * screen is the display rule above (`grantsSubAccounts`); managing the people on it is another
 * rule: only the account's administrator, and only while the operator has sub-accounts enabled
 * on the account, lists colleagues' contact details, invites and removes. A plain member sees
 * their own entry, as on corporate travel portals where a traveller sees their own profile and
 * the travel administrator manages users. Without this, any member could invite outsiders who
 * then book on the company's account.
 */
export interface MemberAccess {
  readonly seeScreen: boolean;
  readonly listColleagues: boolean;
  readonly invite: boolean;
  readonly remove: boolean;
}

/** True for the account's administrator on an account with sub-accounts enabled. */
export const managesMembers = (account: Account): boolean =>
  account.role.toUpperCase() === administratorRole && account.sub_accounts_enabled;

export const memberAccess = (account: Account): MemberAccess => {
  const manages = managesMembers(account);
  return { seeScreen: grantsSubAccounts(account), listColleagues: manages, invite: manages, remove: manages };
};
