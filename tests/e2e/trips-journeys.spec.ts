// Trips: the seeded passenger's upcoming and past trips with "Total N Items" as the
// sandbox counts them, and a trip's detail; cancelling with the fee shown first, checked in the
// sandbox and the cancellation e-mail; sending the receipt, checked in the outbox. Stored markup
// stays text; axe finds nothing serious; screenshots at 390 and 1280 px go to $E2E_SCREENSHOTS/track-*.png.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, people, signIn, watchErrors, look } from "./support.ts";
import { lookEverywhere } from "./reflow-support.ts";
import {
  book,
  bookingByToken,
  call,
  expectMarkupAsText,
  hostile,
  login,
  moveOn,
  outboxMessage,
} from "./track-support.ts";

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `track-${name}-${width}`, { fullPage: true });
  }
}

async function signedIn(page: Page) {
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
}

test("the seeded passenger's trips: upcoming and past as the sandbox counts them, and a trip's detail", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const token = await login();
  const upcoming = (await call("GET", "/customer/v2/upcoming/get?count=10", { token })).body;
  const history = (await call("GET", "/customer/v2/history/get?count=10", { token })).body;
  expect(upcoming.total).toBeGreaterThan(0);

  await signedIn(page);
  await page.goto(`${baseHost("book")}/trips`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
  await expect(page.getByTestId("trips-total")).toHaveText(`Total ${upcoming.total} Items`);
  await expect(page.getByTestId("trip-card")).toHaveCount(Math.min(10, upcoming.total));
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "trips");

  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page.getByTestId("trips-total")).toHaveText(`Total ${history.total} Items`);

  await page.getByRole("tab", { name: "Upcoming" }).click();
  const first = upcoming.bookings[0] as { id: number; status: string };
  await page.getByRole("link", { name: `View trip ${first.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Trip");
  await expect(page.getByTestId("status-timeline").first()).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toContainText("£");
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "trip");
  // Printed, the page is the receipt: the operator, the reference and the journey; no actions.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("receipt-print-header")).toBeVisible();
  await expect(page.getByTestId("receipt-print-header")).toContainText("Solent Cars");
  await expect(page.getByTestId("receipt-print-header")).toContainText(/Receipt for booking \d+/);
  // The printed receipt names the operator's licence, as the e-mailed one does.
  await expect(page.getByTestId("receipt-print-header")).toContainText(
    "Solent Cars Ltd. Private hire operator licence PHO 0421, issued by Southampton City Council.",
  );
  await expect(page.getByTestId("status-timeline").first()).toBeHidden();
  await expect(page.getByTestId("send-receipt")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await look(page, "trip-receipt-print", { fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("receipt-print-header")).toBeHidden();

  await page.goto(`${baseHost("book")}/trips/999999999`);
  await appReady(page);
  await expect(page.getByTestId("trip-error")).toBeVisible();
  errors.expectNone();
});

test("cancelling shows the fee first; the sandbox cancels with that fee and e-mails it; the receipt is e-mailed", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `cancel-${Date.now()}@example.com`;
  const token = await login();
  const booked = await book(token, { email, paymentMethod: "cash", asap: true, inMinutes: 1 });
  const leg = booked.bookings[0] as { id: number; booking_token: string; fare: { total: { amount: number } } };
  // £10.00 once the driver is on the way, never more than the trip (BookingLedger.feeToCancel).
  const fee = Math.min(1000, leg.fare.total.amount);
  const feeText = `£${(fee / 100).toFixed(2)}`;
  // The dispatcher sends a driver on the way (the sandbox's clock would take a minute): from then
  // on cancelling costs a fee.
  expect(await moveOn(leg.booking_token)).toBe("driver_allocated");
  expect(await moveOn(leg.booking_token)).toBe("en_route");

  await signedIn(page);
  await page.goto(`${baseHost("book")}/trips/${leg.id}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: `Trip ${booked.pair_id}` })).toBeVisible();
  await expect(page.getByText(hostile).first()).toBeVisible();
  await expectMarkupAsText(page);

  await page.getByTestId("cancel-booking").click();
  await expect(page.getByTestId("cancel-dialog")).toBeVisible();
  await expect(page.getByTestId("cancel-fee")).toHaveText(`Cancelling now costs ${feeText}.`);
  expect(await axe(page)).toEqual([]);
  await screenshots(page, "cancel");
  await page.getByTestId("cancel-confirm").click();
  await expect(page.getByTestId("cancelled")).toContainText(`Cancellation fee: ${feeText}`);
  await expect(page.getByTestId("trip-status")).toHaveText("Cancelled");

  const after = await bookingByToken(leg.booking_token);
  expect(after.booking.status).toBe("cancelled");
  expect(after.booking.cancellation_fee).toMatchObject({ amount: fee });
  expect((await outboxMessage(email, /is cancelled/)).body).toContain(`Cancellation fee: ${feeText}.`);

  await page.getByTestId("send-receipt").click();
  await expect(page.getByTestId("receipt-sent")).toHaveText(`Receipt sent to ${email}.`);
  const receipt = await outboxMessage(email, /^Receipt from/);
  expect(receipt.body).toContain(`Cancellation fee: ${feeText}`);
  await screenshots(page, "cancelled");
});

test("book again: a past trip's journey fills /book-ride, and booking it makes a new trip with the same places", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await login();
  const booked = await book(token, { email: `again-${Date.now()}@example.com`, paymentMethod: "cash" });
  const past = (await bookingByToken(booked.bookings[0]?.booking_token ?? "")).booking as {
    pickup_location: { description: string };
    destinations: ReadonlyArray<{ description: string }>;
  };

  await signedIn(page);
  await page.goto(`${baseHost("book")}/trips/${booked.bookings[0]?.id}`);
  await appReady(page);
  await page.getByRole("link", { name: "Book this journey again" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(past.pickup_location.description);
  await expect(page.getByRole("combobox", { name: "Drop-off address" })).toHaveValue(
    past.destinations[0]?.description ?? "",
  );
  await expect(page.locator("#outbound-passengers")).toHaveValue("2");
  // Prefilled once: the form is the user's from here, and a reload keeps what they changed.
  await page.locator("#outbound-passengers").fill("3");
  await page.reload();
  await appReady(page);
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(past.pickup_location.description);
  await expect(page.locator("#outbound-passengers")).toHaveValue("3");

  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  // Priced and the saved cards listed first, so nothing moves under the click.
  await expect(page.getByTestId("price-total")).toContainText("£");
  await expect(page.getByRole("radio", { name: /Saved card/ }).first()).toBeVisible();
  await page.getByRole("radio", { name: "Cash to the driver", exact: true }).check({ force: true });
  await expect(page.getByRole("radio", { name: "Cash to the driver", exact: true })).toBeChecked();
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  const href = (await page.getByTestId("track-outbound").getAttribute("href")) ?? "";
  const again = (await bookingByToken(decodeURIComponent(href.replace(/^\/t\//, "")))).booking as typeof past & {
    id: number;
    passengers: number;
  };
  expect(again.id).not.toBe(booked.bookings[0]?.id);
  expect(again.pickup_location.description).toBe(past.pickup_location.description);
  expect(again.destinations.map((d) => d.description)).toEqual(past.destinations.map((d) => d.description));
  expect(again.passengers).toBe(3);
});

test("previous bookings say they include cancelled trips and mark each, with what it cost; a trip opens by its token too", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  type Past = {
    id: number;
    pair_id: number;
    booking_token: string;
    status: string;
    fare: { total: { amount: number } };
    cancellation_fee?: { amount: number };
  };
  // The first page, as the screen asks for it (history/get, 10 a page, newest first).
  const history = (await call("GET", "/customer/v2/history/get?count=10", { token: await login() })).body as {
    bookings: ReadonlyArray<Past>;
  };
  const cancelled = history.bookings.find((trip) => trip.status === "cancelled");
  const completed = history.bookings.find((trip) => trip.status === "completed");
  expect(cancelled, "the seeded cancelled trip").toBeDefined();
  expect(completed, "the seeded completed trip").toBeDefined();
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  const card = (trip: Past) =>
    page
      .getByTestId("trip-card")
      .filter({ has: page.getByRole("link", { name: `View trip ${trip.id}`, exact: true }) });

  await signedIn(page);
  await page.goto(`${baseHost("book")}/previous-bookings`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Previous bookings" })).toBeVisible();
  await expect(page.getByText(/the trips you took and the ones cancelled or missed, each marked/)).toBeVisible();
  const fee = cancelled?.cancellation_fee?.amount ?? 0;
  await expect(card(cancelled as Past)).toContainText("Cancelled");
  // What cancelling cost (TripProgress.chargeOf), not the fare of a ride that never happened.
  await expect(card(cancelled as Past).getByTestId("trip-cost")).toHaveText(
    fee > 0 ? `Cancellation fee ${pounds(fee)}` : "Not charged",
  );
  await expect(card(completed as Past)).toContainText("Completed");
  await expect(card(completed as Past).getByTestId("trip-cost")).toHaveText(pounds(completed?.fare.total.amount ?? 0));
  await lookEverywhere(page, "track-previous-bookings");

  // The same trip by its booking token as by its number (TripReference: one rule for every trip page).
  await page.goto(`${baseHost("book")}/previous-bookings/${encodeURIComponent(completed?.booking_token ?? "")}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: `Trip ${completed?.pair_id}` })).toBeVisible();
  await page.goto(`${baseHost("book")}/trips/${completed?.id}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: `Trip ${completed?.pair_id}` })).toBeVisible();
  errors.expectNone();
});
