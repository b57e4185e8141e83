// The server-rendered first paint (docs/decisions/server-rendering.md; spec §1 start-up): every
// tenant's pages arrive drawn, in the tenant's brand and the visitor's colour mode before any
// script runs, and the browser takes them over (hydration) with no warning; what a passenger types
// before the app has started is kept and used; a passenger's pages are drawn signed in, a business
// member's start in the browser.
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { appReady, axe, baseHost, people, sandboxOrigin, sessionCookieOf, signIn } from "./support.ts";
import { theDriver } from "./driver-support.ts";
import { book, expectMarkupAsText, login } from "./track-support.ts";

/** Holds the app's entry script until `release()`: the page is then only what the server drew. */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and warnings, and page errors: a hydration mismatch is one of these. */
function watchConsole(page: Page) {
  const said: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") said.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => said.push(`page error: ${error.message}`));
  return said;
}

/** React has taken the page over: its fibres hang on the drawn elements. */
const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);

/** The sandbox tenants' brand colours: teal-700, the indigo-950 fallback of an invalid colour, purple-800. */
const brandSolid = { book: "#0f766e", gdt: "#1e1b4b", pdc: "#6b21a8" } as const;

let bookedToken = "";
test.beforeAll(async () => {
  const booked = await book(await login(), { email: "ssr-track@example.com", paymentMethod: "cash" });
  bookedToken = booked.bookings[0]?.booking_token ?? "";
});

for (const tenant of ["book", "gdt", "pdc"] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`${tenant}, ${scheme}: the pages arrive drawn in the brand and mode, and the app takes them over quietly`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const said = watchConsole(page);
      const paths = ["/book-ride", "/sign-in", ...(tenant === "book" ? [`/t/${bookedToken}`] : [])];
      for (const path of paths) {
        const release = await holdTheApp(page);
        const response = await page.goto(`${baseHost(tenant)}${path}`, { waitUntil: "commit" });
        expect(await response?.text()).toContain('<div id="root" data-server-render="top">');
        // Before any of the app's script: the page, its brand and its mode are there.
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.getByTestId("full-screen-loader")).toHaveCount(0);
        const drawn = await page.evaluate(() => ({
          dark: document.documentElement.classList.contains("dark"),
          background: getComputedStyle(document.documentElement).backgroundColor,
          brand: getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-brand-solid").trim(),
        }));
        expect(drawn.dark).toBe(scheme === "dark");
        expect(drawn.background).toBe(scheme === "dark" ? "rgb(9, 9, 11)" : "rgb(255, 255, 255)");
        expect(drawn.brand).toBe(brandSolid[tenant]);
        release();
        await hydrated(page);
        await appReady(page);
        await page.unrouteAll();
      }
      if (scheme === "dark") expect(await axe(page)).toEqual([]);
      expect(said).toEqual([]);
      await context.close();
    });
  }
}

/** Signs the seeded passenger in on the BOOK tenant and returns the session token. */
async function signedInPassenger(page: Page): Promise<string> {
  await signIn(page, people.passenger);
  await expect(page).not.toHaveURL(/\/sign-in/);
  return (await sessionCookieOf(page))?.value ?? "";
}

/** The session cookie is gone and the dispatch API no longer accepts the token. */
async function expectSessionEnded(page: Page, token: string): Promise<void> {
  expect(await sessionCookieOf(page)).toBeUndefined();
  const checked = await fetch(`${sandboxOrigin}/customer/v2/checkToken`, {
    method: "POST",
    headers: { "X-TENANT-ID": "BOOK", Authorization: `Bearer ${token}` },
  });
  expect(checked.status).toBe(401);
}

test("a booked token's page is drawn with the booking, its stored markup as text", async ({ page }) => {
  const said = watchConsole(page);
  const release = await holdTheApp(page);
  await page.goto(`${baseHost("book")}/t/${bookedToken}`, { waitUntil: "commit" });
  await expect(page.getByText("112 Above Bar Street").first()).toBeVisible();
  release();
  await hydrated(page);
  await expectMarkupAsText(page);
  expect(said).toEqual([]);
});

test("what a passenger types and sends before the app has started is kept, never sent by the browser, and signs them in", async ({
  page,
}) => {
  const said = watchConsole(page);
  const release = await holdTheApp(page);
  await page.goto(`${baseHost("book")}/sign-in`, { waitUntil: "commit" });
  await page.getByLabel("E-mail address").fill(people.passenger.email);
  await page.getByLabel("Password").fill(people.passenger.password);
  // Enter before the app runs: the browser must not send the form itself (a GET, the password in
  // the URL); the app sends it once it has started.
  await page.getByLabel("Password").press("Enter");
  await page.waitForTimeout(300);
  expect(page.url()).toBe(`${baseHost("book")}/sign-in`);
  release();
  await expect(page).not.toHaveURL(/\/sign-in/);
  expect(await sessionCookieOf(page)).toBeDefined();
  expect(page.url()).not.toContain("cabline-sandbox");
  expect(said).toEqual([]);
});

test("in a tab holding a draft, a screen that restores one is drawn afresh by the app, and the driver types on in the same field and signs in", async ({
  page,
}) => {
  // An entry of the app in this tab's storage (a driver's draft): the driver's screens draw in the browser.
  await page.goto(`${baseHost("book")}/driver/login`);
  await page.evaluate(() => sessionStorage.setItem("cabline.driver.e2e-draft", "{}"));
  const release = await holdTheApp(page);
  await page.goto(`${baseHost("book")}/driver/login`, { waitUntil: "commit" });
  await page.getByLabel("E-mail address").click();
  await page.keyboard.type("driver@example");
  const serversField = () =>
    page.evaluate(() => "drawnByServer" in (document.getElementById("driver-login-email") ?? {}));
  await page.evaluate(() =>
    Object.assign(document.getElementById("driver-login-email") ?? {}, { drawnByServer: true }),
  );
  release();
  // The app's own page: the server's field is gone, and focus with it, but not the typing.
  await hydrated(page);
  await expect.poll(serversField).toBe(false);
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await page.keyboard.type(".com");
  await expect(page.getByLabel("E-mail address")).toHaveValue(theDriver.email);
  await page.getByLabel("Password").fill(theDriver.password);
  await page.getByTestId("driver-login-submit").click();
  await expect(page).not.toHaveURL(/\/driver\/login/);
  expect(await sessionCookieOf(page, "driver_token")).toBeDefined();
});

test("in a tab holding a draft, a page that restores none is still taken over as the server drew it", async ({
  page,
}) => {
  await page.goto(`${baseHost("book")}/sign-in`);
  await page.evaluate(() => sessionStorage.setItem("cabline.booking-draft", "{}"));
  const said = watchConsole(page);
  const release = await holdTheApp(page);
  await page.goto(`${baseHost("book")}/sign-in`, { waitUntil: "commit" });
  // Marked once the drawn field is in the document (at "commit" the page may still be arriving).
  await page.locator("#sign-in-email").waitFor({ state: "attached" });
  await page.evaluate(() => Object.assign(document.getElementById("sign-in-email") ?? {}, { drawnByServer: true }));
  release();
  await hydrated(page);
  expect(await page.evaluate(() => "drawnByServer" in (document.getElementById("sign-in-email") ?? {}))).toBe(true);
  expect(said).toEqual([]);
});

test("what a passenger types before the app has started is in the form the app checks", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto(`${baseHost("book")}/sign-in`, { waitUntil: "commit" });
  await page.getByLabel("E-mail address").fill("not-an-address");
  release();
  await hydrated(page);
  await expect(page.getByLabel("E-mail address")).toHaveValue("not-an-address");
  await page.getByTestId("sign-in-submit").click();
  // The app checked what was typed (a wrong address), not an empty field.
  await expect(page.getByRole("alert").first()).toContainText("Enter your password");
  await expect(page.getByRole("alert").first()).not.toContainText("Enter your e-mail address");
});

test("a passenger's pages arrive drawn signed in; the app takes them over with no session check of its own, and signing out from one ends the session", async ({
  page,
}) => {
  const token = await signedInPassenger(page);
  const said = watchConsole(page);
  const checks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/checkToken")) checks.push(request.url());
  });
  const release = await holdTheApp(page);
  const response = await page.goto(`${baseHost("book")}/book-ride`, { waitUntil: "commit" });
  const html = (await response?.text()) ?? "";
  expect(html).toContain('<div id="root" data-server-render="top">');
  expect(html).not.toContain(token);
  // Before any of the app's script: the page is the signed-in passenger's.
  const signInLink = page.getByRole("banner").getByRole("link", { name: "Sign in" });
  await expect(page.getByTestId("sign-out")).toBeVisible();
  await expect(signInLink).toHaveCount(0);
  release();
  await hydrated(page);
  await appReady(page);
  expect(checks).toEqual([]);
  expect(said).toEqual([]);
  expect(await axe(page)).toEqual([]);
  // The drawn button is the app's: signing out ends the session at the dispatch API.
  await page.getByTestId("sign-out").click();
  await expect(signInLink).toBeVisible();
  await expectSessionEnded(page, token);
});

test("Sign out pressed on a drawn page before the app has started is kept, and signs the passenger out once it has", async ({
  page,
}) => {
  const token = await signedInPassenger(page);
  const release = await holdTheApp(page);
  await page.goto(`${baseHost("book")}/book-ride`, { waitUntil: "commit" });
  // Pressed while the page is only what the server drew: the browser sends nothing by itself.
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/book-ride$/);
  release();
  await hydrated(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectSessionEnded(page, token);
});

test("a business member's page is drawn by the browser, with the account they chose", async ({ page }) => {
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const response = await page.goto(`${baseHost("book")}/business/book-ride`);
  expect(await response?.text()).not.toContain("data-server-render");
  await appReady(page);
  await expect(page.getByTestId("sign-out")).toBeVisible();
  await expect(page.getByTestId("tab-outbound")).toHaveAttribute("aria-current", "page");
});
