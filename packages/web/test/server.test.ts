// The web server under attack (forged forwarding headers, odd hosts, unknown tenants, slow
// clients), in process against a stand-in dispatch API: hosts it does not own are refused,
// client forwarding headers never reach the dispatch API, its status codes pass through, unknown tenants get their own page, and every
// response carries the security headers.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:net";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colourModeScriptHash } from "../server/colour-mode-script.ts";
import { createWebServer, forwardsSandboxPath } from "../server/server.ts";
import type { BootData } from "../src/app/boot.ts";
import type { RenderRequest } from "../src/app/server-render.tsx";
import { tenantDirectory } from "../server/tenants.ts";
import { saloon } from "./fixtures.ts";

const entry = "assets/index-AbCdEf12.js";
const track = "assets/TrackPage-Xy12Ab34.js";
const shared = "assets/shared-Qw12Er34.js";
const fromDisk = `/* the build's copy */ console.log(${JSON.stringify("x".repeat(4000))});\n`;

function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "cabline-web-dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html>
<html lang="en-GB">
  <head>
    <meta name="description" content="Book a taxi" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Book a taxi</title>
    <!--cabline-boot-->
    <meta property="csp-nonce" nonce="__CABLINE_NONCE__">
    <script type="module" crossorigin src="/${entry}" nonce="__CABLINE_NONCE__"></script>
  </head>
  <body><div id="root"><!--cabline-page--><div data-testid="full-screen-loader"></div><!--/cabline-page--></div></body>
</html>
`,
  );
  writeFileSync(join(dist, entry), `console.log(${JSON.stringify("x".repeat(4000))});\n`);
  // The build's brotli copy (server/precompress.ts), with a mark that on-the-fly compression of
  // the file itself could not produce: no .gz copy, so gzip is made per request.
  writeFileSync(join(dist, `${entry}.br`), brotliCompressSync(fromDisk));
  writeFileSync(join(dist, `${entry}.map`), '{"version":3,"sources":["secret.ts"],"mappings":""}');
  writeFileSync(join(dist, track), "export const Track = 1;\n");
  writeFileSync(join(dist, shared), "export const shared = 1;\n");
  writeFileSync(join(dist, "runtime-config.json"), '{"dispatchApiBaseUrl":"/api","defaultTenantCode":"BOOK"}');
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": {
        file: entry,
        isEntry: true,
        src: "index.html",
        dynamicImports: ["src/features/tracking/TrackPage.tsx"],
      },
      "src/features/tracking/TrackPage.tsx": { file: track, isDynamicEntry: true, imports: ["_shared-Qw12Er34.js"] },
      "_shared-Qw12Er34.js": { file: shared },
    }),
  );
  return dist;
}

/** A stand-in dispatch API: two tenants, an echo of what it received, a 5 kB body limit like the sandbox's 5 MiB. */
function standInDispatch() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? "", headers: request.headers });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.url === "/configuration/get") {
      const tenant = request.headers["x-tenant-id"];
      if (tenant === "BOOK")
        return json(200, {
          website_name: "Solent </script><script>alert(1)</script>",
          theme_color: "teal-700",
          // Two sites that may frame the widget, and tenant data trying to be CSP syntax.
          embed_origins: [
            "https://www.solentcars.example",
            "http://operator-site.localhost:*",
            "https://evil.example; script-src *",
            "'unsafe-inline'",
            "*",
            "https://hotel.example/widget",
            "https://a.example https://b.example",
          ],
        });
      if (tenant === "GDT") return json(200, { website_name: 42 });
      if (tenant === "PDC")
        return json(200, {
          website_name: "Dockyard",
          stripe_publishable_key: "pk_test_51H8kVbLmNoPqRsTu",
          support_contact_number: "023 9249 6200",
        });
      return json(400, { error: "bad_request", message: "No tenant with this X-TENANT-ID." });
    }
    if (request.url?.startsWith("/customer/v2/getBooking?")) return json(400, { error: "invalid_booking" });
    if (request.url === "/customer/v2/checkToken") {
      // A passenger, a business member, and any other token refused (spec §8 invalid_token).
      const person = {
        id: 7,
        name: "Pat Passenger",
        email_address: "pat@example.com",
        contact_number: "+447700900123",
      };
      const authorization = request.headers.authorization;
      if (authorization === "Bearer cbl_at_passenger")
        return json(200, { error: "no_error", ...person, accounts: [], default_payment_type: "card" });
      if (authorization === "Bearer cbl_at_member")
        return json(200, {
          error: "no_error",
          ...person,
          default_payment_type: "cash",
          accounts: [
            {
              business_id: 3,
              business_user_id: 9,
              role: "member",
              default_payment_type: "business_account",
              is_po_number_enabled: false,
              sub_accounts_enabled: false,
              name: "Acme",
            },
          ],
        });
      return json(401, { error: "invalid_token" });
    }
    if (request.url === "/customer/v2/checkout/activeRideTypes") {
      // BOOK's fleet, with a name that is markup and a picture at the host the page was asked on;
      // GDT's answer does not decode.
      if (request.headers["x-tenant-id"] === "GDT") return json(200, { error: "no_error", ride_types: [{ id: 1 }] });
      const host = String(request.headers["x-forwarded-host"]);
      return json(200, {
        error: "no_error",
        ride_types: [
          {
            ...saloon,
            name: "Saloon </script><script>alert(1)</script>",
            image_url: `http://${host}/api/sandbox/assets/ride-saloon.svg`,
          },
        ],
      });
    }
    let size = 0;
    let refused = false;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 5_000 && !refused) {
        refused = true;
        json(413, { error: "bad_request", message: "The body is too large." });
        request.resume();
      }
    });
    request.on("end", () => {
      if (!refused) json(200, { echoed: request.url });
    });
  });
  return { server, seen };
}

let dispatch: { server: Server; seen: { url: string; headers: IncomingHttpHeaders }[] };
let app: FastifyInstance;
let unreachable: FastifyInstance;

let dist: string;

beforeAll(async () => {
  dispatch = standInDispatch();
  await new Promise<void>((resolve) => dispatch.server.listen(0, "127.0.0.1", resolve));
  const address = dispatch.server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  dist = fixtureDist();
  app = await createWebServer({
    dist,
    dispatchUrl: `http://127.0.0.1:${address.port}`,
    allowedHosts: [".solentcars.example"],
  });
  unreachable = await createWebServer({
    dist,
    dispatchUrl: "http://127.0.0.1:9",
    tenants: tenantDirectory({ dispatchUrl: "http://127.0.0.1:9", fetch: () => Promise.reject(new Error("down")) }),
  });
});

afterAll(async () => {
  await app.close();
  await unreachable.close();
  await new Promise((resolve) => dispatch.server.close(resolve));
  // Nothing left in the temporary folder (no litter).
  rmSync(dist, { recursive: true, force: true });
});

/** The boot data's JSON as the page carries it, and read as the browser reads it (boot.ts). */
const bootText = (body: string): string | undefined =>
  /<script id="cabline-boot" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
const bootOf = (body: string): Partial<BootData> => JSON.parse(bootText(body) ?? "{}") as Partial<BootData>;

const get = (host: string, url = "/sign-in", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host, ...headers } });

describe("hosts", () => {
  it.each([
    ["book.localhost:5173@evil.example", 400],
    ["book.localhost:5173/evil", 400],
    ["book.localhost:5173 evil.example", 400],
    ["book..localhost", 400],
    ["evil.example", 421],
    ["book.localhost.evil.example", 421],
    ["solentcars.example.evil.example", 421],
  ])("%j is refused with %i and no page", async (host, status) => {
    const response = await get(host);
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain("cabline-boot");
  });

  it.each(["book.localhost:5173", "127.0.0.1:5173", "book.solentcars.example", "BOOK.LOCALHOST:5173"])(
    "%j is a known tenant's host and gets the app",
    async (host) => {
      const response = await get(host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="cabline-boot"');
    },
  );

  it("writes the tenant's brand colours into the page, so the app computes none at start-up", async () => {
    const body = (await get("book.localhost:5173")).body;
    const style = /<style id="cabline-brand" nonce="[^"]+">(.*?)<\/style>/s.exec(body)?.[1] ?? "";
    expect(style).toMatch(/^:root\{--cabline-brand-solid:#[0-9a-f]{6};--cabline-brand-contrast:#[0-9a-f]{6};/);
    expect(style).toContain("--cabline-brand-fg-dark:");
  });

  it("a host with no operator behind it says so (14.14), with the security headers", async () => {
    const response = await get("nosuchcab.localhost:5173");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("No operator is known at <code>nosuchcab.localhost:5173</code>");
    expect(response.body).not.toContain("cabline-boot");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(
      (await app.inject({ url: "/api/configuration/get", headers: { host: "nosuchcab.localhost" } })).statusCode,
    ).toBe(404);
  });
});

describe("the dispatch API proxy", () => {
  it("passes on no client forwarding header and no foreign Origin (14.1 reset-link poisoning)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/customer/v2/forgotPassword",
      headers: {
        host: "book.localhost:5173",
        "content-type": "application/json",
        "x-forwarded-host": "attacker.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "203.0.113.9",
        "x-forwarded-prefix": "/evil",
        forwarded: "host=attacker.example;proto=https",
        "x-real-ip": "203.0.113.9",
        origin: "https://attacker.example",
        "x-tenant-id": "BOOK",
      },
      payload: { email: "victim@example.com" },
    });
    expect(response.statusCode).toBe(200);
    const received = dispatch.seen.at(-1);
    expect(received?.url).toBe("/customer/v2/forgotPassword");
    const headers = received?.headers ?? {};
    expect(headers["x-forwarded-host"]).toBe("book.localhost:5173");
    expect(headers["x-forwarded-proto"]).toBe("http");
    expect(headers["x-forwarded-prefix"]).toBe("/api");
    // The client as the server saw it (loopback here), never the address the client wrote.
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers.forwarded).toBeUndefined();
    expect(headers["x-real-ip"]).toBeUndefined();
    expect(headers.origin).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain("attacker.example");
  });

  it("passes the page's own Origin on", async () => {
    await app.inject({
      method: "POST",
      url: "/api/customer/v2/doLoginWeb",
      headers: {
        host: "book.localhost:5173",
        origin: "http://book.localhost:5173",
        "content-type": "application/json",
      },
      payload: {},
    });
    expect(dispatch.seen.at(-1)?.headers.origin).toBe("http://book.localhost:5173");
  });

  it("passes the dispatch API's 413 on as 413 (14.12), even with Expect: 100-continue", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/customer/v2/doLoginWeb",
      headers: { host: "book.localhost:5173", "content-type": "application/json", expect: "100-continue" },
      payload: JSON.stringify({ a: "x".repeat(50_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: "The body is too large." });
  });

  it("forwards /sandbox as it is and /api without its prefix", async () => {
    await app.inject({ url: "/sandbox/assets/book.svg", headers: { host: "book.localhost:5173" } });
    expect(dispatch.seen.at(-1)?.url).toBe("/sandbox/assets/book.svg");
  });

  it("never forwards the sandbox's controls on a tenant host unless its operator turns them on", async () => {
    // The outbox holds every reset link and one-time code; the dispatcher and contract controls
    // change trips and bids. The app's own offline adapters (card tokens, 3-D Secure, captcha) pass.
    const before = dispatch.seen.length;
    for (const url of [
      "/sandbox/outbox",
      "/sandbox/outbox?to=victim%40example.com",
      "/api/sandbox/outbox",
      "/sandbox/dispatcher/advance",
      "/api/sandbox/contracts/decide",
      "/sandbox/payments/../outbox",
    ]) {
      const response = await app.inject({
        method: url.includes("outbox") ? "GET" : "POST",
        url,
        headers: { host: "gdt.localhost:5173" },
      });
      expect(response.statusCode, url).toBe(404);
    }
    // Another spelling is no route of the proxy: the app's page answers, the sandbox is not asked.
    await app.inject({ url: "/SANDBOX/outbox", headers: { host: "gdt.localhost:5173" } });
    const asked = dispatch.seen.slice(before).map((seen) => seen.url);
    expect(asked.filter((url) => /outbox|dispatcher|contracts/i.test(url))).toEqual([]);
    for (const url of ["/sandbox/payments/tokens", "/api/sandbox/payments/3ds", "/sandbox/captcha/challenge"]) {
      await app.inject({ method: "POST", url, headers: { host: "book.localhost:5173" } });
      expect(dispatch.seen.at(-1)?.url, url).toBe(url.replace(/^\/api/, ""));
    }
    expect(forwardsSandboxPath("/sandbox/outbox", true)).toBe(true);
    expect(forwardsSandboxPath("/customer/v2/booking", false)).toBe(true);
  });

  it("sets the tenant from the host for every forwarded call, replacing what the client sent", async () => {
    await app.inject({
      url: "/api/configuration/get",
      headers: { host: "gdt.localhost:5173", "x-tenant-id": "BOOK" },
    });
    expect(dispatch.seen.at(-1)?.headers["x-tenant-id"]).toBe("GDT");
    await app.inject({ url: "/api/configuration/get", headers: { host: "book.localhost:5173" } });
    expect(dispatch.seen.at(-1)?.headers["x-tenant-id"]).toBe("BOOK");
  });
});

describe("the proxy secret", () => {
  it("goes with every forwarded call, and a client cannot send its own", async () => {
    const address = dispatch.server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const trusted = await createWebServer({
      dist,
      dispatchUrl: `http://127.0.0.1:${address.port}`,
      proxySecret: "the-run-secret",
    });
    await trusted.inject({
      url: "/api/configuration/get",
      headers: { host: "book.localhost:5173", "x-cabline-proxy": "forged" },
    });
    expect(dispatch.seen.at(-1)?.headers["x-cabline-proxy"]).toBe("the-run-secret");
    await app.inject({
      url: "/api/configuration/get",
      headers: { host: "book.localhost:5173", "x-cabline-proxy": "forged" },
    });
    expect(dispatch.seen.at(-1)?.headers["x-cabline-proxy"]).toBeUndefined();
    await trusted.close();
  });
});

describe("slow clients", () => {
  it("answers 408 and cuts a client that declares a body and trickles it", async () => {
    const slow = await createWebServer({ dist, dispatchUrl: "http://127.0.0.1:9", requestTimeoutMs: 1_000 });
    await slow.listen({ port: 0, host: "127.0.0.1" });
    const address = slow.server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      let text = "";
      const socket = connect(address.port, "127.0.0.1", () =>
        socket.write(
          "POST /api/customer/v2/doLoginWeb HTTP/1.1\r\nHost: book.localhost:5173\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{}",
        ),
      );
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
      setTimeout(() => reject(new Error("held open for 8 s")), 8_000);
    });
    await slow.close();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 10_000);
});

describe("index.html", () => {
  it("carries a fresh nonce that matches its Content-Security-Policy", async () => {
    const [first, second] = [await get("book.localhost:5173"), await get("book.localhost:5173")];
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
    const nonce = nonceOf(first.headers["content-security-policy"] as string);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(first.body).toContain(`src="/${entry}" nonce="${nonce}"`);
    expect(first.body).not.toContain("__CABLINE_NONCE__");
    expect(nonceOf(second.headers["content-security-policy"] as string)).not.toBe(nonce);
    expect(first.headers["content-security-policy"]).toContain("'strict-dynamic'");
    expect(first.headers["cache-control"]).toBe("no-store");
  });

  it("inlines the tenant decoded by the domain, with nothing that could close the script", async () => {
    const response = await get("book.localhost:5173");
    const boot = bootText(response.body);
    expect(boot).toBeDefined();
    expect(boot).not.toContain("</script>");
    const parsed = bootOf(response.body);
    if (parsed.tenant === undefined) throw new Error("no tenant inlined");
    expect(parsed.tenant.code).toBe("BOOK");
    expect(parsed.tenant.branding.appName).toBe("Solent </script><script>alert(1)</script>");
    expect(response.body).toContain("<title>Solent &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
  });

  it("inlines the tenant's ride types, decoded, on the pages that show them and on no other", async () => {
    for (const path of ["/book-ride", "/summary", "/embeddedBook"]) {
      const response = await get("book.localhost:5173", path);
      expect(response.body).not.toContain("</script><script>alert");
      expect(bootOf(response.body).rideTypes, path).toEqual([
        expect.objectContaining({
          name: "Saloon </script><script>alert(1)</script>",
          numSeats: 4,
          image_url: "http://book.localhost:5173/api/sandbox/assets/ride-saloon.svg",
        }),
      ]);
    }
    for (const path of ["/sign-in", "/t/abc", "/pay/abc"])
      expect(bootOf((await get("book.localhost:5173", path)).body).rideTypes, path).toBeUndefined();
    // An answer that does not decode is not inlined: the page asks for the ride types itself.
    expect(bootOf((await get("gdt.localhost:5173", "/book-ride")).body).rideTypes).toBeUndefined();
    expect((await unreachable.inject({ url: "/book-ride", headers: { host: "book.localhost:5173" } })).statusCode).toBe(
      200,
    );
  });

  it("inlines a token page's refusal, asked for this client, and no booking on other pages", async () => {
    const before = dispatch.seen.length;
    const response = await get("book.localhost:5173", "/t/made-up", { "x-forwarded-for": "203.0.113.9" });
    expect(bootOf(response.body).booking).toEqual({
      _tag: "Refused",
      token: "made-up",
      message: "Invalid booking Token.",
    });
    const asked = dispatch.seen.slice(before).find((seen) => seen.url.startsWith("/customer/v2/getBooking?"));
    expect(asked?.url).toBe("/customer/v2/getBooking?booking_token=made-up");
    // The client as this server saw it (loopback in this test), never as it said.
    expect(asked?.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(asked?.headers["x-forwarded-host"]).toBe("book.localhost:5173");
    for (const path of ["/book-ride", "/pay/made-up", "/sign-in"])
      expect(bootOf((await get("book.localhost:5173", path)).body).booking, path).toBeUndefined();
  });

  it("a configuration that does not decode gives the default branding", async () => {
    const response = await get("gdt.localhost:5173");
    expect(response.body).toContain('"appName":"Cabline"');
  });

  it("without the dispatch API the page still comes, and the browser loads the tenant itself", async () => {
    const response = await unreachable.inject({ url: "/sign-in", headers: { host: "book.localhost:5173" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"runtime":');
    expect(response.body).not.toContain('"tenant":');
  });

  it("preloads the screen of the requested route beside the entry", async () => {
    const response = await get("book.localhost:5173", "/t/abc");
    expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="/${track}"`);
    expect(response.body).toContain(`href="/${shared}"`);
    expect((await get("book.localhost:5173", "/sign-in")).body).not.toContain(track);
  });
});

describe("security headers", () => {
  it("card pages (the booking summary and /pay) run only the app's own files: no nonce, no strict-dynamic, no third-party connections", async () => {
    for (const path of ["/pay/tok_abc", "/summary"]) {
      const policy = (await get("book.localhost:5173", path)).headers["content-security-policy"] as string;
      // The app's own files and the colour-mode script of the page's head, by its hash; nothing else.
      expect(policy).toContain(`script-src 'self' ${colourModeScriptHash};`);
      expect(policy).not.toContain("strict-dynamic");
      expect(policy).not.toContain("nonce-");
      expect(policy).toMatch(/connect-src 'self';/);
    }
    const form = (await get("book.localhost:5173", "/book-ride")).headers["content-security-policy"] as string;
    expect(form).toContain("strict-dynamic");
  });

  it("inlines the support number grouped for reading, so no page loads the phone library for it", async () => {
    const page = (await get("pdc.localhost:5173", "/sign-in")).body;
    expect(page).toContain("+44 23 9249 6200");
    expect(page).not.toContain("023 9249 6200");
  });

  it("a tenant on Stripe lets its card pages load Stripe.js and its frames, and nothing else from outside", async () => {
    const policy = (await get("pdc.localhost:5173", "/pay/tok_abc")).headers["content-security-policy"] as string;
    expect(policy).toContain(`script-src 'self' ${colourModeScriptHash} https://js.stripe.com;`);
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com;/);
    expect(policy).not.toContain("strict-dynamic");
    // The sandbox's key (BOOK) keeps Stripe out.
    const sandbox = (await get("book.localhost:5173", "/pay/tok_abc")).headers["content-security-policy"] as string;
    expect(sandbox).not.toContain("stripe");
  });

  const ancestorsOf = (policy: unknown): string | undefined =>
    /(?:^|; )frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

  it("only /embeddedBook may be framed, by its tenant's own site and the origins it lists", async () => {
    for (const url of ["/sign-in", "/book-ride", "/summary", "/t/abc", "/pay/tok_abc", "/", "/embeddedBook/x"]) {
      const page = await get("book.localhost:5173", url);
      expect(ancestorsOf(page.headers["content-security-policy"]), url).toBe("'none'");
      expect(page.headers["x-frame-options"], url).toBe("DENY");
    }
    for (const url of ["/embeddedBook", "/embeddedBook?journey=cruise"]) {
      const embedded = await get("book.localhost:5173", url);
      expect(ancestorsOf(embedded.headers["content-security-policy"]), url).toBe(
        "'self' https://www.solentcars.example http://operator-site.localhost:*",
      );
      expect(embedded.headers["x-frame-options"], url).toBeUndefined();
    }
  });

  it("serves no tenant entry that is not one origin: no keyword, wildcard, path, second source or directive", async () => {
    const policy = String((await get("book.localhost:5173", "/embeddedBook")).headers["content-security-policy"]);
    const directives = policy.split("; ").map((directive) => directive.split(" ")[0]);
    expect(directives.filter((name) => name === "frame-ancestors")).toHaveLength(1);
    expect(directives.filter((name) => name === "script-src")).toHaveLength(1);
    const sources = ancestorsOf(policy)?.split(" ") ?? [];
    expect(sources).not.toContain("*");
    expect(sources).not.toContain("'unsafe-inline'");
    for (const hostile of ["evil.example", "script-src", "hotel.example", "a.example", "b.example"])
      expect(ancestorsOf(policy)).not.toContain(hostile);
  });

  it("with no list, or a configuration that does not decode, only the tenant's own site may frame the widget", async () => {
    // PDC lists none; GDT's configuration does not decode; an unreachable dispatch API says nothing.
    for (const host of ["pdc.localhost:5173", "gdt.localhost:5173"]) {
      const embedded = await get(host, "/embeddedBook");
      expect(ancestorsOf(embedded.headers["content-security-policy"]), host).toBe("'self'");
    }
    const down = await unreachable.inject({ method: "GET", url: "/embeddedBook", headers: { host: "book.localhost" } });
    expect(ancestorsOf(down.headers["content-security-policy"])).toBe("'self'");
  });

  it("CABLINE_EMBED_ANCESTORS replaces every tenant's list; a value that is not origins stops the server starting", async () => {
    const down = () =>
      tenantDirectory({ dispatchUrl: "http://127.0.0.1:9", fetch: () => Promise.reject(new Error("down")) });
    const wide = await createWebServer({
      dist,
      dispatchUrl: "http://127.0.0.1:9",
      tenants: down(),
      embedAncestors: "https://partner.example, 'self'",
    });
    try {
      const embedded = await wide.inject({ method: "GET", url: "/embeddedBook", headers: { host: "book.localhost" } });
      expect(ancestorsOf(embedded.headers["content-security-policy"])).toBe("https://partner.example 'self'");
      const page = await wide.inject({ method: "GET", url: "/sign-in", headers: { host: "book.localhost" } });
      expect(ancestorsOf(page.headers["content-security-policy"])).toBe("'none'");
    } finally {
      await wide.close();
    }
    for (const wrong of ["https://a.example; script-src *", "https://a.example/path", "'unsafe-inline'", "'none' *"])
      await expect(
        createWebServer({ dist, dispatchUrl: "http://127.0.0.1:9", tenants: down(), embedAncestors: wrong }),
        wrong,
      ).rejects.toThrow(/CABLINE_EMBED_ANCESTORS/);
  });

  it("every response says nosniff and limits the referrer", async () => {
    for (const url of ["/sign-in", `/${entry}`, "/api/configuration/get"]) {
      const response = await get("book.localhost:5173", url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("the build's files", () => {
  it("hashed files are cached for good and compressed", async () => {
    const response = await get("book.localhost:5173", `/${entry}`, { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("a file with a compressed copy from the build is sent as that copy, cached as the file is", async () => {
    const response = await get("book.localhost:5173", `/${entry}`, { "accept-encoding": "gzip, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fromDisk);
  });

  it("without a copy in the encoding asked for, the file is compressed on the fly", async () => {
    const response = await get("book.localhost:5173", `/${entry}`, { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toContain("xxxx");
    expect(gunzipSync(response.rawPayload).toString()).not.toContain("the build's copy");
  });

  it("other files are revalidated", async () => {
    const response = await get("book.localhost:5173", "/runtime-config.json");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it.each([`/${entry}.map`, "/.vite/manifest.json", "/assets/missing-AbCdEf12.js", "/assets/..%2f.vite/manifest.json"])(
    "%s is not served",
    async (url) => {
      const response = await get("book.localhost:5173", url);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain("sources");
      expect(response.body).not.toContain("isEntry");
    },
  );

  it("a path out of the build gets the app, never the file", async () => {
    const response = await get("book.localhost:5173", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd");
    expect(response.body).not.toContain("root:");
  });
});

describe("a page drawn for its visitor (docs/decisions/server-rendering.md)", () => {
  let drawing: FastifyInstance;
  const asked: RenderRequest[] = [];
  beforeAll(async () => {
    const address = dispatch.server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    drawing = await createWebServer({
      dist,
      dispatchUrl: `http://127.0.0.1:${address.port}`,
      renderPage: async (request) => {
        asked.push(request);
        return `<main id="main"><h1>Hello ${request.boot.session?.profile?.customer_name ?? "visitor"}</h1></main>`;
      },
    });
  });
  afterAll(() => drawing.close());
  const page = (cookie?: string) =>
    drawing.inject({
      url: "/book-ride",
      headers: { host: "book.localhost:5173", ...(cookie === undefined ? {} : { cookie }) },
    });

  it("draws a passenger's page signed in, with the session the server checked and never the token", async () => {
    const response = await page("cabline:colour-mode=dark; access_token=cbl_at_passenger");
    expect(response.body).toContain('<div id="root" data-server-render="top"><main id="main"><h1>Hello Pat Passenger');
    expect(bootOf(response.body).session).toEqual({
      session: { signedIn: true, token: null, endedBy: null },
      checked: true,
      profile: {
        id: 7,
        customer_name: "Pat Passenger",
        email_address: "pat@example.com",
        contact_number: "+447700900123",
        accounts: [],
        default_payment_type: "card",
      },
      paymentMethod: "card",
    });
    expect(response.body).not.toContain("cbl_at_passenger");
    expect(response.headers["cache-control"]).toBe("no-store");
    // The token went to the dispatch API as the bearer the API takes, for this tenant.
    const check = dispatch.seen.filter((seen) => seen.url === "/customer/v2/checkToken").at(-1);
    expect(check?.headers.authorization).toBe("Bearer cbl_at_passenger");
    expect(check?.headers["x-tenant-id"]).toBe("BOOK");
  });

  it("draws a signed-out visitor's page with no session, and asks the dispatch API nothing about one", async () => {
    const checks = dispatch.seen.filter((seen) => seen.url === "/customer/v2/checkToken").length;
    const response = await page("cabline:colour-mode=light");
    expect(response.body).toContain('data-server-render="top"><main id="main"><h1>Hello visitor');
    expect(bootOf(response.body).session).toBeUndefined();
    expect(dispatch.seen.filter((seen) => seen.url === "/customer/v2/checkToken")).toHaveLength(checks);
  });

  it.each([
    ["a business member (the account they chose is in their browser)", "access_token=cbl_at_member"],
    ["a session the dispatch API refuses", "access_token=cbl_at_ended"],
    ["a driver", "driver_token=cbl_dt_driver"],
    ["a driver who is also a passenger", "access_token=cbl_at_passenger; driver_token=cbl_dt_driver"],
  ])("leaves %s to the browser: the loader, no session in the page", async (_who, cookie) => {
    const drawnBefore = asked.length;
    const response = await page(cookie);
    expect(response.body).toContain('data-testid="full-screen-loader"');
    expect(response.body).not.toContain("data-server-render");
    expect(bootOf(response.body).session).toBeUndefined();
    expect(asked).toHaveLength(drawnBefore);
  });
});
