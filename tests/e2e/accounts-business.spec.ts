// Business accounts: open a business account and sign in to its home; an invitation
// e-mailed by the account's administrator is opened from the outbox, shows the company, and the
// invited person sets their details and lands signed in on the business home. The sandbox's own
// state (outbox, the account's members) proves each step.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { outbox, sandboxOrigin } from "./accounts-support.ts";
import { chooseAddress } from "./business-booking-support.ts";
import { appReady, axeLightAndDark, baseHost, people, watchErrors, look } from "./support.ts";

const tenantHeader = { "X-TENANT-ID": "BOOK" };

async function apiSignIn(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post(`${sandboxOrigin}/customer/v2/doLoginWeb`, {
    headers: tenantHeader,
    form: { email: who.email, password: who.password },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

test("open a business account, then sign in to its home", async ({ page, request }) => {
  const errors = watchErrors(page, [/status of 4\d\d/]);
  const email = `ops.${Date.now()}@harbourfreight.example`;
  await page.goto(`${baseHost("book")}/business-signup`);
  await appReady(page);
  await page.getByTestId("business-signup-submit").click();
  const summary = page.getByTestId("business-signup-error");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Enter your company name");

  await page.getByLabel("Company name").fill("Harbour Freight Ltd");
  await page.getByText("Every booking needs a purchase order").click();
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Work e-mail address").fill(email);
  await page.getByLabel("Mobile number").fill("07700 900771");
  await page.getByLabel("Password", { exact: true }).fill("cobol-1959!");
  await page.getByLabel("Confirm password").fill("cobol-1959!");
  await page.getByText("I accept the business terms").click();
  await page.getByTestId("business-signup-submit").click();
  await expect(page.getByTestId("business-signup-done")).toContainText("Please sign in.");
  expect(await axeLightAndDark(page)).toEqual([]);
  expect((await outbox(request, "book", email)).map((m) => m.subject)).toContain(
    "Harbour Freight Ltd is ready to book with Solent Cars",
  );

  await page.getByRole("link", { name: "Sign in" }).last().click();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await page.getByLabel("Password").fill("cobol-1959!");
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await expect(page.getByTestId("account-switcher").locator("option:checked")).toHaveText("Harbour Freight Ltd");
  errors.expectNone();
});

test("an invitation e-mailed by the administrator is accepted and lands on the business home", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page, [/status of 4\d\d/]);
  const admin = await apiSignIn(request, people.booker);
  const auth = { ...tenantHeader, Authorization: `Bearer ${admin}` };
  const email = `nina.${Date.now()}@example.com`;
  const invited = await request.post(`${sandboxOrigin}/business/subAccounts/invite`, {
    headers: auth,
    form: { business_id: "501", name: "Nina Patel", email },
  });
  expect(invited.ok()).toBe(true);

  let link = "";
  await expect
    .poll(async () => {
      link = (await outbox(request, "book", email))[0]?.body.match(/https?:\/\/\S+\/invitation\/\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const path = new URL(link).pathname;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseHost("book")}${path}`);
  await appReady(page);
  await expect(page.getByTestId("invitation-company")).toHaveText("Join Solent Marine Logistics");
  await expect(page.getByText("Daniel Okafor has invited you")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Nina Patel");
  await look(page, "accounts-invitation-390", { fullPage: true });
  // The invitation form itself (a sweep of fresh pages only ever sees a made-up token's failure).
  expect(await axeLightAndDark(page)).toEqual([]);

  await page.getByLabel("Mobile number").fill("07700 900772");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByTestId("invitation-accept").click();
  await expect(page.getByTestId("invitation-error")).toContainText("Your password must be at least 8 characters");
  expect(await axeLightAndDark(page)).toEqual([]);
  await page.getByLabel("Password", { exact: true }).fill("ferry-timetable");
  await page.getByLabel("Confirm password").fill("ferry-timetable");
  await page.getByTestId("invitation-accept").click();

  await expect(page).toHaveURL(/\/business\/book-ride$/);
  await page.getByTestId("menu-button").click();
  await expect(page.getByTestId("account-switcher-menu").locator("option:checked")).toHaveText(
    "Solent Marine Logistics",
  );
  await expect(page.getByTestId("phone-menu").getByTestId("nav-businessBook")).toHaveAttribute("aria-current", "page");

  // The administrator now sees Nina as an active member.
  const members = await request.get(`${sandboxOrigin}/business/subAccounts?business_id=501`, { headers: auth });
  const list = (await members.json()) as { sub_accounts: Array<{ email_address: string; status: string }> };
  expect(list.sub_accounts.find((m) => m.email_address === email)?.status).toBe("active");

  // Nina books on the company account at once, with its PO number (the account requires one).
  await page.goto(`${baseHost("book")}/business/book-ride`);
  await appReady(page);
  await page.getByLabel("Full name").fill("Nina Patel");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("07700900772");
  await chooseAddress(page, "Pickup address", "112 Above Bar", /112 Above Bar Street/);
  await chooseAddress(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await page.getByLabel("PO number").fill("PO-NINA-1");
  await page.getByTestId("biz-continue").click();
  await expect(page).toHaveURL(/\/business\/summary$/);
  await expect(page.getByTestId("biz-book")).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId("biz-book").click();
  await expect(page.getByTestId("biz-confirmation")).toBeVisible({ timeout: 15_000 });
  const track = (await page.getByRole("link", { name: "Track the outbound ride" }).getAttribute("href")) ?? "";
  const stored = await request.get(
    `${sandboxOrigin}/customer/v2/getBooking?booking_token=${track.replace(/^\/t\//, "")}`,
    { headers: tenantHeader },
  );
  const leg = (
    (await stored.json()) as {
      booking: { payment_method: string; your_references?: { po_number?: string } };
    }
  ).booking;
  expect(leg.payment_method).toBe("account");
  expect(leg.your_references?.po_number).toBe("PO-NINA-1");

  // The link is spent.
  await page.goto(`${baseHost("book")}${path}`);
  await appReady(page);
  await expect(page.getByTestId("invitation-failed")).toContainText("This invitation is invalid or has expired.");
  errors.expectNone();
});
