// A person's data (/your-data; the domain's PersonalData): a new passenger downloads what the
// operator holds (their booking in it, no token), is told why the account cannot close while a
// booking is open, closes it with their password, and is signed out for good; the sandbox keeps
// the booking record without their details. Checked with axe, at phone and desktop width.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { latestCode } from "./accounts-support.ts";
import { sandbox } from "./driver-support.ts";
import { tokenOf } from "./business-booking-support.ts";
import { places } from "./track-support.ts";
import { appReady, axeLightAndDark, baseHost, look, signIn, watchErrors } from "./support.ts";

const password = "harbour-lights-1890";

/** A new passenger, registered as the sign-up page does it (captcha, texted code, registerWeb). */
async function newPassenger(request: Parameters<typeof latestCode>[0]) {
  const unique = `${Date.now()}`.slice(-5);
  const email = `data.${unique}.${process.pid}@example.com`;
  // Ofcom's drama range (07700 900000-900999), the only one the sandbox texts.
  const number = `+447700900${700 + (Number(unique) % 200)}`;
  const challenge = await sandbox("/sandbox/captcha/challenge");
  const [, a = "0", b = "0"] = /What is (\d+) \+ (\d+)\?/.exec(String(challenge.body["question"])) ?? [];
  const solved = await sandbox("/sandbox/captcha/solve", {
    form: { challenge_id: String(challenge.body["challenge_id"]), answer: String(Number(a) + Number(b)) },
  });
  const sent = await sandbox("/customer/v2/submitTelForValidation", {
    form: {
      number,
      fromWeb: "1",
      isForSignIn: "false",
      siteKey: "sandbox",
      captchaToken: String(solved.body["captchaToken"]),
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const registered = await sandbox("/customer/v2/registerWeb", {
    form: { name: "Grace Hopper", email, number, validationCode: await latestCode(request, "book", number), password },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return { email, password };
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return readFile(await file.path(), "utf8");
}

test("a passenger downloads their data, is told why the account cannot close yet, closes it, and cannot sign in again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page, [/status of 4\d\d/]);
  const person = await newPassenger(request);
  await signIn(page, person);
  await expect(page).toHaveURL(/\/book-ride$/);
  const token = await tokenOf(page);
  const booked = await sandbox("/customer/v2/booking", {
    token,
    json: {
      outbound: {
        asap: false,
        dateTime: new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "+00:00"),
        pickup: places.aboveBar,
        destinations: [places.ocean],
        passengers: 1,
        luggage: 0,
        rideId: 1,
        name: "Grace Hopper",
        notes: '=HYPERLINK("http://x","y")',
      },
      returnEnabled: false,
      paymentMethod: "cash",
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const leg = (booked.body["bookings"] as Array<{ id: number; booking_token: string }>)[0];
  expect(leg).toBeDefined();

  // The footer leads to the page.
  await page.getByTestId("your-data-link").click();
  await expect(page).toHaveURL(/\/your-data$/);
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Your data", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What Solent Cars must keep" })).toBeVisible();
  await expect(page.getByText(/at least 12 months/)).toBeVisible();

  // JSON: their profile and their booking, and no key to it.
  const json = JSON.parse(await downloaded(page, "Download as JSON"));
  expect(json.profile.email_address).toBe(person.email);
  expect(json.bookings.map((b: { id: number }) => b.id)).toEqual([leg?.id]);
  expect(JSON.stringify(json)).not.toContain(leg?.booking_token);
  await expect(page.getByTestId("download-status")).toContainText(
    /Downloaded solent-cars-ltd-your-data-\d{4}-\d{2}-\d{2}\.json/,
  );
  // CSV: a line a fact; the notes typed as a formula stay text.
  const csv = await downloaded(page, "Download as CSV (for a spreadsheet)");
  expect(csv).toContain(`booking,${leg?.id},pickup,"112 Above Bar Street, Southampton SO14 7DU"`);
  expect(csv).toContain(`booking,${leg?.id},notes,"'=HYPERLINK(""http://x"",""y"")"`);

  await look(page, "your-data-desktop", { fullPage: true });
  expect(await axeLightAndDark(page)).toEqual([]);

  // Closing: the password first, then the open booking says why not yet. Nothing is lost.
  const close = page.getByRole("button", { name: "Close my account" });
  await close.click();
  await expect(page.getByTestId("close-account-error")).toContainText("Enter your password to close your account.");
  await page.getByLabel("Your password").fill("not-my-password");
  await close.click();
  await expect(page.getByTestId("close-account-error")).toContainText("Invalid Password.");
  await page.getByLabel("Your password").fill(person.password);
  await close.click();
  await expect(page.getByTestId("close-account-error")).toContainText(
    "You have bookings that are still to happen or under way.",
  );
  await expect(page.getByLabel("Your password")).toHaveValue(person.password);

  const cancelled = await sandbox("/customer/v2/checkout/cancelBookingPair", {
    token,
    form: { booking_token: leg?.booking_token ?? "" },
  });
  expect(cancelled.status).toBe(200);
  await close.click();
  await expect(page).toHaveURL(/\/account-closed\?until=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { name: "Your account is closed" })).toBeVisible();
  await expect(
    page.getByText(/kept, without your name, phone number or e-mail address, until \d{2}-\w{3}-\d{4}/),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByTestId("your-data-link")).toHaveCount(0);
  expect(await axeLightAndDark(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, "account-closed-phone", { fullPage: true });

  // The sandbox: the old token is refused, sign-in finds no one, the record stays without them.
  expect((await sandbox("/customer/v2/checkToken", { method: "POST", token })).status).toBe(401);
  await signIn(page, person);
  await expect(page.getByTestId("sign-in-error")).toContainText("Email or Password is incorrect.");
  // The links sent before open nothing; dispatch keeps the record, without the person.
  const link = await sandbox(`/customer/v2/getBooking?booking_token=${leg?.booking_token ?? ""}`);
  expect(link.body["error"]).toBe("invalid_booking");
  const record = await sandbox(`/sandbox/dispatcher/booking?id=${leg?.id ?? 0}`);
  const kept = record.body["booking"] as Record<string, unknown>;
  expect(kept["status"]).toBe("cancelled");
  expect(kept["passenger_name"]).toBe("Closed account");
  expect(kept).not.toHaveProperty("notes");
  expect(kept).not.toHaveProperty("booking_token");
  errors.expectNone();
});

test("the page at phone width: every part on screen, the buttons full size", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { email: "passenger@example.com", password: "cabline-sandbox" });
  await expect(page).toHaveURL(/\/book-ride$/);
  await page.goto(`${baseHost("book")}/your-data`);
  await appReady(page);
  await expect(page.getByRole("button", { name: "Download as JSON" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  for (const name of ["Download as JSON", "Download as CSV (for a spreadsheet)", "Close my account"]) {
    const box = await page.getByRole("button", { name }).boundingBox();
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(24);
  }
  await look(page, "your-data-phone", { fullPage: true });

  // The closing page shows a date only when its address holds a real one.
  await page.goto(`${baseHost("book")}/account-closed?until=2027-02-30`);
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Your account is closed" })).toBeVisible();
  await expect(page.getByText(/kept, without your name/)).toHaveCount(0);
  await page.goto(`${baseHost("book")}/account-closed?until=2027-11-29`);
  await expect(page.getByText(/until 29-Nov-2027, and deleted after that/)).toBeVisible();
});
