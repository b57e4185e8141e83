/**
 * Business accounts (extensions for spec §2 /business-signup, /sub-accounts, /invitation/{token};
 * §6): sign-up, the sub-accounts list, invitations by e-mailed token (at least 128 bits, 7 days)
 * and their acceptance. The sub-accounts screen is open to accounts with the domain's
 * sub-accounts authority (role SUB_ACCOUNT or sub-accounts enabled); anyone else gets
 * not_business_user. Listing colleagues' contact details, inviting and removing follow the
 * domain's member-management rule (Account.memberAccess: the account's administrator only); a
 * plain member's list holds their own entry.
 */
import { Account, Business } from "@cabline/domain";
import { grantsSubAccounts, memberAccess, membership, type AccountRow } from "./accounts.ts";
import {
  accountExistsNotice,
  createCustomer,
  customerByEmail,
  customerByPhone,
  requireEmail,
  requireNewPassword,
  requirePhone,
  signIn,
} from "./auth.ts";
import type { Ctx, CustomerRow, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optBool, optInt, optString, optText, reqInt } from "./input.ts";
import { nextRowId } from "./db.ts";
import { send } from "./outbox.ts";
import * as RateLimit from "./rate-limit.ts";
import { formatInstant, minutes } from "./time.ts";
import { hashToken, randomToken } from "./tokens.ts";

const invitationLifetimeMs = 7 * 24 * 60 * 60_000;
const signupLimit: RateLimit.Limit = { max: 5, windowMs: minutes(60) };

/** The signed-in customer's account on a business whose sub-accounts screen they may see. */
const visibleAccount = (ctx: Ctx, businessId: number): AccountRow => {
  const customer = ctx.customer ?? fail("invalid_token");
  const account = membership(ctx.db, ctx.tenant.code, customer.id, businessId);
  if (account === undefined || !grantsSubAccounts(account)) return fail("not_business_user");
  return account;
};

/** The account, when the signed-in customer manages its members (domain: its administrator). */
const managedAccount = (ctx: Ctx, businessId: number): AccountRow => {
  const account = visibleAccount(ctx, businessId);
  if (!memberAccess(account).invite)
    return fail("not_business_user", { message: "Only the account's administrator can invite or remove people." });
  return account;
};

const businessSignup = (ctx: Ctx): Reply => {
  const company = optText(ctx.body, "company_name") ?? fail("name_empty");
  const first = optText(ctx.body, "firstName") ?? fail("name_empty");
  const last = optText(ctx.body, "lastName") ?? fail("name_empty");
  const email = requireEmail(optText(ctx.body, "email"));
  const phone = requirePhone(optText(ctx.body, "phoneNumber"), optText(ctx.body, "countryCode"));
  const password = requireNewPassword(optString(ctx.body, "password"), optString(ctx.body, "confirmPassword"));
  if (optBool(ctx.body, "acceptPolicy") !== true) badRequest("Please accept the terms and the privacy policy.");
  RateLimit.enforce(ctx, `signup:${email}`, signupLimit);
  RateLimit.record(ctx, `signup:${email}`);
  // An e-mail or number that already has an account gets the same answer as a new one; its owner
  // is told what happened (docs/decisions/account-discovery.md).
  const ready = (businessId: number) =>
    ok({
      business_id: businessId,
      status: "active",
      message: "Your business account is ready (the sandbox approves at once). Please sign in.",
    });
  if (customerByEmail(ctx, email) !== undefined) {
    accountExistsNotice(ctx, email, `register the business account ${company}`);
    return ready(nextRowId(ctx.db, "businesses"));
  }
  if (customerByPhone(ctx, phone) !== undefined) {
    send(ctx, {
      channel: "sms",
      to: phone,
      subject: `${ctx.tenant.website_name} account`,
      body: `Someone tried to register a ${ctx.tenant.website_name} business account with this number, which already has an account, so none was made. Sign in at ${ctx.webBase}/sign-in`,
    });
    return ready(nextRowId(ctx.db, "businesses"));
  }
  const customerId = createCustomer(ctx, { name: `${first} ${last}`, email, phone, password });
  const businessId = ctx.db.run(
    `INSERT INTO businesses(tenant, name, status, default_payment_type, is_po_number_enabled, sub_accounts_enabled,
       account_trip_enabled, company_number, billing_address, created_at) VALUES (?, ?, 'active', 'account', ?, 1, 1, ?, ?, ?)`,
    ctx.tenant.code,
    company,
    optBool(ctx.body, "po_numbers_required") === true ? 1 : 0,
    optText(ctx.body, "company_number") ?? null,
    optText(ctx.body, "billing_address") ?? null,
    ctx.now,
  );
  ctx.db.run(
    "INSERT INTO business_users(tenant, business_id, customer_id, role, joined_at) VALUES (?, ?, ?, 'ADMIN', ?)",
    ctx.tenant.code,
    businessId,
    customerId,
    ctx.now,
  );
  send(ctx, {
    channel: "email",
    to: email,
    subject: `${company} is ready to book with ${ctx.tenant.website_name}`,
    body: `Hello ${first},\n${company} has a business account (sandbox: approved at once). Sign in at ${ctx.webBase}/sign-in`,
  });
  return ready(businessId);
};

interface InvitationRow {
  readonly id: number;
  readonly business_id: number;
  readonly name: string;
  readonly email: string;
  readonly contact_number: string | null;
  readonly invited_by: number;
  readonly invited_at: number;
  readonly expires_at: number;
  readonly accepted_at: number | null;
  readonly withdrawn_at: number | null;
}

/** Still open: not accepted, not withdrawn, not expired (`expires_at > now` is Business.isInvitationExpired in SQL). */
const pendingInvitations = (ctx: Ctx, businessId: number): ReadonlyArray<InvitationRow> =>
  ctx.db.all<InvitationRow>(
    "SELECT * FROM invitations WHERE tenant = ? AND business_id = ? AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > ? ORDER BY id",
    ctx.tenant.code,
    businessId,
    ctx.now,
  );

const invitedSubAccount = (row: InvitationRow): Record<string, unknown> => ({
  business_user_id: null,
  name: row.name,
  email_address: row.email,
  ...(row.contact_number === null ? {} : { contact_number: row.contact_number }),
  role: Account.subAccountRole,
  status: "invited",
  invited_at: formatInstant(row.invited_at),
});

const getSubAccounts = (ctx: Ctx): Reply => {
  const raw = ctx.query.get("business_id");
  const businessId = raw === null || !/^\d+$/.test(raw) ? badRequest("business_id is required.") : Number(raw);
  const account = visibleAccount(ctx, businessId);
  const colleagues = memberAccess(account).listColleagues;
  const members = ctx.db.all<{
    id: number;
    role: string;
    invited_at: number | null;
    joined_at: number;
    name: string;
    email: string;
    phone: string;
  }>(
    `SELECT bu.id, bu.role, bu.invited_at, bu.joined_at, c.name, c.email, c.phone FROM business_users bu
     JOIN customers c ON c.id = bu.customer_id AND c.tenant = bu.tenant
     WHERE bu.tenant = ? AND bu.business_id = ? AND bu.role = ? AND (? OR bu.id = ?) ORDER BY bu.id`,
    ctx.tenant.code,
    businessId,
    Account.subAccountRole,
    colleagues ? 1 : 0,
    account.business_user_id,
  );
  return ok({
    sub_accounts: [
      ...members.map((member) => ({
        business_user_id: member.id,
        name: member.name,
        email_address: member.email,
        contact_number: member.phone,
        role: member.role,
        status: "active",
        ...(member.invited_at === null ? {} : { invited_at: formatInstant(member.invited_at) }),
        joined_at: formatInstant(member.joined_at),
      })),
      ...(colleagues ? pendingInvitations(ctx, businessId).map(invitedSubAccount) : []),
    ],
  });
};

const inviteSubAccount = (ctx: Ctx): Reply => {
  const inviter = ctx.customer ?? fail("invalid_token");
  const businessId = reqInt(ctx.body, "business_id");
  const account = managedAccount(ctx, businessId);
  const name = optText(ctx.body, "name") ?? fail("name_empty");
  const email = requireEmail(optText(ctx.body, "email"));
  const typedPhone = optText(ctx.body, "contact_number");
  const phone = typedPhone === undefined ? undefined : requirePhone(typedPhone);
  const member = ctx.db.get(
    `SELECT 1 FROM business_users bu JOIN customers c ON c.id = bu.customer_id WHERE bu.tenant = ? AND bu.business_id = ? AND c.email = ?`,
    ctx.tenant.code,
    businessId,
    email,
  );
  if (member !== undefined || pendingInvitations(ctx, businessId).some((invitation) => invitation.email === email)) {
    return fail("email_already_registered");
  }
  const token = randomToken(ctx.random);
  const expiresAt = ctx.now + invitationLifetimeMs;
  const id = ctx.db.run(
    `INSERT INTO invitations(tenant, business_id, token_hash, name, email, contact_number, invited_by, invited_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ctx.tenant.code,
    businessId,
    hashToken(token),
    name,
    email,
    phone ?? null,
    inviter.id,
    ctx.now,
    expiresAt,
  );
  send(ctx, {
    channel: "email",
    to: email,
    subject: `${ctx.customer?.name ?? "A colleague"} invites you to ${account.name} on ${ctx.tenant.website_name}`,
    body: `Hello ${name},\njoin ${account.name} to book trips on its account:\n${ctx.webBase}/invitation/${token}\nThe link expires in 7 days.`,
  });
  const row =
    ctx.db.get<InvitationRow>("SELECT * FROM invitations WHERE id = ? AND tenant = ?", id, ctx.tenant.code) ??
    fail("internal_server_error");
  return ok({ sub_account: invitedSubAccount(row), invitation_expires_at: formatInstant(expiresAt) });
};

const removeSubAccount = (ctx: Ctx): Reply => {
  const businessId = reqInt(ctx.body, "business_id");
  const account = managedAccount(ctx, businessId);
  const businessUserId = optInt(ctx.body, "business_user_id");
  const email = optText(ctx.body, "email");
  const notFound = (): never => fail("bad_request", { message: "No such sub-account on this business account." });
  if (businessUserId !== undefined) {
    const member = ctx.db.get<{ name: string }>(
      `SELECT c.name FROM business_users bu JOIN customers c ON c.id = bu.customer_id
       WHERE bu.id = ? AND bu.tenant = ? AND bu.business_id = ? AND bu.role = ?`,
      businessUserId,
      ctx.tenant.code,
      businessId,
      Account.subAccountRole,
    );
    if (member === undefined || businessUserId === account.business_user_id) return notFound();
    ctx.db.run("DELETE FROM business_users WHERE id = ? AND tenant = ?", businessUserId, ctx.tenant.code);
    return ok({ message: `${member.name} no longer has access to ${account.name}.` });
  }
  if (email !== undefined) {
    const invitation = pendingInvitations(ctx, businessId).find((candidate) => candidate.email === email.toLowerCase());
    if (invitation === undefined) return notFound();
    ctx.db.run(
      "UPDATE invitations SET withdrawn_at = ? WHERE id = ? AND tenant = ?",
      ctx.now,
      invitation.id,
      ctx.tenant.code,
    );
    return ok({ message: `The invitation to ${invitation.name} is withdrawn.` });
  }
  return badRequest("Send business_user_id or email.");
};

type InvitationRecord = InvitationRow & { readonly business_name: string };

/** The row as the domain's Business.Invitation: what /invitation/{token} shows of it. */
const invitationOf = (ctx: Ctx, row: InvitationRecord): Business.Invitation => {
  const inviter = ctx.db.get<{ name: string }>(
    "SELECT name FROM customers WHERE id = ? AND tenant = ?",
    row.invited_by,
    ctx.tenant.code,
  );
  const exists =
    ctx.db.get("SELECT 1 FROM customers WHERE tenant = ? AND email = ?", ctx.tenant.code, row.email) !== undefined;
  return {
    business_id: row.business_id,
    business_name: row.business_name,
    ...(inviter === undefined ? {} : { invited_by: inviter.name }),
    name: row.name,
    email_address: row.email,
    expires_at: row.expires_at,
    account_exists: exists,
  };
};

/**
 * The invitation a token names, while it can still be accepted: not accepted, not withdrawn and
 * not expired (Business.isInvitationExpired: from expires_at on). Anything else is invalid_invitation.
 */
const liveInvitation = (
  ctx: Ctx,
  token: string | undefined | null,
): { readonly row: InvitationRecord; readonly invitation: Business.Invitation } => {
  if (token === undefined || token === null || !/^[A-Za-z0-9_-]{22,}$/.test(token)) return fail("invalid_invitation");
  const row = ctx.db.get<InvitationRecord>(
    `SELECT i.*, b.name AS business_name FROM invitations i JOIN businesses b ON b.id = i.business_id
     WHERE i.token_hash = ? AND i.tenant = ? AND b.tenant = i.tenant`,
    hashToken(token),
    ctx.tenant.code,
  );
  if (row === undefined || row.accepted_at !== null || row.withdrawn_at !== null) return fail("invalid_invitation");
  const invitation = invitationOf(ctx, row);
  if (Business.isInvitationExpired(invitation, ctx.now)) return fail("invalid_invitation");
  return { row, invitation };
};

const getInvitation = (ctx: Ctx): Reply => {
  const { invitation } = liveInvitation(ctx, ctx.query.get("token"));
  return ok({ invitation: { ...invitation, expires_at: formatInstant(invitation.expires_at) } });
};

const join = (ctx: Ctx, invitation: InvitationRow, customerId: number): number => {
  ctx.db.run(
    "UPDATE invitations SET accepted_at = ? WHERE id = ? AND tenant = ?",
    ctx.now,
    invitation.id,
    ctx.tenant.code,
  );
  const existing = ctx.db.get<{ id: number }>(
    "SELECT id FROM business_users WHERE tenant = ? AND business_id = ? AND customer_id = ?",
    ctx.tenant.code,
    invitation.business_id,
    customerId,
  );
  if (existing !== undefined) return existing.id;
  return ctx.db.run(
    "INSERT INTO business_users(tenant, business_id, customer_id, role, invited_at, joined_at) VALUES (?, ?, ?, ?, ?, ?)",
    ctx.tenant.code,
    invitation.business_id,
    customerId,
    Account.subAccountRole,
    invitation.invited_at,
    ctx.now,
  );
};

const acceptInvitation = (ctx: Ctx): Reply => {
  const { row, invitation } = liveInvitation(ctx, optText(ctx.body, "token"));
  const answer = { business_id: row.business_id, business_name: row.business_name };
  if (ctx.customer !== undefined) {
    if (ctx.customer.email !== row.email)
      return fail("invalid_invitation", { message: "This invitation is for another e-mail address." });
    return ok({ ...answer, business_user_id: join(ctx, row, ctx.customer.id) });
  }
  if (!Business.acceptanceNeedsDetails(invitation)) {
    return badRequest(`Sign in as ${row.email} to accept this invitation.`);
  }
  const name = optText(ctx.body, "name") ?? fail("name_empty");
  const phone = requirePhone(optText(ctx.body, "number"));
  const password = optString(ctx.body, "password");
  if (password === undefined || password.length < 8) return fail("password_invalid");
  const customerId = createCustomer(ctx, { name, email: row.email, phone, password });
  const businessUserId = join(ctx, row, customerId);
  const customer =
    ctx.db.get<CustomerRow>("SELECT * FROM customers WHERE id = ? AND tenant = ?", customerId, ctx.tenant.code) ??
    fail("internal_server_error");
  const login = signIn(ctx, customer);
  return ok({ ...answer, business_user_id: businessUserId, access_token: login.access_token });
};

export const businessRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/business/signup", "json", "public", businessSignup),
  route("GET", "/business/subAccounts", "none", "customer", getSubAccounts),
  route("POST", "/business/subAccounts/invite", "form", "customer", inviteSubAccount),
  route("POST", "/business/subAccounts/remove", "form", "customer", removeSubAccount),
  route("GET", "/business/invitation", "none", "optional", getInvitation),
  route("POST", "/business/invitation/accept", "form", "optional", acceptInvitation),
];
