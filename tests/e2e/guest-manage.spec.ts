// A guest manages their booking from its private link, /manage/{token} (spec §2 token routes; §7
// getBooking, sendReceipt, updateBooking, checkout, getCancelBookingInfo, cancelBookingPair): a
// guest who is not signed in books a card ride on /book-ride and pays with 4242 4242 4242 4242,
// opens the manage link from the tracking page, e-mails the receipt (the sandbox's outbox has
// it), changes the drop-off to a dearer one and pays the difference, changes it back (the
// difference goes back to the card), cancels with the fee shown first and is told what goes back
// to the card, and the sandbox holds the booking cancelled. The
// share link of the same booking manages nothing. axe finds nothing serious at 390 and 1280 px;
// screenshots go to $E2E_SCREENSHOTS/manage-*.png.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, axeLightAndDark, baseHost, choosePlace, look, watchErrors } from "./support.ts";
import { book, bookingByToken, call, linkAfter, login, outboxMessage } from "./track-support.ts";

const unique = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** axe at phone and desktop width, with a screenshot of each for a person to look at. */
async function checkAtBothWidths(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Measure resting colours: a pointer left over a button measures its hover shade.
    await page.mouse.move(0, 0);
    found.push(...(await axe(page)).map((v) => `${width}px ${v}`));
    await look(page, `manage-${name}-${width}`, { fullPage: true });
  }
  return found;
}

/** A guest's card ride, Ocean Village to Southampton Central, paid with a card that needs no 3-D Secure. */
async function guestBooksByCard(page: Page, email: string): Promise<string> {
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await choosePlace(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await page.getByLabel("Full name").fill("Grace Guest");
  await page.getByLabel("Mobile number").fill("07700 900123");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("price-total")).toContainText("£");
  await page.getByRole("radio", { name: "Card", exact: true }).check({ force: true });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code").fill("123");
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });
  const href = await page.getByTestId("track-outbound").getAttribute("href");
  return decodeURIComponent(href?.replace(/^\/t\//, "") ?? "");
}

test.use({ viewport: { width: 390, height: 900 } });

test("a guest manages a paid card booking from its link: receipt, change, pay the difference, cancel", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const email = unique("guest-manage");
  const token = await guestBooksByCard(page, email);
  expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  const booked = await bookingByToken(token);
  expect(booked.booking.payment_status).toBe("paid");
  expect(booked.amount_due).toMatchObject({ amount: 0 });

  // The tracking page links the passenger's own booking to its manage page.
  await page.goto(`${baseHost("book")}/t/${token}`);
  await appReady(page);
  await page.getByRole("link", { name: "Manage this booking (change, cancel, receipt)" }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${token}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Manage your booking" })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(`Booking ${booked.booking.pair_id}`);
  // The confirmation, sent once the card was paid, says so and carries the manage link: open it.
  const confirmation = await outboxMessage(email, /Paid: £/);
  expect(confirmation.body).not.toContain("/pay/");
  await page.goto(linkAfter(confirmation.body, "Manage your booking (change, cancel, receipt):"));
  await appReady(page);
  await expect(page).toHaveURL(new RegExp(`/manage/${token}$`));
  await expect(page.getByTestId("trip-leg-outbound")).toContainText("Ocean Village Marina");
  await expect(page.getByTestId("trip-leg-outbound")).toContainText("Southampton Central");
  await expect(page.getByTestId("receipt")).toBeVisible();
  // Paid in full: nothing to pay.
  await expect(page.getByTestId("amount-due")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Track this ride" })).toHaveAttribute("href", `/t/${token}`);
  expect(await checkAtBothWidths(page, "booking")).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await axeLightAndDark(page)).toEqual([]);

  // The receipt goes to the booking's own address; the server says where.
  await page.getByRole("button", { name: "E-mail my receipt" }).click();
  await expect(page.getByTestId("receipt-sent")).toHaveText(`Receipt sent to ${email}.`);
  const receipt = await outboxMessage(email, /^Receipt from/);
  expect(receipt.body).toContain(`${booked.booking.id}`);

  // Change the trip: the next day, to the airport (further, so dearer).
  await page.getByTestId("change-open").click();
  const form = page.getByTestId("change-outbound");
  await expect(form).toBeVisible();
  await form.getByTestId("change-save").click();
  await expect(form.getByTestId("change-unchanged")).toBeVisible();
  const date = page.getByLabel("Pickup date");
  const today = await date.inputValue();
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await date.fill(tomorrow);
  await page.getByLabel("Search for a new drop-off").fill("Southampton Airport");
  await page.getByLabel("Search for a new drop-off").press("Enter");
  await page.getByRole("radio", { name: /Southampton Airport \(SOU\)/ }).check();
  expect(await checkAtBothWidths(page, "change")).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  // The booking token alone is the credential: no sign-in.
  await form.getByTestId("change-save").click();
  await expect(page.getByTestId("changed")).toContainText("Your trip is changed.");
  await expect(page.getByTestId("trip-leg-outbound")).toContainText("Southampton Airport (SOU)");
  const changed = await bookingByToken(token);
  expect(changed.booking.destinations[0].description).toMatch(/^Southampton Airport \(SOU\)/);
  expect(changed.amount_due.amount).toBeGreaterThan(0);
  // The dearer change leaves the difference to pay, and the pay page charges that alone.
  await expect(page.getByTestId("amount-due-title")).toHaveText(`${pounds(changed.amount_due.amount)} to pay`);
  expect(await checkAtBothWidths(page, "to-pay")).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole("link", { name: `Pay ${pounds(changed.amount_due.amount)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${token}$`));
  await expect(page.getByTestId("pay-amount")).toContainText(pounds(changed.amount_due.amount));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("Security code").fill("123");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("pay-paid")).toContainText(pounds(changed.amount_due.amount));
  const paid = await bookingByToken(token);
  expect(paid.amount_due).toMatchObject({ amount: 0 });
  expect(paid.booking.payment_status).toBe("paid");
  await page.goto(`${baseHost("book")}/manage/${token}`);
  await appReady(page);
  await expect(page.getByTestId("amount-due")).toHaveCount(0);

  // A cheaper change of the paid booking (back to the station) gives the difference back.
  await page.getByTestId("change-open").click();
  await page.getByLabel("Search for a new drop-off").fill("Southampton Central");
  await page.getByTestId("change-drop-find").click();
  await page.getByRole("radio", { name: /^Southampton Central station/ }).check();
  await page.getByTestId("change-outbound").getByTestId("change-save").click();
  await expect(page.getByTestId("changed")).toContainText("Your trip is changed.");
  const back = await bookingByToken(token);
  expect(back.amount_due.amount).toBe(0);
  const refunded = back.balance.refunded.amount - paid.balance.refunded.amount;
  expect(refunded).toBeGreaterThan(0);
  await expect(page.getByTestId("refund")).toHaveText(`${pounds(refunded)} will go back to your card.`);
  await expect(page.getByTestId("trip-leg-outbound")).toContainText("Southampton Central station");
  await expect(page.getByTestId("amount-due")).toHaveCount(0);

  // Cancel: the fee first, then what it cost and what goes back to the card (what the sandbox
  // says cancelling now costs and gives back).
  const preview = (await call("GET", `/customer/v2/getCancelBookingInfo?booking_token=${encodeURIComponent(token)}`))
    .body as { fee: { amount: number }; refund?: { amount: number } };
  expect(preview.fee.amount).toBe(0);
  // What is still held goes back.
  const refund = preview.refund?.amount ?? 0;
  expect(refund).toBeGreaterThan(0);
  await page.getByTestId("cancel-booking").click();
  await expect(page.getByTestId("cancel-dialog")).toBeVisible();
  await expect(page.getByTestId("cancel-fee")).toHaveText("Cancelling now is free.");
  await expect(page.getByTestId("cancel-refund")).toHaveText(`${pounds(refund)} will go back to your card.`);
  await page.mouse.move(0, 0);
  expect(await axe(page)).toEqual([]);
  await look(page, "manage-cancel-390", { fullPage: true });
  await page.getByTestId("cancel-confirm").click();
  await expect(page.getByTestId("cancelled")).toContainText("Cancellation fee: £0.00");
  await expect(page.getByTestId("refund")).toHaveText(`${pounds(refund)} will go back to your card.`);
  await expect(page.getByTestId("trip-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("cancel-booking")).toHaveCount(0);
  await expect(page.getByTestId("change-trip")).toHaveCount(0);
  expect(await checkAtBothWidths(page, "cancelled")).toEqual([]);

  // The passenger is told the fee and the refund; the sandbox holds it cancelled, its money given back.
  const told = await outboxMessage(email, /is cancelled/);
  expect(told.body).toContain("Cancellation fee: £0.00.");
  expect(told.body).toContain(`Refund: ${pounds(refund)} to your card.`);
  const after = await bookingByToken(token);
  expect(after.booking.status).toBe("cancelled");
  expect(after.booking.payment_status).toBe("refunded");
  expect(after.amount_due).toMatchObject({ amount: 0 });
  errors.expectNone();
});

test("the share link of a booking manages nothing, on its own page or on the manage page", async ({ page }) => {
  test.setTimeout(60_000);
  const email = unique("guest-share");
  const token = await guestBooksByCard(page, email);
  const shareToken = (await bookingByToken(token)).booking.share_token as string;
  expect(shareToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);

  await page.goto(`${baseHost("book")}/share/${shareToken}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Shared journey" })).toBeVisible();
  await expect(page.getByTestId("cancel-booking")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /cancel/i })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Manage this booking/ })).toHaveCount(0);

  // The share token on the manage page: only the read-only message and the shared journey.
  await page.goto(`${baseHost("book")}/manage/${shareToken}`);
  await appReady(page);
  await expect(page.getByTestId("manage-read-only")).toContainText("This link can only follow the ride");
  await expect(page.getByTestId("cancel-booking")).toHaveCount(0);
  await expect(page.getByTestId("send-receipt")).toHaveCount(0);
  await expect(page.getByTestId("change-trip")).toHaveCount(0);
  await expect(page.getByTestId("manage-follow-shared")).toHaveAttribute("href", `/share/${shareToken}`);
  expect(await checkAtBothWidths(page, "read-only")).toEqual([]);
  // The tracking page read with the share token offers no manage link either.
  await page.goto(`${baseHost("book")}/t/${shareToken}`);
  await appReady(page);
  await expect(page.getByTestId("manage-link")).toHaveCount(0);

  // A made-up token is refused as §8 says.
  await page.goto(`${baseHost("book")}/manage/AAAAAAAAAAAAAAAAAAAAAAAA`);
  await appReady(page);
  await expect(page.getByTestId("booking-error")).toHaveText("Invalid booking Token.");
  expect((await bookingByToken(token)).booking.status).not.toBe("cancelled");
});

// The sandbox refuses a second checkout with payment_in_progress and names the waiting payment
// (BookingLedger: one payment in flight); the pay page resumes it.
test("a payment left waiting for the bank is resumed on the pay page, not started again", async ({ page }) => {
  test.setTimeout(60_000);
  const booked = await book(await login(), { email: unique("resume"), paymentMethod: "card" });
  const token = booked.bookings[0]?.booking_token ?? "";
  const due = (await bookingByToken(token)).amount_due.amount as number;
  expect(due).toBeGreaterThan(0);

  // A card that asks for 3-D Secure every time; the passenger leaves during the bank's step.
  const payWith = async (number: string) => {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
    await page.getByLabel("Security code").fill("123");
    await page.getByTestId("pay-submit").click();
  };
  await page.goto(`${baseHost("book")}/pay/${token}`);
  await appReady(page);
  await expect(page.getByTestId("pay-amount")).toContainText(pounds(due));
  await payWith("4000 0027 6000 3184");
  await expect(page.getByTestId("three-d-secure")).toBeVisible();
  await page.goto(`${baseHost("book")}/pay/${token}`);
  await appReady(page);
  expect((await bookingByToken(token)).booking.payment_status).toBe("requires_action");

  // Paying again resumes the waiting payment: the bank's step for the same amount, then paid once.
  await payWith("4242 4242 4242 4242");
  await expect(page.getByTestId("three-d-secure")).toBeVisible();
  await expect(page.getByTestId("three-d-secure")).toContainText(`Payment of ${pounds(due)}`);
  await page.getByTestId("three-d-secure-approve").click();
  await expect(page.getByTestId("pay-paid")).toContainText(pounds(due));
  const paid = await bookingByToken(token);
  expect(paid.booking.payment_status).toBe("paid");
  expect(paid.balance.paid.amount).toBe(due);
});

test("a guest who lost the link finds the booking from the sign-in page; the link goes only to the booking's address", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const email = unique("lost-link");
  const booked = await book(await login(), { email, paymentMethod: "cash" });
  const token = booked.bookings[0]?.booking_token ?? "";
  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  await page.getByRole("link", { name: "Find your booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find your booking" })).toBeVisible();
  // Nothing typed: the field says what it needs.
  await page.getByTestId("find-booking-submit").click();
  await expect(page.getByTestId("find-booking-error")).toContainText("Enter the e-mail address or mobile number");
  expect(await checkAtBothWidths(page, "find")).toEqual([]);
  await page.getByLabel("E-mail address or mobile number").fill(email.toUpperCase());
  await page.getByTestId("find-booking-submit").click();
  await expect(page.getByTestId("find-booking-sent")).toHaveText(
    "If a booking was made with these details, its link is on its way there.",
  );
  const mail = await outboxMessage(email, /here is the link to manage booking/);
  const link = linkAfter(mail.body, "Manage your booking (change, cancel, receipt):");
  expect(link).toBe(`${baseHost("book")}/manage/${token}`);
  // An address that booked nothing gets the same answer, and no message.
  await page.getByRole("button", { name: "Ask again" }).click();
  await page.getByLabel("E-mail address or mobile number").fill(unique("nobody"));
  await page.getByTestId("find-booking-submit").click();
  await expect(page.getByTestId("find-booking-sent")).toBeVisible();
  await page.goto(link);
  await appReady(page);
  await expect(page.getByTestId("booking-reference")).toHaveText(`Booking ${booked.pair_id}`);
  errors.expectNone();
});
