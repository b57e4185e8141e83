// Analytics and the tenant's scripts (spec §4 "tracked as session expired", §7 opted out at start,
// §9 the tenant's token only if provided; UK PECR and UK GDPR): nothing is sent and no tenant
// script runs before consent, the key events after it, no personal data in any of them, consent
// taken back as easily as given, and no analytics at all for a tenant without a token. The
// provider's queue is window.cablineAnalytics (no provider script may be fetched here).
import { expect, test, type Page } from "@playwright/test";
import { answerCaptcha, latestCode } from "./accounts-support.ts";
import { appReady, baseHost, people, replaceStoredToken, signIn, look } from "./support.ts";

type Call = { type: string; event?: string; properties?: Record<string, unknown> };
const calls = (page: Page) =>
  page.evaluate(
    () => (window as { cablineAnalytics?: unknown[] }).cablineAnalytics ?? null,
  ) as Promise<ReadonlyArray<Call> | null>;
const names = async (page: Page) => (await calls(page))?.map((call) => call.event ?? call.type) ?? [];

test("a tenant with a token asks first, then counts sign-in and expiry, never who the user is", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${baseHost("pdc")}/book-ride`);
  await appReady(page);
  const consent = page.getByTestId("analytics-consent");
  await expect(consent).toBeVisible();
  await look(page, "analytics-consent-1280");
  expect(await calls(page)).toBeNull();

  // Declined: nothing is sent, and the question is not asked again on the next page.
  await consent.getByRole("button", { name: "No thanks" }).click();
  await signIn(page, people.passenger, "pdc");
  await expect(page).toHaveURL(/\/book-ride$/);
  await appReady(page);
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  expect(await calls(page)).toBeNull();

  // Changed their mind from the footer: the provider starts with the tenant's token.
  await page.getByRole("button", { name: "Cookie choices" }).click();
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => names(page)).toEqual(["init"]);

  // Signing in is counted, with how, and nothing of who.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await signIn(page, people.passenger, "pdc");
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect.poll(() => names(page)).toEqual(["init", "signed_in"]);
  expect((await calls(page))?.[1]?.properties).toEqual({ method: "email" });

  // The session ends on the server: the next check tracks it as expired (§4).
  await replaceStoredToken(page, "revoked-by-test-000000000");
  await page.goto(`${baseHost("pdc")}/book-ride`);
  await appReady(page);
  await expect.poll(() => names(page)).toContain("session_expired");
  const everything = JSON.stringify(await calls(page));
  for (const personal of [people.passenger.email, people.passenger.password, "revoked-by-test", "@"]) {
    expect(everything).not.toContain(personal);
  }

  // Taking consent back: the provider forgets the user and nothing more is sent.
  await page.getByRole("button", { name: "Cookie choices" }).click();
  await page.getByTestId("analytics-consent").getByRole("button", { name: "No thanks" }).click();
  await expect.poll(async () => (await names(page)).at(-1)).toBe("reset");
  await page.reload();
  await appReady(page);
  expect(await calls(page)).toBeNull();
});

test("tenant scripts wait for consent: refused on the first screen, none runs on any page; accepted later from the footer, they run at once", async ({
  page,
}) => {
  // The network log: Solent Cars' chat widget is a script loaded from its own address.
  const chatRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/sandbox/assets/chat-widget.js")) chatRequests.push(request.url());
  });
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  // The web server draws the question into the page itself, above the header, until it is answered.
  const drawn = () =>
    page.evaluate(async () => (await (await fetch("/book-ride")).text()).includes('data-testid="analytics-consent"'));
  expect(await drawn()).toBe(true);
  // The first screen asks, and refusing is one tap beside accepting.
  const consent = page.getByTestId("analytics-consent");
  await expect(consent).toBeInViewport();
  expect(
    await consent.evaluate((element) => (element.compareDocumentPosition(document.querySelector("header")!) & 4) === 4),
  ).toBe(true);
  await expect(consent.getByRole("button", { name: "No thanks" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-tenant-script", /.+/);
  await consent.getByRole("button", { name: "No thanks" }).click();
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  expect(await drawn()).toBe(false);

  // Refused: on this page and the next, none of the tenant's scripts is in the page or has run.
  await signIn(page, people.passenger, "book");
  await expect(page).toHaveURL(/\/book-ride$/);
  await appReady(page);
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  expect(await page.locator("template[data-tenant-script]").count()).toBe(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-tenant-script", /.+/);
  await expect(page.locator("body")).not.toHaveAttribute("data-tenant-banner", /.+/);
  // Nothing of the tenant's was even requested.
  expect(chatRequests).toEqual([]);

  // Changed their mind from the footer: the question opens at the top and takes focus, and the
  // scripts run at once, in the tenant's order.
  await page.getByRole("button", { name: "Cookie choices" }).click();
  await expect(page.getByTestId("analytics-consent")).toBeFocused();
  await expect(page.getByTestId("analytics-consent")).toBeInViewport();
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-tenant-script", "solent-head");
  await expect(page.locator("body")).toHaveAttribute("data-tenant-banner", "cruise-season");
  await expect(page.locator("body")).toHaveAttribute("data-tenant-chat", "loaded");
  expect(chatRequests).toHaveLength(1);
  // A tenant without an analytics token sends no analytics events, whatever the visitor chose.
  expect(await calls(page)).toBeNull();
  // And the next page runs them without asking again.
  await page.reload();
  await appReady(page);
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-tenant-script", "solent-head");
});

test("a guest's booking is counted with how it was paid and nothing of who booked", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseHost("pdc")}/book-ride`);
  await appReady(page);
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => names(page)).toEqual(["init"]);
  const choose = async (label: string, typed: string, option: RegExp) => {
    const input = page.getByRole("combobox", { name: label, exact: true });
    await input.fill(typed);
    await page.getByRole("option", { name: option }).first().click();
    await expect(input).toHaveValue(option);
  };
  await choose("Pickup address", "Portsmouth Harbour", /Portsmouth Harbour station/);
  await choose("Drop-off address", "Gunwharf", /Gunwharf Quays/);
  await page.getByLabel("Full name").fill("Grace Guest");
  await page.getByLabel("Mobile number").fill("07700 900458");
  await page.getByLabel("E-mail address").fill("grace.guest@example.com");
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("price-total")).toContainText("£");
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => names(page)).toEqual(["init", "booking_made"]);
  expect((await calls(page))?.[1]?.properties).toEqual({ legs: 1, payment: "cash", business: false, guest: true });
  const everything = JSON.stringify(await calls(page));
  for (const personal of ["Grace", "grace.guest", "900458", "@", "Gunwharf", "Portsmouth Harbour"]) {
    expect(everything).not.toContain(personal);
  }
});

test("signing up is counted once, and nothing of who signed up", async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `grace.${Date.now()}@example.com`;
  await page.goto(`${baseHost("pdc")}/sign-up`);
  await appReady(page);
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => names(page)).toEqual(["init"]);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Mobile number").fill("07700 900559");
  await page.getByLabel("Password", { exact: true }).fill("compiler-1952");
  await page.getByLabel("Confirm password").fill("compiler-1952");
  await page.getByText("I accept the terms of service").click();
  await answerCaptcha(page, "sign-up-captcha");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  await page.getByLabel("Code from the text message").fill(await latestCode(request, "pdc", "+447700900559"));
  await page.getByTestId("sign-up-code-submit").click();
  await expect(page.getByTestId("sign-up-success")).toBeVisible();
  await expect.poll(() => names(page)).toEqual(["init", "sign_up_completed"]);
  const everything = JSON.stringify(await calls(page));
  for (const personal of ["Grace", "Hopper", email, "900559", "@"]) expect(everything).not.toContain(personal);
});
