// Shared helpers of the end-to-end suite.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, type ConsoleMessage, type Page } from "@playwright/test";
import type * as AxeCore from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";
import { baseHost, loopbackOrigin, sandboxOrigin } from "./playwright.config.ts";

export { baseHost, loopbackOrigin, sandboxOrigin };

/** Collects page errors and console errors; `expectNone()` fails the test if there were any. */
export function watchErrors(page: Page, allow: ReadonlyArray<RegExp> = []) {
  const problems: string[] = [];
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allow.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  };
  page.on("pageerror", onPageError);
  page.on("console", onConsole);
  return {
    problems,
    expectNone: () => expect(problems).toEqual([]),
    /** Stops collecting: for a page that outlives the test (a sweep sharing one page). */
    stop: () => {
      page.off("pageerror", onPageError);
      page.off("console", onConsole);
    },
  };
}

/** The seeded sandbox people (packages/sandbox README); the password is the sandbox's own. */
export const people = {
  passenger: { email: "passenger@example.com", password: "cabline-sandbox" },
  booker: { email: "booker@example.com", password: "cabline-sandbox" },
} as const;

export async function signIn(page: Page, who: { email: string; password: string }, tenant = "book", redirect?: string) {
  const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`${baseHost(tenant)}/sign-in${query}`);
  // Typed once the app has the page: a tab holding a draft gets a page the app draws afresh over
  // the server's, and a fill that lands on the server's field as it is replaced types into a field
  // no longer there (typing before start-up has its own journeys in server-render.spec.ts).
  await appReady(page);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByTestId("sign-in-submit").click();
}

/**
 * Gives the browser's session cookie a token the server does not know, as when a session ends on
 * the server (the app keeps no token of its own: docs/decisions/browser-sessions.md). The app must
 * not be running while this happens: its next call would be refused and sign that page out, so the
 * page loaded next would find no session to expire (the race behind CI's failure of 2026-11-26).
 * So the page first leaves the app for a static file of the same origin. Call page.goto afterwards.
 */
export async function replaceStoredToken(page: Page, token: string) {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/favicon.svg`);
  await page
    .context()
    .addCookies([{ name: "access_token", value: token, url: origin, httpOnly: true, sameSite: "Lax" }]);
}

/** The HttpOnly session cookie of the page's signed-in user (the token no script of the page can read). */
export async function sessionCookieOf(page: Page, name = "access_token") {
  return (await page.context().cookies(new URL(page.url()).origin)).find((cookie) => cookie.name === name);
}

/**
 * Types into an address field and picks the first suggestion matching `option`; returns once the
 * chosen place has reached the form (the field is no longer busy locating it): the field shows
 * the place's name at once, before the form has it.
 */
export async function choosePlace(page: Page, label: string, typed: string, option: RegExp) {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.fill(typed);
  await page.getByRole("option", { name: option }).first().click();
  await expect(input).toHaveValue(option);
  await expect(input).not.toHaveAttribute("aria-busy", "true");
}

/**
 * Waits until the app shell (not the configuration loader) and the screen (not its skeleton) are on
 * screen, and the app has taken the page over: a page the web server drew is on screen before the
 * app runs (docs/decisions/server-rendering.md), and a click before then does nothing.
 */
export async function appReady(page: Page) {
  await expect(page.getByTestId("full-screen-loader")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page.getByTestId("screen-skeleton")).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(takenOver), { timeout: 15_000 }).toBe(true);
}

/** In the page: React has taken the screen over (its fibres hang on the screen's elements). */
function takenOver(): boolean {
  const element = document.querySelector("main#main h1") ?? document.querySelector("main#main");
  return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
}

/** The loader as index.html has it: the page of a server that draws nothing (a CDN). */
const loaderRoot =
  '<div id="root"><div class="cabline-loading" role="status" aria-live="polite" data-testid="full-screen-loader">' +
  '<span aria-hidden="true"></span><p>Loading…</p></div></div>';

/**
 * Serves the app's pages as a plain file server would: without the boot data the web server
 * inlines (tenant and runtime configuration) and without the page it draws, so the browser loads
 * both itself and draws the page (the CDN path).
 * `runtime` replaces /runtime-config.json when given.
 */
export async function withoutBootData(page: Page, runtime?: Record<string, string>) {
  await changeDocuments(
    page,
    (body) =>
      body
        .replace(/<script id="cabline-boot"[^]*?<\/script>/, "")
        .replace(
          /<div id="root" data-server-render="\w+">[^]*<\/div>(\s*<\/body>)/,
          (_drawn, end: string) => `${loaderRoot}${end}`,
        ),
    // The server's Content-Security-Policy allows the origins of the server's runtime
    // configuration; one replaced in the browser (an error service) would be refused by it.
    runtime === undefined ? undefined : "content-security-policy",
  );
  if (runtime !== undefined) await page.route("**/runtime-config.json", (route) => route.fulfill({ json: runtime }));
}

/** The app's pages (documents) as the web server sends them, with `change` made to each, and a header left out. */
export async function changeDocuments(page: Page, change: (body: string) => string, withoutHeader?: string) {
  await page.route(
    (url) => !/\/(?:api|sandbox|assets)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // Node does not resolve *.localhost: fetch from the loopback address, naming the host.
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `${loopbackOrigin}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
      });
      const headers = { ...response.headers() };
      if (withoutHeader !== undefined) delete headers[withoutHeader];
      await route.fulfill({ response, body: change(await response.text()), headers });
    },
  );
}

/** The tenant code the web server resolved for the page (its inlined boot data). */
export async function bootTenantCode(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const element = document.getElementById("cabline-boot");
    return element?.textContent
      ? (JSON.parse(element.textContent) as { tenant?: { code: string } }).tenant?.code
      : undefined;
  });
}

declare global {
  interface Window {
    axe: typeof AxeCore;
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const wcagTags: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // WCAG 2.5.3 Label in Name: axe still calls it experimental, so it is off unless asked for.
  rules: { "label-content-name-mismatch": { enabled: true } },
};
const colourRules: RunOptions = { runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] } };
/** WCAG 2.2 AA besides (its new rule: 2.5.8 target size, `target-size`), for the sweep of every route. */
const wcag22Tags: RunOptions = {
  ...wcagTags,
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
};

/**
 * axe-core run in the page as it stands, every frame included (WCAG 2.0/2.1 A and AA rules, or
 * with `{ colours: true }` the colour rules only). axe-core goes straight into each frame and runs
 * there: @axe-core/playwright's AxeBuilder also opens a second page to finish each run, which cost
 * 0.6–1.4 s a call against 0.1–0.35 s for the same rules and findings run in place (measured on
 * /sign-in, /book-ride and /t).
 */
export async function axeResults(
  page: Page,
  options: { readonly colours?: boolean; readonly wcag22?: boolean } = {},
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // Colours are measured at rest: a transition still running (the mode toggle's, a hover's) is
    // read halfway, which a loaded machine made a finding (CI-like run of 2026-11-27). Endless
    // animations (a spinner) are not waited for.
    await frame.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await frame.evaluate(axeSource);
    // Frames of other origins (an operator's page around /embeddedBook) are swept too.
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] }));
  }
  const run = options.colours === true ? colourRules : options.wcag22 === true ? wcag22Tags : wcagTags;
  return page.evaluate((rules) => window.axe.run(document, rules), run);
}

/**
 * axe's serious and critical findings on the page, one line each. `{ colours: true }` runs only
 * the colour rules: the dark-mode pass of a page already swept in light mode, where only the
 * colours differ.
 */
export async function axe(
  page: Page,
  options: { readonly colours?: boolean; readonly wcag22?: boolean } = {},
): Promise<string[]> {
  return (await axeResults(page, options)).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe on the page as it stands, in light mode (every WCAG A/AA rule) and in dark mode (the colour
 * rules), through the header's mode toggle; the page is left in light mode. Each finding names
 * the mode. For the later steps of a form (a code sent, a link spent), which a sweep of fresh
 * pages never sees.
 */
export async function axeLightAndDark(page: Page): Promise<string[]> {
  // axe measures resting colours: a pointer left over a button measures its hover shade.
  await page.mouse.move(0, 0);
  const found = (await axe(page)).map((v) => `light ${v}`);
  const html = page.locator("html");
  const toggle = page.getByTestId("mode-toggle");
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  await page.mouse.move(0, 0);
  found.push(...(await axe(page, { colours: true })).map((v) => `dark ${v}`));
  await toggle.click();
  await expect(html).not.toHaveClass(/dark/);
  return found;
}

/**
 * A screenshot for a person to look at (the definition of done's phone and desktop check): written
 * to $E2E_SCREENSHOTS/<name>.png when that folder is given
 * (`E2E_SCREENSHOTS=/tmp/shots npm test`), skipped otherwise, so a test run leaves nothing behind
 * and spends no time on pictures nobody opens. A failing test keeps its own screenshot anyway.
 */
export const look = async (
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  name: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<void> => {
  const folder = process.env["E2E_SCREENSHOTS"];
  if (folder === undefined || folder === "") return;
  await target.screenshot({ path: join(folder, `${name}.png`), ...options });
};
