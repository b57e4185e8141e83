// /embeddedBook (spec §2; docs/decisions/embedding.md): the quick-book widget inside an operator's
// page (an iframe on another origin). It books a guest cash ride in place, never leaves
// /embeddedBook (the only framable path), has no footer, and tells the parent its height; the
// booking is read back from the sandbox. Only the sites the tenant lists may frame it (BOOK lists
// operator-site.localhost; GDT lists none), and signing in and paying by card open at the top
// level, in a new tab, with the journey typed in the frame.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from "@playwright/test";
import { chromiumPath } from "./playwright.config.ts";
import { axe, baseHost, look, people, sandboxOrigin as sandbox } from "./support.ts";

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

/** An operator's page at `site` that frames `widget`, served by the test (route.fulfill). */
async function operatorPage(
  page: Page,
  site: string,
  widget = `${baseHost("book")}/embeddedBook`,
  options: { readonly head?: string; readonly height?: number } = {},
) {
  await page.route(site, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en-GB"><title>Operator</title>${options.head ?? ""}<iframe title="Book a taxi" src="${widget}" style="width:100%;height:${options.height ?? 1500}px;border:0"></iframe>`,
    }),
  );
  const widgetAnswer = page.waitForResponse((response) => response.url() === widget);
  await page.goto(site);
  return { frame: page.frameLocator("iframe"), answer: await widgetAnswer };
}

/** The journey typed in the framed widget, up to its summary. */
async function framedJourney(frame: FrameLocator) {
  await expect(frame.getByRole("heading", { name: "Quick book" })).toBeVisible({ timeout: 15_000 });
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
}

test("the quick-book widget books inside an operator's iframe and reports its height", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The operator's own site, on an origin of its own (frame-ancestors does not match about:blank).
  const { frame } = await operatorPage(page, operatorSite, undefined, {
    head: `<script>window.heights = []; addEventListener("message", (e) => { if (e.data?.type === "cabline:height") heights.push(e.data.height); });</script>`,
    height: 800,
  });
  await expect(frame.getByRole("heading", { name: "Quick book" })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText("Need help?")).toHaveCount(0);
  // A widget, not the site: the tenant's brand, and no sign-in, menu or link to another page.
  await expect(frame.getByTestId("widget-brand")).toContainText("Solent Cars");
  await expect(frame.getByRole("button", { name: "Sign in" })).toHaveCount(0);
  // Its one way to sign in opens the full site in a new tab, and says so.
  await expect(frame.getByRole("link", { name: "Sign in" })).toHaveCount(1);
  await expect(frame.getByTestId("widget-sign-in")).toHaveText("Sign in (opens in a new tab)");
  await expect(frame.getByTestId("widget-sign-in")).toHaveAttribute("target", "_blank");
  await expect(frame.getByRole("button", { name: "Menu" })).toHaveCount(0);
  await framedJourney(frame);
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
  const names = await terminals.evaluateAll((radios) => radios.map((r) => r.closest("label")?.textContent ?? ""));
  for (const name of names) expect(name).toMatch(/Cruise Terminal, .*Southampton/);
  // All five of Southampton's: Mayflower (Berth 106) and QEII (Berth 38) too.
  expect(names.map((name) => name.replace(/ Cruise Terminal,.*/, "")).sort()).toEqual([
    "City",
    "Horizon",
    "Mayflower",
    "Ocean",
    "QEII",
  ]);

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
  const { frame } = await operatorPage(page, operatorSite, undefined, { height: 800 });
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

test("a site the tenant does not list cannot frame its widget, and a tenant with no list allows only its own site", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  // A hotel's page BOOK does not list.
  const hotel = await operatorPage(page, `${baseHost("hotel-site")}/`);
  expect(hotel.answer.headers()["content-security-policy"]).toMatch(
    /frame-ancestors 'self' [^;]*http:\/\/operator-site\.localhost:\*/,
  );
  await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(hotel.frame.getByRole("heading", { name: "Quick book" })).toHaveCount(0);
  expect(page.frames().some((frame) => frame.url().startsWith("chrome-error:"))).toBe(true);

  // GDT lists no site: even the operator page BOOK allows cannot frame GDT's widget.
  refusals.length = 0;
  const gdt = await operatorPage(page, `${baseHost("operator-site")}/gdt`, `${baseHost("gdt")}/embeddedBook`);
  expect(gdt.answer.headers()["content-security-policy"]).toMatch(/frame-ancestors 'self'(?:;|$)/);
  await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(gdt.frame.getByRole("heading", { name: "Quick book" })).toHaveCount(0);

  // Its own site may: GDT's widget on a page of GDT's own origin.
  const own = await operatorPage(page, `${baseHost("gdt")}/our-page`, `${baseHost("gdt")}/embeddedBook`);
  await expect(own.frame.getByRole("heading", { name: "Quick book" })).toBeVisible({ timeout: 15_000 });
});

test("signing in from the framed widget opens the sign-in at the top level, in a new tab, with the journey", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { frame } = await operatorPage(page, `${baseHost("operator-site")}/`);
  await framedJourney(frame);
  const [tab] = await Promise.all([context.waitForEvent("page"), frame.getByTestId("widget-sign-in").click()]);
  await tab.waitForURL(/\/sign-in\?redirect=%2Fbook-ride$/, { timeout: 15_000 });
  // A page of its own: the top level, no opener, the draft gone from the address.
  expect(await tab.evaluate(() => window.top === window && window.opener === null)).toBe(true);
  expect(new URL(tab.url()).hash).toBe("");
  expect(new URL(tab.url()).origin).toBe(baseHost("book"));
  // The frame stays the widget: no password form was drawn inside the operator's page.
  await expect(frame.getByRole("heading", { name: "Quick book" })).toBeVisible();
  await expect(frame.getByLabel("Password")).toHaveCount(0);

  await tab.getByLabel("E-mail address").fill(people.passenger.email);
  await tab.getByLabel("Password").fill(people.passenger.password);
  await tab.getByTestId("sign-in-submit").click();
  await tab.waitForURL(/\/book-ride$/, { timeout: 15_000 });
  await expect(tab.getByRole("combobox", { name: "Pickup address", exact: true })).toHaveValue(/Ocean Village Marina/);
  await expect(tab.getByRole("combobox", { name: "Drop-off address", exact: true })).toHaveValue(
    /Southampton Central station/,
  );
  await look(tab, "widget-sign-in-new-tab-390", { fullPage: true });
});

test("paying by card from the framed widget opens the summary at the top level, in a new tab, and books there", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { frame } = await operatorPage(page, `${baseHost("operator-site")}/`);
  await framedJourney(frame);
  await frame.getByLabel("Full name").fill("Cara Card");
  await frame.getByLabel("Mobile number").fill("07700 900458");
  await frame.getByLabel("E-mail address").fill("cara.card@example.com");
  await frame.getByTestId("book-continue").click();
  await expect(frame.getByTestId("price-total")).toContainText("£");
  await frame.getByRole("radio", { name: "Card", exact: true }).check({ force: true });
  // No card details inside another site's frame, and no Book there: the way on says where it goes.
  await expect(frame.getByTestId("card-elsewhere")).toContainText("Card payments open in a new tab");
  await expect(frame.getByLabel("Card number")).toHaveCount(0);
  await expect(frame.getByTestId("book-now")).toHaveCount(0);
  const open = frame.getByRole("link", { name: "Pay by card in a new tab" });
  await expect(open).toHaveAttribute("target", "_blank");
  expect(await axe(page)).toEqual([]);
  await look(page, "widget-card-elsewhere-390", { fullPage: true });

  const [tab] = await Promise.all([context.waitForEvent("page"), open.click()]);
  await tab.waitForURL(/\/summary$/, { timeout: 15_000 });
  expect(await tab.evaluate(() => window.top === window && window.opener === null)).toBe(true);
  expect(new URL(tab.url()).hash).toBe("");
  await expect(tab.getByTestId("summary-outbound")).toContainText("Ocean Village Marina");
  await expect(tab.getByTestId("summary-outbound")).toContainText("Southampton Central station");
  await expect(tab.getByRole("radio", { name: "Card", exact: true })).toBeChecked();
  await tab.getByLabel("Card number").fill("4242 4242 4242 4242");
  await tab.getByLabel("Expiry (MM/YY)").fill("12/34");
  await tab.getByLabel("Security code").fill("123");
  await tab.getByTestId("book-now").click();
  await expect(tab.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });
  const href = await tab.getByTestId("track-outbound").getAttribute("href");
  const stored = await sandboxBooking(request, decodeURIComponent(href?.replace(/^\/t\//, "") ?? ""));
  expect(stored.booking.pickup_location.description).toMatch(/Ocean Village Marina/);
  expect(stored.booking.payment_method).toBe("card");
  // The frame never showed a card field or the booked page.
  await expect(frame.getByLabel("Card number")).toHaveCount(0);
  await expect(frame.getByTestId("booking-confirmation")).toHaveCount(0);
});
