// Issue 20, /overview (spec §2, §6 business_user): the figures match the account's trips in the
// sandbox (read through the API and added up here independently), every chart has its table, the
// CSV export holds the same totals, and the screen is accessible.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { apiAs, businessIdOf, chooseAccount } from "./business-admin-support.ts";
import { appReady, axeResults, baseHost, look, people, signIn, watchErrors } from "./support.ts";

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
