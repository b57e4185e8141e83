// Dark mode toggles a class on the root and is remembered; axe finds no serious or
// critical violations on any route in light or dark mode; screenshots of the main screens at
// phone and desktop widths go to $E2E_SCREENSHOTS/look-*.png when that folder is given.
import { expect, test } from "@playwright/test";
import { appReady, axe, baseHost, look, people, signIn } from "./support.ts";

test("dark mode toggles the root class and is remembered", async ({ page }) => {
  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await appReady(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

const signedOutPaths = [
  "/sign-in",
  "/sign-up",
  "/book-ride",
  "/t/trk_abc123",
  "/pay/pay_abc123",
  "/driver/bids",
  "/no/such/page",
];
const businessPaths = ["/business/book-ride", "/business/trips", "/sub-accounts", "/trips"];

for (const mode of ["light", "dark"] as const) {
  test(`no serious accessibility violations in ${mode} mode`, async ({ page }) => {
    // Eleven pages, each loaded and swept by axe (in dark mode its colour rules only: everything
    // else is the same page the light pass swept).
    test.setTimeout(120_000);
    await page.addInitScript((m) => localStorage.setItem("cabline:colour-mode", m), mode);
    const found: string[] = [];
    for (const path of signedOutPaths) {
      await page.goto(`${baseHost("book")}${path}`);
      await appReady(page);
      found.push(...(await axe(page, { colours: mode === "dark" })).map((v) => `${path} ${v}`));
    }
    await signIn(page, people.booker, "gdt");
    await expect(page).toHaveURL(/\/business\/book-ride$/);
    for (const path of businessPaths) {
      await page.goto(`${baseHost("gdt")}${path}`);
      await appReady(page);
      found.push(...(await axe(page, { colours: mode === "dark" })).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

for (const [width, height, label] of [
  [390, 844, "phone"],
  [1366, 900, "desktop"],
] as const) {
  test(`screenshots at ${label} width`, async ({ page }) => {
    // Pictures for a person (support.ts look): with no folder to put them in there is nothing to do.
    test.skip(!process.env["E2E_SCREENSHOTS"], "takes screenshots only when E2E_SCREENSHOTS names a folder");
    await page.setViewportSize({ width, height });
    for (const [tenant, path] of [
      ["book", "/sign-in"],
      ["gdt", "/book-ride"],
      ["pdc", "/no/such/page"],
    ] as const) {
      await page.goto(`${baseHost(tenant)}${path}`);
      await appReady(page);
      await look(page, `look-${label}-${tenant}${path.replaceAll("/", "_")}`, { fullPage: true });
    }
    await signIn(page, people.booker);
    await expect(page).toHaveURL(/\/business\/book-ride$/);
    await look(page, `look-${label}-book_business`, { fullPage: true });
    // A screen drawn with the recipes that come later (theme/later.ts): cards or a table of trips.
    await page.goto(`${baseHost("book")}/business/trips`);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await look(page, `look-${label}-book_business_trips`, { fullPage: true });
  });
}
