// Issue 16, /embeddedBook: the quick-book widget inside an operator's page (an iframe on another
// origin). It books a guest cash ride in place, never leaves /embeddedBook (the only framable
// path), has no footer, and tells the parent its height; the booking is read back from the sandbox.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { baseHost } from "./support.ts";

const sandbox = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4031)}`;
const operatorSite = `${baseHost("operator-site")}/`;

// The operator page is served by the test (route.fulfill), which Chromium's Local Network Access
// treats as a public page framing a local one; production sites and the app are both public.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks"],
  },
});

async function sandboxBooking(request: APIRequestContext, token: string) {
  const response = await request.get(`${sandbox}/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`, {
    headers: { "X-TENANT-ID": "BOOK" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    booking: { pickup_location: { description: string }; payment_method: string };
  };
}

test("the quick-book widget books inside an operator's iframe and reports its height", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The operator's own site, on an origin of its own (frame-ancestors does not match about:blank).
  await page.route(operatorSite, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Operator</title>
    <script>window.heights = []; addEventListener("message", (e) => { if (e.data?.type === "cabline:height") heights.push(e.data.height); });</script>
    <iframe title="Book a taxi" src="${baseHost("book")}/embeddedBook" style="width:100%;height:800px;border:0"></iframe>`,
    }),
  );
  await page.goto(operatorSite);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { name: "Quick book" })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText("Need help?")).toHaveCount(0);
  const pickup = frame.getByRole("combobox", { name: "Pickup address", exact: true });
  await pickup.fill("Ocean Village");
  await frame
    .getByRole("option", { name: /Ocean Village Marina/ })
    .first()
    .click();
  const drop = frame.getByRole("combobox", { name: "Drop-off address", exact: true });
  await drop.fill("Southampton Central");
  await frame
    .getByRole("option", { name: /Southampton Central station/ })
    .first()
    .click();
  await expect(drop).toHaveValue(/Southampton Central station/);
  await frame.getByLabel("Full name").fill("Ada Guest");
  await frame.getByLabel("Mobile number").fill("07700 900456");
  await frame.getByLabel("E-mail address").fill("ada.guest@example.com");
  await frame.getByTestId("book-continue").click();
  await expect(frame.getByTestId("price-total")).toContainText("£");
  await frame.getByTestId("book-now").click();
  await expect(frame.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: "/tmp/book-embedded-390.png", fullPage: true });
  const href = await frame.getByTestId("track-outbound").getAttribute("href");
  const stored = await sandboxBooking(request, decodeURIComponent(href?.replace(/^\/t\//, "") ?? ""));
  expect(stored.booking.pickup_location.description).toMatch(/Ocean Village Marina/);
  expect(stored.booking.payment_method).toBe("cash");
  const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  expect(heights.length).toBeGreaterThan(0);
  expect(heights.every((height) => height > 0)).toBe(true);
});
