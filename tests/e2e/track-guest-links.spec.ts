// The routes the spec leaves unshown (§2) and previous bookings: /qr shows the tenant's
// booking page as a QR code with its link; /phone-review and /driver_no_activity_feedback read
// the booking by its token from the sandbox (and refuse a made-up one as §8 says); the seeded
// passenger's previous bookings are counted as the sandbox counts them and open their detail.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, people, signIn, look } from "./support.ts";
import { book, call, login, outboxMessage } from "./track-support.ts";

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `track-${name}-${width}`, { fullPage: true });
  }
}

test("/qr shows the tenant's booking page as a QR code, with the link written out", async ({ page }) => {
  await page.goto(`${baseHost("book")}/qr`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Book a ride with Solent Cars" })).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code that opens ${baseHost("book")}/book-ride` })).toBeVisible();
  await expect(page.getByTestId("booking-link")).toHaveText(`${baseHost("book")}/book-ride`);
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "qr");
});

test("a phone review and a driver no-show report reach the operator; a made-up token is refused", async ({ page }) => {
  test.setTimeout(60_000);
  const token = await login();
  const history = (await call("GET", "/customer/v2/history/get?count=100", { token })).body;
  const completed = (history.bookings as { status: string; booking_token: string; pair_id: number }[]).find(
    (b) => b.status === "completed",
  );
  expect(completed).toBeDefined();

  await page.goto(`${baseHost("book")}/phone-review/${completed?.booking_token}`);
  await appReady(page);
  await expect(page.getByText(`Booking ${completed?.pair_id}`)).toBeVisible();
  await page.getByTestId("review-submit").click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Choose a rating from 1 to 5 stars." })).toBeVisible();
  await page.getByLabel("4 stars").check();
  await page
    .getByLabel("Anything you would like to tell us? (optional)")
    .fill("<b>Kind</b> driver, helped with the cases");
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "review");
  // A double press sends once; the operator's support address gets the review (the outbox).
  await page.getByTestId("review-submit").dblclick();
  await expect(page.getByTestId("review-sent")).toContainText("Solent Cars has your review.");
  const review = await outboxMessage("support@solentcars.example", new RegExp(`rated booking ${completed?.pair_id} `));
  expect(review.subject).toBe(`Review of booking ${completed?.pair_id}: 4 of 5`);
  expect(review.body).toContain("<b>Kind</b> driver, helped with the cases");
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);

  const upcoming = await book(token, { email: `noshow-${Date.now()}@example.com`, paymentMethod: "cash" });
  await page.goto(`${baseHost("book")}/phone-review/${upcoming.bookings[0]?.booking_token}`);
  await appReady(page);
  await expect(page.getByTestId("review-not-yet")).toBeVisible();

  // Two days before the pickup the driver is not late: the page says so and offers no report.
  await page.goto(`${baseHost("book")}/driver_no_activity_feedback/${upcoming.bookings[0]?.booking_token}`);
  await appReady(page);
  await expect(page.getByTestId("no-show-not-now")).toContainText("Your pickup time has not come yet");
  await expect(page.getByTestId("no-show-report")).toHaveCount(0);
  // A pickup that was due three minutes ago (still taken: Validation.pickupGraceMs) with no driver yet.
  const late = await book(token, {
    email: `noshow-late-${Date.now()}@example.com`,
    paymentMethod: "cash",
    inMinutes: -3,
  });
  await page.goto(`${baseHost("book")}/driver_no_activity_feedback/${late.bookings[0]?.booking_token}`);
  await appReady(page);
  await expect(page.getByTestId("no-show-status")).toHaveText("Booked; no driver assigned yet");
  await expect(page.getByTestId("email-operator")).toHaveAttribute(
    "href",
    new RegExp(`subject=Driver%20did%20not%20arrive%3A%20booking%20${late.pair_id}`),
  );
  await expect(page.getByTestId("call-operator")).toHaveAttribute("href", /^tel:/);
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "no-show");
  // Reported from the page: the operator is told, with where the passenger waits.
  await page.getByLabel("Where are you waiting? (optional)").fill("By the bus stop on Above Bar");
  await page.getByTestId("no-show-report").click();
  await expect(page.getByTestId("no-show-reported")).toContainText("Solent Cars has your report.");
  const report = await outboxMessage(
    "support@solentcars.example",
    new RegExp(`driver has not arrived for booking ${late.pair_id} `),
  );
  expect(report.subject).toBe(`Driver not arrived: booking ${late.pair_id}`);
  expect(report.body).toContain("By the bus stop on Above Bar");
  // The pointer rests where the report button was, now over "Call": axe measures resting colours.
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);

  for (const path of ["/phone-review/AAAAAAAAAAAAAAAAAAAAAAAA", "/driver_no_activity_feedback/nope"]) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    await expect(page.getByTestId("booking-error")).toHaveText("Invalid booking Token.");
  }
});

test("previous bookings: the sandbox's count, search, and a booking's detail", async ({ page }) => {
  test.setTimeout(60_000);
  const token = await login();
  const history = (await call("GET", "/customer/v2/history/get?count=10", { token })).body;
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await page.goto(`${baseHost("book")}/previous-bookings`);
  await appReady(page);
  await expect(page.getByTestId("trips-total")).toHaveText(`Total ${history.total} Items`);
  await page.getByLabel("Search trips").fill("no such place anywhere");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("trips-total")).toHaveText("Total 0 Items");
  await page.getByLabel("Search trips").fill("");
  await page.getByRole("button", { name: "Search" }).click();
  const first = history.bookings[0] as { id: number };
  await page.getByRole("link", { name: `View trip ${first.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/previous-bookings/${first.id}$`));
  await expect(page.getByTestId("receipt")).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "previous-booking");
});

test("the trips and token pages keep their contrast in dark mode", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem("cabline:colour-mode", "dark"));
  const token = await login();
  const card = await book(token, { email: `dark-${Date.now()}@example.com`, paymentMethod: "card" });
  const legToken = card.bookings[0]?.booking_token ?? "";
  const found: string[] = [];
  for (const path of ["/qr", `/t/${legToken}`, `/pay/${legToken}`, `/phone-review/${legToken}`]) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    await expect(page.locator("h1")).toBeVisible();
    found.push(...(await axe(page, { colours: true })).map((v) => `${path} ${v}`));
  }
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  for (const path of ["/trips", `/trips/${card.bookings[0]?.id}`]) {
    await page.goto(`${baseHost("book")}${path}`);
    await appReady(page);
    await expect(page.locator("h1")).toBeVisible();
    found.push(...(await axe(page, { colours: true })).map((v) => `${path} ${v}`));
  }
  expect(found).toEqual([]);
});
