// Browser sessions live in HttpOnly cookies the page cannot read (docs/decisions/browser-sessions.md):
// the customer's access_token and the driver's driver_token, Secure when the trusted web server says
// the page came over HTTPS; a cookie acts only for the app's own pages, so another tenant's host
// (same site, so SameSite does not stop it) or another site cannot book, pay or bid with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
const secret = "proxy-secret-for-browser-sessions-0123";
beforeAll(async () => {
  ts = await startSandbox({ memory: true, trustedProxySecret: secret });
});
afterAll(() => ts.stop());

const viaWebServer = (proto: "http" | "https") => ({
  "X-Cabline-Proxy": secret,
  "X-Forwarded-Host": "book.localhost:5173",
  "X-Forwarded-Proto": proto,
});

const sessionCookieOf = (headers: Headers, name: string): string =>
  headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? "";

const customerLogin = (headers: Record<string, string> = {}) =>
  ts.call("POST", "/customer/v2/doLoginWeb", {
    form: { email: "passenger@example.com", password: "cabline-sandbox" },
    headers,
  });

const driverLogin = (headers: Record<string, string> = {}) =>
  ts.call("POST", "/driver/doLoginToolbox", {
    form: { email: "driver@example.com", password: "cabline-sandbox", android: false, version: 0 },
    headers,
  });

describe("the session cookies", () => {
  it("are Secure only when the web server says the page was served over HTTPS", async () => {
    expect(sessionCookieOf((await customerLogin(viaWebServer("https"))).headers, "access_token")).toMatch(
      /; HttpOnly; SameSite=Lax; Secure; Max-Age=2592000$/,
    );
    expect(sessionCookieOf((await customerLogin(viaWebServer("http"))).headers, "access_token")).not.toMatch(/Secure/);
    // A caller without the web server's secret cannot make the sandbox believe the page was HTTPS.
    const claimed = await customerLogin({ "X-Forwarded-Proto": "https", "X-Cabline-Proxy": "wrong" });
    expect(sessionCookieOf(claimed.headers, "access_token")).not.toMatch(/Secure/);
  });

  it("carry the driver's session too: HttpOnly, SameSite=Strict, ten minutes, ended by driverLogout", async () => {
    const login = await driverLogin(viaWebServer("https"));
    const cookie = sessionCookieOf(login.headers, "driver_token");
    expect(cookie).toBe(
      `driver_token=${login.body.access_token as string}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=600`,
    );
    const jar = `driver_token=${login.body.access_token as string}`;
    const contracts = "/driver/repeat-service/bids/getContractsForWeb";
    expect((await ts.call("GET", contracts, { cookie: jar })).status).toBe(200);
    const out = await ts.call("POST", "/driver/doLogout", { cookie: jar, headers: viaWebServer("https") });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out.headers, "driver_token")).toMatch(/^driver_token=; .*Max-Age=0$/);
    // Revoked on the server, not only forgotten by the browser.
    expect((await ts.call("GET", contracts, { cookie: jar })).status).toBe(401);
    expect((await ts.call("GET", contracts, { token: login.body.access_token as string })).status).toBe(401);
  });

  it("a customer cookie is no driver session, and a driver cookie no customer session", async () => {
    const customer = (await customerLogin()).body.access_token as string;
    const driver = (await driverLogin()).body.access_token as string;
    expect(
      (await ts.call("GET", "/driver/repeat-service/bids/getContractsForWeb", { cookie: `access_token=${driver}` }))
        .status,
    ).toBe(401);
    expect((await ts.call("POST", "/customer/v2/checkToken", { cookie: `driver_token=${customer}` })).status).toBe(401);
  });
});

describe("a cookie acts only for the app's own pages", () => {
  it("refuses another origin's page with 403, and does not sign the owner out", async () => {
    const token = (await customerLogin()).body.access_token as string;
    const cookie = `access_token=${token}`;
    for (const site of ["same-site", "cross-site"]) {
      const forged = await ts.call("POST", "/customer/v2/checkToken", {
        cookie,
        headers: { "Sec-Fetch-Site": site },
      });
      expect(forged.status).toBe(403);
      expect(forged.body.error).toBe("cross_site_request");
      expect(forged.headers.getSetCookie()).toEqual([]);
    }
    // The browser without Fetch Metadata: an Origin the web server did not vouch for.
    expect(
      (await ts.call("POST", "/customer/v2/checkToken", { cookie, headers: { Origin: "http://gdt.localhost:5173" } }))
        .status,
    ).toBe(403);
    // The app's own page, a typed address, and a client that is no browser all still work.
    for (const headers of [{ "Sec-Fetch-Site": "same-origin" }, { "Sec-Fetch-Site": "none" }, {}])
      expect((await ts.call("POST", "/customer/v2/checkToken", { cookie, headers })).status).toBe(200);
    expect(
      (
        await ts.call("POST", "/customer/v2/checkToken", {
          cookie,
          headers: { ...viaWebServer("http"), Origin: "http://book.localhost:5173" },
        })
      ).status,
    ).toBe(200);
    // A bearer token is no ambient credential: a page must have it to send it.
    expect(
      (await ts.call("POST", "/customer/v2/checkToken", { token, headers: { "Sec-Fetch-Site": "cross-site" } })).status,
    ).toBe(200);
  });

  it("answers another origin's page on an operation open to guests as a guest", async () => {
    const token = (await customerLogin()).body.access_token as string;
    const rideTypes = await ts.call("GET", "/customer/v2/checkout/activeRideTypes", {
      cookie: `access_token=${token}`,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(rideTypes.status).toBe(200);
  });

  it("takes a JSON body only as application/json, not text/plain with JSON in a parameter", async () => {
    const token = (await customerLogin()).body.access_token as string;
    const sneaky = await ts.call("POST", "/customer/v2/booking", {
      cookie: `access_token=${token}`,
      key: true,
      headers: { "Content-Type": "text/plain; x=application/json" },
      json: {},
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.message).toBe("This operation takes an application/json body.");
  });
});
