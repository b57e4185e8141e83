// The consumer and guest booking screens (spec §2 /book-ride, /summary) against the sandbox.
// Each journey books through the screens at phone width and then reads the booking back from
// the sandbox (getBooking by the token of the tracking link) to prove the legs, the price and
// the payment are what the screens showed. Screenshots go to $E2E_SCREENSHOTS/book-*.png.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  appReady,
  choosePlace,
  axeResults,
  baseHost,
  look,
  loopbackOrigin,
  people,
  signIn,
  watchErrors,
  sandboxOrigin as sandbox,
} from "./support.ts";
import { outboxMessage } from "./track-support.ts";

/** A place on the wire: `description` is the address as shown (the contract's Location). */
type Place = { description: string };

type Leg = {
  id: number;
  leg: "outbound" | "return";
  pickup_location: Place;
  destinations: ReadonlyArray<Place>;
  passengers: number;
  payment_method: string;
  payment_status?: string;
  meet_and_greet?: boolean;
  flight?: { flight_number?: string };
  fare: { total: { amount?: number; amountMinor?: number } };
  ride_type_name?: string;
  assistance?: { needs: ReadonlyArray<string>; other: string };
  passenger_name?: string;
};

/** The booking and its pair as the sandbox holds them (getBooking: the token is the credential). */
async function sandboxBooking(request: APIRequestContext, token: string) {
  const response = await request.get(`${sandbox}/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`, {
    headers: { "X-TENANT-ID": "BOOK" },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { booking: Leg; pair: ReadonlyArray<Leg> };
}

/** The sandbox's Solent Cars licence, as the domain words it (Tenant.licenceText). */
const solentLicence = "Solent Cars Ltd. Private hire operator licence PHO 0421, issued by Southampton City Council.";

const pence = (fare: Leg["fare"]) => fare.total.amount ?? fare.total.amountMinor ?? NaN;

/** "£12.30" → 1230. */
const penceOf = (text: string) => Math.round(Number(/£([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(",", "")) * 100);

async function axe(page: Page) {
  // Measure the resting colours: the pointer left over a button measures its hover shade.
  await page.mouse.move(0, 0);
  const result = await axeResults(page);
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(", ")}`);
}

async function tokenOf(page: Page, leg: "outbound" | "return") {
  const href = await page.getByTestId(`track-${leg}`).getAttribute("href");
  return decodeURIComponent(href?.replace(/^\/t\//, "") ?? "");
}

async function fillGuestDetails(page: Page) {
  await page.getByLabel("Full name").fill("Ada Guest");
  await page.getByLabel("Mobile number").fill("07700 900456");
  await page.getByLabel("E-mail address").fill("ada.guest@example.com");
}

/** A guest's one-way ride, Ocean Village to Southampton Central, filled in on /book-ride. */
async function fillGuestRide(page: Page) {
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await choosePlace(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await fillGuestDetails(page);
}

/** Holds the page's requests to `url` until the returned function is called, then lets them go on. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Solent Cars' terms (the sandbox's tariff) as the domain words them, for a trip with no airport. */
const solentTerms = [
  "Your driver waits 5 minutes free from the pickup time, then waiting costs £0.30 a minute.",
  "Cancelling is free until your driver sets off; after that it costs £10.00.",
];

test.use({ viewport: { width: 390, height: 844 } });

test("a guest books a one-way cash ride; the sandbox holds it with the shown price", async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  // Each ride type's price comes on the first step once both places are chosen, in a line the
  // cards keep from the start, so nothing moves when it arrives.
  const rideTypes = page.locator("#outbound-rideType");
  const prices = page.getByTestId("ride-type-price");
  await expect(prices.first()).toHaveText("");
  const heightBefore = (await rideTypes.boundingBox())?.height;
  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await choosePlace(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await expect(page.getByRole("radio").first()).toBeChecked();
  await expect(prices.first()).toHaveText(/^£\d+\.\d\d$/);
  for (const price of await prices.all()) await expect(price).toHaveText(/^£\d+\.\d\d$/);
  expect((await rideTypes.boundingBox())?.height).toBe(heightBefore);
  const firstStepPrice = penceOf((await prices.first().textContent()) ?? "");
  await fillGuestDetails(page);
  expect(await axe(page)).toEqual([]);
  await look(page, "book-ride-390", { fullPage: true });
  await page.getByTestId("book-continue").click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("price-total")).toContainText("£");
  const shownTotal = penceOf((await page.getByTestId("price-total").textContent()) ?? "");
  // The summary priced the booking afresh, at the price the first step showed.
  expect(shownTotal).toBe(firstStepPrice);
  await expect(page.getByRole("radio", { name: "Cash to the driver" })).toBeChecked();
  // Who the passenger books with, before "Book now".
  await expect(page.getByTestId("summary-operator-licence")).toHaveText(solentLicence);
  // And on what terms: Solent Cars' waiting allowance and the cancellation fee, from the quote. No
  // airport on this trip, so no airport allowance.
  const terms = page.getByTestId("summary-terms");
  await expect(terms.getByRole("listitem")).toHaveText(solentTerms);
  expect(await axe(page)).toEqual([]);
  await look(page, "book-summary-390", { fullPage: true });
  await page.getByTestId("book-now").click();

  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("confirmed-return")).toHaveCount(0);
  await expect(page.getByTestId("confirmation-operator-licence")).toHaveText(solentLicence);
  await expect(page.getByTestId("confirmation-terms").getByRole("listitem")).toHaveText(solentTerms);
  await look(page, "book-confirmation-390", { fullPage: true });
  const outboundToken = await tokenOf(page, "outbound");
  const stored = await sandboxBooking(request, outboundToken);
  // The confirmation e-mail ends with it too.
  const mail = await outboxMessage("ada.guest@example.com", new RegExp(`Thank you[^]*/t/${outboundToken}`));
  expect(mail.body.split("\n").at(-1)).toBe(solentLicence);
  for (const line of solentTerms) expect(mail.body).toContain(line);
  expect(stored.pair).toEqual([]);
  expect(stored.booking.pickup_location.description).toMatch(/Ocean Village Marina/);
  expect(stored.booking.destinations.map((d) => d.description)).toEqual([expect.stringMatching(/Southampton Central/)]);
  expect(stored.booking.passengers).toBe(4);
  expect(stored.booking.payment_method).toBe("cash");
  expect(pence(stored.booking.fare)).toBe(shownTotal);
  errors.expectNone();
});

test("a wheelchair user who stays seated is offered only the accessible vehicle, at its usual price, and dispatch is told", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await choosePlace(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  const accessible = page.getByRole("radio", { name: /Wheelchair accessible/ });
  const prices = page.getByTestId("ride-type-price");
  await expect(prices.first()).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByRole("radiogroup", { name: "Ride type" }).getByRole("radio")).toHaveCount(5);
  const priceBefore = await page.locator("label", { has: accessible }).getByTestId("ride-type-price").textContent();

  // Saying what help is needed: the choices open below the box, and the ride types follow.
  await page.getByTestId("need-assistance").check();
  await page.getByRole("radio", { name: "Wheelchair user who stays in the wheelchair" }).check();
  await page.getByRole("checkbox", { name: "Travelling with an assistance dog" }).check();
  await page.getByLabel("Anything else the driver should know (optional)").fill("Ramp at the back, please");
  await expect(page.getByTestId("assistance-accessible-only")).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Ride type" }).getByRole("radio")).toHaveCount(1);
  await expect(accessible).toBeChecked();
  // Never priced: the accessible vehicle costs what it did before.
  await expect(page.locator("label", { has: accessible }).getByTestId("ride-type-price")).toHaveText(priceBefore ?? "");
  await fillGuestDetails(page);
  expect(await axe(page)).toEqual([]);
  await look(page, "book-assistance-390", { fullPage: true });
  await page.getByTestId("book-continue").click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-assistance")).toHaveText(
    "Assistance: Wheelchair user who stays in the wheelchair; Travelling with an assistance dog; Ramp at the back, please",
  );
  await expect(page.getByTestId("price-total")).toContainText(priceBefore ?? "");
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });

  // Dispatch holds it on the booking, on the accessible vehicle, at the price shown.
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  expect(stored.booking.assistance).toEqual({
    needs: ["wheelchair_stays_seated", "assistance_dog"],
    other: "Ramp at the back, please",
  });
  expect(stored.booking.ride_type_name).toBe("Wheelchair accessible");
  expect(pence(stored.booking.fare)).toBe(penceOf(priceBefore ?? ""));
  errors.expectNone();
});

test("a signed-in passenger books a return with a via, paid by saved card", async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, people.passenger);
  await page.waitForURL(/\/book-ride|\/trips/);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await expect(page.getByLabel("Full name")).toHaveCount(0);
  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await choosePlace(page, "Drop-off address", "Mayflower", /Mayflower Theatre/);
  await page.getByRole("button", { name: "Add a via stop" }).click();
  await choosePlace(page, "Via stop 1", "Bargate", /^Bargate/);
  await page.getByText("Add a return journey").click();
  await expect(page.getByRole("tab", { name: "Return" })).toHaveAttribute("aria-selected", "true");
  // §4: the return starts where the outbound ends, its stops reversed.
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Mayflower Theatre/);
  await expect(page.getByRole("combobox", { name: "Drop-off address" })).toHaveValue(/Ocean Village Marina/);
  await expect(page.getByRole("combobox", { name: "Via stop 1" })).toHaveValue(/Bargate/);
  expect(await axe(page)).toEqual([]);
  await look(page, "book-return-tab-390", { fullPage: true });
  await page.getByTestId("book-continue").click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-return")).toContainText("Mayflower Theatre");
  await expect(page.getByTestId("price-total")).toContainText("£");
  const shownTotal = penceOf((await page.getByTestId("price-total").textContent()) ?? "");
  await page.getByRole("radio", { name: "Card", exact: true }).check({ force: true });
  await expect(page.getByRole("radio", { name: /Saved card: Visa •••• 4242/ })).toBeChecked();
  expect(await axe(page)).toEqual([]);
  await look(page, "book-summary-return-390", { fullPage: true });
  await page.getByTestId("book-now").click();

  await expect(page.getByTestId("confirmed-return")).toBeVisible({ timeout: 15_000 });
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  const back = stored.pair[0];
  expect(stored.booking.leg).toBe("outbound");
  expect(stored.booking.destinations.map((d) => d.description)).toEqual([
    expect.stringMatching(/Mayflower Theatre/),
    expect.stringMatching(/Bargate/),
  ]);
  expect(back?.leg).toBe("return");
  expect(back?.pickup_location.description).toMatch(/Mayflower Theatre/);
  expect(back?.destinations.map((d) => d.description)).toEqual([
    expect.stringMatching(/Ocean Village Marina/),
    expect.stringMatching(/Bargate/),
  ]);
  expect(stored.booking.payment_method).toBe("card");
  expect(back?.payment_method).toBe("card");
  expect(stored.booking.payment_status).toBe("paid");
  expect(pence(stored.booking.fare) + pence(back?.fare ?? { total: {} })).toBe(shownTotal);
});

test("nothing is asked twice (3.3.7): the return starts from the outbound, and changing the journey from the summary keeps all that was typed", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await fillGuestRide(page);
  await page.getByLabel("Passengers").first().fill("3");
  await page.getByTestId("need-assistance").check();
  await page.getByRole("checkbox", { name: "Travelling with an assistance dog" }).check();
  await page.getByText("Add a return journey").click();
  // The return's places, party and assistance are the outbound's: none is asked again.
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Southampton Central station/);
  await expect(page.getByRole("combobox", { name: "Drop-off address" })).toHaveValue(/Ocean Village Marina/);
  await expect(page.getByLabel("Passengers").first()).toHaveValue("3");
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-assistance")).toHaveText("Assistance: Travelling with an assistance dog");

  // Back from the summary to change something: every answer is still there.
  await page.getByRole("link", { name: "Change the journey" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Guest");
  await expect(page.getByLabel("Mobile number")).toHaveValue("07700 900456");
  await expect(page.getByLabel("E-mail address")).toHaveValue("ada.guest@example.com");
  await expect(page.getByRole("checkbox", { name: "Travelling with an assistance dog" })).toBeChecked();
  await page.getByRole("tab", { name: "Outbound" }).click();
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Ocean Village Marina/);
  await expect(page.getByLabel("Passengers").first()).toHaveValue("3");
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("confirmed-return")).toBeVisible({ timeout: 15_000 });

  // Dispatch holds both legs for the one passenger, party and assistance given once.
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  for (const leg of [stored.booking, ...stored.pair]) {
    expect(leg.passenger_name).toBe("Ada Guest");
    expect(leg.passengers).toBe(3);
    expect(leg.assistance?.needs).toEqual(["assistance_dog"]);
  }
  expect(stored.pair[0]?.pickup_location.description).toMatch(/Southampton Central station/);
});

test("the summary, where a card is typed, never runs in a page where the tenant's scripts ran, and loses nothing to the fresh load (PCI SAQ A)", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await fillGuestRide(page);
  // The visitor agrees to the tenant's scripts, which then run on the form...
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-tenant-script", "solent-head");
  await page.getByTestId("book-continue").click();
  // ...and the summary is a fresh document where none did, with everything typed still there.
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("price-total")).toContainText("£");
  await expect(page.locator("html")).not.toHaveAttribute("data-tenant-script", /.+/);
  expect(await page.locator("template[data-tenant-script]").count()).toBe(0);
  await expect(page.getByTestId("summary-outbound")).toContainText("Ocean Village Marina");
  // Leaving it loads afresh too: the form runs the scripts the visitor agreed to again.
  await page.getByRole("link", { name: "Change the journey" }).click();
  await expect(page).toHaveURL(/\/book-ride$/);
  await expect(page.locator("html")).toHaveAttribute("data-tenant-script", "solent-head");
  await expect(page.getByLabel("E-mail address")).toHaveValue("ada.guest@example.com");
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-tenant-script", /.+/);
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  expect(stored.booking.passenger_name).toBe("Ada Guest");
});

test("a double tap books once, and a retry after a lost answer books the same ride", async ({ page, request }) => {
  test.setTimeout(60_000);
  await fillGuestRide(page);
  await page.getByTestId("book-continue").click();
  await expect(page.getByTestId("price-total")).toContainText("£");

  // The first answer is lost on the way back: the server booked, the browser saw a failure.
  const created: Array<{ bookings: Array<{ id: number }> }> = [];
  let posts = 0;
  await page.route("**/api/customer/v2/booking", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts += 1;
    // Node does not resolve *.localhost: fetch from the loopback address, naming the host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${loopbackOrigin}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    created.push((await response.json()) as { bookings: Array<{ id: number }> });
    if (posts === 1) return route.abort("internetdisconnected");
    return route.fulfill({ response });
  });
  await page.getByTestId("book-now").dblclick();
  await expect(page.getByTestId("booking-error").or(page.getByTestId("booking-confirmation"))).toBeVisible({
    timeout: 15_000,
  });
  if (await page.getByTestId("booking-error").isVisible()) {
    // Nothing typed was lost; trying again sends the same attempt.
    await page.getByTestId("book-now").click();
  }
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  const confirmedId = Number(await page.getByTestId("confirmed-outbound-id").textContent());
  // Every answer the server gave was the one booking.
  expect(new Set(created.map((c) => c.bookings[0]?.id))).toEqual(new Set([confirmedId]));
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  expect(stored.booking.id).toBe(confirmedId);
});

test("Book now waits for the price: while it is on its way the button says so, then it books", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await fillGuestRide(page);
  // The price is held on its way, as on a slow network (or just after a reload of /summary).
  const release = await holdRequests(page, "**/api/customer/v2/checkout/getCostEstimate");
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  const bookNow = page.getByTestId("book-now");
  await expect(bookNow).toBeDisabled();
  await expect(bookNow).toContainText("Getting the price…");
  expect(await axe(page)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await look(page, `book-summary-pricing-${width}`, { fullPage: true });
  }
  release();
  await expect(page.getByTestId("price-total")).toContainText("£");
  const shownTotal = penceOf((await page.getByTestId("price-total").textContent()) ?? "");
  await expect(bookNow).toBeEnabled();
  await expect(bookNow).toHaveText("Book now");
  await bookNow.click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  expect(pence(stored.booking.fare)).toBe(shownTotal);
});

test("an address field is busy while the chosen place is located, and the summary has that place", async ({ page }) => {
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  const release = await holdRequests(page, "**/v1/places/**");
  const pickup = page.getByRole("combobox", { name: "Pickup address", exact: true });
  await pickup.fill("Ocean Village");
  await page
    .getByRole("option", { name: /Ocean Village Marina/ })
    .first()
    .click();
  await expect(pickup).toHaveValue(/Ocean Village Marina/);
  await expect(pickup).toHaveAttribute("aria-busy", "true");
  release();
  await expect(pickup).not.toHaveAttribute("aria-busy", "true");
  await choosePlace(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  await fillGuestDetails(page);
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-outbound")).toContainText("Ocean Village Marina");
});

test("the form survives a reload and says when the browser is offline", async ({ page, context }) => {
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await page.getByLabel("Full name").fill("Ada Guest");
  await page.reload();
  await appReady(page);
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Ocean Village Marina/);
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Guest");
  await context.setOffline(true);
  await expect(page.getByTestId("booking-offline")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("booking-offline")).toHaveCount(0);
});

test("offline before the form is first touched, Continue says it cannot check it, then checks it online", async ({
  page,
  context,
}) => {
  // The validation loads on the form's first touch (once loaded, the browser's cache serves it
  // offline); a visitor offline before that touch is told why Continue cannot check the form.
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await context.setOffline(true);
  await page.getByLabel("Full name").fill("Ada Offline");
  await page.getByTestId("book-continue").click();
  await expect(page.getByTestId("booking-error")).toContainText("you appear to be offline");
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Offline");
  await context.setOffline(false);
  await page.getByTestId("book-continue").click();
  await expect(page.getByTestId("booking-error")).toContainText("Enter a drop-off address.");
  await expect(page.getByTestId("booking-error")).not.toContainText("offline");
  expect(await axe(page)).toEqual([]);
});

test("Continue with nothing chosen lists each problem, linked to its field", async ({ page }) => {
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await page.getByTestId("book-continue").click();
  const summary = page.getByTestId("booking-error");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Enter a pickup address.");
  await expect(summary).toContainText("Enter your e-mail address.");
  await summary.getByRole("link", { name: "Enter a pickup address." }).click();
  const pickup = page.getByRole("combobox", { name: "Pickup address" });
  await expect(pickup).toBeFocused();
  // A screen reader hears the field's hint and its error on it.
  await expect(pickup).toHaveAttribute("aria-invalid", "true");
  await expect(pickup).toHaveAccessibleDescription("Start typing, then choose from the list. Enter a pickup address.");
  // Each once: the field names its own hint, which the hint part registers as well (Chromium
  // reads a repeated id once; other readers may not).
  const described = ((await pickup.getAttribute("aria-describedby")) ?? "").split(" ");
  expect(described).toEqual([...new Set(described)]);
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveAccessibleDescription("Enter your full name.");
  await page.setViewportSize({ width: 1280, height: 900 });
  await look(page, "book-errors-1280", { fullPage: true });
  expect(await axe(page)).toEqual([]);
  // The same problems in dark mode.
  await page.evaluate(() => localStorage.setItem("cabline:colour-mode", "dark"));
  await page.reload();
  await appReady(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByTestId("book-continue").click();
  await expect(page.getByTestId("booking-error")).toBeFocused();
  await look(page, "book-errors-dark-1280", { fullPage: true });
  expect(await axe(page)).toEqual([]);
});

/** Presses Tab until the element with the id has focus (the keyboard user's way there). */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 40; i += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.id === wanted, id)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached #${id}`);
}

async function tabUntil(page: Page, what: string, focused: () => boolean) {
  for (let i = 0; i < 60; i += 1) {
    if (await page.evaluate(focused)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${what}`);
}

async function tabToTestId(page: Page, testId: string) {
  for (let i = 0; i < 60; i += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.getAttribute("data-testid") === wanted, testId)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached [data-testid=${testId}]`);
}

test("the whole booking can be made with the keyboard alone", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await expect(page.getByRole("radio").first()).toBeChecked();
  await tabTo(page, "outbound-pickup");
  await page.keyboard.type("Ocean Village");
  await expect(page.getByRole("option", { name: /Ocean Village Marina/ }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Ocean Village Marina/);
  await tabTo(page, "outbound-drop");
  await page.keyboard.type("Southampton Central");
  await expect(page.getByRole("option", { name: /Southampton Central station/ }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Drop-off address" })).toHaveValue(/Southampton Central/);
  // The ride types are one tab stop; the arrow keys choose among them.
  await tabUntil(page, "a ride type", () => (document.activeElement as HTMLInputElement | null)?.type === "radio");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Estate/ })).toBeChecked();
  // Space ticks the return box; the journey tabs then move with the arrow keys (WAI-ARIA tabs).
  await tabToTestId(page, "add-return");
  await page.keyboard.press("Space");
  const outboundTab = page.getByRole("tab", { name: "Outbound" });
  const returnTab = page.getByRole("tab", { name: "Return" });
  await expect(returnTab).toHaveAttribute("aria-selected", "true");
  for (let i = 0; i < 60 && !(await returnTab.evaluate((tab) => tab === document.activeElement)); i += 1)
    await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowLeft");
  await expect(outboundTab).toHaveAttribute("aria-selected", "true");
  await expect(outboundTab).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Outbound" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(returnTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("combobox", { name: "Pickup address" })).toHaveValue(/Southampton Central/);
  await tabTo(page, "details-name");
  await page.keyboard.type("Kay Board");
  await page.keyboard.press("Tab");
  await page.keyboard.type("07700 900789");
  await page.keyboard.press("Tab");
  await page.keyboard.type("kay.board@example.com");
  await tabToTestId(page, "book-continue");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("price-total")).toContainText("£");
  await tabToTestId(page, "book-now");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  const stored = await sandboxBooking(request, await tokenOf(page, "outbound"));
  expect(stored.booking.destinations.map((d) => d.description)).toEqual([expect.stringMatching(/Southampton Central/)]);
  expect(stored.booking.ride_type_name).toBe("Estate");
  expect(stored.pair[0]?.leg).toBe("return");
  expect(stored.pair[0]?.pickup_location.description).toMatch(/Southampton Central/);
});
