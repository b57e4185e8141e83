// Guards follow the domain's authority rules (spec §2, §6), and the redirect value is
// never allowed to leave the origin.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, look, people, signIn } from "./support.ts";

test.describe("signed out", () => {
  // One page for the sweep, as in routes.spec.ts: nobody signs in, so nothing carries over.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  for (const path of [
    "/trips",
    "/trips/42",
    "/business/trips",
    "/sub-accounts",
    "/overview",
    "/business/bulk-upload-trips",
  ]) {
    test(`${path} asks to sign in and comes back after`, async () => {
      await page.goto(`${baseHost("book")}${path}?tab=1`);
      await expect(page).toHaveURL(`${baseHost("book")}/sign-in?redirect=${encodeURIComponent(`${path}?tab=1`)}`);
    });
  }
});

test("after signing in the passenger lands on the page they asked for", async ({ page }) => {
  await page.goto(`${baseHost("book")}/trips`);
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Ftrips$/);
  await page.getByLabel("E-mail address").fill(people.passenger.email);
  await page.getByLabel("Password").fill(people.passenger.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(`${baseHost("book")}/trips`);
  await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
});

test("a passenger on a business route is told what it is for and how to get it, with a way back", async ({ page }) => {
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  // A passenger has no account switcher: no page tells them to use one.
  for (const [path, purpose] of [
    ["/overview", "The company overview (spend, trips and passengers)"],
    ["/sub-accounts", "Managing who books on your company's account"],
  ] as const) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    const refusal = page.getByTestId("not-available");
    await expect(refusal).toContainText(`${purpose} is for business accounts, and this account has none.`);
    await expect(refusal).not.toContainText("switcher");
    await expect(refusal.getByRole("link", { name: "Register your company" })).toBeVisible();
  }
  expect(await axe(page)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `not-available-passenger-${width}`, { fullPage: true });
  }
  await page.goto(`${baseHost("book")}/business/trips`);
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Not available for your account" })).toBeVisible();
  await page.getByRole("link", { name: "Back to my bookings" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
});

// Every hostile form of a redirect (encoded, backslashed, tab-split, dot-segmented…) is the
// domain's rule, tried one by one in packages/domain/test/Redirect.test.ts; the browser proves
// that signing in follows that rule, with one of each kind: another origin, a protocol-relative
// path and a script URL.
const hostile = ["https://evil.example", "//evil.example", "javascript:alert(1)"];

test.describe("hostile redirects", () => {
  // One page for the sweep: after each sign-in its storage is emptied, so the next test starts
  // signed out, as a fresh visitor would.
  let page: Page;
  let dialog = false;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    page.on("dialog", async (d) => {
      dialog = true;
      await d.dismiss();
    });
  });
  test.afterAll(() => page.close());
  test.afterEach(async () => {
    // A new visitor for each redirect: the session cookie goes too (the web server draws a page
    // signed in from it, and /sign-in then sends a signed-in visitor home).
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto("about:blank");
  });

  for (const redirect of hostile) {
    test(`${JSON.stringify(redirect)} never leaves the origin`, async () => {
      dialog = false;
      await signIn(page, people.passenger, "book", redirect);
      await expect(page).toHaveURL(/\/book-ride$/);
      expect(new URL(page.url()).origin).toBe(baseHost("book"));
      expect(dialog).toBe(false);
    });
  }
});
