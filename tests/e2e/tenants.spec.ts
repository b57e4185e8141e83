// Each tenant looks like itself (spec §1, §5): its own name, logo and colour; a tenant
// whose configured colour is invalid shows the indigo-950 fallback; the page title and meta
// description follow the configuration.
import { expect, test, type Page } from "@playwright/test";
import { Palette, Theme } from "@cabline/domain";
import { appReady, baseHost, sandboxOrigin } from "./support.ts";

async function configurationOf(page: Page, code: string) {
  // From the sandbox itself: the web server sets the tenant from the host, whatever a client sends.
  const response = await page.request.get(`${sandboxOrigin}/configuration/get`, {
    headers: { "X-TENANT-ID": code },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    website_name: string;
    website_title?: string;
    theme_color?: string;
    logo?: string;
  };
}

async function brandSolid(page: Page) {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-brand-solid").trim(),
  );
}

const hex = (value: string) => {
  const rgb = /rgb\((\d+),\s*(\d+),\s*(\d+)\)/.exec(value);
  if (!rgb) return value.toLowerCase();
  return `#${rgb
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, "0"))
    .join("")}`;
};

test("book, gdt and pdc show their own name, logo, title and brand colour", async ({ page }) => {
  const seen: { name: string; logo: string | null; colour: string }[] = [];
  for (const [tenant, code] of [
    ["book", "BOOK"],
    ["gdt", "GDT"],
    ["pdc", "PDC"],
  ] as const) {
    const configuration = await configurationOf(page, code);
    await page.goto(`${baseHost(tenant)}/sign-in`);
    await appReady(page);
    await expect(page.getByTestId("tenant-name")).toHaveText(configuration.website_name);
    await expect(page).toHaveTitle(configuration.website_title ?? configuration.website_name);
    const expected = Palette.hexOf(Theme.parseThemeColour(configuration.theme_color));
    const colour = hex(await brandSolid(page));
    expect(colour, `${tenant} brand colour`).toBe(expected);
    seen.push({
      name: configuration.website_name,
      logo: await page.getByTestId("tenant-logo").getAttribute("src"),
      colour,
    });
  }
  expect(new Set(seen.map((s) => s.name)).size).toBe(3);
  expect(new Set(seen.map((s) => s.logo)).size).toBe(3);
});

test("a tenant with an invalid colour shows indigo-950", async ({ page }) => {
  const codes = ["BOOK", "GDT", "PDC"] as const;
  const configurations = await Promise.all(codes.map((code) => configurationOf(page, code)));
  const index = configurations.findIndex(
    (c) => Theme.formatThemeColour(Theme.parseThemeColour(c.theme_color)) !== c.theme_color?.trim().toLowerCase(),
  );
  expect(index, "the sandbox seeds one tenant with an invalid colour").toBeGreaterThanOrEqual(0);
  await page.goto(`${baseHost(codes[index]!.toLowerCase())}/sign-in`);
  await appReady(page);
  expect(hex(await brandSolid(page))).toBe(Palette.palette.indigo[950]);
});

test("links in text are underlined on every tenant, not told apart by colour alone (WCAG 1.4.1)", async ({ page }) => {
  for (const tenant of ["book", "gdt", "pdc"]) {
    await page.goto(`${baseHost(tenant)}/sign-in`);
    await appReady(page);
    for (const name of ["Forgot your password?", "Create an account", "Find your booking"]) {
      const link = page.getByRole("main").getByRole("link", { name });
      await expect(link, `${tenant}: ${name}`).toHaveCSS("text-decoration-line", "underline");
    }
    const footerLink = page.getByRole("contentinfo").getByRole("link").first();
    await expect(footerLink, `${tenant}: footer`).toHaveCSS("text-decoration-line", "underline");
  }
});

test("place search looks in the tenant's own area first", async ({ page }) => {
  // Gosport: a passenger typing "station" means Fareham or Portsmouth, not Southampton Central.
  await page.goto(`${baseHost("gdt")}/book-ride`);
  await appReady(page);
  await page.getByRole("combobox", { name: "Pickup address", exact: true }).fill("station");
  await expect(page.getByRole("option").first()).toContainText(/Fareham|Portsmouth|Portchester|Gosport/);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await page.getByRole("combobox", { name: "Pickup address", exact: true }).fill("station");
  await expect(page.getByRole("option").first()).toContainText(/Southampton|SO\d/);
});

// A host with no operator behind it says so instead of showing a generic sign-in.
test("an unknown tenant host shows that no operator is known at this address", async ({ page }) => {
  const response = await page.goto(`${baseHost("nosuchcab")}/sign-in`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No taxi operator at this address" })).toBeVisible();
  await expect(page.getByText(/No operator is known at nosuchcab\.localhost/)).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveCount(0);
});
