// Issue 16, /embeddedBook: the quick-book widget inside an operator's page (an iframe on another
// origin). It books a guest cash ride in place, never leaves /embeddedBook (the only framable
// path), has no footer, and tells the parent its height; the booking is read back from the sandbox.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { chromiumPath } from "./playwright.config.ts";
import { axe, baseHost, look, sandboxOrigin as sandbox } from "./support.ts";

const operatorSite = `${baseHost("operator-site")}/`;

// The operator page is served by the test (route.fulfill), which Chromium's Local Network Access
// treats as a public page framing a local one; production sites and the app are both public.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks"],
  },
});

async function sandboxBooking(request: APIRequestContext, token: string) {
  const response = await request.get(`${sandbox}/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`, {
    headers: { "X-TENANT-ID": "BOOK" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    booking: {
      pickup_location: { description: string };
      destinations: ReadonlyArray<{ description: string }>;
      payment_method: string;
    };
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
  // A widget, not the site: the tenant's brand, and no sign-in, menu or link to another page.
  await expect(frame.getByTestId("widget-brand")).toContainText("Solent Cars");
  await expect(frame.getByRole("button", { name: "Sign in" })).toHaveCount(0);
  await expect(frame.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(frame.getByRole("button", { name: "Menu" })).toHaveCount(0);
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
  await look(page, "book-embedded-390", { fullPage: true });
  const href = await frame.getByTestId("track-outbound").getAttribute("href");
  // Tracking opens at the top level, in a new tab, never inside the operator's frame.
  await expect(frame.getByTestId("track-outbound")).toHaveAttribute("target", "_blank");
  await expect(frame.getByTestId("track-outbound")).toContainText("(opens in a new tab)");
  const stored = await sandboxBooking(request, decodeURIComponent(href?.replace(/^\/t\//, "") ?? ""));
  expect(stored.booking.pickup_location.description).toMatch(/Ocean Village Marina/);
  expect(stored.booking.payment_method).toBe("cash");
  const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  expect(heights.length).toBeGreaterThan(0);
  expect(heights.every((height) => height > 0)).toBe(true);
});

test("the cruise-book journey takes a guest to a cruise terminal chosen from the list, with the terminal charge", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${baseHost("book")}/embeddedBook`);
  await page.getByTestId("journey-switch").click();
  await expect(page).toHaveURL(/\/embeddedBook\?journey=cruise$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ride to your cruise" })).toBeVisible();
  // A cruise is sailed at a time: no "as soon as possible" here (§3: quick-book only).
  await expect(page.getByText("As soon as possible")).toHaveCount(0);
  // The terminals as the maps service lists them, every one a cruise terminal.
  const terminals = page.getByRole("radiogroup", { name: "Cruise terminal" }).getByRole("radio");
  await expect(terminals.first()).toBeVisible();
  for (const name of await terminals.evaluateAll((radios) => radios.map((r) => r.closest("label")?.textContent ?? "")))
    expect(name).toMatch(/Cruise Terminal, .*Southampton/);

  // Continuing with no terminal chosen says so, on the terminal list.
  const pickup = page.getByRole("combobox", { name: "Pickup address", exact: true });
  await pickup.fill("Above Bar");
  await page
    .getByRole("option", { name: /Above Bar Street/ })
    .first()
    .click();
  await page.getByLabel("Full name").fill("Cy Cruiser");
  await page.getByLabel("Mobile number").fill("07700 900457");
  await page.getByLabel("E-mail address").fill("cy.cruiser@example.com");
  await page.getByTestId("book-continue").click();
  await expect(page.locator("#outbound-drop")).toContainText(/drop-off/i);

  await page.getByRole("radio", { name: /Ocean Cruise Terminal/ }).check({ force: true });
  expect(await axe(page)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `book-cruise-${width}`, { fullPage: true });
  }
  await page.getByTestId("book-continue").click();
  await expect(page.getByTestId("price")).toContainText("Cruise terminal access");
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });
  const href = await page.getByTestId("track-outbound").getAttribute("href");
  const stored = await sandboxBooking(request, decodeURIComponent(href?.replace(/^\/t\//, "") ?? ""));
  expect(stored.booking.destinations.map((stop) => stop.description)).toEqual([
    expect.stringMatching(/^Ocean Cruise Terminal/),
  ]);
  expect(stored.booking.payment_method).toBe("cash");
});

test("client-side navigation inside the widget's frame never draws another page there", async ({ page }) => {
  test.setTimeout(60_000);
  await page.route(operatorSite, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en-GB"><title>Operator</title><iframe title="Book a taxi" src="${baseHost("book")}/embeddedBook" style="width:100%;height:800px;border:0"></iframe>`,
    }),
  );
  await page.goto(operatorSite);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { name: "Quick book" })).toBeVisible({ timeout: 15_000 });
  // As a link inside the frame would: the app's router is moved to /sign-in within the frame.
  const inner = page.frames().find((candidate) => candidate.url().includes("/embeddedBook"));
  await inner?.evaluate(() => {
    history.pushState({}, "", "/sign-in");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(frame.getByTestId("framed-elsewhere")).toBeVisible();
  await expect(frame.getByLabel("Password")).toHaveCount(0);
  await expect(frame.getByRole("link", { name: "Open in a new tab" })).toHaveAttribute("target", "_blank");
  await expect(frame.getByRole("link", { name: "Open in a new tab" })).toHaveAttribute("href", "/sign-in");
  expect(await axe(page)).toEqual([]);
  await look(page, "widget-framed-elsewhere-390", { fullPage: true });
});
