// /overview (spec §2, §6 business_user): the figures match the account's trips in the
// sandbox (read through the API and added up here independently), every chart has its table, the
// CSV export holds the same totals, and the screen is accessible.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { apiAs, businessIdOf, chooseAccount } from "./business-admin-support.ts";
import { appReady, axeResults, baseHost, look, people, signIn, watchErrors } from "./support.ts";
import { lookEverywhere } from "./reflow-support.ts";

const solent = /Solent Marine/;
const day = 86_400_000;
type Trip = {
  pickup_time: string;
  status: string;
  fare: { total: { amount: number } };
  cancellation_fee?: { amount: number };
};

async function seededFigures() {
  const api = await apiAs(people.booker.email);
  const businessId = await businessIdOf(api, solent);
  const trips: Array<Trip> = [];
  for (const list of ["history", "upcoming"]) {
    const { body } = await api.get(`/customer/v2/${list}/get?business_id=${businessId}&count=100`);
    trips.push(...(body.bookings as Array<Trip>));
  }
  const today = Math.floor(Date.now() / day) * day;
  const inPeriod = trips.filter((trip) => {
    const at = Date.parse(trip.pickup_time);
    return at >= today - 30 * day && at < today + 31 * day;
  });
  // What the account pays: the fare of each trip, the fee of each cancelled one.
  const paid = (trip: Trip) =>
    trip.status === "cancelled" ? (trip.cancellation_fee?.amount ?? 0) : trip.fare.total.amount;
  return {
    trips: inPeriod.filter((trip) => trip.status !== "cancelled").length,
    spendMinor: inPeriod.reduce((sum, trip) => sum + paid(trip), 0),
  };
}

test("the overview's figures match the seeded trips, with a table behind every chart and a CSV export", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The chart library (recharts, in the ChartFigure chunk) loads on /overview only.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await signIn(page, people.booker);
  await appReady(page);
  await chooseAccount(page, solent);
  expect(scripts.filter((url) => /ChartFigure/.test(url))).toEqual([]);
  await page.goto(`${baseHost("book")}/overview`);
  await appReady(page);
  const expected = await seededFigures();
  expect(expected.trips).toBeGreaterThan(0);
  await expect(page.getByTestId("overview-trips")).toHaveText(String(expected.trips), { timeout: 15_000 });
  const pounds = (expected.spendMinor / 100).toFixed(2);
  await expect(page.getByTestId("overview-spend")).toContainText(pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ","));

  for (const chart of ["per-period", "per-passenger", "per-cost-centre", "top-pickups", "top-destinations"]) {
    await expect(page.getByTestId(`overview-${chart}-table`)).toBeVisible();
  }
  await expect(page.getByTestId("overview-per-period").getByRole("img")).toHaveAttribute("aria-label", /bar chart/);
  // Drawn: one bar per week with trips, as the table says.
  const drawn = page.getByTestId("overview-per-period").locator(".recharts-bar-rectangle path");
  await expect(drawn.first()).toBeVisible();
  expect(scripts.filter((url) => /ChartFigure/.test(url))).toHaveLength(1);

  const download = page.waitForEvent("download");
  await page.getByTestId("overview-export").click();
  const lines = (await readFile(await (await download).path(), "utf8")).trim().split("\r\n");
  expect(lines[0]).toBe("section,name,trips,spend_gbp");
  expect(lines[1]).toBe(`total,all trips,${expected.trips},${pounds}`);

  const result = await axeResults(page);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `manage-overview-${width}`, { fullPage: true });
  }
  errors.expectNone();
});

test("spend per passenger is ranked by spend, most first, as the sandbox's trips add up", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const api = await apiAs(people.booker.email);
  const businessId = await businessIdOf(api, solent);
  const pickup = {
    address: "112 Above Bar Street",
    id: "sbx-addr-so14-7du-112-above-bar-street",
    lat: 50.9063,
    lng: -1.4047,
  };
  const station = {
    address: "Southampton Central station",
    id: "sbx-poi-southampton-central-station",
    lat: 50.9076,
    lng: -1.4136,
  };
  const airport = {
    address: "Southampton Airport (SOU)",
    id: "sbx-poi-southampton-airport",
    lat: 50.9503,
    lng: -1.3568,
  };
  // Ada takes three short hops across town, Ben one ride to the airport in a bigger car: Ada has
  // the most trips, Ben spends the most.
  const rides = [
    { name: "Ada Few", drop: station, ride: 1 },
    { name: "Ada Few", drop: station, ride: 1 },
    { name: "Ada Few", drop: station, ride: 1 },
    { name: "Ben Far", drop: airport, ride: 3 },
  ];
  for (const [index, ride] of rides.entries()) {
    const { status, body } = await api.postJson(
      "/customer/v2/booking",
      {
        outbound: {
          pickup,
          destinations: [ride.drop],
          dateTime: new Date(Date.now() + (2 + index) * day).toISOString(),
          passengers: 1,
          luggage: 0,
          rideId: ride.ride,
          name: ride.name,
        },
        paymentMethod: "account",
        business_id: businessId,
        poNumber: `PO-RANK-${index}`,
      },
      { "Idempotency-Key": `e2e-${crypto.randomUUID()}` },
    );
    expect(status, JSON.stringify(body)).toBe(200);
  }

  // Spend per passenger from the sandbox's own trips (the overview's default period), most first.
  type Trip = { pickup_time: string; status: string; passenger_name?: string; fare: { total: { amount: number } } };
  const trips: Array<Trip> = [];
  for (const list of ["history", "upcoming"]) {
    const { body } = await api.get(`/customer/v2/${list}/get?business_id=${businessId}&count=100`);
    trips.push(...(body.bookings as Array<Trip>));
  }
  const today = Math.floor(Date.now() / day) * day;
  const totals = new Map<string, { trips: number; spend: number }>();
  for (const trip of trips) {
    const at = Date.parse(trip.pickup_time);
    if (trip.status === "cancelled" || at < today - 30 * day || at >= today + 31 * day) continue;
    const name = trip.passenger_name?.trim() || "(not given)";
    const now = totals.get(name) ?? { trips: 0, spend: 0 };
    totals.set(name, { trips: now.trips + 1, spend: now.spend + trip.fare.total.amount });
  }
  const people$ = [...totals.entries()].map(([name, total]) => ({ name, ...total }));
  const bySpend = people$.toSorted((a, b) => b.spend - a.spend || b.trips - a.trips || a.name.localeCompare(b.name));
  const byTrips = people$.toSorted((a, b) => b.trips - a.trips || b.spend - a.spend || a.name.localeCompare(b.name));
  // The trips above tell the two orders apart, so this test sees which one the screen uses.
  expect(bySpend.map((p) => p.name)).not.toEqual(byTrips.map((p) => p.name));
  const gbp = (pence: number) => `£${(pence / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

  await signIn(page, people.booker);
  await appReady(page);
  await chooseAccount(page, solent);
  await page.goto(`${baseHost("book")}/overview`);
  await appReady(page);
  const rows = page.getByTestId("overview-per-passenger-table").locator("tbody tr");
  await expect(rows).toHaveCount(bySpend.length, { timeout: 15_000 });
  await expect(rows.locator("td:nth-child(1)")).toHaveText(bySpend.map((p) => p.name));
  await expect(rows.locator("td:nth-child(2)")).toHaveText(bySpend.map((p) => gbp(p.spend)));
  // The export lists them in the same order.
  const download = page.waitForEvent("download");
  await page.getByTestId("overview-export").click();
  const lines = (await readFile(await (await download).path(), "utf8")).trim().split("\r\n");
  expect(lines.filter((line) => line.startsWith("passenger,")).map((line) => line.split(",")[1])).toEqual(
    bySpend.map((p) => p.name),
  );
  await lookEverywhere(page, "manage-overview-ranked");
  errors.expectNone();
});
