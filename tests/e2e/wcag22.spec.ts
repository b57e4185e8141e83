// WCAG 2.2 AA on every route of the domain's table (Routes.routes), each as the person who opens
// it (signed out, a passenger, a business booker, a driver in the portal), at 320 CSS px and at
// 200 % zoom of a 1280 px window (640 × 450 CSS px, reflow-support.ts), public pages in every tenant:
// - nothing scrolls sideways, and no text is drawn over other text or cut off at the window's
//   edge (1.4.10 reflow, 1.4.4 resize text);
// - axe finds nothing with the WCAG 2.2 A and AA rules, whatever its impact (2.5.8 target size
//   among them);
// - tabbing through the page and back (Shift+Tab), the focused control is never hidden behind
//   the sticky header or anything else (2.4.11 focus not obscured) and always shows an outline (2.4.7; 2.4.13 as a
//   target: at least 2 px);
// - help is in the same place on every page that has a footer: its "Need help?" with the
//   operator's phone and e-mail (3.2.6 consistent help).
// And signing in needs no puzzle (3.3.8): the e-mail route, which a password manager fills.
import * as Routes from "@cabline/domain/Routes";
import { expect, test, type Page } from "@playwright/test";
import { book, login } from "./track-support.ts";
import { loginAsDriver } from "./driver-support.ts";
import { overlappingText } from "./reflow-support.ts";
import { appReady, axeResults, baseHost, people, signIn } from "./support.ts";

type Who = "signedOut" | "passenger" | "booker" | "driver";

const whoOpens = (route: Routes.Route): Who =>
  route.access !== "authenticated"
    ? "signedOut"
    : route.authorities.some((authority) => authority !== "user")
      ? "booker"
      : "passenger";

/** A real address for each route: its parameters filled with a booked trip where one is named. */
const pathOf = (route: Routes.Route, trip: { token: string; id: number }): string =>
  route.pattern
    .replace(":token", trip.token)
    .replace(":id", String(trip.id))
    .replace(":bookingId", String(trip.id))
    .replace(":activeTab", "book-ride");

const sizes = [
  { name: "320", width: 320, height: 640 },
  { name: "zoom200", width: 640, height: 450 },
] as const;

/** Tabs through the page (or back, with Shift+Tab); for each control focused, what hides it or its missing outline. */
async function focusProblems(page: Page, stops: number, key = "Tab"): Promise<string[]> {
  const problems: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press(key);
    // Measured once the page has drawn the move (a scroll into view, a focus style): one round trip
    // a stop, which keeps a tenant's sweep well inside its time on a loaded machine.
    const problem = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const element = document.activeElement;
      if (element === null || element === document.body) return "done";
      const name = `${element.tagName.toLowerCase()}${element.id === "" ? "" : `#${element.id}`} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 30)}"`;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return undefined;
      // 2.4.11: some part of the control shows, not covered by the header or a layer above it.
      // Measured on the part inside the window (a panel taller than the window is seen in part).
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      const points = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + 2, top + 2],
        [right - 2, bottom - 2],
      ] as const;
      const seen = points.some(([x, y]) => {
        if (right <= left || bottom <= top) return false;
        const over = document.elementFromPoint(x, y);
        return over !== null && (over === element || element.contains(over) || over.contains(element));
      });
      if (!seen) {
        const [cx, cy] = points[0];
        const over = document.elementFromPoint(cx, cy);
        return `${name} is hidden while focused (${Math.round(box.top)}-${Math.round(box.bottom)} of ${window.innerHeight}, under ${over?.tagName}.${String(over?.className).slice(0, 30)} ${(over?.textContent ?? "").slice(0, 20)})`;
      }
      // 2.4.7 and 2.4.13: an outline (or a ring drawn as one) of at least 2 px. A native date or
      // time field draws the ring of its parts (day, month, the calendar button) itself.
      if (element instanceof HTMLInputElement && (element.type === "date" || element.type === "time")) return undefined;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" ? Number.parseFloat(style.outlineWidth) : 0;
      const ring = /(\d+(?:\.\d+)?)px\)?$/.test(style.boxShadow) && style.boxShadow !== "none";
      if (outline < 2 && !ring) return `${name} shows no focus outline`;
      return undefined;
    });
    if (problem === "done") break;
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

async function sweep(page: Page, tenant: string, path: string, size: (typeof sizes)[number]): Promise<string[]> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(`${baseHost(tenant)}${path}`);
  await appReady(page);
  const where = `${tenant}${path} at ${size.name}`;
  const found: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`${where}: scrolls sideways by ${overflow} px`);
  found.push(...(await overlappingText(page)).map((problem) => `${where}: ${problem}`));
  // Every finding of the WCAG 2.2 A and AA rules, whatever axe calls its impact: each is a failure.
  const violations = (await axeResults(page, { wcag22: true })).violations;
  found.push(
    ...violations.map((v) => `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  );
  if (Routes.showsFooter(path)) {
    const help = await page.getByTestId("footer").textContent();
    if (!/Need help\?.*Call.*E-mail/s.test(help ?? "")) found.push(`${where}: no help in the footer`);
  }
  found.push(...(await focusProblems(page, 30)).map((problem) => `${where}: ${problem}`));
  // Back up the page from where the keyboard got to: scrolled up to, a control must clear the header.
  found.push(...(await focusProblems(page, 30, "Shift+Tab")).map((problem) => `${where} going back: ${problem}`));
  return found;
}

// Every tenant's public pages at 320 px (each brand's colours and names); the rest in one. A test
// a tenant, so that one sweep's time does not grow with the number of tenants.
const sweeps = (["signedOut", "passenger", "booker", "driver"] as const).flatMap((who) =>
  sizes.flatMap((size) =>
    (who === "signedOut" && size.name === "320" ? ["book", "gdt", "pdc"] : ["book"]).map((tenant) => ({
      who,
      size,
      tenant,
    })),
  ),
);

for (const { who, size, tenant } of sweeps) {
  test(`WCAG 2.2 AA on every route ${who === "signedOut" ? "signed out" : `as a ${who}`} at ${size.name} in ${tenant}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const passenger = await login(people.passenger.email);
    const booked = await book(passenger, { email: people.passenger.email, paymentMethod: "cash" });
    const leg = booked.bookings[0];
    expect(leg).toBeDefined();
    const trip = { token: leg?.booking_token ?? "", id: leg?.id ?? 0 };
    if (who === "driver") {
      await loginAsDriver(page);
      await expect(page).toHaveURL(/\/driver/);
    } else if (who !== "signedOut") {
      await signIn(page, who === "passenger" ? people.passenger : people.booker);
      await expect(page).toHaveURL(who === "passenger" ? /\/book-ride$/ : /\/business\/book-ride$/);
    }
    // A driver's are the portal's pages, signed in to the portal (its own session, spec §6 Driver).
    const opens = (route: Routes.Route) =>
      who === "driver" ? Routes.isDriverPortal(route.pattern) : whoOpens(route) === who;
    const paths = [...new Set(Routes.routes.filter(opens).map((r) => pathOf(r, trip)))];
    const found: string[] = [];
    for (const path of paths) found.push(...(await sweep(page, tenant, path, size)));
    expect(found).toEqual([]);
  });
}

test("signing in needs no puzzle: the e-mail route takes what a password manager fills and a pasted password (3.3.8)", async ({
  page,
}) => {
  await page.goto(`${baseHost("book")}/sign-in`);
  await appReady(page);
  // The e-mail route is the one shown first; the phone route's security check is the alternative.
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("autocomplete", "username");
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  const refused = await password.evaluate((field) => {
    const paste = new ClipboardEvent("paste", { bubbles: true, cancelable: true });
    field.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
  expect(refused).toBe(false);
  await expect(page.getByTestId("captcha")).toHaveCount(0);
  await page.getByLabel("E-mail address").fill(people.passenger.email);
  await password.fill(people.passenger.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/book-ride$/);
});

test("the sweep's reading check sees text drawn over text and text cut off at the window's edge", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(`
    <p style="position:relative;height:40px"><span>Pickup 10:15</span>
      <span style="position:absolute;left:10px;top:0">Drop-off Southampton Central</span></p>
    <p style="white-space:nowrap;margin-left:200px">Cut off at the window edge</p>
    <a href="#main" style="position:absolute;left:-9999px">Skip to content</a>
    <header style="position:fixed;top:0">Header over the page by design</header>`);
  expect(await overlappingText(page)).toEqual([
    '"Pickup 10:15" overlaps "Drop-off Southampton Central"',
    '"Cut off at the window edge" is outside the window sideways',
  ]);
});
