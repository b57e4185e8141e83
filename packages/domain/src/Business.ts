/**
 * Business accounts beyond booking: sign-up, sub-accounts and invitations (spec §2
 * /business-signup, /sub-accounts and /invitation/{token}, §6 "Invitation acceptance for
 * sub-accounts is by token"). §7 names none of these calls; their shapes are the contract's
 * extensions.
 */
import { Schema } from "effect";

/** The public business sign-up form. */
export const BusinessSignup = Schema.Struct({
  company_name: Schema.String,
  /** Companies House number. */
  company_number: Schema.optionalKey(Schema.String),
  billing_address: Schema.optionalKey(Schema.String),
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  countryCode: Schema.optionalKey(Schema.String),
  phoneNumber: Schema.String,
  password: Schema.String,
  confirmPassword: Schema.optionalKey(Schema.String),
  acceptPolicy: Schema.Boolean,
  po_numbers_required: Schema.optionalKey(Schema.Boolean),
  expected_monthly_trips: Schema.optionalKey(Schema.Int),
});
export type BusinessSignup = typeof BusinessSignup.Type;

export const BusinessApplication = Schema.Struct({
  business_id: Schema.Int,
  status: Schema.Literals(["pending_approval", "active"]),
  message: Schema.optionalKey(Schema.String),
});
export type BusinessApplication = typeof BusinessApplication.Type;

export const SubAccountStatus = Schema.Literals(["active", "invited"]);
export type SubAccountStatus = typeof SubAccountStatus.Type;

/** A person with access to the business account, or invited to it. Times are epoch milliseconds. */
export const SubAccount = Schema.Struct({
  /** Null until the invitation is accepted. */
  business_user_id: Schema.NullOr(Schema.Int),
  name: Schema.String,
  email_address: Schema.String,
  contact_number: Schema.optionalKey(Schema.String),
  role: Schema.String,
  status: SubAccountStatus,
  invited_at: Schema.optionalKey(Schema.Number),
  joined_at: Schema.optionalKey(Schema.Number),
});
export type SubAccount = typeof SubAccount.Type;

export const SubAccountInvite = Schema.Struct({
  business_id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  contact_number: Schema.optionalKey(Schema.String),
});
export type SubAccountInvite = typeof SubAccountInvite.Type;

export const InvitedSubAccount = Schema.Struct({
  sub_account: SubAccount,
  invitation_expires_at: Schema.optionalKey(Schema.Number),
});
export type InvitedSubAccount = typeof InvitedSubAccount.Type;

/** What /invitation/{token} shows: who invited whom, and whether the invitee needs a password. */
export const Invitation = Schema.Struct({
  business_id: Schema.Int,
  business_name: Schema.String,
  invited_by: Schema.optionalKey(Schema.String),
  name: Schema.optionalKey(Schema.String),
  email_address: Schema.String,
  expires_at: Schema.Number,
  /** True: accept while signed in. False: accept with a name, number and password. */
  account_exists: Schema.Boolean,
});
export type Invitation = typeof Invitation.Type;

/** An accepted invitation; a new invitee is signed in with the access token. */
export const InvitationAcceptance = Schema.Struct({
  business_id: Schema.Int,
  business_user_id: Schema.Int,
  business_name: Schema.String,
  access_token: Schema.optionalKey(Schema.String),
});
export type InvitationAcceptance = typeof InvitationAcceptance.Type;

export const isPending = (subAccount: SubAccount): boolean => subAccount.status === "invited";

export const isInvitationExpired = (invitation: Invitation, nowMs: number): boolean => nowMs >= invitation.expires_at;

/** What accepting asks for: only the token when the invitee has an account, else name, number and password. */
export const acceptanceNeedsDetails = (invitation: Invitation): boolean => !invitation.account_exists;

/**
 * Removing someone: an active sub-account by its business user id, a pending invitation by its
 * e-mail (removeSubAccount).
 */
export const removalOf = (
  subAccount: SubAccount,
): { readonly business_user_id: number } | { readonly email: string } =>
  subAccount.business_user_id === null
    ? { email: subAccount.email_address }
    : { business_user_id: subAccount.business_user_id };

/** Active people first, then pending invitations; alphabetical within each. */
export const ordered = (subAccounts: ReadonlyArray<SubAccount>): ReadonlyArray<SubAccount> =>
  subAccounts.toSorted((a, b) => Number(isPending(a)) - Number(isPending(b)) || a.name.localeCompare(b.name, "en-GB"));

/** The invite form's fields (spec §2 /sub-accounts: invite by name, e-mail and phone). */
export type InviteField = "name" | "email" | "contact_number";

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What the invite form checks before sending, as §8 codes by field (the server checks again and
 * its code lands on the same field): a name, and an e-mail that looks like one. The phone is
 * optional; the server decides whether a typed number is valid.
 */
export const inviteIssues = (invite: {
  readonly name: string;
  readonly email: string;
}): ReadonlyArray<{ readonly field: InviteField; readonly code: string }> => [
  ...(invite.name.trim() === "" ? [{ field: "name" as const, code: "name_empty" }] : []),
  ...(invite.email.trim() === ""
    ? [{ field: "email" as const, code: "email_empty" }]
    : emailShape.test(invite.email.trim())
      ? []
      : [{ field: "email" as const, code: "email_invalid" }]),
];

/** The field a server's §8 code on an invitation belongs to; undefined for the form as a whole. */
export const inviteFieldFor = (code: string | undefined): InviteField | undefined => {
  if (code === "name_empty") return "name";
  if (code === "email_empty" || code === "email_invalid" || code === "email_already_registered") return "email";
  if (code === "number_empty" || code === "Invalid contact number") return "contact_number";
  return undefined;
};
