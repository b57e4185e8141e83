// Every route of spec §2 renders its screen with no console error, signed out and
// signed in as the user each route is for; an unknown path gets the helpful not-found page.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, look, people, signIn, watchErrors, withoutBootData } from "./support.ts";

/** The sandbox's Solent Cars licence, as the domain words it (Tenant.licenceText). */
const solentLicence = "Solent Cars Ltd. Private hire operator licence PHO 0421, issued by Southampton City Council.";

const publicRoutes = [
  ["/sign-in", "Sign in"],
  ["/accessibility", "Accessibility statement for Solent Cars"],
  ["/sign-up", "Create an account"],
  ["/forgot-password", "Forgotten your password?"],
  ["/reset-password", "Set a new password"],
  ["/reset_password", "Set a new password"],
  ["/embeddedBook", "Quick book"],
  ["/driver-signup", "Drive with us"],
  ["/business-signup", "Open a business account"],
  ["/forgot-password-driver", "Driver password reset"],
  ["/reset-password-driver", "Set a new driver password"],
  ["/driver", "Driver portal"],
  ["/driver/login", "Driver sign in"],
  ["/driver/bids", "Contracts to bid on"],
  ["/invitation/inv_4f9a2c", "Join your company account"],
  ["/book-ride", "Book a ride"],
  ["/summary", "Check your booking"],
  ["/t/trk_abc123", "Track your ride"],
  ["/track/trk_abc123", "Track your ride"],
  ["/pay/pay_abc123", "Pay for your ride"],
  ["/qr", "Book a ride with Solent Cars"],
  ["/phone-review/rev_abc123", "How was your ride?"],
  ["/driver_no_activity_feedback/fb_abc123", "The driver did not arrive"],
  ["/share/shr_abc123", "Shared journey"],
] as const;

test.describe("signed out", () => {
  // One page for the sweep, as one visitor going from page to page: each route is still a full load
  // of its address, and the app's shared files come from the browser's cache instead of being
  // fetched and compiled again in a fresh browser for every route, which keeps the suite fast.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  for (const [path, heading] of publicRoutes) {
    test(`${path} shows "${heading}"`, async () => {
      // The API answers a made-up token (invitation, booking) with 400, which Chromium logs.
      const errors = watchErrors(
        page,
        /\/(invitation|t|track|pay|share|phone-review|driver_no_activity_feedback)\//.test(path)
          ? [/status of 400/]
          : [],
      );
      try {
        await page.goto(`${baseHost("book")}${path}`);
        await appReady(page);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // Who the operator is, on every page: its footer, or the widget's own line.
        await expect(page.getByTestId("operator-licence").first()).toHaveText(solentLicence);
        errors.expectNone();
      } finally {
        errors.stop();
      }
    });
  }
});

test("the footer is shown on ordinary pages and not on /embeddedBook, which says the operator's licence itself", async ({
  page,
}) => {
  await page.goto(`${baseHost("book")}/sign-in`);
  await expect(page.getByTestId("footer")).toBeVisible();
  await expect(page.getByTestId("footer").getByTestId("operator-licence")).toHaveText(solentLicence);
  await page.goto(`${baseHost("book")}/embeddedBook`);
  await appReady(page);
  await expect(page.getByTestId("footer")).toHaveCount(0);
  await expect(page.getByTestId("operator-licence")).toHaveText(solentLicence);
  // Each operator its own.
  await page.goto(`${baseHost("gdt")}/sign-in`);
  await expect(page.getByTestId("operator-licence")).toHaveText(
    "Gosport & District Taxis Ltd. Private hire operator licence GBC/PHO/117, issued by Gosport Borough Council.",
  );
});

test("an unknown path shows the not-found page with a way back", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${baseHost("book")}/no/such/page`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to booking" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
  errors.expectNone();
});

const consumerRoutes = [
  ["/book-ride", "Book a ride"],
  ["/trips", "My trips"],
  ["/trips/42", "We could not find this trip"],
  ["/previous-bookings", "Previous bookings"],
  ["/previous-bookings/42", "We could not find this trip"],
  ["/summary", "Check your booking"],
] as const;

test("signed in as a passenger, the consumer routes render", async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  for (const [path, heading] of consumerRoutes) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId("operator-licence").first()).toHaveText(solentLicence);
  }
  errors.expectNone();
});

const businessRoutes = [
  ["/business/book-ride", "Business booking"],
  ["/business/summary", "Business booking summary"],
  ["/business/trips", "Company trips"],
  ["/business/trips/42", "We could not find this trip"],
  ["/business/trips/edit", "Choose a trip to change"],
  ["/overview", "Overview"],
  ["/business/bulk-upload-trips", "Upload trips"],
  ["/sub-accounts", "Sub-accounts"],
] as const;

test("signed in as a business booker, the business routes render", async ({ page }) => {
  // Eight screens, the business ones real and calling the dispatch API.
  test.setTimeout(60_000);
  // /business/trips/42 looks trip 42 up among the company's trips and finds none: nothing fails.
  const errors = watchErrors(page);
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  for (const [path, heading] of businessRoutes) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  errors.expectNone();
});

// The router owns the routes (docs/decisions/router.md), so a route's parameters reach its screen. The web
// server sends the page with the booking of exactly that token (docs/decisions/server-rendering.md); served
// as plain files, the screen asks the dispatch API for exactly that token itself.
for (const [path, token] of [
  ["/t/trk_abc123", "trk_abc123"],
  ["/share/shr%20abc", "shr abc"],
] as const) {
  test(`the parameter of ${path} reaches its screen`, async ({ page }) => {
    await page.goto(`${baseHost("book")}${path}`);
    const boot = JSON.parse((await page.locator("#cabline-boot").textContent()) ?? "{}") as {
      booking?: { token?: string };
    };
    expect(boot.booking?.token).toBe(token);
    await expect(page.getByTestId("booking-error")).toHaveText("Invalid booking Token.");

    await withoutBootData(page);
    const asked = page.waitForRequest((request) => request.url().includes("booking_token="));
    await page.goto(`${baseHost("book")}${path}`);
    const url = new URL((await asked).url());
    expect(url.searchParams.get("booking_token")).toBe(token);
  });
}

test("signed in, the business tab and trip id reach their screens", async ({ page }) => {
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  // The tab (spec §2 /business/{activeTab}): /business/book-ride is the outbound tab of the business booking.
  await expect(page.getByTestId("tab-outbound")).toHaveAttribute("aria-current", "page");
  await page.goto(`${baseHost("book")}/business/trips/42`);
  await expect(page.getByTestId("trip-not-found")).toContainText("Trip 42 is not among the trips of");
});

// Navigation users expect: /sign-in, signed in, goes home (docs/decisions/router.md).
test("a signed-in user opening /sign-in goes to their home", async ({ page }) => {
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await page.goto(`${baseHost("book")}/sign-in`);
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a ride" })).toBeVisible();
});

test("a page the server does not draw shows the loading indicator, then the page whole, never a half page", async ({
  page,
}) => {
  // A visitor with a session cookie gets the page drawn in the browser (docs/decisions/server-rendering.md).
  await page.context().addCookies([{ name: "access_token", value: "cbl_at_ended", url: baseHost("book") }]);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/TrackPage-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseHost("book")}/t/trk_abc123`, { waitUntil: "commit" });
  await expect(page.getByTestId("full-screen-loader")).toBeVisible();
  await expect(page.locator("main#main")).toHaveCount(0);
  // The status says so in words (a spinner alone announced nothing and painted no content).
  await expect(page.getByRole("status")).toHaveText("Loading…");
  expect(await axe(page)).toEqual([]);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await look(page, `loader-${width}`);
  }
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Track your ride" })).toBeVisible();
  await expect(page.getByTestId("tenant-name")).toHaveText(/\S/);
  await expect(page.getByTestId("full-screen-loader")).toHaveCount(0);
});
