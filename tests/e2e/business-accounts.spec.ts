// Spec §4: a business user switches accounts in the header; authorities follow, and
// the selection survives a reload while the account is still in the list.
import { expect, test } from "@playwright/test";
import { appReady, baseHost, people, signIn } from "./support.ts";

test("switching to personal removes business access; the choice survives a reload", async ({ page }) => {
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const switcher = page.getByTestId("account-switcher");
  await expect(switcher).toBeVisible();
  const options = await switcher.locator("option").allTextContents();
  expect(options.length).toBeGreaterThanOrEqual(3);

  await switcher.selectOption({ index: 2 });
  const chosen = await switcher.inputValue();
  await page.reload();
  await appReady(page);
  await expect(page.getByTestId("account-switcher")).toHaveValue(chosen);

  await page.getByTestId("account-switcher").selectOption({ index: 0 });
  await page.goto(`${baseHost("book")}/business/trips`);
  await expect(page.getByRole("heading", { name: "Not available for your account" })).toBeVisible();
  // Booking as themself with a company account to switch to: told to switch, not to register.
  await expect(page.getByTestId("not-available")).toContainText(
    "Seeing your company's trips is for business accounts. You are booking as yourself: choose your company in the account switcher",
  );
  await expect(page.getByRole("link", { name: "Register your company" })).toHaveCount(0);
});
