// Issue 21: a private-hire driver applies at phone width (the driver, their licence and vehicle),
// sees the status checkSignupStatus gives, and the sandbox holds the application and e-mailed them.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { baseHost, sandbox } from "./driver-support.ts";
import { look } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a driver applies, sees the application's status, and the sandbox holds it", async ({ page }) => {
  const email = `amira.khan.${Date.now()}@example.com`;
  await page.goto(`${baseHost("book")}/driver-signup`);
  await expect(page.getByRole("heading", { level: 1, name: "Drive with us" })).toBeVisible();

  await page.getByTestId("driver-signup-submit").click();
  const summary = page.getByTestId("driver-signup-error");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Enter your first name" })).toHaveAttribute(
    "href",
    "#driver-signup-firstName",
  );
  await expect(summary).toContainText("Accept the terms and the privacy policy to apply");
  await page.mouse.move(1, 400);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await look(page, "driver-signup-errors-390", { fullPage: true });

  await page.getByLabel("First name").fill("Amira");
  await page.getByLabel("Last name").fill("Khan");
  await page.getByLabel("E-mail address", { exact: true }).first().fill(email);
  // Ofcom's drama range (07700 900000-900999): the only 07700 numbers a phone-number check takes.
  await page.getByLabel("Mobile number").fill(`07700 900${String(Date.now()).slice(-3)}`);
  await page.getByLabel("Licensing council").fill("Southampton City Council");
  await page.getByLabel("Private-hire driver badge number").fill("PH-48213");
  await page.getByLabel("Make").fill("Toyota");
  await page.getByLabel("Model").fill("Corolla Touring Sports");
  await page.getByLabel("Registration number").fill("hn24 kxz");
  await page.getByLabel("Passenger seats").fill("4");
  await page.getByText("The vehicle takes a passenger in a wheelchair").click();
  await page.getByLabel("Password", { exact: true }).fill("solent-nights-2026");
  await page.getByLabel("Confirm password").fill("solent-nights-2026");
  await page.getByText("I accept the terms and the privacy policy").click();
  await page.getByTestId("driver-signup-submit").click();

  await expect(page.getByRole("heading", { level: 1, name: "Your application" })).toBeVisible();
  const status = page.getByTestId("driver-signup-status");
  await expect(status).toContainText("Submitted: documents needed");
  await expect(status).toContainText("Private-hire driver licence");
  await look(page, "driver-signup-done-390", { fullPage: true });

  const held = await sandbox(`/driver_signup/checkSignupStatus?email=${encodeURIComponent(email)}`);
  expect(held.body).toMatchObject({ status: "pending_documents" });
  const mail = await sandbox(`/sandbox/outbox?to=${encodeURIComponent(email)}`);
  expect((mail.body.messages as Array<{ subject: string }>)[0]?.subject).toMatch(/driver application/);
});
