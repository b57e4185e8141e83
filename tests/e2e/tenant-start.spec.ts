// Each tenant host loads without errors, and every call it makes carries that host's tenant code
// in X-TENANT-ID (spec §1, §7). The web server resolves the tenant and inlines its configuration
// (docs/decisions/server-rendering.md), so the page starts with no call; the first call (signing
// in) and the browser's own configuration call (served as plain files) carry the code.
import { expect, test } from "@playwright/test";
import { appReady, baseHost, bootTenantCode, withoutBootData } from "./support.ts";

for (const [tenant, code] of [
  ["book", "BOOK"],
  ["gdt", "GDT"],
] as const) {
  test(`${tenant}.localhost loads without errors and sends X-TENANT-ID ${code}`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    const apiCalls: { url: string; tenant: string | undefined }[] = [];
    page.on("request", (request) => {
      // API calls (fetch); images such as the tenant logo are plain resources without headers.
      if (new URL(request.url()).pathname.startsWith("/api/") && ["fetch", "xhr"].includes(request.resourceType())) {
        apiCalls.push({ url: request.url(), tenant: request.headers()["x-tenant-id"] });
      }
    });

    await page.goto(`${baseHost(tenant)}/`);
    await appReady(page);
    await expect(page.getByTestId("tenant-name")).not.toBeEmpty();
    expect(await bootTenantCode(page)).toBe(code);

    await page.goto(`${baseHost(tenant)}/sign-in`);
    // Typed once the app has the page: what is sent before start-up has its own journeys
    // (server-render.spec.ts), and under load the click could go before the app listened.
    await appReady(page);
    await page.getByLabel("E-mail address").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByTestId("sign-in-error")).toBeVisible();
    expect(apiCalls.map((call) => call.url)).toContainEqual(expect.stringContaining("/api/customer/"));
    // Dispatch calls carry the tenant (§7); the maps service is the tenant-neutral geocoder.
    for (const call of apiCalls.filter((c) => !c.url.includes("/api/maps/")))
      expect(call, call.url).toMatchObject({ tenant: code });
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
  });
}

test("served as plain files, the app loads the tenant configuration itself, with the host's code", async ({ page }) => {
  const calls: { url: string; tenant: string | undefined }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/configuration/get")
      calls.push({ url: request.url(), tenant: request.headers()["x-tenant-id"] });
  });
  await withoutBootData(page);
  await page.goto(`${baseHost("gdt")}/sign-in`);
  await appReady(page);
  expect(calls).toEqual([expect.objectContaining({ tenant: "GDT" })]);
});
