// Customer sign-in, sign-up, sign-out, password reset and the token check (spec §7 Auth, §3 User,
// §4 Session and Authority values, §8 sign-in and sign-up codes), and the credential rules of
// contracts/README.md: bearer or cookie, optional operations, 401 invalid_token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const login = (email: string, password: string, tenant = "BOOK") =>
  ts.call("POST", "/customer/v2/doLoginWeb", { tenant, form: { email, password } });

describe("doLoginWeb", () => {
  it("answers the fields the app stores, and sets an HttpOnly SameSite=Lax cookie", async () => {
    const answer = await login("passenger@example.com", "cabline-sandbox");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      error: "no_error",
      access_token: expect.stringMatching(/^cbl_at_[A-Za-z0-9_-]{32}$/),
      id: expect.any(Number),
      customer_name: "Amelia Clarke",
      email_address: "passenger@example.com",
      contact_number: "+447700900123",
      business: false,
      expires_at: "2026-12-22T10:00:00+00:00",
    });
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`access_token=${answer.body.access_token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await login("booker@example.com", "cabline-sandbox")).body.business).toBe(true);
  });

  it("gives each sign-in failure its §8 code", async () => {
    expect((await login("", "x")).body).toEqual({ error: "email_empty", message: "Please enter an email." });
    expect((await login("passenger@example.com", "")).body).toEqual({
      error: "password_empty",
      message: "Password Missing.",
    });
    expect((await login("not-an-email", "cabline-sandbox")).body.error).toBe("invalid_login_email");
    expect((await login("passenger@example.com", "short")).body.error).toBe("invalid_login_password");
    expect((await login("passenger@example.com", "wrong-password")).body).toEqual({
      error: "invalid_login",
      message: "Email or Password is incorrect.",
    });
    expect((await login("nobody@example.com", "cabline-sandbox")).body.error).toBe("invalid_login");
  });

  it("answers 429 after 5 failures in 15 minutes, with Retry-After, then lets the right password in again", async () => {
    for (let i = 0; i < 5; i++) await login("booker@example.com", "wrong-password");
    const blocked = await login("booker@example.com", "cabline-sandbox");
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("too_many_attempts_please_wait");
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    ts.advance(wait * 1000);
    expect((await login("booker@example.com", "cabline-sandbox")).status).toBe(200);
  });
});

describe("credentials", () => {
  it("accepts the bearer token or the cookie", async () => {
    const token = (await login("passenger@example.com", "cabline-sandbox")).body.access_token;
    expect((await ts.call("POST", "/customer/v2/checkToken", { token })).status).toBe(200);
    expect(
      (await ts.call("POST", "/customer/v2/checkToken", { cookie: `theme=dark; access_token=${token}` })).status,
    ).toBe(200);
  });

  it("answers 401 invalid_token with a Bearer challenge when missing, unknown or expired", async () => {
    const missing = await ts.call("POST", "/customer/v2/checkToken");
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: "invalid_token", message: "Session expired. Please sign in again." });
    expect(missing.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    expect((await ts.call("GET", "/customer/card/get", { token: "cbl_at_made-up" })).status).toBe(401);
    const token = (await login("passenger@example.com", "cabline-sandbox")).body.access_token;
    ts.advance(31 * 24 * 60 * 60_000);
    expect((await ts.call("POST", "/customer/v2/checkToken", { token })).status).toBe(401);
  });

  it("lets guests call optional operations, but refuses a stale token there too", async () => {
    expect((await ts.call("GET", "/customer/v2/checkout/activeRideTypes")).status).toBe(200);
    expect((await ts.call("GET", "/customer/v2/checkout/activeRideTypes", { token: "stale" })).status).toBe(401);
  });

  it("ignores credentials on public operations", async () => {
    expect((await ts.call("GET", "/configuration/get", { token: "stale" })).status).toBe(200);
  });

  it("refuses requests without a known X-TENANT-ID", async () => {
    expect((await ts.call("GET", "/configuration/get", { tenant: null })).body.error).toBe("bad_request");
    const unknown = await ts.call("GET", "/configuration/get", { tenant: "NOPE" });
    expect(unknown.body).toEqual({ error: "bad_request", message: "No tenant with this X-TENANT-ID." });
    expect((await ts.call("GET", "/configuration/get", { tenant: "book" })).status).toBe(400);
  });

  it("refuses a body in the wrong encoding", async () => {
    const json = await ts.call("POST", "/customer/v2/doLoginWeb", {
      json: { email: "passenger@example.com", password: "cabline-sandbox" },
    });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe("bad_request");
  });
});

describe("doLogout", () => {
  it("revokes the token and clears the cookie", async () => {
    const token = (await login("passenger@example.com", "cabline-sandbox")).body.access_token;
    const out = await ts.call("POST", "/customer/v2/doLogout", { token });
    expect(out.body).toEqual({ error: "no_error", message: "Signed out." });
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await ts.call("POST", "/customer/v2/checkToken", { token })).status).toBe(401);
  });
});

describe("checkToken", () => {
  it("returns a consumer's profile: no accounts, default payment, default pickup", async () => {
    const token = (await login("passenger@example.com", "cabline-sandbox")).body.access_token;
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token });
    expect(profile.body).toMatchObject({
      name: "Amelia Clarke",
      customer_name: "Amelia Clarke",
      business: false,
      accounts: [],
      default_payment_type: "card",
      business_user_id: null,
      businessCustomerId: null,
      is_po_number_enabled: false,
      default_pickup: {
        name: "Home",
        location: {
          description: "112 Above Bar Street, Southampton SO14 7DU",
          id: "sbx-addr-so14-7du-112-above-bar-street",
        },
      },
    });
  });

  it("returns a booker's two accounts, the first selecting the defaults (spec §4)", async () => {
    const token = (await login("booker@example.com", "cabline-sandbox")).body.access_token;
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token });
    expect(profile.body.accounts).toEqual([
      expect.objectContaining({
        name: "Solent Marine Logistics",
        role: "ADMIN",
        default_payment_type: "account",
        is_po_number_enabled: true,
        sub_accounts_enabled: true,
        account_trip_enabled: true,
      }),
      expect.objectContaining({
        name: "Itchen Ferry Events Ltd",
        role: "SUB_ACCOUNT",
        default_payment_type: "cash",
        is_po_number_enabled: false,
        account_trip_enabled: false,
      }),
    ]);
    expect(profile.body).toMatchObject({
      business: true,
      default_payment_type: "account",
      is_po_number_enabled: true,
      sub_accounts_enabled: true,
      account_trip_enabled: true,
      businessCustomerId: profile.body.accounts[0].business_id,
      business_user_id: profile.body.accounts[0].business_user_id,
    });
  });
});

describe("password reset", () => {
  it("e-mails a single-use link valid for an hour; the new password works and old sessions end", async () => {
    const before = (await login("passenger@example.com", "cabline-sandbox")).body.access_token;
    const sent = await ts.call("POST", "/customer/v2/forgotPassword", { form: { email: "passenger@example.com" } });
    expect(sent.body.message).toContain("If passenger@example.com has an account");
    const mail = (await ts.outbox("passenger@example.com"))[0];
    expect(mail?.body).toContain("http://book.localhost:5173/reset-password?token=");
    const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1] as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const reset = (password: string, confirmPassword = password) =>
      ts.call("POST", "/customer/v2/resetPassword", { form: { token, password, confirmPassword } });
    expect((await reset("")).body.error).toBe("password_empty");
    expect((await reset("short")).body).toEqual({ error: "password_invalid", message: "Invalid Password." });
    expect((await reset("long-enough-1", "long-enough-2")).body.error).toBe("password_invalid");
    expect((await reset("new-password-1")).body.message).toBe("Password changed. Please sign in.");
    expect((await reset("new-password-2")).body.error).toBe("invalid_reset_token");
    expect((await ts.call("POST", "/customer/v2/checkToken", { token: before })).status).toBe(401);
    expect((await login("passenger@example.com", "new-password-1")).status).toBe(200);
  });

  it("answers the same for unknown addresses and sends nothing", async () => {
    const answer = await ts.call("POST", "/customer/v2/forgotPassword", { form: { email: "ghost@example.com" } });
    expect(answer.status).toBe(200);
    expect(await ts.outbox("ghost@example.com")).toEqual([]);
  });

  it("expires the link after an hour", async () => {
    await ts.call("POST", "/customer/v2/forgotPassword", { form: { email: "booker@example.com" } });
    const token = (await ts.outbox("booker@example.com"))[0]?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1] as string;
    ts.advance(60 * 60_000);
    const late = await ts.call("POST", "/customer/v2/resetPassword", { form: { token, password: "long-enough-1" } });
    expect(late.body.error).toBe("invalid_reset_token");
  });

  it("spends every older link once one is used", async () => {
    ts.advance(60 * 60_000);
    const links = async (): Promise<ReadonlyArray<string>> =>
      (await ts.outbox("owen.marsh@example.com"))
        .map((mail) => mail.body.match(/token=([A-Za-z0-9_-]+)/)?.[1])
        .filter((token): token is string => token !== undefined);
    for (let i = 0; i < 2; i++)
      await ts.call("POST", "/customer/v2/forgotPassword", { form: { email: "owen.marsh@example.com" } });
    const [newer, older] = await links();
    const reset = (token: string | undefined, password: string) =>
      ts.call("POST", "/customer/v2/resetPassword", { form: { token: token ?? "", password } });
    expect((await reset(newer, "owen-chose-this")).body.error).toBe("no_error");
    expect((await reset(older, "attacker-chose")).body.error).toBe("invalid_reset_token");
    expect((await login("owen.marsh@example.com", "owen-chose-this")).status).toBe(200);
  });
});

describe("registerWeb and submitEmailForValidation checks", () => {
  const register = (form: Record<string, string>) =>
    ts.call("POST", "/customer/v2/registerWeb", {
      form: {
        name: "New Person",
        email: "new.person@example.com",
        number: "+447700900321",
        validationCode: "123456",
        password: "long-enough",
        ...form,
      },
    });

  it("checks name, e-mail, number and password before the code", async () => {
    expect((await register({ name: "" })).body.error).toBe("name_empty");
    expect((await register({ email: "" })).body.error).toBe("email_empty");
    expect((await register({ email: "nope" })).body.error).toBe("email_invalid");
    expect((await register({ number: "" })).body.error).toBe("number_empty");
    expect((await register({ number: "123" })).body.error).toBe("Invalid contact number");
    expect((await register({ password: "" })).body.error).toBe("password_empty");
    expect((await register({ password: "1234567" })).body.error).toBe("password_invalid");
    // A taken e-mail or number is no answer before the code: the code is checked first.
    expect((await register({ email: "passenger@example.com" })).body.error).toBe("no_validation_record");
    expect((await register({ number: "07700 900123" })).body.error).toBe("no_validation_record");
  });

  it("answers an e-mail check for sign-up the same whether the address has an account; the owner is told", async () => {
    const check = (email: string) =>
      ts.call("POST", "/customer/v2/submitEmailForValidation", { form: { email, isForSignIn: false } });
    const taken = await check("booker@example.com");
    const free = await check("Fresh@Example.com");
    expect(free.body).toMatchObject({ error: "no_error", validation_sent: true });
    expect(taken.body).toEqual({ ...free.body, message: "Check booker@example.com for a confirmation link." });
    expect((await ts.outbox("fresh@example.com"))[0]?.subject).toContain("Confirm your e-mail");
    const notice = (await ts.outbox("booker@example.com"))[0];
    expect(notice?.subject).toBe("You already have a Solent Cars account");
    expect(notice?.body).toContain("/forgot-password");
  });
});

describe("guests", () => {
  it("get an unguessable guest id", async () => {
    const a = await ts.call("GET", "/customer/v2/getGuestUserId");
    const b = await ts.call("GET", "/customer/v2/getGuestUserId");
    expect(a.body.guestUserId).toMatch(/^gst_[A-Za-z0-9_-]{22}$/);
    expect(a.body.guestUserId).not.toBe(b.body.guestUserId);
  });
});
