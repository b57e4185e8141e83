// Phone one-time codes (spec §7 submitTelForValidation, loginUsingPhoneNumberWeb, registerWeb):
// 6 digits, single use, valid 10 minutes, at most 5 attempts, at most one send a minute and 5 an
// hour per number (429 too_many_attempts_please_wait with Retry-After), delivered to the outbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { solveCaptcha, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const minute = 60_000;
let numbers = 0;
/** A customer of BOOK with a number no other test uses, so each test starts with no codes and no limits. */
const registeredNumber = (): string => {
  const phone = `+4477008${String(++numbers).padStart(5, "0")}`;
  ts.sandbox.db.run(
    "INSERT INTO customers(tenant, name, email, phone, password_hash, default_payment_type, created_at) VALUES ('BOOK', 'Test', ?, ?, 'none', 'cash', 0)",
    `otp-${numbers}@example.com`,
    phone,
  );
  return phone;
};
const unregisteredNumber = (): string => `+4477007${String(++numbers).padStart(5, "0")}`;
let passengerPhone = "";
beforeEach(() => {
  passengerPhone = registeredNumber();
});

/** Each number asks from a client of its own, so the per-client limit is tested on its own below. */
const clientOf = (number: string): string => `198.51.100.${Number(number.slice(-5)) % 250}`;
const sendCode = async (number: string, isForSignIn = true, client = clientOf(number), tenant = "BOOK") =>
  ts.call("POST", "/customer/v2/submitTelForValidation", {
    tenant,
    headers: { "X-Forwarded-For": client },
    form: { number, fromWeb: 1, isForSignIn, siteKey: "sandbox", captchaToken: await solveCaptcha(ts.call, tenant) },
  });

const latestCode = async (number: string): Promise<string> => {
  const messages = await ts.outbox(number);
  const code = messages[0]?.body.match(/^(\d{6}) /)?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${number}`);
  return code;
};

const signIn = (number: string, validationCode: string) =>
  ts.call("POST", "/customer/v2/loginUsingPhoneNumberWeb", { form: { number, validationCode } });

describe("sending a code", () => {
  it("writes a 6-digit code to the outbox, valid 10 minutes, and says when another may be sent", async () => {
    const sent = await sendCode(`0${passengerPhone.slice(3, 7)} ${passengerPhone.slice(7)}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      error: "no_error",
      validation_sent: true,
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    const [message] = await ts.outbox(passengerPhone);
    expect(message).toMatchObject({ channel: "sms", to: passengerPhone });
    expect(message?.body).toMatch(/^\d{6} is your Solent Cars sign-in code/);
  });

  it("refuses numbers that are empty or malformed", async () => {
    expect((await sendCode("")).body.error).toBe("number_empty");
    expect((await sendCode("12")).body.error).toBe("Invalid contact number");
  });

  it("answers the same for a number with or without an account; only the SMS tells its owner", async () => {
    const shape = (answer: { status: number; body: Record<string, unknown> }) => ({
      status: answer.status,
      keys: Object.keys(answer.body).sort(),
      error: answer.body.error,
    });
    const stranger = unregisteredNumber();
    const known = await sendCode(passengerPhone);
    const unknown = await sendCode(stranger);
    expect(shape(unknown)).toEqual(shape(known));
    expect((await ts.outbox(stranger))[0]?.body).toMatch(/sign-in code.*This number has no Solent Cars account yet/);
    // Signing up with a number that has an account: the same answer as a new number.
    const other = registeredNumber();
    const fresh = unregisteredNumber();
    expect(shape(await sendCode(other, false))).toEqual(shape(await sendCode(fresh, false)));
    expect((await ts.outbox(other))[0]?.body).toMatch(/already has a Solent Cars account: sign in with it at/);
    expect((await ts.outbox(fresh))[0]?.body).not.toMatch(/account/);
  });

  it("sends at most one code a minute per number (429 with Retry-After)", async () => {
    expect((await sendCode(passengerPhone)).status).toBe(200);
    ts.advance(20_000);
    const again = await sendCode(passengerPhone);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ error: "too_many_attempts_please_wait", message: "Too many attempts please wait." });
    expect(Number(again.headers.get("retry-after"))).toBe(40);
    ts.advance(40_000);
    expect((await sendCode(passengerPhone)).status).toBe(200);
  });

  it("sends at most 5 codes an hour per number", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(passengerPhone)).status).toBe(200);
      ts.advance(2 * minute);
    }
    const sixth = await sendCode(passengerPhone);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    ts.advance(retryAfter * 1000);
    expect((await sendCode(passengerPhone)).status).toBe(200);
  });

  it("limits each number on its own, and other tenants separately", async () => {
    expect((await sendCode(passengerPhone)).status).toBe(200);
    expect((await sendCode(registeredNumber())).status).toBe(200);
    expect((await sendCode("+447700900123")).status).toBe(200);
    const gdt = await sendCode("+447700900123", true, "198.51.100.251", "GDT");
    expect(gdt.status).toBe(200);
  });
});

describe("signing in with a code", () => {
  it("signs in once with the right code; the code is single use", async () => {
    await sendCode(passengerPhone);
    const code = await latestCode(passengerPhone);
    const first = await signIn(passengerPhone, code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      contact_number: passengerPhone,
      access_token: expect.stringMatching(/^cbl_at_/),
    });
    const again = await signIn(passengerPhone, code);
    expect(again.body).toEqual({ error: "no_validation_record", message: "OTP is required to login." });
  });

  it("expires after 10 minutes", async () => {
    await sendCode(passengerPhone);
    const code = await latestCode(passengerPhone);
    ts.advance(10 * minute);
    expect((await signIn(passengerPhone, code)).body.error).toBe("no_validation_record");
  });

  it("still works just before 10 minutes", async () => {
    await sendCode(passengerPhone);
    const code = await latestCode(passengerPhone);
    ts.advance(10 * minute - 1000);
    expect((await signIn(passengerPhone, code)).status).toBe(200);
  });

  it("allows 5 attempts: after 5 wrong codes even the right one is refused until a new code is sent", async () => {
    await sendCode(passengerPhone);
    const code = await latestCode(passengerPhone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const attempt = await signIn(passengerPhone, wrong);
      expect(attempt.status).toBe(400);
      expect(attempt.body).toEqual({ error: "Invalid confirmation code", message: "Invalid Confirmation Code." });
    }
    const locked = await signIn(passengerPhone, code);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).not.toBeNull();
    ts.advance(minute);
    await sendCode(passengerPhone);
    expect((await signIn(passengerPhone, await latestCode(passengerPhone))).status).toBe(200);
  });

  it("a new code replaces the previous one", async () => {
    await sendCode(passengerPhone);
    const old = await latestCode(passengerPhone);
    ts.advance(minute);
    await sendCode(passengerPhone);
    const fresh = await latestCode(passengerPhone);
    if (old !== fresh) expect((await signIn(passengerPhone, old)).body.error).toBe("Invalid confirmation code");
    expect((await signIn(passengerPhone, fresh)).status).toBe(200);
  });

  it("says a number has no account only to whoever typed the code texted to it", async () => {
    const stranger = unregisteredNumber();
    await sendCode(stranger);
    await sendCode(passengerPhone);
    // A wrong code reads the same for both: nothing to tell them apart.
    const wrong = (await signIn(stranger, "000000")).body;
    expect(wrong).toEqual((await signIn(passengerPhone, "000000")).body);
    expect((await signIn(unregisteredNumber(), "123456")).body.error).toBe("no_validation_record");
    expect((await signIn(stranger, await latestCode(stranger))).body.error).toBe("number_not_registered");
    expect((await signIn("not a number", "123456")).body.error).toBe("Invalid contact number");
  });
});

describe("signing up with a code", () => {
  let newNumber = "";
  let email = "";
  beforeEach(() => {
    newNumber = unregisteredNumber();
    email = `new.${numbers}@example.com`;
  });
  const register = (validationCode: string) =>
    ts.call("POST", "/customer/v2/registerWeb", {
      form: { name: "Harriet Lane", email, number: newNumber, validationCode, password: "Tide-Mill-1912" },
    });

  it("creates the account with the sign-up code, then the new customer can sign in", async () => {
    await sendCode(`0${newNumber.slice(3)}`, false);
    const created = await register(await latestCode(newNumber));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      message: "Account Created Successfully. Please Sign In",
    });
    const login = await ts.call("POST", "/customer/v2/doLoginWeb", { form: { email, password: "Tide-Mill-1912" } });
    expect(login.status).toBe(200);
    expect((await ts.outbox(email))[0]?.subject).toBe("Welcome to Solent Cars");
  });

  it("with an e-mail that has an account: the answer of a new account, none made, the owner told", async () => {
    await sendCode(newNumber, false);
    const answer = await ts.call("POST", "/customer/v2/registerWeb", {
      form: {
        name: "Harriet Lane",
        email: "owen.marsh@example.com",
        number: newNumber,
        validationCode: await latestCode(newNumber),
        password: "Tide-Mill-1912",
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      message: "Account Created Successfully. Please Sign In",
    });
    const login = await ts.call("POST", "/customer/v2/doLoginWeb", {
      form: { email: "owen.marsh@example.com", password: "Tide-Mill-1912" },
    });
    expect(login.body.error).toBe("invalid_login");
    expect((await ts.outbox("owen.marsh@example.com"))[0]?.subject).toBe("You already have a Solent Cars account");
  });

  it("with a number that has an account: told only after the code texted to it", async () => {
    const taken = registeredNumber();
    await sendCode(taken, false);
    const answer = await ts.call("POST", "/customer/v2/registerWeb", {
      form: {
        name: "Harriet Lane",
        email,
        number: taken,
        validationCode: await latestCode(taken),
        password: "Tide-Mill-1912",
      },
    });
    expect(answer.body.error).toBe("number_already_registered");
  });

  it("needs a code (no_validation_record) and the right one (Invalid confirmation code)", async () => {
    expect((await register("123456")).body.error).toBe("no_validation_record");
    await sendCode(newNumber, false);
    const code = await latestCode(newNumber);
    expect((await register(code === "000000" ? "111111" : "000000")).body.error).toBe("Invalid confirmation code");
    expect((await register(code)).status).toBe(200);
  });

  it("will not sign in with a code that was sent for sign-up (number_not_validated)", async () => {
    await sendCode(newNumber, false);
    const code = await latestCode(newNumber);
    const business = await ts.call("POST", "/business/signup", {
      json: {
        company_name: "Lane & Co",
        firstName: "Harriet",
        lastName: "Lane",
        email,
        phoneNumber: newNumber.slice(3),
        countryCode: "+44",
        password: "Tide-Mill-1912",
        acceptPolicy: true,
      },
    });
    expect(business.status).toBe(200);
    expect((await signIn(newNumber, code)).body).toEqual({ error: "number_not_validated", message: "Unknown Error." });
  });

  it("a code only works for the number it was sent to", async () => {
    await sendCode(newNumber, false);
    const code = await latestCode(newNumber);
    const answer = await ts.call("POST", "/customer/v2/registerWeb", {
      form: { name: "X", email, number: unregisteredNumber(), validationCode: code, password: "long-enough" },
    });
    expect(answer.body.error).toBe("no_validation_record");
  });
});

describe("the captcha", () => {
  const withToken = (captchaToken: string, tenant = "BOOK") =>
    ts.call("POST", "/customer/v2/submitTelForValidation", {
      tenant,
      form: { number: passengerPhone, fromWeb: 1, isForSignIn: true, captchaToken },
    });

  it("refuses a made-up, reused, expired or other tenant's token, and sends nothing", async () => {
    for (const made of ["c", "sandbox-captcha", "sbx_captcha_AAAAAAAAAAAAAAAAAAAAAA"]) {
      expect((await withToken(made)).body.message).toBe("Captcha verification failed.");
    }
    const gdtToken = await solveCaptcha(ts.call, "GDT");
    expect((await withToken(gdtToken)).status).toBe(400);
    const late = await solveCaptcha(ts.call);
    ts.advance(3 * minute);
    expect((await withToken(late)).status).toBe(400);
    expect(await ts.outbox(passengerPhone)).toEqual([]);
    const token = await solveCaptcha(ts.call);
    expect((await withToken(token)).status).toBe(200);
    ts.advance(2 * minute);
    expect((await withToken(token)).status).toBe(400);
  });

  it("spends the token on its first use, whatever the number", async () => {
    const token = await solveCaptcha(ts.call);
    const stranger = unregisteredNumber();
    const ask = () =>
      ts.call("POST", "/customer/v2/submitTelForValidation", {
        form: { number: stranger, fromWeb: 1, isForSignIn: true, captchaToken: token },
      });
    expect((await ask()).body.error).toBe("no_error");
    expect((await ask()).body.message).toBe("Captcha verification failed.");
  });

  it("gives no token for a wrong answer, and one answer per challenge", async () => {
    const challenge = await ts.call("GET", "/sandbox/captcha/challenge");
    const wrong = await ts.call("POST", "/sandbox/captcha/solve", {
      form: { challenge_id: challenge.body.challenge_id, answer: "99" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.captchaToken).toBeUndefined();
    const again = await ts.call("POST", "/sandbox/captcha/solve", {
      form: { challenge_id: challenge.body.challenge_id, answer: "2" },
    });
    expect(again.status).toBe(400);
  });
});

describe("sending limits per client and per tenant", () => {
  it("sends at most 10 codes an hour to one client, whatever the numbers", async () => {
    ts.advance(2 * 60 * minute);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await sendCode(registeredNumber(), true, "203.0.113.40")).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect((await sendCode(registeredNumber(), true, "203.0.113.41")).status).toBe(200);
  });

  it("past 100 codes in 10 minutes, makes the clients that asked wait, never one asking for the first time", async () => {
    // Ten clients, ten codes each: they used to lock the whole tenant out of phone sign-in.
    ts.advance(2 * 60 * minute);
    const statuses: number[] = [];
    for (let client = 0; client < 10; client++)
      for (let i = 0; i < 10; i++)
        statuses.push((await sendCode(registeredNumber(), true, `192.0.2.${client}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    // Someone new still gets a code; a client that already had one waits, as do the ten.
    expect((await sendCode(registeredNumber(), true, "192.0.2.100")).status).toBe(200);
    const again = await sendCode(registeredNumber(), true, "192.0.2.100");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    ts.advance(11 * minute);
    expect((await sendCode(registeredNumber(), true, "192.0.2.100")).status).toBe(200);
    expect((await sendCode(unregisteredNumber(), false, "192.0.2.201", "GDT")).status).toBe(200);
  });
});
