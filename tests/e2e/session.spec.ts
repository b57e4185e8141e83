// Spec §4, §7: sign in, the session survives a reload, sign out goes to /book-ride;
// a token the server no longer accepts signs out with a "session expired" notice.
import { expect, test } from "@playwright/test";
import {
  appReady,
  baseHost,
  people,
  replaceStoredToken,
  sandboxOrigin,
  sessionCookieOf,
  signIn,
  watchErrors,
} from "./support.ts";

test("sign in, reload, sign out", async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.getByTestId("sign-out")).toBeVisible();

  await page.reload();
  await appReady(page);
  await expect(page.getByTestId("sign-out")).toBeVisible();
  await page.goto(`${baseHost("book")}/trips`);
  await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
  // The page arrives drawn by the server; its buttons work once the app has it.
  await appReady(page);

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(`${baseHost("book")}/trips`);
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Ftrips$/);
  errors.expectNone();
});

test("the session is a cookie no script on the page can read, and signing out ends it on the server", async ({
  page,
}) => {
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await page.goto(`${baseHost("book")}/trips`);
  await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
  await appReady(page);
  const cookie = await sessionCookieOf(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const token = cookie?.value ?? "";
  expect(token).toMatch(/^cbl_at_/);
  // Everything a script on the page can reach: storage, document.cookie and the address.
  const readable = await page.evaluate(() => {
    const values = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ""}`);
    return [...values(localStorage), ...values(sessionStorage), document.cookie, location.href].join("\n");
  });
  expect(readable).not.toContain(token);
  expect(readable).not.toContain("cbl_at_");
  const asServer = (bearer: string) =>
    fetch(`${sandboxOrigin}/customer/v2/checkToken`, {
      method: "POST",
      headers: { "X-TENANT-ID": "BOOK", Authorization: `Bearer ${bearer}` },
    });
  expect((await asServer(token)).status).toBe(200);

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/book-ride$/);
  expect(await sessionCookieOf(page)).toBeUndefined();
  expect((await asServer(token)).status).toBe(401);
});

test("wrong credentials show the catalogue message and keep what was typed", async ({ page }) => {
  await signIn(page, { email: people.passenger.email, password: "not-the-password" });
  await expect(page.getByTestId("sign-in-error")).toContainText(
    /Email or Password is incorrect|Invalid Email or Password/,
  );
  await expect(page.getByLabel("E-mail address")).toHaveValue(people.passenger.email);
});

test("a revoked token signs out with a session-expired notice", async ({ page }) => {
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await replaceStoredToken(page, "revoked-token-0000000000");
  await page.goto(`${baseHost("book")}/book-ride`);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a double click on Sign in signs in once", async ({ page }) => {
  let logins = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/customer/v2/doLoginWeb")) logins += 1;
  });
  await page.goto(`${baseHost("book")}/sign-in`);
  await page.getByLabel("E-mail address").fill(people.passenger.email);
  await page.getByLabel("Password").fill(people.passenger.password);
  await page.getByTestId("sign-in-submit").dblclick();
  await expect(page).toHaveURL(/\/book-ride$/);
  expect(logins).toBe(1);
});

test("signing in while offline says so and keeps what was typed", async ({ page }) => {
  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  await page.route("**/api/customer/v2/doLoginWeb", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("E-mail address").fill(people.passenger.email);
  await page.getByLabel("Password").fill(people.passenger.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("sign-in-error")).toContainText("You appear to be offline");
  await expect(page.getByLabel("E-mail address")).toHaveValue(people.passenger.email);
  await expect(page.getByLabel("Password")).toHaveValue(people.passenger.password);

  await page.unroute("**/api/customer/v2/doLoginWeb");
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/book-ride$/);
});
