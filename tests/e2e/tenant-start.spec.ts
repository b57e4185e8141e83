// Issue 2: each tenant host loads without errors, and every call it makes carries that host's
// tenant code in X-TENANT-ID (spec §1, §7).
import { expect, test } from "@playwright/test";
import { appReady, baseHost } from "./support.ts";

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

    expect(apiCalls.map((call) => call.url)).toContainEqual(expect.stringContaining("/api/configuration/get"));
    for (const call of apiCalls) expect(call, call.url).toMatchObject({ tenant: code });
    expect(problems).toEqual([]);
  });
}
