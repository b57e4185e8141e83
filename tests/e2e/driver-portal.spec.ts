// The driver portal at phone width: a driver signs in (the separate 10-minute session),
// places a bid, changes and withdraws it, and the sandbox holds each step; the session running out mid-bid returns
// to the login and the typed bid survives; a customer's token is refused on driver calls.
import * as AssistanceWords from "@cabline/domain/AssistanceWords";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { baseHost, contractsInSandbox, loginAsDriver, sandbox } from "./driver-support.ts";
import { axeResults, look, sessionCookieOf, watchErrors } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

async function axe(page: Page) {
  // Away from any button: the theme's hover shade of the brand colour is 4.48:1 (a shared issue).
  await page.mouse.move(1, 400);
  const result = await axeResults(page);
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(", ")}`);
}

/** A contract on screen the driver may bid on (the domain's rules decide which show a form). */
async function biddable(page: Page, button: RegExp, tenant = "BOOK") {
  const match = page
    .locator('[data-testid^="contract-"]')
    .filter({ has: page.getByRole("button", { name: button }) })
    .first();
  await expect(match).toBeVisible();
  const id = Number((await match.getAttribute("data-testid"))?.replace("contract-", ""));
  const contract = (await contractsInSandbox("open", tenant)).find((c) => c.id === id);
  expect(contract).toBeDefined();
  // Pinned by id: the card stops matching once its button reads "Change bid".
  return { card: page.getByTestId(`contract-${id}`), contract: contract! };
}

test("a driver signs in, bids on a contract, changes and withdraws the bid, and the sandbox holds each step", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await loginAsDriver(page);
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your driver home" })).toBeVisible();
  await expect(page.getByTestId("driver-open-count")).toContainText("open for bids");
  await expect(page.getByRole("timer")).toHaveText(/^(10:00|9:[0-5]\d)$/);
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-home-390", { fullPage: true });

  await page.getByRole("link", { name: "See contracts and bid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();
  const { card, contract } = await biddable(page, /^Place bid$/);
  expect(contract.my_bid).toBeNull();
  await expect(card.getByRole("heading", { name: contract.title })).toBeVisible();
  // The route on a map and in words: the sketch's text alternative names the same places.
  const sketch = card.getByTestId(`contract-map-${contract.id}`);
  await expect(sketch.getByRole("heading", { level: 3, name: "Route on the map" })).toBeVisible();
  await expect(sketch.getByRole("img")).toHaveAttribute("aria-label", /^Map of the contract's route\. A: .+; B: .+\.$/);
  await expect(sketch.getByTestId("map-stop-B")).toBeVisible();

  // A price that is not money is caught before anything is sent, and linked from the summary.
  await card.getByLabel("Your price per trip (£)").fill("twelve");
  await card.getByTestId(`bid-submit-${contract.id}`).click();
  await expect(card.getByTestId(`bid-error-${contract.id}`)).toContainText("Enter a price in pounds and pence");

  await card.getByLabel("Your price per trip (£)").fill("13.50");
  await expect(card.getByTestId(`bid-total-${contract.id}`)).toContainText("Over the contract that comes to £");
  await card.getByLabel("Note to the operator (optional)").fill("Based in Shirley; DBS renewed 2026.");
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-bids-390", { fullPage: true });
  await card.getByTestId(`bid-submit-${contract.id}`).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been placed.");
  await expect(card.getByTestId(`my-bid-${contract.id}`)).toContainText("£13.50");

  let held = (await contractsInSandbox()).find((c) => c.id === contract.id);
  expect(held?.my_bid).toMatchObject({
    amount: { amount: 1350 },
    status: "submitted",
    note: "Based in Shirley; DBS renewed 2026.",
  });

  // One bid per contract: sending again changes it.
  await card.getByLabel("Your price per trip (£)").fill("12.75");
  await card.getByRole("button", { name: "Change bid" }).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been changed.");
  held = (await contractsInSandbox()).find((c) => c.id === contract.id);
  expect(held?.my_bid).toMatchObject({ amount: { amount: 1275 }, status: "submitted" });

  // Withdrawn after a second question (the safe answer has focus), then placed again.
  await card.getByRole("button", { name: "Withdraw bid" }).click();
  await expect(card.getByRole("button", { name: "Keep my bid" })).toBeFocused();
  await expect(card.getByRole("group", { name: "Withdraw bid" })).toContainText("Withdraw your bid of £12.75 a trip?");
  await look(card.getByRole("group", { name: "Withdraw bid" }), "driver-withdraw-390");
  await card.getByRole("button", { name: "Yes, withdraw it" }).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been withdrawn.");
  await expect(card.getByTestId(`my-bid-${contract.id}`)).toContainText("Withdrawn");
  held = (await contractsInSandbox()).find((c) => c.id === contract.id);
  expect(held?.my_bid).toMatchObject({ status: "withdrawn" });
  await card.getByRole("button", { name: "Place bid" }).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been placed.");
  held = (await contractsInSandbox()).find((c) => c.id === contract.id);
  expect(held?.my_bid).toMatchObject({ amount: { amount: 1275 }, status: "submitted" });

  await page.getByRole("navigation", { name: "Driver portal" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("region", { name: "Your bids" })).toContainText(contract.title);
  await expect(page.getByRole("region", { name: "Your bids" })).toContainText("£12.75");
  await page.setViewportSize({ width: 1280, height: 900 });
  await look(page, "driver-home-1280", { fullPage: true });
  await page.getByRole("navigation", { name: "Driver portal" }).getByRole("link", { name: "Contracts" }).click();
  await expect(page.getByTestId(`my-bid-${contract.id}`)).toContainText("£12.75");
  await look(page, "driver-bids-1280", { fullPage: true });
  errors.expectNone();
});

/** The number in "N trips" / "N bids so far" on a card. */
const countIn = async (locator: Locator) => Number(/^(\d+) /.exec((await locator.textContent()) ?? "")?.[1] ?? NaN);

test("every contract card counts its trips once: the schedule's count, the bid total's and the sandbox's; a withdrawn bid stops counting at once; the header has no customer sign-in", async ({
  page,
}) => {
  // On pdc, which no other journey here bids on.
  const errors = watchErrors(page);
  await loginAsDriver(page, "/driver/login?redirect=%2Fdriver%2Fbids", "pdc");
  await expect(page).toHaveURL(/\/driver\/bids$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();
  const held = await contractsInSandbox("open", "PDC");
  const cards = page.locator('[data-testid^="contract-"]').filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(cards).toHaveCount(held.length);

  // A driver is signed in: the header carries no customer Sign in, Sign out or menu; the portal's
  // own navigation has the driver's Sign out.
  const header = page.getByRole("banner");
  const noCustomerAccount = async () => {
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(header.getByRole("button", { name: /^(Sign out|Menu)/ })).toHaveCount(0);
    await expect(header.getByTestId("tenant-logo")).toBeVisible();
    await expect(header.getByTestId("mode-toggle")).toBeVisible();
  };
  await noCustomerAccount();
  const portalNav = page.getByRole("navigation", { name: "Driver portal" });
  await expect(portalNav.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Every card on screen: the schedule's "N trips" is the sandbox's count, and a price typed
  // (or the driver's bid already there) comes to price x N "for N trips".
  let totals = 0;
  for (const contract of held) {
    const card = page.getByTestId(`contract-${contract.id}`);
    // What the passengers need of the driver, read before bidding, in the booking's words.
    const needs = card.getByTestId(`contract-assistance-${contract.id}`);
    const said = AssistanceWords.text(contract.assistance);
    if (said === undefined) await expect(needs).toHaveCount(0);
    else await expect(needs).toHaveText(said);
    const trips = await countIn(card.getByTestId(`contract-trips-${contract.id}`));
    expect(trips, contract.title).toBe(contract.trips_total);
    await expect(card.getByTestId(`contract-bids-${contract.id}`)).toHaveText(
      contract.bids_count === 1 ? "1 bid so far" : `${contract.bids_count} bids so far`,
    );
    const price = card.getByLabel("Your price per trip (£)");
    if ((await price.count()) === 0) continue;
    await price.fill("10.00");
    const total = card.getByTestId(`bid-total-${contract.id}`);
    await expect(total).toHaveText(/^Over the contract that comes to £[\d,]+\.00 for \d+ trips?\.$/);
    const [, pounds, over] = /£([\d,]+)\.00 for (\d+) trip/.exec((await total.textContent()) ?? "") ?? [];
    expect(Number(over), contract.title).toBe(trips);
    expect(Number(pounds?.replaceAll(",", "")), contract.title).toBe(10 * trips);
    totals += 1;
  }
  expect(totals).toBeGreaterThanOrEqual(2);
  expect(held.some((contract) => AssistanceWords.text(contract.assistance) !== undefined)).toBe(true);
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-counts-390", { fullPage: true });

  // A bid counts at once, and a withdrawn one stops counting at once and in the sandbox.
  const { card, contract } = await biddable(page, /^Place bid$/, "PDC");
  const bids = card.getByTestId(`contract-bids-${contract.id}`);
  const before = await countIn(bids);
  await card.getByLabel("Your price per trip (£)").fill("12.00");
  await card.getByTestId(`bid-submit-${contract.id}`).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been placed.");
  await expect(bids).toHaveText(before + 1 === 1 ? "1 bid so far" : `${before + 1} bids so far`);
  await card.getByRole("button", { name: "Withdraw bid" }).click();
  await card.getByRole("button", { name: "Yes, withdraw it" }).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been withdrawn.");
  await expect(bids).toHaveText(before === 1 ? "1 bid so far" : `${before} bids so far`);
  expect((await contractsInSandbox("open", "PDC")).find((c) => c.id === contract.id)?.bids_count).toBe(before);
  await page.reload();
  await expect(page.getByTestId(`contract-bids-${contract.id}`)).toHaveText(
    before === 1 ? "1 bid so far" : `${before} bids so far`,
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await noCustomerAccount();
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-counts-1280", { fullPage: true });

  // Signed out of the portal, its login still has no customer sign-in; the customer's pages keep theirs.
  await portalNav.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/driver\/login$/);
  await noCustomerAccount();
  await look(page, "driver-login-header-1280");
  await page.goto(`${baseHost("pdc")}/book-ride`);
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  errors.expectNone();
});

test("the operator shortlists the driver's bid and then awards it: the driver sees Shortlisted, may still change it, then Won", async ({
  page,
}) => {
  // On gdt, so awarding a contract leaves book's open contracts to the other journeys.
  const errors = watchErrors(page);
  await loginAsDriver(page, "/driver/login?redirect=%2Fdriver%2Fbids", "gdt");
  await expect(page).toHaveURL(/\/driver\/bids$/);
  const { card, contract } = await biddable(page, /^Place bid$/, "GDT");
  await card.getByLabel("Your price per trip (£)").fill("14.20");
  await card.getByTestId(`bid-submit-${contract.id}`).click();
  await expect(card.getByTestId(`bid-done-${contract.id}`)).toHaveText("Your bid has been placed.");
  const placed = (await contractsInSandbox("all", "GDT")).find((c) => c.id === contract.id)?.my_bid;
  expect(placed).toMatchObject({ status: "submitted", amount: { amount: 1420 } });

  // The operator's back office (the sandbox's stand-in) shortlists it.
  const shortlist = await sandbox("/sandbox/contracts/decide", {
    form: { contract_id: String(contract.id), shortlist: String(placed!.id) },
    tenant: "GDT",
  });
  expect(shortlist.body.error).toBe("no_error");
  await page.reload();
  const mine = page.getByTestId(`my-bid-${contract.id}`);
  await expect(mine).toHaveAttribute("data-state", "shortlisted");
  await expect(mine).toContainText("Shortlisted");
  const shortlisted = page.getByTestId(`contract-${contract.id}`);
  await expect(shortlisted.getByRole("button", { name: "Change bid" })).toBeVisible();
  await expect(shortlisted.getByRole("button", { name: "Withdraw bid" })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-bid-shortlisted-390", { fullPage: true });

  // Awarded to this bid: won, and nothing left to change.
  const award = await sandbox("/sandbox/contracts/decide", {
    form: { contract_id: String(contract.id), award: String(placed!.id) },
    tenant: "GDT",
  });
  expect(award.body.error).toBe("no_error");
  await page.getByRole("navigation", { name: "Driver portal" }).getByRole("link", { name: "Home" }).click();
  const home = page.getByRole("region", { name: "Your bids" });
  await expect(home.getByTestId(`my-bid-${contract.id}`)).toHaveAttribute("data-state", "won");
  await expect(home.getByTestId(`my-bid-${contract.id}`)).toContainText("Won");
  expect((await contractsInSandbox("all", "GDT")).find((c) => c.id === contract.id)).toMatchObject({
    status: "awarded",
    my_bid: { status: "accepted" },
  });
  await page.getByRole("navigation", { name: "Driver portal" }).getByRole("link", { name: "Contracts" }).click();
  await expect(page.getByTestId(`contract-${contract.id}`)).toHaveCount(0);
  errors.expectNone();
});

test("the driver's session is an HttpOnly cookie the page cannot read, and Sign out ends it on the server", async ({
  page,
}) => {
  await loginAsDriver(page, "/driver/login?redirect=%2Fdriver%2Fbids");
  await expect(page).toHaveURL(/\/driver\/bids$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();
  const cookie = await sessionCookieOf(page, "driver_token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  const token = cookie?.value ?? "";
  expect(token).toMatch(/^cbl_dt_/);
  const readable = await page.evaluate(() =>
    [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie, location.href].join(
      "\n",
    ),
  );
  expect(readable).not.toContain("cbl_dt_");
  // A reload keeps the driver signed in (the cookie and this tab's note of who is signed in).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();
  await expect(page.locator('[data-testid^="contract-"]').first()).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/driver\/login$/);
  await expect
    .poll(async () => (await sandbox("/driver/repeat-service/bids/getContractsForWeb", { token })).status)
    .toBe(401);
  await expect.poll(async () => sessionCookieOf(page, "driver_token")).toBeUndefined();
});

test("the session running out mid-bid returns to the login and keeps the bid being typed", async ({ page }) => {
  await page.clock.install();
  await loginAsDriver(page, "/driver/login?redirect=%2Fdriver%2Fbids");
  await expect(page).toHaveURL(/\/driver\/bids$/);
  const { card, contract } = await biddable(page, /^(Place|Change) bid$/);
  await card.getByLabel("Your price per trip (£)").fill("11.20");
  await card.getByLabel("Note to the operator (optional)").fill("Typed before the session ended");

  await page.clock.fastForward("08:05");
  await expect(page.getByTestId("driver-session-warning")).toContainText("Your session ends in");
  await expect(page.getByTestId("driver-session-announcement")).toHaveText("Driver session: 2 minutes left.");
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-warning-390", { fullPage: true });

  await page.clock.fastForward("02:00");
  await expect(page).toHaveURL(/\/driver\/login\?redirect=%2Fdriver%2Fbids$/);
  await expect(page.getByTestId("driver-login-ended")).toContainText("Your 10-minute session ended");
  await expect(page.getByLabel("E-mail address")).toHaveValue("driver@example.com");
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-login-390", { fullPage: true });

  await page.getByLabel("Password").fill("cabline-sandbox");
  await page.getByTestId("driver-login-submit").click();
  await expect(page).toHaveURL(/\/driver\/bids$/);
  const again = page.getByTestId(`contract-${contract.id}`);
  await expect(again.getByLabel("Your price per trip (£)")).toHaveValue("11.20");
  await expect(again.getByLabel("Note to the operator (optional)")).toHaveValue("Typed before the session ended");
  await again.getByTestId(`bid-submit-${contract.id}`).click();
  await expect(again.getByTestId(`bid-done-${contract.id}`)).toHaveText(/^Your bid has been (placed|changed)\.$/);
  const held = (await contractsInSandbox()).find((c) => c.id === contract.id);
  expect(held?.my_bid).toMatchObject({ amount: { amount: 1120 }, note: "Typed before the session ended" });
});

test("driver pages need a driver sign-in, and a customer's token is refused on driver calls", async ({ page }) => {
  await page.goto("/driver/bids");
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await look(page, "driver-signed-out-390", { fullPage: true });
  await page.getByTestId("driver-signed-out-sign-in").click();
  await expect(page).toHaveURL(/\/driver\/login\?redirect=%2Fdriver%2Fbids$/);
  const customer = await sandbox("/customer/v2/doLoginWeb", {
    form: { email: "passenger@example.com", password: "cabline-sandbox" },
  });
  expect(customer.body.error).toBe("no_error");
  const refused = await sandbox("/driver/repeat-service/bids/getContractsForWeb", {
    token: customer.body.access_token as string,
  });
  expect(refused.status).toBe(401);
  // The customer sign-in does not know the driver either (separate accounts, §6).
  const wrongDoor = await sandbox("/customer/v2/doLoginWeb", {
    form: { email: "driver@example.com", password: "cabline-sandbox" },
  });
  expect(wrongDoor.body.error).toBe("invalid_login");

  await page.setViewportSize({ width: 1280, height: 900 });
  await look(page, "driver-login-1280", { fullPage: true });
  await page.goto("/driver-signup");
  await expect(page.getByRole("heading", { level: 1, name: "Drive with us" })).toBeVisible();
  await look(page, "driver-signup-1280", { fullPage: true });
});

test("at 360 px, the narrowest phone drivers use, every driver page fits and stays accessible", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${baseHost("book")}/driver-signup`);
  await expect(page.getByRole("heading", { level: 1, name: "Drive with us" })).toBeVisible();
  const fits = async (where: string) => {
    // Nothing wider than the screen: no sideways scrolling on a small phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, where).toBeLessThanOrEqual(360);
    expect(await axe(page), where).toEqual([]);
    await look(page, `driver-${where}-360`, { fullPage: true });
  };
  await fits("signup");
  await loginAsDriver(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your driver home" })).toBeVisible();
  await fits("home");
  await page.getByRole("link", { name: "See contracts and bid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contracts to bid on" })).toBeVisible();
  await fits("bids");
});
