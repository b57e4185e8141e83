// Spec §8: errors are reported to the error service only when a DSN is configured, the
// reporting SDK is loaded only on the first report (its own chunk), and what is sent carries no
// token from the URL.
import { expect, test } from "@playwright/test";
import { appReady, baseHost, withoutBootData } from "./support.ts";

const errorsOrigin = baseHost("errors");

test("an error is reported scrubbed; a visit without errors sends nothing", async ({ page }) => {
  const envelopes: string[] = [];
  // The runtime configuration comes from /runtime-config.json when the page has no boot data.
  await withoutBootData(page, {
    dispatchApiBaseUrl: "/api",
    googleMapsApiKey: "",
    errorReportingDsn: `http://publickey@${new URL(errorsOrigin).host}/42`,
    defaultTenantCode: "BOOK",
  });
  await page.route(`${errorsOrigin}/**`, async (route) => {
    envelopes.push(route.request().postData() ?? "");
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });

  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  await page.waitForTimeout(500);
  expect(envelopes).toEqual([]);

  // The pay page's code cannot load (as after a deploy), on a URL whose token must not leave.
  const token = "payTok3nSecretValue0123456789xyz";
  await page.route(/\/assets\/PayPage-.*\.js$/, (route) => route.abort("failed"));
  await page.goto(`${baseHost("book")}/pay/${token}`);
  await expect.poll(() => envelopes.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const sent = envelopes.join("\n");
  expect(sent).toContain("dynamically imported module");
  // The route's pattern is sent, never its URL: a report holds only what is known to be safe.
  expect(sent).toContain("/pay/:token");
  expect(sent).not.toContain(token);
});
