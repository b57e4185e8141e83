// Issue 7: guards follow the domain's authority rules (spec §2, §6), and the redirect value is
// never allowed to leave the origin.
import { expect, test } from "@playwright/test";
import { appReady, baseHost, people, signIn } from "./support.ts";

for (const path of [
  "/trips",
  "/trips/42",
  "/business/trips",
  "/sub-accounts",
  "/overview",
  "/business/bulk-upload-trips",
]) {
  test(`signed out, ${path} asks to sign in and comes back after`, async ({ page }) => {
    await page.goto(`${baseHost("book")}${path}?tab=1`);
    await expect(page).toHaveURL(`${baseHost("book")}/sign-in?redirect=${encodeURIComponent(`${path}?tab=1`)}`);
  });
}

test("after signing in the passenger lands on the page they asked for", async ({ page }) => {
  await page.goto(`${baseHost("book")}/trips`);
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Ftrips$/);
  await page.getByLabel("E-mail address").fill(people.passenger.email);
  await page.getByLabel("Password").fill(people.passenger.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(`${baseHost("book")}/trips`);
  await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
});

test("a passenger on a business route sees 'not available for your account' with a way back", async ({ page }) => {
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await page.goto(`${baseHost("book")}/business/trips`);
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Not available for your account" })).toBeVisible();
  await page.getByRole("link", { name: "Back to my bookings" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
});

const hostile = [
  "https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "https:%2F%2Fevil.example",
  "/\t/evil.example",
  "/..//evil.example",
];

for (const redirect of hostile) {
  test(`a hostile redirect ${JSON.stringify(redirect)} never leaves the origin`, async ({ page }) => {
    let dialog = false;
    page.on("dialog", async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await signIn(page, people.passenger, "book", redirect);
    await expect(page).toHaveURL(/\/book-ride$/);
    expect(new URL(page.url()).origin).toBe(baseHost("book"));
    expect(dialog).toBe(false);
  });
}
