/**
 * Customer sign-in, sign-up, sign-out, password reset and the token check (spec §7 Auth, §3
 * User, §4 Session, §8 sign-in and sign-up codes). Sign-in is throttled per client and account,
 * per account, per client and overall (RateLimit.guardSignIn), and a missing account costs the
 * same scrypt as a wrong password.
 *
 * No answer tells a stranger whether an account exists (docs/decisions/account-discovery.md):
 * sign-up, phone sign-in and reset answer the same for a known and an unknown e-mail or number,
 * and the e-mail or SMS tells the owner what happened. Whether a number has an account is said
 * only to whoever typed the code texted to it.
 */
import { ErrorCatalogue, Payment } from "@cabline/domain";
import { accountsOf, toBusinessAccount } from "./accounts.ts";
import type { Ctx, CustomerRow, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { ApiError, badRequest, fail } from "./errors.ts";
import { isEmail, normaliseEmail, optBool, optText, optString } from "./input.ts";
import * as Otp from "./otp.ts";
import { send } from "./outbox.ts";
import { hashPassword, minimumPasswordLength, verifyPassword } from "./passwords.ts";
import { toE164 } from "./phone.ts";
import * as RateLimit from "./rate-limit.ts";
import { nextRowId } from "./db.ts";
import { endSession, revokeAll, startSession } from "./sessions.ts";
import { formatInstant, minutes } from "./time.ts";
import { hashToken, randomId, randomToken } from "./tokens.ts";

/**
 * A hash no password matches (random bytes in the stored format, at the live cost), verified when
 * the account is missing so both cost one scrypt. A constant, so no request ever hashes it on the
 * event loop; with the request's password work prepared off the loop (passwords.ts withPrepared)
 * the check is already spent.
 */
const decoyHash = "scrypt$16384$8$1$311dnm6tt48ZZHRXZUvBFw$zjhEYF4Yye4ZVWCBM6aNvE_30gKKCc6z4Pa5EvPdRCU";

/**
 * Whether the password matches; without an account it verifies against a decoy hash, so a
 * missing account takes as long as a wrong password (no account discovery by
 * timing). Customers and drivers.
 */
export const passwordMatches = (password: string, stored: string | null | undefined): boolean => {
  if (stored === undefined || stored === null || stored === "") {
    verifyPassword(password, decoyHash);
    return false;
  }
  return verifyPassword(password, stored);
};
const emailLimit: RateLimit.Limit = { max: 5, windowMs: minutes(60) };
const forgotLimit: RateLimit.Limit = { max: 3, windowMs: minutes(15) };
const resetTokenMs = minutes(60);

/** E-mail validation shared by the forms: email_empty, email_invalid (§8). */
export const requireEmail = (value: string | undefined): string => {
  if (value === undefined) return fail("email_empty");
  if (!isEmail(value)) return fail("email_invalid");
  return normaliseEmail(value);
};

/** Phone validation shared by the forms: number_empty, Invalid contact number (§8). */
export const requirePhone = (value: string | undefined, dial?: string): string => {
  if (value === undefined) return fail("number_empty");
  return toE164(value, dial) ?? fail("Invalid contact number");
};

/** Password rules: password_empty, password_invalid under 8 characters (§8). */
export const requireNewPassword = (value: string | undefined, confirm?: string): string => {
  if (value === undefined || value === "") return fail("password_empty");
  if (value.length < minimumPasswordLength) return fail("password_invalid");
  if (confirm !== undefined && confirm !== value)
    return fail("password_invalid", { message: "The passwords do not match." });
  return value;
};

export const customerByEmail = (ctx: Ctx, email: string): CustomerRow | undefined =>
  ctx.db.get<CustomerRow>("SELECT * FROM customers WHERE tenant = ? AND email = ?", ctx.tenant.code, email);

export const customerByPhone = (ctx: Ctx, phone: string): CustomerRow | undefined =>
  ctx.db.get<CustomerRow>("SELECT * FROM customers WHERE tenant = ? AND phone = ?", ctx.tenant.code, phone);

/** Creates a customer; email_already_registered and number_already_registered when taken (§8). */
export const createCustomer = (
  ctx: Ctx,
  details: { name: string; email: string; phone: string; password: string },
): number => {
  if (customerByEmail(ctx, details.email) !== undefined) fail("email_already_registered");
  if (customerByPhone(ctx, details.phone) !== undefined) fail("number_already_registered");
  return ctx.db.run(
    "INSERT INTO customers(tenant, name, email, phone, password_hash, default_payment_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ctx.tenant.code,
    details.name,
    details.email,
    details.phone,
    hashPassword(details.password, ctx.random),
    Payment.consumerDefault,
    ctx.now,
  );
};

/** Starts the customer's session (and its cookie): the payload of signedIn. */
export const signIn = (ctx: Ctx, customer: CustomerRow) => {
  const session = startSession(ctx, "customer", customer.id);
  return {
    access_token: session.token,
    id: customer.id,
    customer_name: customer.name,
    email_address: customer.email,
    contact_number: customer.phone,
    business: accountsOf(ctx.db, ctx.tenant.code, customer.id).length > 0,
    expires_at: formatInstant(session.expiresAt),
  };
};

/** The answer of doLoginWeb and loginUsingPhoneNumberWeb, with the session cookie. */
export const signedIn = (ctx: Ctx, customer: CustomerRow): Reply => ok(signIn(ctx, customer));

const doLoginWeb = (ctx: Ctx): Reply => {
  const typed = optText(ctx.body, "email");
  const password = optString(ctx.body, "password") ?? "";
  if (typed === undefined) return fail("email_empty");
  if (password === "") return fail("password_empty");
  if (!isEmail(typed)) return fail("invalid_login_email");
  const email = normaliseEmail(typed);
  const guard = RateLimit.guardSignIn(ctx, "customer", email);
  if (password.length < minimumPasswordLength) {
    guard.failed();
    return fail("invalid_login_password", { commit: true });
  }
  const customer = customerByEmail(ctx, email);
  if (!passwordMatches(password, customer?.password_hash) || customer === undefined) {
    guard.failed();
    return fail("invalid_login", { commit: true });
  }
  guard.succeeded();
  return signedIn(ctx, customer);
};

/** Runs `work`, keeping this request's writes (a spent captcha token) whatever error it answers. */
const keepingWrites = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ApiError) || error.commit) throw error;
    throw new ApiError(error.code, {
      status: error.status,
      message: error.message,
      commit: true,
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
      extra: error.extra,
    });
  }
};

const submitTelForValidation = (ctx: Ctx): Reply => {
  const phone = requirePhone(optText(ctx.body, "number") ?? optText(ctx.body, "phone"));
  // The captcha is checked by its port and spent, even when the answer below is an error: one
  // token, one try.
  if (!ctx.captcha.verify(ctx, optText(ctx.body, "captchaToken"))) return badRequest("Captcha verification failed.");
  const forSignIn = optBool(ctx.body, "isForSignIn") ?? false;
  const sent = keepingWrites(() => {
    // A code goes to every number, under the same limits; what the number's owner is told differs.
    const registered = customerByPhone(ctx, phone) !== undefined;
    const note =
      forSignIn && !registered
        ? `This number has no ${ctx.tenant.website_name} account yet: create one at ${ctx.webBase}/sign-up`
        : !forSignIn && registered
          ? `This number already has a ${ctx.tenant.website_name} account: sign in with it at ${ctx.webBase}/sign-in`
          : undefined;
    return Otp.sendCode(ctx, phone, forSignIn ? "signin" : "signup", note);
  });
  return ok({
    validation_sent: true,
    expires_in_seconds: sent.expiresIn,
    resend_after_seconds: sent.resendAfter,
    message: Otp.sentMessage(phone),
  });
};

const loginUsingPhoneNumberWeb = (ctx: Ctx): Reply => {
  const phone = requirePhone(optText(ctx.body, "number"));
  const code = optText(ctx.body, "validationCode");
  if (code === undefined) return fail("no_validation_record");
  Otp.verifyCode(ctx, phone, "signin", code);
  // Only the holder of the phone gets here: telling them it has no account discovers nothing.
  const customer = customerByPhone(ctx, phone) ?? fail("number_not_registered", { commit: true });
  return signedIn(ctx, customer);
};

const registerWeb = (ctx: Ctx): Reply => {
  const name = optText(ctx.body, "name") ?? fail("name_empty");
  const email = requireEmail(optText(ctx.body, "email"));
  const phone = requirePhone(optText(ctx.body, "number"));
  const password = requireNewPassword(optString(ctx.body, "password"));
  Otp.verifyCode(ctx, phone, "signup", optText(ctx.body, "validationCode") ?? "");
  // The code proves the phone: its owner may be told it has an account already.
  if (customerByPhone(ctx, phone) !== undefined) fail("number_already_registered", { commit: true });
  if (customerByEmail(ctx, email) !== undefined) {
    // The e-mail is someone's account: the same answer as a new one, and the owner is told.
    accountExistsNotice(ctx, email, "create an account");
    return ok({ id: nextRowId(ctx.db, "customers"), message: ErrorCatalogue.signUpSuccessMessage });
  }
  const id = createCustomer(ctx, { name, email, phone, password });
  send(ctx, {
    channel: "email",
    to: email,
    subject: `Welcome to ${ctx.tenant.website_name}`,
    body: `Hello ${name},\nyour ${ctx.tenant.website_name} account is ready. Sign in at ${ctx.webBase}/sign-in`,
  });
  return ok({ id, message: ErrorCatalogue.signUpSuccessMessage });
};

const submitEmailForValidation = (ctx: Ctx): Reply => {
  const email = requireEmail(optText(ctx.body, "email"));
  const forSignIn = optBool(ctx.body, "isForSignIn") ?? false;
  const exists = customerByEmail(ctx, email) !== undefined;
  RateLimit.enforce(ctx, `email-check:${email}`, emailLimit);
  RateLimit.record(ctx, `email-check:${email}`);
  // Answered the same whether or not the address is registered; its owner is told by e-mail.
  if (!forSignIn && exists) accountExistsNotice(ctx, email, "create an account");
  else if (!forSignIn || exists) {
    send(ctx, {
      channel: "email",
      to: email,
      subject: `Confirm your e-mail for ${ctx.tenant.website_name}`,
      body: `Confirm ${email} for ${ctx.tenant.website_name}: ${ctx.webBase}/sign-up?email=${encodeURIComponent(email)}&confirmation=${randomToken(ctx.random)}`,
    });
  }
  return ok({ validation_sent: true, message: `Check ${email} for a confirmation link.` });
};

/**
 * Tells the owner of an account that someone tried to make another with their e-mail address
 * (sign-up, business sign-up): no account was made, and how to sign in or reset the password.
 */
export const accountExistsNotice = (ctx: Ctx, email: string, attempt: string): void =>
  send(ctx, {
    channel: "email",
    to: email,
    subject: `You already have a ${ctx.tenant.website_name} account`,
    body: [
      `Someone (perhaps you) tried to ${attempt} with ${email} at ${ctx.tenant.website_name}. This address already has an account, so no new one was made.`,
      `Sign in: ${ctx.webBase}/sign-in`,
      `Forgotten your password? ${ctx.webBase}/forgot-password`,
      "If it was not you, you need do nothing: your account is unchanged.",
    ].join("\n"),
  });

/** Sends a single-use reset link valid for 1 hour (customer or driver). */
export const sendResetLink = (ctx: Ctx, kind: "customer" | "driver", subjectId: number, email: string): void => {
  const token = randomToken(ctx.random);
  ctx.db.run(
    "INSERT INTO reset_tokens(token_hash, tenant, kind, subject_id, expires_at) VALUES (?, ?, ?, ?, ?)",
    hashToken(token),
    ctx.tenant.code,
    kind,
    subjectId,
    ctx.now + resetTokenMs,
  );
  const path = kind === "customer" ? "/reset-password" : "/reset-password-driver";
  send(ctx, {
    channel: "email",
    to: email,
    subject: `Reset your ${ctx.tenant.website_name} password`,
    body: `Use this link within an hour to choose a new password:\n${ctx.webBase}${path}?token=${token}\nIf you did not ask for it, ignore this e-mail.`,
  });
};

/** The forgot-password rule of both portals: same answer for unknown addresses, limited per address. */
export const forgotPasswordFor =
  (kind: "customer" | "driver", find: (ctx: Ctx, email: string) => { id: number } | undefined) =>
  (ctx: Ctx): Reply => {
    const email = requireEmail(optText(ctx.body, "email"));
    const key = `forgot:${kind}:${email}`;
    RateLimit.enforce(ctx, key, forgotLimit);
    RateLimit.record(ctx, key);
    const subject = find(ctx, email);
    if (subject !== undefined) sendResetLink(ctx, kind, subject.id, email);
    return ok({
      message:
        kind === "customer"
          ? `If ${email} has an account, a reset link is on its way.`
          : `If ${email} is a driver account, a reset link is on its way.`,
    });
  };

/** Sets a new password from a reset token: invalid_reset_token, password_empty, password_invalid. */
export const resetPasswordFor =
  (kind: "customer" | "driver") =>
  (ctx: Ctx): Reply => {
    const token = optText(ctx.body, "token") ?? fail("invalid_reset_token");
    const row = ctx.db.get<{ subject_id: number; expires_at: number; used_at: number | null }>(
      "SELECT * FROM reset_tokens WHERE token_hash = ? AND tenant = ? AND kind = ?",
      hashToken(token),
      ctx.tenant.code,
      kind,
    );
    if (row === undefined || row.used_at !== null || row.expires_at <= ctx.now) return fail("invalid_reset_token");
    const password = requireNewPassword(optString(ctx.body, "password"), optString(ctx.body, "confirmPassword"));
    const table = kind === "customer" ? "customers" : "drivers";
    ctx.db.run(
      `UPDATE ${table} SET password_hash = ? WHERE id = ? AND tenant = ?`,
      hashPassword(password, ctx.random),
      row.subject_id,
      ctx.tenant.code,
    );
    // Every reset link of this person is spent, not only this one: an older e-mail (forwarded,
    // in a shared mailbox) must not change the password again.
    ctx.db.run(
      "UPDATE reset_tokens SET used_at = ? WHERE tenant = ? AND kind = ? AND subject_id = ? AND used_at IS NULL",
      ctx.now,
      ctx.tenant.code,
      kind,
      row.subject_id,
    );
    revokeAll(ctx, kind, row.subject_id);
    return ok({ message: "Password changed. Please sign in." });
  };

interface SavedLocationRow {
  readonly id: number;
  readonly customer_id: number;
  readonly name: string;
  readonly description: string;
  readonly lat: number;
  readonly lon: number;
  readonly place_id: string | null;
}

export const toSavedLocation = (row: SavedLocationRow): Record<string, unknown> => ({
  user_id: row.customer_id,
  name: row.name,
  id: row.id,
  location: {
    description: row.description,
    lon: row.lon,
    lat: row.lat,
    ...(row.place_id === null ? {} : { id: row.place_id }),
  },
});

/** The checkToken profile (spec §3 User, §7): accounts, defaults from the first account, default pickup. */
const checkToken = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const accounts = accountsOf(ctx.db, ctx.tenant.code, customer.id);
  const first = accounts[0];
  const pickup = ctx.db.get<SavedLocationRow>(
    "SELECT * FROM saved_locations WHERE tenant = ? AND customer_id = ? AND is_default = 1 ORDER BY id DESC LIMIT 1",
    ctx.tenant.code,
    customer.id,
  );
  return ok({
    id: customer.id,
    name: customer.name,
    customer_name: customer.name,
    email_address: customer.email,
    contact_number: customer.phone,
    business: first !== undefined,
    sub_accounts_enabled: first?.sub_accounts_enabled === 1,
    account_trip_enabled: first?.account_trip_enabled === 1,
    accounts: accounts.map(toBusinessAccount),
    default_payment_type: Payment.normalise(first?.default_payment_type ?? customer.default_payment_type),
    default_pickup: pickup === undefined ? null : toSavedLocation(pickup),
    business_user_id: first?.business_user_id ?? null,
    is_po_number_enabled: first?.is_po_number_enabled === 1,
    businessCustomerId: first?.business_id ?? null,
  });
};

const getGuestUserId = (ctx: Ctx): Reply => {
  const id = randomId(ctx.random, "gst_");
  ctx.db.run("INSERT INTO guests(id, tenant, created_at) VALUES (?, ?, ?)", id, ctx.tenant.code, ctx.now);
  return ok({ guestUserId: id });
};

export const authRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/doLoginWeb", "form", "public", doLoginWeb),
  route("POST", "/customer/v2/submitTelForValidation", "form", "public", submitTelForValidation),
  route("POST", "/customer/v2/loginUsingPhoneNumberWeb", "form", "public", loginUsingPhoneNumberWeb),
  route("POST", "/customer/v2/registerWeb", "form", "public", registerWeb),
  route("POST", "/customer/v2/submitEmailForValidation", "form", "public", submitEmailForValidation),
  route("POST", "/customer/v2/doLogout", "none", "customer", endSession("customer")),
  route(
    "POST",
    "/customer/v2/forgotPassword",
    "form",
    "public",
    forgotPasswordFor("customer", (ctx, email) => customerByEmail(ctx, email)),
  ),
  route("POST", "/customer/v2/resetPassword", "form", "public", resetPasswordFor("customer")),
  route("POST", "/customer/v2/checkToken", "none", "customer", checkToken),
  route("GET", "/customer/v2/getGuestUserId", "none", "public", getGuestUserId),
];
