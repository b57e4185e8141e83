// Keyboard only (WCAG 2.1.1), for each role (the bulk upload with a fix is in
// business-admin-bulk-upload): a guest books and pays by card, a passenger signs in and cancels a
// trip, a business booker books for a colleague on the company's account, a driver signs in and bids.
// Nothing is clicked; each step is reached with Tab and done with the keyboard, and the sandbox
// is read to prove it happened.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { baseHost, contractsInSandbox, theDriver } from "./driver-support.ts";
import { sandbox } from "./business-booking-support.ts";
import { appReady, people } from "./support.ts";
import { book, bookingByToken, login } from "./track-support.ts";

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${String(target)} was not reached in ${most} presses of Tab`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Chooses the first suggestion for what is typed in an address field, by the keyboard. */
async function chooseAddress(page: Page, field: Locator, typed: string, option: RegExp) {
  await typeInto(page, field, typed);
  await expect(page.getByRole("option", { name: option }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue(option);
}

/** Chooses the pickup and the drop-off of the form on screen, by the keyboard. */
async function chooseRoute(page: Page, pickup: [string, RegExp], drop: [string, RegExp]) {
  await chooseAddress(page, page.getByRole("combobox", { name: "Pickup address" }), ...pickup);
  await chooseAddress(page, page.getByRole("combobox", { name: "Drop-off address" }), ...drop);
}

test("a guest books and pays by card with the keyboard alone; the sandbox has the booking paid", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await chooseRoute(
    page,
    ["Ocean Village", /Ocean Village Marina/],
    ["Southampton Central", /Southampton Central station/],
  );
  await typeInto(page, page.getByLabel("Full name"), "Kay Card");
  await typeInto(page, page.getByLabel("Mobile number"), "07700 900123");
  await typeInto(page, page.getByLabel("E-mail address"), `kay.card.${Date.now()}@example.com`);
  await tabTo(page, page.getByTestId("book-continue"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("price-total")).toContainText("£");
  // The payment methods are one tab stop; the arrow keys choose among them.
  const card = page.getByRole("radio", { name: "Card", exact: true });
  for (let presses = 0; presses < 60; presses += 1) {
    const onMethod = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused instanceof HTMLInputElement && focused.type === "radio" && focused.name.includes("payment");
    });
    if (onMethod) break;
    await page.keyboard.press("Tab");
  }
  for (let presses = 0; presses < 4 && !(await card.isChecked()); presses += 1) await page.keyboard.press("ArrowDown");
  await expect(card).toBeChecked();
  await typeInto(page, page.getByLabel("Card number"), "4242 4242 4242 4242");
  await typeInto(page, page.getByLabel("Expiry (MM/YY)"), "12/34");
  await typeInto(page, page.getByLabel("Security code"), "123");
  await tabTo(page, page.getByTestId("book-now"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });
  const href = await page.getByTestId("track-outbound").getAttribute("href");
  const token = decodeURIComponent(href?.replace(/^\/t\//, "") ?? "");
  const stored = await bookingByToken(token);
  expect(stored.booking.payment_method).toBe("card");
  expect(stored.booking.payment_status).toBe("paid");
});

test("a passenger signs in and cancels a trip with the keyboard alone; the sandbox has it cancelled", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const booked = await book(await login(), { email: people.passenger.email, paymentMethod: "cash" });
  const leg = booked.bookings[0];
  expect(leg).toBeDefined();

  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  await typeInto(page, page.getByLabel("E-mail address"), people.passenger.email);
  await typeInto(page, page.getByLabel("Password"), people.passenger.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/book-ride$/);

  await page.goto(`${baseHost("book")}/trips/${leg?.id ?? 0}`);
  await appReady(page);
  await tabTo(page, page.getByTestId("cancel-booking"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cancel-dialog")).toBeVisible();
  await tabTo(page, page.getByTestId("cancel-confirm"), 10);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("trip-status")).toHaveText("Cancelled");
  expect((await bookingByToken(leg?.booking_token ?? "")).booking.status).toBe("cancelled");
});

test("a business booker books a ride for a colleague on the company's account with the keyboard alone; the sandbox holds it for the colleague", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  await typeInto(page, page.getByLabel("E-mail address"), people.booker.email);
  await typeInto(page, page.getByLabel("Password"), people.booker.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await appReady(page);
  // The booker's account (Solent Marine Logistics) is chosen; it asks for a PO number on every trip.
  await expect(page.getByTestId("account-switcher")).not.toHaveValue("");
  const colleague = `Kit Colleague ${Date.now()}`;
  await typeInto(page, page.getByLabel("Full name"), colleague);
  await typeInto(page, page.getByLabel("E-mail address"), "kit.colleague@solentmarine.example");
  await chooseRoute(
    page,
    ["112 Above Bar", /112 Above Bar Street/],
    ["Southampton Central", /Southampton Central station/],
  );
  await typeInto(page, page.getByLabel("PO number"), "PO-KEY-1");
  await tabTo(page, page.getByTestId("biz-continue"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/business\/summary$/);
  await expect(page.getByTestId("summary-outbound")).toContainText(colleague);
  await expect(page.getByTestId("biz-book")).toBeEnabled();
  await tabTo(page, page.getByTestId("biz-book"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("biz-confirmation")).toBeVisible({ timeout: 15_000 });

  // The company's trips hold it for the colleague, on account, with the PO number typed.
  const profile = await sandbox<{ accounts: Array<{ business_id: number; is_po_number_enabled?: boolean }> }>(
    page,
    "/customer/v2/checkToken",
    { method: "POST" },
  );
  const company = profile.accounts.find((account) => account.is_po_number_enabled === true);
  const upcoming = await sandbox<{
    bookings: Array<{ passenger_name?: string; passenger_email?: string; payment_method: string; po_number?: string }>;
  }>(page, `/customer/v2/upcoming/get?business_id=${Number(company?.business_id)}&count=100`);
  const trip = upcoming.bookings.find((booking) => booking.passenger_name === colleague);
  expect(trip?.passenger_email).toBe("kit.colleague@solentmarine.example");
  expect(trip?.payment_method).toBe("account");
  expect(JSON.stringify(trip)).toContain("PO-KEY-1");
});

test("a driver signs in and bids on a contract with the keyboard alone; the sandbox holds the bid", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseHost("book")}/driver/login`);
  await appReady(page);
  await typeInto(page, page.getByLabel("E-mail address"), theDriver.email);
  await typeInto(page, page.getByLabel("Password"), theDriver.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/driver$/);
  await tabTo(page, page.getByRole("link", { name: "See contracts and bid" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();

  // A contract the driver may bid on: one with no bid of theirs yet, or, once the other driver
  // journeys have bid on every open one, one whose bid they may still change.
  const open = await contractsInSandbox("open");
  const card = page
    .locator('[data-testid^="contract-"]')
    .filter({ has: page.getByRole("button", { name: /^(Place|Change) bid$/ }) })
    .first();
  const id = Number((await card.getAttribute("data-testid"))?.replace("contract-", ""));
  expect(open.map((contract) => contract.id)).toContain(id);
  const pinned = page.getByTestId(`contract-${id}`);
  const price = pinned.getByLabel("Your price per trip (£)");
  await tabTo(page, price);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("14.25");
  await tabTo(page, pinned.getByTestId(`bid-submit-${id}`), 10);
  await page.keyboard.press("Enter");
  await expect(pinned.getByTestId(`bid-done-${id}`)).toHaveText(/^Your bid has been (placed|changed)\.$/);
  const held = (await contractsInSandbox()).find((contract) => contract.id === id);
  expect(held?.my_bid).toMatchObject({ amount: { amount: 1425 } });
});
