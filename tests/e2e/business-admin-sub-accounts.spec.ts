// /sub-accounts (spec §2, §6 sub_accounts_user): the account's administrator invites a person (the
// e-mail in the sandbox outbox links to /invitation/{token}; accepting it is checked through the API,
// the acceptance screen having its own journey in accounts-business.spec.ts), resends, and removes a
// member; a plain member sees their own entry, no admin action, and the server refuses a forged one.
// Each journey reads the sandbox's state to prove what happened.
import { expect, test, type Page } from "@playwright/test";
import { anonymousApi, apiAs, businessIdOf, chooseAccount, outbox } from "./business-admin-support.ts";
import { appReady, axeResults, baseHost, look, people, signIn, watchErrors } from "./support.ts";

const solent = /Solent Marine/;
type Member = { name: string; email_address: string; status: string; business_user_id: number | null };

async function openSubAccounts(page: Page, who: { email: string; password: string }, account = solent) {
  await signIn(page, who);
  await appReady(page);
  await chooseAccount(page, account);
  await page.goto(`${baseHost("book")}/sub-accounts`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sub-accounts" })).toBeVisible();
}

async function membersOf(email: string, account = solent): Promise<ReadonlyArray<Member>> {
  const api = await apiAs(email);
  const businessId = await businessIdOf(api, account);
  const { status, body } = await api.get(`/business/subAccounts?business_id=${businessId}`);
  expect(status).toBe(200);
  return body.sub_accounts as ReadonlyArray<Member>;
}

test("the administrator invites a person; the e-mailed link is accepted and they become active", async ({ page }) => {
  // The refused invitation below is an answer of 400, which the browser logs.
  const errors = watchErrors(page, [/status of 400 \(Bad Request\)/]);
  await openSubAccounts(page, people.booker);
  // As many as the server lists (other journeys in the run may have added members already).
  await expect(page.getByTestId("member")).toHaveCount((await membersOf(people.booker.email)).length);
  // What a member closing their account does to the company's trips (the domain's PersonalData).
  await expect(page.getByTestId("member-closure")).toContainText(
    'stay in the company\'s trips and invoices, with "Closed account" instead of their name',
  );

  // The form keeps what was typed and names the problem next to the field.
  await page.getByTestId("invite-submit").click();
  await expect(page.getByTestId("invite-error")).toBeFocused();
  await expect(page.getByTestId("invite-error")).toContainText("Please enter a name.");
  await page.getByLabel("Full name").fill("Nia Roberts");
  await page.getByLabel("E-mail address").fill("priya.shah@example.com");
  await page.getByTestId("invite-submit").click();
  await expect(page.getByTestId("invite-error")).toContainText("Email has already been registered.");
  await expect(page.getByLabel("Full name")).toHaveValue("Nia Roberts");

  await page.getByLabel("E-mail address").fill("nia.roberts@example.com");
  await page.getByLabel("Phone number (optional)").fill("07700 900777");
  await page.getByTestId("invite-submit").click();
  await expect(page.getByTestId("sub-accounts-notice")).toHaveText("Invitation sent to nia.roberts@example.com.");
  const nia = page.locator('[data-testid="member"][data-email="nia.roberts@example.com"]');
  await expect(nia.getByTestId("member-status")).toHaveText("Invited");

  // The sandbox holds the invitation and e-mailed a link to /invitation/{token}.
  expect(
    (await membersOf(people.booker.email)).find((m) => m.email_address === "nia.roberts@example.com"),
  ).toMatchObject({
    status: "invited",
  });
  const [mail] = await outbox("nia.roberts@example.com");
  const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? "")?.[1];
  expect(token, mail?.body).toBeDefined();

  // Accepting (the /invitation screen's call) makes Nia an active member who can sign in.
  const accepted = await (
    await anonymousApi()
  ).post("/business/invitation/accept", {
    form: { token: token ?? "", name: "Nia Roberts", number: "07700900777", password: "nia-sandbox-1" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.reload();
  await appReady(page);
  await expect(nia.getByTestId("member-status")).toHaveText("Active");
  // The new member books a trip on the company's account.
  const nias = await apiAs("nia.roberts@example.com", "nia-sandbox-1");
  const businessId = await businessIdOf(nias, solent);
  const place = async (address: string) => {
    const { body } = await nias.get(`/maps/api/geocode/json?address=${encodeURIComponent(address)}`);
    const [first] = body.results as ReadonlyArray<{
      formatted_address: string;
      place_id: string;
      geometry: { location: { lat: number; lng: number } };
    }>;
    return { address: first?.formatted_address, id: first?.place_id, ...first?.geometry.location };
  };
  const trip = {
    row: 2,
    row_key: "nia-first-trip:2",
    pickup_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    pickup_location: await place("Above Bar Street"),
    destinations: [await place("Southampton Airport")],
    passengers: 1,
    po_number: "PO-NIA-1",
    payment_method: "account",
  };
  const booked = await nias.postJson(
    "/business/trips/bulkImport",
    { business_id: businessId, rows: [trip] },
    { "Idempotency-Key": "nia-first-trip-1" },
  );
  expect(booked.body.summary, JSON.stringify(booked.body)).toMatchObject({ booked: 1 });
  errors.expectNone();
});

test("the administrator resends an invitation and removes a member", async ({ page }) => {
  await openSubAccounts(page, people.booker);
  const tom = page.locator('[data-testid="member"][data-email="tom.hughes@example.com"]');
  await tom.getByTestId("member-resend").click();
  await expect(page.getByTestId("sub-accounts-notice")).toContainText(
    "A new invitation was sent to tom.hughes@example.com",
  );
  const mails = await outbox("tom.hughes@example.com");
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toMatch(/\/invitation\/[A-Za-z0-9_-]{20,}/);
  await expect(tom.getByTestId("member-status")).toHaveText("Invited");
  // The card stays, and so do its actions: the resend is over, not still spinning.
  await expect(tom.getByTestId("member-resend")).toBeEnabled();
  await expect(tom.getByTestId("member-remove")).toBeEnabled();

  const owen = page.locator('[data-testid="member"][data-email="owen.marsh@example.com"]');
  await owen.getByTestId("member-remove").click();
  await expect(owen.getByText("Remove Owen Marsh from this account?")).toBeFocused();
  await owen.getByTestId("member-confirm-remove").click();
  await expect(page.getByTestId("sub-accounts-notice")).toHaveText("Owen Marsh no longer has access to this account.");
  await expect(owen).toHaveCount(0);
  const members = await membersOf(people.booker.email);
  expect(members.map((m) => m.email_address)).not.toContain("owen.marsh@example.com");
  expect(members.filter((m) => m.email_address === "tom.hughes@example.com")).toHaveLength(1);
});

test("a plain member sees their own entry and no admin action; the server refuses a forged one", async ({ page }) => {
  const priya = { email: "priya.shah@example.com", password: people.booker.password };
  await openSubAccounts(page, priya);
  await expect(page.getByTestId("member")).toHaveCount(1);
  await expect(page.getByTestId("member")).toHaveAttribute("data-email", priya.email);
  await expect(page.getByTestId("invite-form")).toHaveCount(0);
  await expect(page.getByTestId("member-remove")).toHaveCount(0);
  await expect(page.getByTestId("member-resend")).toHaveCount(0);
  await expect(page.getByTestId("member-closure")).toHaveCount(0);

  const api = await apiAs(priya.email);
  const businessId = await businessIdOf(api, solent);
  const invite = await api.post("/business/subAccounts/invite", {
    business_id: businessId,
    name: "Mallory",
    email: "mallory@example.com",
  });
  expect(invite).toMatchObject({ status: 400, body: { error: "not_business_user" } });
  const remove = await api.post("/business/subAccounts/remove", {
    business_id: businessId,
    email: "tom.hughes@example.com",
  });
  expect(remove).toMatchObject({ status: 400, body: { error: "not_business_user" } });
  expect(await outbox("mallory@example.com")).toHaveLength(0);
});

test("sub-accounts is accessible and looks right on a phone and a desktop", async ({ page }) => {
  await openSubAccounts(page, people.booker);
  await expect(page.getByTestId("member").first()).toBeVisible();
  const result = await axeResults(page);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `manage-sub-accounts-${width}`, { fullPage: true });
  }
});
