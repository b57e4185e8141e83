// Spec §7, §8: when the configuration fails or is empty the app still renders, with the default
// branding, and analytics stays opted out. The web server inlines the configuration
// (docs/decisions/server-rendering.md), so these run the app as a plain file server would serve it:
// the browser loads it.
import { expect, test } from "@playwright/test";
import { Palette, Tenant } from "@cabline/domain";
import { appReady, baseHost, watchErrors, withoutBootData } from "./support.ts";

for (const [name, fulfil] of [
  ["fails", { status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal_server_error" }) }],
  ["is empty", { status: 200, contentType: "application/json", body: "" }],
  ["is not JSON", { status: 200, contentType: "text/html", body: "<html>gateway</html>" }],
] as const) {
  test(`configuration that ${name} still renders with defaults`, async ({ page }) => {
    const errors = watchErrors(page, [/Failed to load resource/]);
    await withoutBootData(page);
    await page.route("**/api/configuration/get", (route) => route.fulfill(fulfil));
    await page.goto(`${baseHost("gdt")}/sign-in`);
    await appReady(page);
    await expect(page.getByTestId("tenant-name")).toHaveText(Tenant.defaultAppName);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    const solid = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-brand-solid").trim(),
    );
    expect(solid.toLowerCase()).toBe(Palette.palette.indigo[950]);
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBe("opted-out");
    errors.expectNone();
  });
}

test("the full-screen loader shows while the configuration loads", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await withoutBootData(page);
  await page.route("**/api/configuration/get", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseHost("book")}/sign-in`, { waitUntil: "domcontentloaded" });
  await expect(page.getByTestId("full-screen-loader")).toBeVisible();
  release();
  await appReady(page);
});
