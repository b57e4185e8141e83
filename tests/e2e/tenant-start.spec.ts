// Issue 2: each tenant host loads without errors, and every call it makes carries that host's
// tenant code in X-TENANT-ID (spec §1, §7).
import { expect, test } from "@playwright/test";
import { baseHost } from "./playwright.config.ts";

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
      if (new URL(request.url()).pathname.startsWith("/api/")) {
        apiCalls.push({ url: request.url(), tenant: request.headers()["x-tenant-id"] });
      }
    });

    await page.goto(`${baseHost(tenant)}/`);
    await expect(page.getByTestId("app-ready")).toBeVisible();

    expect(apiCalls.map((call) => call.url)).toContainEqual(expect.stringContaining("/api/configuration/get"));
    for (const call of apiCalls) expect(call, call.url).toMatchObject({ tenant: code });
    expect(problems).toEqual([]);
  });
}
