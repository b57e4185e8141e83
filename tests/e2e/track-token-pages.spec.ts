// Token pages (spec §2 /t, /pay, /share): the tracking link from the confirmation e-mail shows the booking and
// follows it without a reload; a made-up token is refused as §8 says; a pending card booking is
// paid with 3-D Secure and the sandbox holds it paid; a share link shows the ride and offers no
// action. Stored markup stays text everywhere; axe finds nothing serious; screenshots at 390 and
// 1280 px go to $E2E_SCREENSHOTS/track-*.png.
import * as TripProgress from "@cabline/domain/TripProgress";
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, watchErrors, look } from "./support.ts";
import {
  book,
  bookingByToken,
  call,
  expectMarkupAsText,
  hostile,
  linkAfter,
  login,
  moveOn,
  outboxMessage,
} from "./track-support.ts";

const unique = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `track-${name}-${width}`, { fullPage: true });
  }
}

/** The tokens the browser asks getBooking about, as the page makes its requests. */
function askedForBooking(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === "/api/customer/v2/getBooking") asked.push(url.searchParams.get("booking_token") ?? "");
  });
  return asked;
}

test("the tracking link from the confirmation e-mail shows the booking and follows it without a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const email = unique("track");
  const booked = await book(await login(), { email, paymentMethod: "cash", asap: true, inMinutes: 1 });
  const mail = await outboxMessage(email, /Track your driver/);
  const link = linkAfter(mail.body, "Track your driver:");
  expect(link).toBe(`${baseHost("book")}/t/${booked.bookings[0]?.booking_token}`);

  // The page's own timers run on a clock the test can move on: it waits the real 20 s and 10 s
  // between questions (TripProgress), which the test skips instead of sitting through.
  await page.clock.install();
  const asked = askedForBooking(page);
  // The page follows the booking's events once its first load has settled (TripProgress.followAfterMs).
  const following = page.waitForRequest("**/api/customer/v2/booking/events*");
  await page.goto(link);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Track your ride" })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(`Booking ${booked.pair_id}`);
  await expect(page.getByTestId("leg-from")).toHaveText("112 Above Bar Street, Southampton SO14 7DU");
  await expect(page.getByText(hostile).first()).toBeVisible();
  await expectMarkupAsText(page);
  expect(await axe(page)).toEqual([]);
  // The page came with its booking (the web server asked, and decoded it), so the browser asked
  // for nothing before its first refresh.
  expect(asked).toEqual([]);

  // The dispatcher assigns a driver and sends them on the way (the sandbox's clock would take a
  // minute); the page hears each step through the booking's events, within 2 s, with no timer
  // moved on and no reload.
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));
  const legToken = booked.bookings[0]?.booking_token ?? "";
  await following;
  expect(await moveOn(legToken)).toBe("driver_allocated");
  await expect(page.getByTestId("booking-status")).toHaveText("Driver assigned", { timeout: 2_000 });
  expect(await moveOn(legToken)).toBe("en_route");
  await expect(page.getByTestId("booking-status")).toHaveText(/Driver on the way/, { timeout: 2_000 });
  expect(navigations).toEqual([]);
  const now = await bookingByToken(legToken);
  await expect(page.getByTestId("driver-name")).toHaveText(now.booking.driver.name);
  await expect(page.getByTestId("driver-registration")).toHaveText(now.booking.driver.registration);
  // The countdown the dispatch API gives, in the headline, and how fresh the news is.
  await expect(page.getByTestId("arriving-in")).toHaveText(`Arriving in ${now.booking.driver.eta_minutes} min`);
  await expect(page.getByTestId("last-checked")).toHaveText(
    /^Updated (just now|\d+ s ago)\. This page updates by itself\.$/,
  );
  await expect(page.locator('[data-status="booked"]')).toHaveAttribute("data-state", "done");
  await expect(page.locator('[data-status="completed"]')).toHaveAttribute("data-state", "upcoming");
  await expect(page.getByTestId("driver-position")).not.toBeEmpty();
  await expect(page.getByTestId("share-link")).toBeVisible();
  // The map: pickup A and drop-off B, and the car moving as the sandbox moves it (its position
  // comes every 5 s while it moves), without a reload or a timer moved on.
  const map = page.getByTestId("route-map");
  await expect(map.getByTestId("map-stop-A")).toBeVisible();
  await expect(map.getByTestId("map-stop-B")).toBeVisible();
  await expect(map.getByRole("img")).toHaveAttribute("aria-label", /A: 112 Above Bar Street/);
  const car = map.getByTestId("map-car");
  await expect(car).toBeVisible();
  const at = async () => `${await car.getAttribute("data-x")},${await car.getAttribute("data-y")}`;
  const first = await at();
  await expect.poll(at, { timeout: 15_000, intervals: [1_000] }).not.toBe(first);
  expect(navigations).toEqual([]);
  await screenshots(page, "track");
  errors.expectNone();
});

test("without the booking's events the tracking page asks on its timer, warns when news stops, and follows again once they return", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The requests this test drops are logged as failed loads.
  const errors = watchErrors(page, [/Failed to load resource/]);
  const booked = await book(await login(), {
    email: unique("fallback"),
    paymentMethod: "cash",
    asap: true,
    inMinutes: 1,
  });
  const legToken = booked.bookings[0]?.booking_token ?? "";
  // A network that drops the event stream (a proxy that buffers, a captive portal).
  const events = "**/api/customer/v2/booking/events*";
  await page.route(events, (route) => route.abort());
  await page.clock.install();
  await page.goto(`/t/${legToken}`);
  await appReady(page);
  await expect(page.getByTestId("booking-status")).toHaveText("Booked");

  // The page asks again every 20 s while the trip is upcoming (TripProgress.upcomingRefreshMs).
  expect(await moveOn(legToken)).toBe("driver_allocated");
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId("booking-status")).toHaveText("Booked");
  await page.clock.fastForward(TripProgress.upcomingRefreshMs);
  await expect(page.getByTestId("booking-status")).toHaveText("Driver assigned");

  // Dispatch stops answering altogether: the page keeps what it showed and, once the news is
  // older than TripProgress.staleAfterMs, says so.
  await page.route("**/api/customer/v2/getBooking*", (route) => route.abort());
  await page.clock.fastForward(TripProgress.staleAfterMs + TripProgress.upcomingRefreshMs);
  await expect(page.getByTestId("news-stale")).toContainText(/No news from dispatch for \d+ (seconds|minutes)/);
  await expect(page.getByTestId("booking-status")).toHaveText("Driver assigned");
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "stale");

  // Both come back: the stream is tried again (TripProgress.streamRetryMs) and the page follows
  // the trip live again, the warning gone.
  await page.unroute(events);
  await page.unroute("**/api/customer/v2/getBooking*");
  await page.clock.fastForward(TripProgress.streamRetryMs);
  await expect(page.getByTestId("news-stale")).toHaveCount(0);
  expect(await moveOn(legToken)).toBe("en_route");
  await expect(page.getByTestId("booking-status")).toHaveText(/Driver on the way/, { timeout: 2_000 });
  errors.expectNone();
});

test("a made-up token is refused as §8 says and never looks like a booking", async ({ page }) => {
  const asked = askedForBooking(page);
  for (const path of ["/t/AAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/track/not-a-token", "/pay/AAAAAAAAAAAAAAAAAAAAAAAA"]) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    await expect(page.getByTestId("booking-error")).toHaveText("Invalid booking Token.");
    await expect(page.getByTestId("live-booking")).toHaveCount(0);
    await expect(page.getByTestId("pay-submit")).toHaveCount(0);
  }
  expect(await axe(page)).toEqual([]);
  // The tracking pages came with the refusal; the pay page, which carries no booking
  // in its page, asked for itself.
  expect(asked).toEqual(["AAAAAAAAAAAAAAAAAAAAAAAA"]);
  await screenshots(page, "invalid");
});

test("a pending card booking is paid on its pay page with 3-D Secure, and the sandbox holds it paid", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = unique("pay");
  const booked = await book(await login(), { email, paymentMethod: "card" });
  const token = booked.bookings[0]?.booking_token ?? "";
  expect((await bookingByToken(token)).booking.payment_status).toBe("pending");
  // A card booking is confirmed by e-mail once paid; a passenger who left before paying asks for
  // the link again by the booking's e-mail (sendManageLink), and it says what to pay.
  await call("POST", "/customer/v2/booking/sendManageLink", { form: { contact: email } });
  const link = linkAfter((await outboxMessage(email, /Pay now/)).body, "Pay now:");

  await page.goto(link);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your ride" })).toBeVisible();
  await expect(page.getByTestId("pay-amount")).toContainText("£");
  await expectMarkupAsText(page);
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "pay");

  // Empty fields: an error summary linked to each field.
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("pay-error").getByRole("link")).toHaveCount(3);

  // A declined card says so, and keeps what was typed.
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("pay-failure")).toHaveText("Your card was declined.");
  await expect(page.getByLabel("Expiry date (MM/YY)")).toHaveValue("12/30");

  // A card that needs 3-D Secure every time: the bank's step, then paid.
  await page.getByLabel("Card number").fill("4000 0027 6000 3184");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("three-d-secure")).toBeVisible();
  await screenshots(page, "pay-3ds");
  await page.getByTestId("three-d-secure-approve").click();
  await expect(page.getByTestId("pay-paid")).toBeVisible();
  expect((await bookingByToken(token)).booking.payment_status).toBe("paid");
  await screenshots(page, "paid");
});

test("the pay page never runs in a page where the tenant's scripts ran (spec §1, PCI SAQ A)", async ({ page }) => {
  const booked = await book(await login(), { email: unique("pci"), paymentMethod: "card" });
  const token = booked.bookings[0]?.booking_token ?? "";
  await page.goto(`${baseHost("book")}/t/${token}`);
  await appReady(page);
  // The visitor agreed to the tenant's scripts (they wait for consent, analytics.spec.ts)...
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  // ...so the seeded Solent Cars scripts ran on the tracking page...
  await expect(page.locator("html")).toHaveAttribute("data-tenant-script", "solent-head");
  await page.getByRole("link", { name: "Pay for this booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your ride" })).toBeVisible();
  // ...and the pay page is a fresh document where none did.
  await expect(page.locator("html")).not.toHaveAttribute("data-tenant-script", /.+/);
  expect(await page.locator("template[data-tenant-script]").count()).toBe(0);

  // Any other way in (the router, not a link) loads the page afresh too.
  await page.goto(`${baseHost("book")}/t/${token}`);
  await appReady(page);
  await page.evaluate((path) => {
    history.pushState({}, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, `/pay/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your ride" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-tenant-script", /.+/);
});

test("a share link shows the ride and offers nothing to do", async ({ page }) => {
  const email = unique("share");
  const booked = await book(await login(), { email, paymentMethod: "card" });
  const own = await bookingByToken(booked.bookings[0]?.booking_token ?? "");
  const shareToken = own.booking.share_token as string;
  expect(shareToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);

  await page.goto(`${baseHost("book")}/share/${shareToken}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Shared journey" })).toBeVisible();
  // The address is the sandbox gazetteer's for the place id (the server resolves a place by its id).
  await expect(page.getByTestId("leg-to")).toContainText("Ocean Cruise Terminal, Eastern Docks");
  const main = page.locator("main#main");
  await expect(page.getByTestId("booking-headline")).toContainText("The booking is confirmed.");
  await expect(main.getByRole("button")).toHaveCount(0);
  await expect(main.locator('a[href*="/pay/"]')).toHaveCount(0);
  await expect(main.getByText(hostile)).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "share");
});

test("an airport pickup's tracking page shows its flight as the sandbox tracks it", async ({ page }) => {
  const token = await login();
  const upcoming = (await call("GET", "/customer/v2/upcoming/get?count=100", { token })).body;
  const airport = (
    upcoming.bookings as { booking_token: string; pickup_time: string; flight?: { number: string } }[]
  ).find((b) => b.flight !== undefined);
  expect(airport).toBeDefined();
  const number = airport?.flight?.number ?? "";
  const date = new Date(airport?.pickup_time ?? "").toLocaleDateString("en-CA", { timeZone: "Europe/London" });
  const flight = (await call("GET", `/customer/v2/flight_tracking/get?flightNumber=${number}&date=${date}`, { token }))
    .body;

  await page.goto(`${baseHost("book")}/t/${airport?.booking_token}`);
  await appReady(page);
  const section = page.getByTestId("flight-status");
  await expect(section.getByRole("heading", { name: `Flight ${number}` })).toBeVisible();
  await expect(section).not.toContainText("Checking the flight");
  await expect(section).toContainText(flight.error === "no_error" ? "Expected in" : "Flight information not found.");
  expect(await axe(page)).toEqual([]);
});
