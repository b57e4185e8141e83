// Reset-link poisoning: a stranger asks for a reset of the victim's password
// with a forged Origin, Host and X-Forwarded-Host. Every link the sandbox e-mails (customer and
// driver resets, sign-up confirmations, welcomes, invitations, /t/ and /pay/ links) must start
// with the tenant's configured public origin, whatever the request said.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const attacker = "attacker.example";
const genuine = "http://book.localhost:5173";

/** A POST with forged headers; node:http, because fetch will not let a caller set Host. */
const forged = (
  path: string,
  body: string,
  type: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, ts.url);
    const outgoing = request(
      url,
      {
        method: "POST",
        headers: {
          Host: `${attacker}:5173`,
          Origin: `https://${attacker}`,
          "X-Forwarded-Host": attacker,
          "X-Forwarded-Proto": "https",
          "X-Forwarded-Prefix": "/evil",
          "X-TENANT-ID": "BOOK",
          "Content-Type": type,
          "Content-Length": String(Buffer.byteLength(body)),
          ...extra,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });

const form = (path: string, fields: Record<string, string>, extra?: Record<string, string>) =>
  forged(path, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", extra);

const links = (text: string): ReadonlyArray<string> => text.match(/https?:\/\/\S+/g) ?? [];

const expectOnlyGenuineLinks = async (to: string, path: RegExp): Promise<void> => {
  const mail = (await ts.outbox(to))[0];
  expect(mail?.body).toMatch(path);
  const found = links(mail?.body ?? "");
  expect(found.length).toBeGreaterThan(0);
  for (const link of found) expect(link.startsWith(`${genuine}/`)).toBe(true);
  expect(mail?.body).not.toContain(attacker);
};

describe("links in e-mails ignore forged Origin, Host and X-Forwarded-Host", () => {
  it("customer reset", async () => {
    expect((await form("/customer/v2/forgotPassword", { email: "passenger@example.com" })).status).toBe(200);
    await expectOnlyGenuineLinks("passenger@example.com", /\/reset-password\?token=/);
  });

  it("driver reset", async () => {
    expect((await form("/driver/forgotPassword", { email: "driver@example.com" })).status).toBe(200);
    await expectOnlyGenuineLinks("driver@example.com", /\/reset-password-driver\?token=/);
  });

  it("sign-up confirmation", async () => {
    expect((await form("/customer/v2/submitEmailForValidation", { email: "new.person@example.com" })).status).toBe(200);
    await expectOnlyGenuineLinks("new.person@example.com", /\/sign-up\?email=/);
  });

  it("invitation", async () => {
    const booker = await ts.login("booker@example.com");
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
    const answer = await form(
      "/business/subAccounts/invite",
      { business_id: String(profile.body.accounts[0].business_id), name: "Nia Evans", email: "nia.evans@example.com" },
      { Authorization: `Bearer ${booker}` },
    );
    expect(answer.status).toBe(200);
    await expectOnlyGenuineLinks("nia.evans@example.com", /\/invitation\//);
  });

  it("business welcome", async () => {
    const answer = await forged(
      "/business/signup",
      JSON.stringify({
        company_name: "Hamble Yachts",
        firstName: "Ada",
        lastName: "Lane",
        email: "ada.lane@example.com",
        phoneNumber: "07700900555",
        password: "long-enough-1",
        confirmPassword: "long-enough-1",
        acceptPolicy: true,
      }),
      "application/json",
    );
    expect(answer.status).toBe(200);
    await expectOnlyGenuineLinks("ada.lane@example.com", /\/sign-in/);
  });

  it("/t/ link of a guest booking", async () => {
    const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
    const answer = await forged(
      "/customer/v2/booking",
      JSON.stringify(
        oneWay(
          { guestBooking: true, guestUserId },
          { name: "Graham Whitfield", phone: "07700 900334", email: "graham@example.com" },
        ),
      ),
      "application/json",
      { "Idempotency-Key": `poison-${process.pid}` },
    );
    expect(answer.status).toBe(200);
    await expectOnlyGenuineLinks("graham@example.com", /\/t\/[A-Za-z0-9_-]{22,}/);
  });
});

describe("the configured origin", () => {
  it("is the tenant's own when set, else the sandbox's template", async () => {
    ts.sandbox.db.run("UPDATE tenants SET public_origin = ? WHERE code = 'GDT'", "https://book.gosporttaxis.example");
    await ts.call("POST", "/customer/v2/forgotPassword", {
      tenant: "GDT",
      form: { email: "passenger@example.com" },
      headers: { Origin: `https://${attacker}`, "X-Forwarded-Host": attacker },
    });
    const mail = (await ts.outbox("passenger@example.com", "GDT"))[0];
    expect(mail?.body).toContain("https://book.gosporttaxis.example/reset-password?token=");
    expect(mail?.body).not.toContain(attacker);
  });
});
