// Business booking: the booker books for a colleague on account with a PO number and a
// return, and the sandbox holds both legs; a missing PO number is refused on its field; the
// company trips list pages through more than 25 trips with "Total N Items"; stored markup shows
// as text. Screenshots of each screen at 1280 and 390 px go to $E2E_SCREENSHOTS/bizbook-*.png.
import { expect, test, type Page } from "@playwright/test";
import { chooseAddress, sandbox, tokenOf } from "./business-booking-support.ts";
import { book, call, hostile, login, moveOn } from "./track-support.ts";
import { lookEverywhere, sizes, unreadableValues } from "./reflow-support.ts";
import { appReady, axeResults, baseHost, look, people, signIn, watchErrors } from "./support.ts";

type Leg = {
  id: number;
  booking_token: string;
  notes?: string;
  leg: string;
  status: string;
  passenger_name?: string;
  payment_method: string;
  pair_id: number;
  reference?: string;
  destinations: Array<{ description: string; user?: { name: string } }>;
  pickup_location: { description: string };
  your_references?: { po_number?: string };
};
type Page$ = { bookings: Leg[]; total: number };
type Profile = { accounts: Array<{ business_id: number; name?: string; is_po_number_enabled: boolean }> };

async function solentId(page: Page): Promise<number> {
  const profile = await sandbox<Profile>(page, "/customer/v2/checkToken", { method: "POST" });
  const solent = profile.accounts.find((a) => a.is_po_number_enabled);
  expect(solent).toBeDefined();
  return Number(solent?.business_id);
}

async function axe(page: Page) {
  const result = await axeResults(page);
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`);
}

/** The booker on the business form at desktop width, page errors watched. */
async function openBusinessForm(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = watchErrors(page);
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  return errors;
}

test("book for Ada Lovelace on account with a PO number and a return", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openBusinessForm(page);
  await expect(page.getByRole("heading", { name: "Business booking", exact: true })).toBeVisible();

  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("E-mail address").fill("ada.lovelace@example.com");
  await page.getByLabel("Phone number").fill("07700900777");
  await chooseAddress(page, "Pickup address", "112 Above Bar", /112 Above Bar Street/);
  await chooseAddress(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await page.getByLabel("Notes for the driver").fill("<b>Ring</b> on arrival");
  // A via stop carrying a colleague from the account.
  await page.getByRole("button", { name: "Add a via stop" }).click();
  await chooseAddress(page, "Via stop 1", "Westquay", /Westquay/);
  await page.getByLabel("Add a passenger at this stop").check();
  await page.getByLabel("Choose a colleague").selectOption({ label: "Priya Shah" });
  await expect(page.getByLabel("Passenger at this stop: full name")).toHaveValue("Priya Shah");
  // Ride types as the consumer form shows them: radio cards with seats and bags, not a list box.
  const rideTypes = page.getByRole("group", { name: "Ride type" });
  await expect(rideTypes.getByRole("radio").first()).toBeVisible();
  await expect(rideTypes).toContainText(/\d+ seats · \d+ bags?/);
  await expect(page.getByRole("combobox", { name: "Ride type" })).toHaveCount(0);

  // Missing PO number: refused on its field with the catalogue text, linked from the summary.
  await page.getByTestId("biz-continue").click();
  const summary = page.getByTestId("biz-error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Please enter a PO number." })).toBeVisible();
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await summary.getByRole("link", { name: "Please enter a PO number." }).click();
  await expect(page.getByLabel("PO number")).toBeFocused();
  await page.getByLabel("PO number").fill("PO-4471");
  await look(page, "bizbook-form-1280", { fullPage: true });

  // The return: pickup is the outbound drop-off (§4).
  await page.getByLabel("Add a return journey").check();
  await expect(page).toHaveURL(/\/business\/return$/);
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Southampton Central station/);
  await expect(page.getByRole("combobox", { name: "Drop-off address" })).toHaveValue(/112 Above Bar Street/);
  await page.getByTestId("biz-continue").click();

  await expect(page).toHaveURL(/\/business\/summary$/);
  await expect(page.getByTestId("summary-outbound")).toContainText("Ada Lovelace");
  await expect(page.getByTestId("summary-outbound")).toContainText("<b>Ring</b> on arrival");
  await expect(page.getByTestId("summary-return")).toBeVisible();
  await expect(page.getByTestId("price-outbound")).toContainText("£");
  await expect(page.getByTestId("price-return")).toContainText("£");
  await expect(page.getByTestId("summary-po")).toHaveText("PO-4471");
  // Book is enabled once priced. The pointer rests where Continue was, on Book: move it away so
  // axe measures the button as it stands, not hovered.
  await expect(page.getByTestId("biz-book")).toBeEnabled();
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-summary-1280", { fullPage: true });
  // The summary is as readable in dark mode.
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-summary-dark-1280", { fullPage: true });
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.mouse.move(0, 0);

  await page.getByTestId("biz-book").click();
  await expect(page.getByTestId("biz-confirmation")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("link", { name: "Track the outbound ride" })).toHaveAttribute("href", /^\/t\//);
  await expect(page.getByRole("link", { name: "Track the return ride" })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-confirmation-1280", { fullPage: true });

  // The sandbox holds both legs, on account, for Ada, with the PO number.
  const businessId = await solentId(page);
  const upcoming = await sandbox<Page$>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=100`);
  const ada = upcoming.bookings.filter((b) => b.passenger_name === "Ada Lovelace");
  expect(ada.map((b) => b.leg).toSorted()).toEqual(["outbound", "return"]);
  for (const leg of ada) {
    expect(leg.payment_method).toBe("account");
    expect(leg.your_references?.po_number).toBe("PO-4471");
  }
  expect(ada[0]?.pair_id).toBe(ada[1]?.pair_id);
  const outbound = ada.find((b) => b.leg === "outbound");
  expect(outbound?.pickup_location.description).toMatch(/112 Above Bar Street/);
  expect(outbound?.destinations[0]?.description).toMatch(/Southampton Central/);
  expect(outbound?.destinations[1]?.user?.name).toBe("Priya Shah");
  errors.expectNone();
});

test("company trips page through more than 25 trips; stored markup shows as text", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const businessId = await solentId(page);
  const pickup = {
    address: "112 Above Bar Street",
    id: "sbx-addr-so14-7du-112-above-bar-street",
    lat: 50.9063,
    lng: -1.4047,
  };
  const drop = {
    address: "Southampton Central station",
    id: "sbx-poi-southampton-central-station",
    lat: 50.9076,
    lng: -1.4136,
  };
  for (let i = 0; i < 27; i += 1) {
    await sandbox(page, "/customer/v2/booking", {
      method: "POST",
      body: {
        outbound: {
          pickup,
          destinations: [drop],
          dateTime: new Date(Date.now() + (2 + i) * 86_400_000).toISOString(),
          passengers: 1,
          luggage: 0,
          rideId: 1,
          name: i === 0 ? `<img src=x onerror="document.title='pwned'">Eve` : `Colleague ${i}`,
        },
        paymentMethod: "account",
        business_id: businessId,
        poNumber: i === 0 ? "<script>alert(1)</script>" : `PO-${i}`,
      },
    });
  }
  const before = await sandbox<Page$>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=1`);
  expect(before.total).toBeGreaterThan(25);

  await page.goto("/business/trips");
  await appReady(page);
  await expect(page.getByTestId("trips-total")).toHaveText(`Total ${before.total} Items`);
  await expect(page.getByTestId("trip-row")).toHaveCount(10);
  await expect(page.getByTestId("trips-page")).toHaveText(`Page 1 of ${Math.ceil(before.total / 10)}`);
  // The hostile name and PO number are text, not markup.
  await expect(page.getByText(`<img src=x onerror="document.title='pwned'">Eve`)).toBeVisible();
  await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
  expect(await page.title()).not.toBe("pwned");
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-trips-1280", { fullPage: true });
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await axe(page)).toEqual([]);
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByTestId("trips-page")).toHaveText(/^Page 2 of/);
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel("Trips per page").selectOption("25");
  await expect(page.getByTestId("trip-row")).toHaveCount(25);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByTestId("trip-row")).toHaveCount(before.total - 25);

  await page.getByTestId("trips-tab-history").click();
  await expect(page.getByTestId("trips-total")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search history" }).fill("zzz-no-such-trip");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("trips-total")).toHaveText("Total 0 Items");
  await expect(page).toHaveURL(/q=zzz-no-such-trip/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/business/trips");
  await appReady(page);
  await expect(page.getByTestId("trip-row").first()).toBeVisible();
  await look(page, "bizbook-trips-390", { fullPage: true });
});

test("the booking form at 390 px, and leaving it with unsaved changes asks first", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await chooseAddress(page, "Pickup address", "Southampton Airport", /Southampton Airport \(SOU\)/);
  // An airport pickup shows the flight number and meet-and-greet (§4).
  await expect(page.getByLabel("Flight number")).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-form-390", { fullPage: true });

  // Nothing typed is lost on reload (the draft is kept for the visit).
  await page.reload();
  await appReady(page);
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  // Switching account mid-form: payment and the PO field follow at once, nothing typed is lost (§4).
  // (Below 1024 px the switcher lives in the header's drawer; the form is the same at desktop width.)
  await page.setViewportSize({ width: 1280, height: 900 });
  const switcher = page.getByTestId("account-switcher");
  const solent = await switcher.inputValue();
  await switcher.selectOption({ label: "Itchen Ferry Events Ltd" });
  await expect(page.getByLabel("PO number")).toHaveCount(0);
  await expect(page.getByLabel("Pay by").locator("option")).toHaveText(["Card", "Cash to the driver"]);
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await switcher.selectOption(solent);
  await expect(page.getByLabel("PO number")).toBeVisible();
  await expect(page.getByLabel("Pay by")).toHaveValue("account");
  // Dark mode is as readable.
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-form-dark-390");
  await page.getByTestId("mode-toggle").click();

  await page.setViewportSize({ width: 390, height: 844 });
  // Leaving asks first: stay keeps the form, leave goes.
  await page.getByRole("link", { name: "Company trips" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without booking?" });
  await expect(dialog).toBeVisible();
  await look(page, "bizbook-unsaved-390");
  await dialog.getByRole("button", { name: "Stay and finish" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await page.getByRole("link", { name: "Company trips" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/business\/trips$/);
  // Back to the form (still as it was left), then the browser's Forward: that asks too; staying
  // puts the address back, leaving goes on.
  await page.evaluate(() => history.back());
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await page.evaluate(() => history.forward());
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay and finish" }).click();
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await page.evaluate(() => history.forward());
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/business\/trips$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("trips");
});

test("a company trip: detail, edit an upcoming one, a finished one refused, cancel with the fee first", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const businessId = await solentId(page);
  const upcoming = await sandbox<Page$>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=100`);
  const trip = upcoming.bookings.find((b) => b.status === "booked" && b.leg === "outbound");
  expect(trip).toBeDefined();
  const token = trip?.booking_token ?? "";

  await page.goto(`/business/trips/${encodeURIComponent(token)}`);
  await appReady(page);
  await expect(page.getByTestId("trip-leg-outbound")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Timeline" }).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-trip-1280", { fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, "bizbook-trip-390", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Edit: the notes change in the sandbox.
  await page.getByRole("link", { name: "Change this trip" }).click();
  await expect(page).toHaveURL(/\/business\/trips\/edit\?token=/);
  await page.getByLabel("Notes for the driver").fill("Gate B, ask for Ada");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("edit-saved")).toBeVisible();
  const after = await sandbox<{ booking: { notes?: string } }>(
    page,
    `/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`,
  );
  expect(after.booking.notes).toBe("Gate B, ask for Ada");
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-edit-1280", { fullPage: true });

  // A finished trip cannot be changed: wrong_state, with what to do.
  const history = await sandbox<{ bookings: Array<{ booking_token: string }> }>(
    page,
    `/customer/v2/history/get?business_id=${businessId}&count=10`,
  );
  const finished = history.bookings[0]?.booking_token ?? "";
  await page.goto(`/business/trips/edit?token=${encodeURIComponent(finished)}`);
  await appReady(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("edit-failure")).toContainText("Booking cannot be updated as it is already finished.");

  // Cancel: the fee is shown before anything is cancelled. First, a receipt by e-mail (the outbox).
  await page.goto(`/business/trips/${encodeURIComponent(token)}`);
  await appReady(page);
  await page.getByRole("button", { name: "E-mail a receipt" }).click();
  await expect(page.getByTestId("trip-notice")).toContainText("Receipt sent to");
  const sentTo = ((await page.getByTestId("trip-notice").textContent()) ?? "").replace(
    /^.*Receipt sent to (.+)\.$/,
    "$1",
  );
  const outbox = await sandbox<{ messages: Array<{ subject: string }> }>(
    page,
    `/sandbox/outbox?to=${encodeURIComponent(sentTo)}`,
  );
  expect(outbox.messages.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Cancel this trip" }).click();
  await expect(page.getByTestId("cancel-preview")).toContainText(/Cancelling now (is free|costs £)/);
  await page.getByRole("button", { name: "Yes, cancel the trip" }).click();
  await expect(page.getByTestId("trip-notice")).toHaveText("The trip is cancelled.");
  const cancelled = await sandbox<{ booking: { status: string } }>(
    page,
    `/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`,
  );
  expect(cancelled.booking.status).toBe("cancelled");

  // A trip whose driver is on the way: the preview names the fee before anything is cancelled, and
  // the sandbox charges exactly that. Its stored notes and reference are markup, shown as text.
  const profile = await sandbox<Profile>(page, "/customer/v2/checkToken", { method: "POST" });
  const itchen = profile.accounts.find((a) => !a.is_po_number_enabled);
  const made = await book(await tokenOf(page), {
    email: "ops@itchen-ferry.example",
    paymentMethod: "cash",
    asap: true,
    businessId: Number(itchen?.business_id),
  });
  const soon = made.bookings[0]?.booking_token ?? "";
  expect(await moveOn(soon)).toBe("driver_allocated");
  expect(await moveOn(soon)).toBe("en_route");
  await page.getByTestId("account-switcher").selectOption({ label: "Itchen Ferry Events Ltd" });
  // On its way, the trip is on the Active tab of the company's trips (§3).
  await page.goto("/business/trips");
  await appReady(page);
  await page.getByTestId("trips-tab-active").click();
  await expect(page.getByTestId("trip-row").filter({ hasText: "112 Above Bar" }).first()).toBeVisible();
  await page.goto(`/business/trips/${encodeURIComponent(soon)}`);
  await appReady(page);
  await expect(page.getByTestId("trip-leg-outbound")).toContainText(hostile);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.getByRole("button", { name: "Cancel this trip" }).click();
  // £10.00 on the way, never more than the trip (BookingLedger.feeToCancel).
  const fee = Math.min(1000, Number(made.bookings[0]?.fare.total.amount));
  await expect(page.getByTestId("cancel-preview")).toContainText(`Cancelling now costs £${(fee / 100).toFixed(2)}.`);
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);
  await page.getByRole("button", { name: "Yes, cancel the trip" }).click();
  await expect(page.getByTestId("trip-notice")).toHaveText("The trip is cancelled.");
  const charged = await sandbox<{ booking: { status: string; cancellation_fee?: { amount: number } } }>(
    page,
    `/customer/v2/getBooking?booking_token=${encodeURIComponent(soon)}`,
  );
  expect(charged.booking.status).toBe("cancelled");
  expect(charged.booking.cancellation_fee?.amount).toBe(fee);
});

test("a refusal at booking sends the booker back to step 1 with the catalogue message on the field", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  await chooseAddress(page, "Pickup address", "112 Above Bar", /112 Above Bar Street/);
  await chooseAddress(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await page.getByLabel("PO number").fill("PO-1");
  await page.getByTestId("biz-continue").click();
  await expect(page).toHaveURL(/\/business\/summary$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("price-outbound")).toContainText("£");
  await look(page, "bizbook-summary-390", { fullPage: true });
  // The dispatch API refuses the destinations (as a server of another region would).
  let keys: string[] = [];
  await page.route("**/api/customer/v2/booking", async (route) => {
    keys = [...keys, route.request().headers()["idempotency-key"] ?? ""];
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: "bad_destination", message: "Please re-enter trip destinations." }),
    });
  });
  await expect(page.getByTestId("biz-book")).toBeEnabled();
  await page.getByTestId("biz-book").click();
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const summary = page.getByTestId("biz-error-summary");
  await expect(summary.getByRole("link", { name: "Please re-enter trip destinations." })).toBeVisible();
  await expect(page.getByText("Please re-enter trip destinations.").last()).toBeVisible();
  // What was typed is still there.
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/112 Above Bar Street/);
  await expect(page.getByLabel("PO number")).toHaveValue("PO-1");
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,255}$/);
});

test("at 390 px, a return the dispatch API will not price sends the booker back to the return tab with the message on its pickup", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The browser logs the refused estimate (400) as a failed resource; nothing else may fail.
  const errors = watchErrors(page, [/status of 400 \(Bad Request\)/]);
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  await chooseAddress(page, "Pickup address", "112 Above Bar", /112 Above Bar Street/);
  await chooseAddress(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await page.getByLabel("PO number").fill("PO-RETURN-390");
  await page.getByLabel("Add a return journey").check();
  await expect(page).toHaveURL(/\/business\/return$/);
  await expect(page.getByTestId("tab-return")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Southampton Central station/);
  // The return is changed to a trip with neither end in the region: the sandbox refuses to price it
  // (pickup_not_in_soton), naming no leg. Nothing here is faked.
  await chooseAddress(page, "Pickup address", "Heathrow", /Heathrow/);
  await chooseAddress(page, "Drop-off address", "Bristol Airport", /Bristol Airport/);
  await page.getByTestId("biz-continue").click();
  await expect(page).toHaveURL(/\/business\/return$/, { timeout: 15_000 });
  const message = "Trip must either start or finish inside Southampton region.";
  await expect(page.getByTestId("biz-error-summary").getByRole("link", { name: message })).toBeVisible();
  await page.getByTestId("biz-error-summary").getByRole("link", { name: message }).click();
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Heathrow/);
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);
  await look(page, "bizbook-return-refused-390", { fullPage: true });
  // The outbound is untouched and carries no error.
  await page.getByTestId("tab-outbound").click();
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await expect(page.getByTestId("biz-error-summary")).toHaveCount(0);
  // Mended, it prices and books: the sandbox holds both legs.
  await page.getByTestId("tab-return").click();
  await expect(page.getByTestId("tab-return")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Heathrow/);
  // The return's problem is still there, and its summary takes focus as it appears (GOV.UK). The
  // tab has settled (its requests answered) before the booker types into it.
  await expect(page.getByTestId("biz-error-summary")).toBeFocused();
  await page.waitForLoadState("networkidle");
  await chooseAddress(page, "Pickup address", "Southampton Central", /Southampton Central station/);
  await chooseAddress(page, "Drop-off address", "112 Above Bar", /112 Above Bar Street/);
  await page.getByTestId("biz-continue").click();
  await expect(page).toHaveURL(/\/business\/summary$/);
  await expect(page.getByTestId("price-return")).toContainText("£");
  await page.getByTestId("biz-book").click();
  await expect(page.getByTestId("biz-confirmation")).toBeVisible({ timeout: 15_000 });
  const businessId = await solentId(page);
  const upcoming = await sandbox<Page$>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=100`);
  const booked = upcoming.bookings.filter((b) => b.your_references?.po_number === "PO-RETURN-390");
  expect(booked.map((b) => b.leg).toSorted()).toEqual(["outbound", "return"]);
  errors.expectNone();
});

test("by keyboard: an airport pickup with a flight, a via carrying a second passenger, card on an account that allows it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  // Itchen Ferry Events has no account trips: card and cash only, no PO number (§4).
  await page.getByTestId("account-switcher").selectOption({ label: "Itchen Ferry Events Ltd" });
  await expect(page.getByLabel("PO number")).toHaveCount(0);
  await page.getByLabel("Pay by").selectOption("card");

  // Every step by keyboard: addresses typed, arrow down, Enter; boxes ticked with Space; buttons
  // pressed with Enter.
  const byKeyboard = async (label: string, typed: string, option: RegExp) => {
    const input = page.getByRole("combobox", { name: label });
    await input.focus();
    await page.keyboard.type(typed);
    await expect(page.getByRole("option", { name: option }).first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue(option);
  };
  const type = async (label: string, text: string) => {
    await page.getByLabel(label).focus();
    await page.keyboard.type(text);
  };
  const press = async (target: ReturnType<Page["getByRole"]>, key: "Enter" | "Space") => {
    await target.focus();
    await page.keyboard.press(key);
  };
  await byKeyboard("Pickup address", "Southampton Airport", /Southampton Airport \(SOU\)/);
  await type("Flight number", "SI4202");
  await press(page.getByRole("checkbox", { name: "Meet and greet in arrivals" }), "Space");
  await byKeyboard("Drop-off address", "112 Above Bar", /112 Above Bar Street/);
  await press(page.getByRole("button", { name: "Add a via stop" }), "Enter");
  await byKeyboard("Via stop 1", "Westquay", /Westquay/);
  await press(page.getByRole("checkbox", { name: "Add a passenger at this stop" }), "Space");
  await type("Passenger at this stop: full name", "Priya Shah");
  await type("Passenger at this stop: phone number", "+447700900612");
  await press(page.getByTestId("biz-continue"), "Enter");

  await expect(page).toHaveURL(/\/business\/summary$/);
  await expect(page.getByTestId("summary-outbound")).toContainText("(Priya Shah)");
  await expect(page.getByTestId("summary-outbound")).toContainText("SI4202");
  // The terms come with the price: an airport pickup adds the airport's allowance from landing.
  await expect(page.getByTestId("summary-terms").getByRole("listitem")).toHaveText([
    "Your driver waits 5 minutes free from the pickup time, then waiting costs £0.30 a minute.",
    "At the airport your driver waits 45 minutes free from when your flight lands, then waiting costs £0.30 a minute.",
    "Cancelling is free until your driver sets off; after that it costs £10.00.",
  ]);
  await expect(page.getByTestId("biz-book")).toBeEnabled();
  await page.getByTestId("biz-book").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("biz-confirmation")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("link", { name: "Pay for the rides by card" })).toHaveAttribute("href", /^\/pay\//);

  const profile = await sandbox<Profile>(page, "/customer/v2/checkToken", { method: "POST" });
  const itchen = profile.accounts.find((a) => !a.is_po_number_enabled);
  const trips = await sandbox<{
    bookings: Array<
      Leg & { flight?: { number: string }; meet_and_greet?: boolean; destinations: Array<{ user?: { name: string } }> }
    >;
  }>(page, `/customer/v2/upcoming/get?business_id=${Number(itchen?.business_id)}&count=100`);
  const booked = trips.bookings.find((b) => b.flight?.number === "SI4202");
  expect(booked?.payment_method).toBe("card");
  expect(booked?.meet_and_greet).toBe(true);
  expect(booked?.destinations).toHaveLength(2);
  expect(booked?.destinations[1]?.user?.name).toBe("Priya Shah");
});

test("choosing Personal returns the booker to consumer booking; a passenger is told the business form is not theirs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  // The booker's account is chosen (restored from the session) before they change it: a change
  // made before that could be overwritten by it, as happened once under load.
  await expect(page.getByTestId("account-switcher")).not.toHaveValue("");
  // §4: clearing the account returns to consumer booking.
  await page.getByTestId("account-switcher").selectOption({ label: "Personal" });
  await expect(page).toHaveURL(/localhost:\d+\/book-ride$/);
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toBeVisible();
  // Back on the account, the business form is there again.
  await page.getByTestId("account-switcher").selectOption({ index: 1 });
  await page.goto(`${baseHost("book")}/business/book-ride`);
  await appReady(page);
  await expect(page.getByLabel("Pay by")).toBeVisible();

  // A passenger (no business account) opening the business form: the route is not theirs (the
  // domain's access rule; the server answers not_business_user to the calls), with a way back.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await signIn(page, people.passenger);
  await expect(page).toHaveURL(/\/book-ride$/);
  await page.goto(`${baseHost("book")}/business/book-ride`);
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Not available for your account" })).toBeVisible();
  // What the page is for and how to get it: this passenger has no business account.
  await expect(page.getByTestId("not-available")).toContainText(
    "Booking for your company is for business accounts, and this account has none.",
  );
  await expect(page.getByRole("link", { name: "Register your company" })).toHaveAttribute("href", "/business-signup");
  await page.getByRole("link", { name: "Back to my bookings" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
});

test("company trips reflow on a phone and at 200 % zoom: no value overlaps another or runs off the screen", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const businessId = await solentId(page);
  // The seeded trips' places are long ("Mayflower Cruise Terminal, Western Docks, Berth 106"):
  // the ones that ran into each other at 200 % zoom.
  const upcoming = await sandbox<Page$>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=10`);
  const history = await sandbox<Page$>(page, `/customer/v2/history/get?business_id=${businessId}&count=10`);
  expect(upcoming.total).toBeGreaterThan(0);
  expect(history.total).toBeGreaterThan(0);

  for (const [tab, list] of [
    ["upcoming", upcoming],
    ["history", history],
  ] as const) {
    await page.goto(tab === "upcoming" ? "/business/trips" : "/business/trips?tab=history");
    await appReady(page);
    await lookEverywhere(page, `bizbook-trips-${tab}`, async (size) => {
      const rows = page.getByTestId("trip-row");
      await expect(rows).toHaveCount(Math.min(10, list.total));
      // Every value of every trip is on screen, in its own space, whatever the width.
      // Polled: a resize redraws the list (cards or table) a moment after the window changes.
      await expect
        .poll(() => unreadableValues(page, '[data-testid="trip-row"]'), { message: `${tab} at ${size}` })
        .toEqual([]);
      const first = list.bookings[0] as Leg;
      const row = rows.first();
      await expect(row).toContainText(first.pickup_location.description);
      await expect(row).toContainText(first.destinations[0]?.description ?? "");
      await expect(row.getByRole("link", { name: new RegExp(`^Trip ${first.id},`) })).toBeVisible();
    });
  }
  // Where the table is drawn its scroll region is reached and named by keyboard (WCAG 2.1.1).
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("region", { name: "History company trips" })).toHaveAttribute("tabindex", "0");
  for (const size of sizes.filter((s) => s.width < 1024)) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole("list", { name: "History company trips" })).toBeVisible();
  }
  errors.expectNone();
});

test("a company trip opens by its number as /trips/{id} does; the edit page with no trip says how to choose one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const bookingCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/customer\/v2\/getBooking/.test(request.url())) bookingCalls.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  const businessId = await solentId(page);
  const upcoming = await sandbox<Page$>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=10`);
  const history = await sandbox<Page$>(page, `/customer/v2/history/get?business_id=${businessId}&count=10`);

  // An upcoming and a finished trip, each by its number, as the lists name them ("Trip 48006").
  for (const trip of [upcoming.bookings[0], history.bookings[0]]) {
    expect(trip).toBeDefined();
    const leg = trip as Leg;
    await page.goto(`/business/trips/${leg.id}`);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: `Trip ${leg.pair_id}` })).toBeVisible();
    await expect(page.getByTestId(`trip-leg-${leg.leg}`)).toContainText(leg.pickup_location.description);
    await expect(page.getByText("Invalid booking Token.")).toHaveCount(0);
  }
  const soon = upcoming.bookings[0] as Leg;
  await page.goto(`/business/trips/${soon.id}`);
  await appReady(page);
  await expect(page.getByTestId("trip-leg-outbound")).toBeVisible();
  await lookEverywhere(page, "bizbook-trip-by-number");
  // Its edit link opens the same trip.
  await page.getByRole("link", { name: "Change this trip" }).click();
  await expect(page.getByLabel("Notes for the driver")).toBeVisible();
  await expect(page.getByText(`Trip ${soon.id} · ${soon.pickup_location.description}`)).toBeVisible();

  // A number that is not one of this company's trips (the passenger's own): not found, said plainly.
  const passengers = (await call("GET", "/customer/v2/upcoming/get?count=1", { token: await login() })).body as Page$;
  const notOurs = (passengers.bookings[0] as Leg).id;
  await page.goto(`/business/trips/${notOurs}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "We could not find this trip" })).toBeVisible();
  await expect(page.getByTestId("trip-not-found")).toContainText(
    `Trip ${notOurs} is not among the trips of Solent Marine Logistics.`,
  );
  await lookEverywhere(page, "bizbook-trip-not-found");

  // The edit page with no trip: what to do and where, and no call at all.
  bookingCalls.length = 0;
  await page.goto("/business/trips/edit");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a trip to change" })).toBeVisible();
  await expect(page.getByTestId("edit-choose-trip")).toContainText(
    "To change a trip, open it from the company's trips and choose “Change this trip”.",
  );
  await lookEverywhere(page, "bizbook-edit-choose");
  expect(bookingCalls).toEqual([]);
  await page.getByRole("link", { name: "Go to company trips" }).click();
  await expect(page).toHaveURL(/\/business\/trips$/);
  await expect(page.getByTestId("trip-row").first()).toBeVisible();
  errors.expectNone();
});

test("a booker books for a wheelchair user who stays seated: only accessible vehicles, the assistance on the summary, the trip and in the sandbox", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await openBusinessForm(page);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await chooseAddress(page, "Pickup address", "112 Above Bar", /112 Above Bar Street/);
  await chooseAddress(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await page.getByLabel("PO number").fill("PO-5150");

  const types = await sandbox<{ ride_types: Array<{ id: number; name: string; wheelchair_accessible?: boolean }> }>(
    page,
    "/customer/v2/checkout/activeRideTypes",
  );
  const accessible = types.ride_types.filter((type) => type.wheelchair_accessible === true);
  expect(accessible.length).toBeGreaterThan(0);
  const rideTypes = page.getByRole("group", { name: "Ride type" });
  await expect(rideTypes.getByRole("radio").first()).toBeVisible();
  const offeredBefore = await rideTypes.getByRole("radio").count();

  await page.getByTestId("need-outbound-assistance").check();
  await page.getByRole("radio", { name: "Wheelchair user who stays in the wheelchair" }).check();
  await expect(page.getByTestId("outbound-assistance-accessible-only")).toBeVisible();
  await expect(rideTypes.getByRole("radio")).toHaveCount(accessible.length);
  expect(accessible.length).toBeLessThan(offeredBefore);
  await page.getByRole("checkbox", { name: "Travelling with an assistance dog" }).check();
  await page.getByLabel("Anything else the driver should know (optional)").fill("Ramp at the rear, please");
  await rideTypes.getByRole("radio").first().check();
  // The form with the choices open, at phone, 200 % zoom and desktop, light and dark: axe clean.
  await lookEverywhere(page, "bizbook-assistance");
  await page.getByTestId("biz-continue").click();

  await expect(page).toHaveURL(/\/business\/summary$/);
  const said =
    "Wheelchair user who stays in the wheelchair; Travelling with an assistance dog; Ramp at the rear, please";
  await expect(page.getByTestId("summary-outbound")).toContainText(said);
  // Who the trip is booked with and on what terms, before Book and again once booked.
  const licence = "Solent Cars Ltd. Private hire operator licence PHO 0421, issued by Southampton City Council.";
  await expect(page.getByTestId("summary-operator-licence")).toHaveText(licence);
  const terms = await page.getByTestId("summary-terms").innerText();
  expect(terms).toContain("Cancelling is free until your driver sets off");
  await expect(page.getByTestId("biz-book")).toBeEnabled();
  await page.getByTestId("biz-book").click();
  await expect(page.getByTestId("biz-confirmation")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("confirmation-operator-licence")).toHaveText(licence);
  expect(await page.getByTestId("confirmation-terms").innerText()).toBe(terms);

  const businessId = await solentId(page);
  const upcoming = await sandbox<{
    bookings: Array<{ id: number; passenger_name?: string; ride_type_id: number; assistance?: unknown }>;
  }>(page, `/customer/v2/upcoming/get?business_id=${businessId}&count=100`);
  const grace = upcoming.bookings.find((b) => b.passenger_name === "Grace Hopper");
  expect(grace?.assistance).toEqual({
    needs: ["wheelchair_stays_seated", "assistance_dog"],
    other: "Ramp at the rear, please",
  });
  expect(accessible.map((type) => type.id)).toContain(grace?.ride_type_id);
  // Dispatch's console shows it on the leg.
  const dispatched = await call("GET", `/sandbox/dispatcher/booking?id=${grace?.id ?? 0}`);
  expect(dispatched.body.booking.assistance).toEqual(grace?.assistance);
  // The company trip says it too, as dispatch and the driver read it.
  await page.goto(`${baseHost("book")}/business/trips/${grace?.id ?? 0}`);
  await appReady(page);
  await expect(page.getByText(said)).toBeVisible();
  errors.expectNone();
});
