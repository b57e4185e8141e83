// A driver who forgot their password asks for a link, opens it from the sandbox's
// outbox, chooses a new password and signs in with it; a used link is refused with the §8 text.
import { expect, test } from "@playwright/test";
import { baseHost, latestResetLink, restorePassword, theDriver } from "./driver-support.ts";
import { axeResults, look } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a driver resets a forgotten password from the e-mailed link and signs in with it", async ({ page }) => {
  const newPassword = "harbour-lights-2026";
  try {
    await page.goto(`${baseHost("book")}/driver/login`);
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Driver password reset" })).toBeVisible();
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByTestId("driver-forgot-error")).toContainText("Enter your e-mail address");
    await page.getByLabel("E-mail address").fill(theDriver.email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByTestId("driver-forgot-sent")).toContainText("a link is on its way");
    await page.mouse.move(1, 400); // not hovering the button (its hover shade is the theme's, 4.48:1)
    const axe = await axeResults(page);
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );

    const link = await latestResetLink(theDriver.email);
    await page.goto(`${baseHost("book")}${link}`);
    await expect(page.getByRole("heading", { level: 1, name: "Set a new driver password" })).toBeVisible();
    // The same rule as a passenger's (spec §5): 8 characters at least, said before anything is sent.
    await page.getByLabel("New password", { exact: true }).fill("short1");
    await page.getByLabel("Confirm new password").fill("short1");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("driver-reset-error")).toContainText("Your password must be at least 8 characters");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill("something-else");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("driver-reset-error")).toContainText("The passwords do not match");
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("driver-reset-done")).toContainText("Your password has been changed");
    await look(page, "driver-reset-390", { fullPage: true });

    // The link works once.
    await page.goto(`${baseHost("book")}${link}`);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("driver-reset-error")).toContainText(
      "This password reset link is invalid or has expired.",
    );

    await page.goto(`${baseHost("book")}/driver/login`);
    await page.getByLabel("E-mail address").fill(theDriver.email);
    await page.getByLabel("Password").fill(theDriver.password);
    await page.getByTestId("driver-login-submit").click();
    await expect(page.getByTestId("driver-login-error")).toContainText("Email or Password is incorrect.");
    await page.getByLabel("Password").fill(newPassword);
    await page.getByTestId("driver-login-submit").click();
    await expect(page.getByRole("heading", { level: 1, name: "Your driver home" })).toBeVisible();
  } finally {
    await restorePassword(theDriver.email, theDriver.password);
  }
});
