// The server-rendered first paint (docs/decisions/server-rendering.md): the web server draws the
// app's real pages for a visitor with no session, with no inline script the page's policy would
// refuse, leaves to the browser what it cannot draw as the browser would, remembers a page for
// the minute it was drawn in, and puts it in place of the loader.
import * as Tenant from "@cabline/domain/Tenant";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indexWriter, renderIndex } from "../server/html.ts";
import { cachedRenderer, renderMinute, sessionCookies } from "../server/server-render.ts";
import type { BootData } from "../src/app/boot.ts";
import { parseRuntimeConfig } from "../src/app/runtime-config.ts";
import { checkedByServer } from "../src/lib/session-state.ts";
import { renderPage, type RenderOutcome, type RenderRequest } from "../src/app/server-render.tsx";
import { saloon } from "./fixtures.ts";

const boot: BootData = {
  runtime: parseRuntimeConfig(undefined),
  tenant: {
    code: "BOOK",
    branding: { ...Tenant.brandingFrom(undefined), appName: "Solent <Cars> & Co $&" },
    analytics: { _tag: "OptedOut" },
  },
  rideTypes: [saloon],
  renderedAt: Date.UTC(2026, 10, 28, 10, 41),
};
const request = (path: string, framed = false): RenderRequest => ({
  url: new URL(path, "http://book.localhost:5173"),
  boot,
  framed,
});
const html = (outcome: RenderOutcome): string => {
  if (outcome._tag !== "Rendered") throw new Error(`not rendered: ${outcome.reason}`);
  return outcome.html;
};

describe("the server's render of the app", () => {
  it("draws /sign-in whole, with no script", async () => {
    const page = html(await renderPage(request("/sign-in")));
    expect(page).toContain(">Sign in</h1>");
    expect(page).toContain('type="password"');
    expect(page).not.toContain("<script");
    // Tenant text is text.
    expect(page).toContain("Solent &lt;Cars&gt; &amp; Co $&amp;");
  });

  it("draws /book-ride with the inlined ride types and a pickup time from the minute it was drawn in", async () => {
    const page = html(await renderPage(request("/book-ride")));
    expect(page).toContain(">Book a ride</h1>");
    expect(page).toContain("Saloon");
    // 10:41 UTC on 28 Nov is 10:41 in London; the form starts 15 minutes later.
    expect(page).toContain('value="10:56"');
  });

  it("draws each page with a fresh form, never the last one drawn", async () => {
    const later = { ...request("/book-ride"), boot: { ...boot, renderedAt: Date.UTC(2026, 10, 28, 13, 5) } };
    expect(html(await renderPage(request("/book-ride")))).toContain('value="10:56"');
    expect(html(await renderPage(later))).toContain('value="13:20"');
  });

  it("draws the widget's frame when the page loads into a frame", async () => {
    expect(html(await renderPage(request("/sign-up", true)))).toContain('data-testid="framed-elsewhere"');
    expect(html(await renderPage(request("/sign-up", false)))).not.toContain('data-testid="framed-elsewhere"');
  });

  it("leaves a page that sends the visitor elsewhere to the browser", async () => {
    expect(await renderPage(request("/trips"))).toEqual({
      _tag: "ClientOnly",
      reason: "redirect to /sign-in?redirect=%2Ftrips",
    });
  });

  it("leaves a page that needs the address's fragment to the browser, as no failure", async () => {
    expect(await renderPage(request("/embeddedBook?continue=summary"))).toEqual({
      _tag: "ClientOnly",
      reason: "needs the address's fragment",
    });
  });

  it("draws a passenger's page signed in, with their session as the server checked it", async () => {
    const profile = { id: 7, customer_name: "Pat Passenger", email_address: "pat@example.com", accounts: [] };
    const signedIn = { ...boot, session: checkedByServer(profile, "cash") };
    const page = html(await renderPage({ ...request("/book-ride"), boot: signedIn }));
    expect(page).toContain('data-testid="sign-out"');
    expect(page).toContain("My trips");
    expect(page).not.toContain(">Sign in<");
    // A route for signed-in passengers is drawn, not sent to sign in.
    expect(html(await renderPage({ ...request("/trips"), boot: signedIn }))).toContain("</h1>");
    // The next visitor is signed out again.
    expect(html(await renderPage(request("/book-ride")))).not.toContain('data-testid="sign-out"');
  });
});

describe("the web server's renderer", () => {
  const counting = (outcome: () => Promise<RenderOutcome>) => {
    const calls: RenderRequest[] = [];
    const warnings: string[] = [];
    const render = cachedRenderer(
      (made) => {
        calls.push(made);
        return outcome();
      },
      (message) => warnings.push(message),
      2,
    );
    return { render, calls, warnings };
  };

  it("draws a page once per URL, framing and boot data, the minute included", async () => {
    const { render, calls } = counting(async () => ({ _tag: "Rendered", html: "<p>page</p>" }));
    expect(await render(request("/sign-in"))).toBe("<p>page</p>");
    expect(await render(request("/sign-in"))).toBe("<p>page</p>");
    expect(calls).toHaveLength(1);
    await render(request("/sign-in", true));
    await render({ ...request("/sign-in"), boot: { ...boot, renderedAt: (boot.renderedAt ?? 0) + 60_000 } });
    expect(calls).toHaveLength(3);
  });

  it("answers undefined, and says why without the page, when a render fails or throws", async () => {
    const failing = counting(async () => ({ _tag: "ClientOnly", reason: "failed: ReferenceError" }));
    expect(await failing.render(request("/t/secret-token"))).toBeUndefined();
    expect(failing.warnings.join("")).toContain("ReferenceError");
    expect(failing.warnings.join("")).not.toContain("secret-token");
    const throwing = counting(() => Promise.reject(new Error("boom")));
    expect(await throwing.render(request("/sign-in"))).toBeUndefined();
  });

  it("counts the minute from the clock", () => {
    expect(renderMinute(Date.UTC(2026, 10, 28, 10, 41, 59, 999))).toBe(Date.UTC(2026, 10, 28, 10, 41));
  });

  it("reads the session cookies a request carries, and no cookie that only looks like one", () => {
    expect(sessionCookies(undefined)).toEqual({ driver: false });
    expect(sessionCookies("cabline:colour-mode=dark; analytics=yes")).toEqual({ driver: false });
    expect(sessionCookies("a=1; access_token=cbl_at_x")).toEqual({ customer: "cbl_at_x", driver: false });
    expect(sessionCookies("driver_token=cbl_dt_x")).toEqual({ driver: true });
    expect(sessionCookies("access_token=cbl_at_x;driver_token=cbl_dt_y")).toEqual({
      customer: "cbl_at_x",
      driver: true,
    });
    expect(sessionCookies("my_access_token=x; access_token=")).toEqual({ driver: false });
    expect(sessionCookies("access_token")).toEqual({ driver: false });
  });
});

describe("the page the server sends", () => {
  const template = readFileSync(new URL("../index.html", import.meta.url), "utf8");

  it("holds the drawn page in place of the loader, marked as drawn and how", () => {
    const page = renderIndex(template, { nonce: "n", boot, preload: [], page: { html: "<p>$& $1</p>", framed: true } });
    expect(page).toContain(`<div id="root" data-server-render="framed"><p>$& $1</p></div>`);
    expect(page).not.toContain("full-screen-loader");
  });

  it("asks for a drawn page's code at low priority, and a loader page's at the browser's own", () => {
    const built = template.replace(
      "</head>",
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head>',
    );
    const drawn = renderIndex(built, {
      nonce: "n",
      boot,
      preload: ["assets/Screen-1.js"],
      page: { html: "<p>Hi</p>", framed: false },
    });
    expect(drawn).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(drawn).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">');
    expect(drawn).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Screen-1.js"');
    const loader = renderIndex(built, { nonce: "n", boot, preload: ["assets/Screen-1.js"] });
    expect(loader).not.toContain("fetchpriority");
  });

  it("keeps the loader when there is no drawn page", () => {
    const page = renderIndex(template, { nonce: "n", boot, preload: [] });
    expect(page).toContain('data-testid="full-screen-loader"');
    expect(page).not.toContain("data-server-render");
  });

  it("writes each response's own nonce into a remembered page, and a changed page is not the remembered one", () => {
    const write = indexWriter(template, 2);
    const drawn = { html: "<p>Where to?</p>", framed: false };
    const first = write({ nonce: "first-nonce", boot, preload: ["assets/a.js"], page: drawn });
    const second = write({ nonce: "second-nonce", boot, preload: ["assets/a.js"], page: drawn });
    expect(first).toBe(renderIndex(template, { nonce: "first-nonce", boot, preload: ["assets/a.js"], page: drawn }));
    expect(second).toBe(first.replaceAll("first-nonce", "second-nonce"));
    expect(second).not.toContain("first-nonce");
    const other = write({ nonce: "n", boot, preload: ["assets/a.js"], page: { html: "<p>Other</p>", framed: false } });
    expect(other).toContain("<p>Other</p>");
    expect(write({ nonce: "n", boot, preload: [] })).toContain('data-testid="full-screen-loader"');
  });
});
