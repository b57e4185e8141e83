// Spec §2, §4: a failed dynamic import reloads the page after 2 s, at most 3 times
// (counted in session storage), then the manual screen shows with its exact texts.
import { expect, test } from "@playwright/test";
import { ErrorScreen } from "@cabline/domain";
import { baseHost } from "./support.ts";

test("a screen whose code cannot load reloads 3 times, then offers 'Reload Page'", async ({ page }) => {
  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  // The sign-up screen's chunk cannot be fetched, as after a deploy removed it.
  await page.route(/\/assets\/SignUpPage-.*\.js$/, (route) => route.abort("failed"));
  await page.goto(`${baseHost("book")}/sign-up`);
  await expect(page.getByText(ErrorScreen.loadingText)).toBeVisible();
  await expect(page.getByRole("heading", { name: ErrorScreen.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(ErrorScreen.body)).toBeVisible();
  expect(documentLoads).toBe(1 + ErrorScreen.maxReloads);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), ErrorScreen.counterKey)).toBe(
    String(ErrorScreen.maxReloads),
  );

  await page.unroute(/\/assets\/SignUpPage-.*\.js$/);
  await page.getByRole("button", { name: ErrorScreen.reloadButton }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
});
