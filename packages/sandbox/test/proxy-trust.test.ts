// The forwarding headers (the client's address, the page's host) are believed only from the web
// server when the sandbox has a proxy secret (SANDBOX_PROXY_SECRET; npm start gives the web server
// and the sandbox the same random one). Before, any process on this machine could rotate
// X-Forwarded-For and sign in or ask for codes as 25 clients, with no 429.
import { afterAll, beforeAll, expect, it } from "vitest";
import { solveCaptcha, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
const secret = "proxy-secret-for-this-test-0123456789";
beforeAll(async () => {
  ts = await startSandbox({ memory: true, trustedProxySecret: secret });
});
afterAll(() => ts.stop());

const logoOf = async (headers: Record<string, string>) =>
  (await ts.call("GET", "/configuration/get", { headers })).body.logo as string;

it("builds links from the forwarded host only when the web server's secret comes with it", async () => {
  expect(await logoOf({ "X-Forwarded-Host": "attacker.example" })).not.toContain("attacker.example");
  expect(await logoOf({ "X-Forwarded-Host": "attacker.example", "X-Cabline-Proxy": "wrong" })).not.toContain(
    "attacker.example",
  );
  expect(await logoOf({ "X-Forwarded-Host": "book.localhost:5173", "X-Cabline-Proxy": secret })).toContain(
    "book.localhost:5173",
  );
});

it("counts a local caller that rotates X-Forwarded-For as one client", async () => {
  const send = async (client: string, withSecret: boolean, n: number) =>
    ts.call("POST", "/customer/v2/submitTelForValidation", {
      headers: { "X-Forwarded-For": client, ...(withSecret ? { "X-Cabline-Proxy": secret } : {}) },
      form: {
        number: `+4477009${String(n).padStart(5, "0")}`,
        fromWeb: 1,
        isForSignIn: false,
        siteKey: "sandbox",
        captchaToken: await solveCaptcha(ts.call),
      },
    });
  const spoofed: number[] = [];
  for (let i = 0; i < 12; i++) spoofed.push((await send(`203.0.113.${i}`, false, i)).status);
  // Ten an hour per client (otp.ts clientSendLimit): the eleventh is refused, whatever it claims.
  expect(spoofed.slice(0, 10).every((status) => status === 200)).toBe(true);
  expect(spoofed.slice(10)).toEqual([429, 429]);
  // Through the web server, each browser is its own client.
  for (let i = 0; i < 3; i++) expect((await send(`198.51.100.${i}`, true, 100 + i)).status).toBe(200);
});
