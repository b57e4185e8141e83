// Navigation: the header shows what this user may do (signed out, consumer, business
// with sub-accounts where the authority allows), the current place is marked, the phone menu
// holds the same places, and the account switcher names the account in full at 390 px on every
// tenant. axe finds nothing serious on the account screens in light and dark mode; screenshots
// at 390 and 1280 px go to $E2E_SCREENSHOTS/accounts-*.png for a person to look at.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, people, signIn, look } from "./support.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function navLabels(page: Page, scope: "header-nav" | "phone-menu") {
  return page.getByTestId(scope).getByRole("link").allTextContents();
}

/** True when the select shows its chosen option's text without cutting it off. */
async function showsInFull(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const text = select.selectedOptions[0]?.textContent ?? "";
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d");
    if (context === null) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return text !== "" && context.measureText(text).width <= room;
  });
}

test("signed out: book and sign in, in the header and the phone menu", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  expect(await navLabels(page, "header-nav")).toEqual(["Book a ride"]);
  await expect(page.getByTestId("nav-book")).toHaveAttribute("aria-current", "page");
  await look(page, "accounts-header-signed-out-1280");
  // The support number as people read it, dialled in E.164.
  await expect(page.getByTestId("support-phone")).toHaveText("+44 23 8049 6000");
  await expect(page.getByTestId("support-phone")).toHaveAttribute("href", "tel:+442380496000");

  await page.setViewportSize(phone);
  await page.goto(`${baseHost("book")}/sign-up`);
  await appReady(page);
  await expect(page.getByTestId("header-nav")).toBeHidden();
  await page.getByTestId("menu-button").click();
  const menu = page.getByTestId("phone-menu");
  await expect(menu).toBeVisible();
  expect(await navLabels(page, "phone-menu")).toEqual(["Book a ride", "Sign in"]);
  await expect(menu.getByRole("link", { name: "Sign in" })).toHaveAttribute("aria-current", "page");
  await look(page, "accounts-menu-signed-out-390");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // Keyboard only: the menu opens from its button, its first place takes focus, Escape returns.
  await page.getByTestId("menu-button").focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Book a ride" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("menu-button")).toBeFocused();
});

test("consumer: book, trips, previous bookings; the menu follows the user and signs out", async ({ page }) => {
  await page.setViewportSize(desktop);
  await signIn(page, people.passenger, "book", "/trips");
  await expect(page).toHaveURL(/\/trips$/);
  expect(await navLabels(page, "header-nav")).toEqual(["Book a ride", "My trips", "Previous bookings"]);
  await expect(page.getByTestId("header-nav").getByRole("link", { name: "My trips" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await look(page, "accounts-header-consumer-1280");

  await page.setViewportSize(phone);
  await page.getByTestId("menu-button").click();
  const menu = page.getByTestId("phone-menu");
  await expect(menu).toBeVisible();
  expect(await navLabels(page, "phone-menu")).toEqual(["Book a ride", "My trips", "Previous bookings"]);
  await look(page, "accounts-menu-consumer-390");
  await menu.getByRole("link", { name: "Previous bookings" }).click();
  await expect(page).toHaveURL(/\/previous-bookings$/);
  await expect(menu).toBeHidden();
  await page.getByTestId("menu-button").click();
  await expect(menu.getByRole("link", { name: "Previous bookings" })).toHaveAttribute("aria-current", "page");
  await menu.getByTestId("menu-sign-out").click();
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
});

for (const tenant of ["book", "gdt", "pdc"]) {
  test(`business on ${tenant}: business places, sub-accounts by authority, the switcher in full at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await signIn(page, people.booker, tenant);
    await expect(page).toHaveURL(/\/business\/book-ride$/);
    const switcher = page.getByTestId("account-switcher");
    const accounts = await switcher.locator("option").allTextContents();
    const places = await navLabels(page, "header-nav");
    expect(places.slice(0, 4)).toEqual(["Book a ride", "Trips", "Bulk upload", "Overview"]);
    // Sub-accounts is there exactly when the selected account grants it: with SUB_ACCOUNT it does.
    for (const index of [1, 2]) {
      await switcher.selectOption({ index });
      const withSubAccounts = await page.getByTestId("nav-subAccounts").count();
      await page.goto(`${baseHost(tenant)}/sub-accounts`);
      await appReady(page);
      const opens = (await page.getByRole("heading", { name: "Not available for your account" }).count()) === 0;
      expect(withSubAccounts === 1).toBe(opens);
      if (opens) await expect(page.getByTestId("nav-subAccounts")).toHaveAttribute("aria-current", "page");
      await page.goto(`${baseHost(tenant)}/business/book-ride`);
      await appReady(page);
    }
    await expect(switcher).toBeVisible();
    if (tenant === "book") await look(page, "accounts-header-business-1280");
    // Personal: back to the consumer's places.
    await switcher.selectOption({ index: 0 });
    await expect(page.getByTestId("nav-trips")).toBeVisible();
    await switcher.selectOption({ index: 1 });

    await page.setViewportSize(phone);
    await page.getByTestId("menu-button").click();
    const menu = page.getByTestId("phone-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByLabel("Booking as")).toBeVisible();
    for (const index of [1, 2]) {
      await page.getByTestId("account-switcher-menu").selectOption({ index });
      await expect(page.getByTestId("account-switcher-menu")).toHaveValue(/\d+:\d+/);
      expect(await showsInFull(page, "account-switcher-menu"), `${accounts[index]} in full on ${tenant}`).toBe(true);
    }
    await look(page, `accounts-menu-business-${tenant}-390`);
  });
}

const accountScreens = [
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password?token=abc",
  "/business-signup",
  "/invitation/inv_4f9a2c",
];

for (const mode of ["light", "dark"] as const) {
  test(`account screens and the phone menu have no serious accessibility violations in ${mode} mode`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript((m) => localStorage.setItem("cabline:colour-mode", m), mode);
    const found: string[] = [];
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      for (const path of accountScreens) {
        await page.goto(`${baseHost("pdc")}${path}`);
        await appReady(page);
        found.push(...(await axe(page, { colours: mode === "dark" })).map((v) => `${size.width} ${path} ${v}`));
        const name = path.slice(1).replace(/\?.*$/, "").replace("/", "-");
        await look(page, `accounts-${name}-${mode}-${size.width}`, { fullPage: true });
      }
    }
    await page.goto(`${baseHost("pdc")}/sign-in`);
    await appReady(page);
    await page.getByTestId("sign-in-with-phone").click();
    await expect(page.getByTestId("captcha")).toContainText("What is");
    found.push(...(await axe(page, { colours: mode === "dark" })).map((v) => `sign-in phone ${v}`));
    await look(page, `accounts-sign-in-phone-${mode}-1280`);
    await page.setViewportSize(phone);
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("phone-menu")).toBeVisible();
    // Checked once the drawer has finished sliding in: mid-animation its text is translucent.
    await page
      .getByTestId("phone-menu")
      .evaluate((menu) =>
        Promise.all(document.getAnimations().map((animation) => animation.finished)).then(() => menu.id),
      );
    found.push(...(await axe(page, { colours: mode === "dark" })).map((v) => `menu ${v}`));
    expect(found).toEqual([]);
  });
}

test("the app follows the device's dark mode until the person chooses, then keeps their choice", async ({ page }) => {
  const root = page.locator("html");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await expect(root).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("mode-toggle")).toHaveAccessibleName("Switch to light mode");
  // The device changes while the page is open: the page follows.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(root).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(root).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("cabline:colour-mode"))).toBeNull();
  // The person chooses light: kept against the device, and after a reload.
  await page.getByTestId("mode-toggle").click();
  await expect(root).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(root).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await appReady(page);
  await expect(root).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("cabline:colour-mode"))).toBe("light");
});

test("a dark-mode visitor never sees the light page: the mode is set before the app's code runs", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: "dark" });
  // The app's code never arrives: what is drawn is the server's page alone (the page it drew, or
  // the loader where it drew none).
  await page.route("**/assets/index-*.js", (route) => route.abort());
  for (const [path, drawn] of [
    ["/book-ride", page.getByRole("heading", { level: 1, name: "Book a ride" })],
    ["/pay/made-up-token-000000000000", page.locator("main#main, [data-testid=full-screen-loader]").first()],
  ] as const) {
    await page.goto(`${baseHost("book")}${path}`);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(drawn).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe("rgb(9, 9, 11)");
  }
  expect(violations).toEqual([]);
});
