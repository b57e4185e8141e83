// /business/bulk-upload-trips (spec §2, §5 Upload, §8 upload rejection, §9 kb): the template
// downloads; a file that is not CSV is refused with the 'Upload Failed!' notification for 2 s; a
// small CSV with one bad row is previewed with the row's problem, its good rows are booked with a
// report per row, and the sandbox holds exactly those bookings. Choosing the same file again (a
// resumed upload) books nothing twice. The preview finds what booking would refuse (an unknown
// address, a trip outside the area, a bad phone number, a party no vehicle takes) and nothing is
// booked for those rows. A 500-row file with 20 bad rows is fixed, sent, cut off by a reload after
// the server booked, and finished: each good trip booked once.
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { apiAs, businessIdOf, chooseAccount } from "./business-admin-support.ts";
import {
  appReady,
  axeLightAndDark,
  axeResults,
  baseHost,
  look,
  loopbackOrigin,
  people,
  signIn,
  watchErrors,
} from "./support.ts";

const solent = /Solent Marine/;
const header =
  "pickup_time,pickup,drop,vias,passengers,luggage,ride_type,passenger_name,passenger_phone,passenger_email,flight_number,meet_and_greet,notes,po_number,cost_centre,payment_method";
const inDays = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} ${time}`;
const csv = [
  header,
  `${inDays(2, "09:15")},Above Bar Street,Southampton Airport,,2,1,,Bulk Ada,07700900111,ada@example.com,,no,,PO-71,OPS,account`,
  `${inDays(2, "10:15")},Southampton Airport,Above Bar Street,,1,0,,Bulk Ben,,,,no,"=HYPERLINK(""x"")",PO-72,OPS,account`,
  `${inDays(2, "11:15")},Above Bar Street,Southampton Airport,,3,0,,Bulk Cy,,,,no,,,OPS,account`,
  `${inDays(3, "08:45")},Above Bar Street,Southampton Airport,,2,0,,Bulk Di,,,,yes,,PO-74,OPS,account`,
].join("\r\n");

/**
 * The booking token of a report line, exactly as the file has it: a token may begin with "-"
 * (base64url), and the report writes it without the apostrophe free text gets (domain Csv.identifier).
 */
const tokenIn = (line: string | undefined): string => line?.split(",")[3] ?? "";

async function openBulkUpload(page: Page, tenant = "book") {
  await signIn(page, people.booker, tenant);
  await appReady(page);
  await chooseAccount(page, solent);
  await page.goto(`${baseHost(tenant)}/business/bulk-upload-trips`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Upload trips" })).toBeVisible();
}

async function upcomingTotal(tenant = "BOOK"): Promise<number> {
  const api = await apiAs(people.booker.email, undefined, tenant);
  const businessId = await businessIdOf(api, solent);
  const { body } = await api.get(`/customer/v2/upcoming/get?business_id=${businessId}&count=1`);
  return Number(body.total);
}

test("a CSV with one bad row: preview, book the good rows, report, and no duplicates on a resume", async ({ page }) => {
  // Two whole uploads, each allowed 20 s to book: the default 30 s ran out on a loaded machine.
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openBulkUpload(page);

  const templateDownload = page.waitForEvent("download");
  await page.getByTestId("bulk-template").click();
  const template = await readFile(await (await templateDownload).path(), "utf8");
  // The template has every column, the assistance ones included; a file may leave them out.
  expect(template.split("\r\n")[0]).toBe(header.replace(",notes,", ",notes,assistance,assistance_note,"));
  expect(template.split("\r\n")[1]).toMatch(/Above Bar Street,Southampton Airport/);

  const before = await upcomingTotal();
  const file = { name: "trips.csv", mimeType: "text/csv", buffer: Buffer.from(csv) };
  await page.getByTestId("bulk-file").setInputFiles(file);
  await expect(page.getByTestId("bulk-chosen")).toHaveText(
    `Chosen: trips.csv (${Number((Buffer.byteLength(csv) / 1000).toFixed(2))} kb)`,
  );
  await expect(page.getByTestId("bulk-counts")).toHaveText("3 trips are ready; 1 row has problems.");
  await expect(page.getByTestId("bulk-row-4")).toContainText(
    "po_number: Enter a PO number: this account needs one for account trips.",
  );
  await expect(page.getByTestId("bulk-row-3")).toContainText("Ready");

  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("3 booked, 0 already booked earlier, 1 not booked.", {
    timeout: 20_000,
  });
  await expect(page.getByTestId("bulk-result-4")).toContainText("Not sent");

  const reportDownload = page.waitForEvent("download");
  await page.getByTestId("bulk-download-report").click();
  const report = (await readFile(await (await reportDownload).path(), "utf8")).trim().split("\r\n");
  expect(report[0]).toBe("row,status,booking_id,booking_token,error,message");
  expect(report.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual([
    "2,booked",
    "3,booked",
    "4,not_sent",
    "5,booked",
  ]);

  // The sandbox holds exactly the three trips, with the file's details.
  expect(await upcomingTotal()).toBe(before + 3);
  const api = await apiAs(people.booker.email);
  const token = tokenIn(report[1]);
  const { status, body } = await api.get(`/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`);
  expect(status).toBe(200);
  expect(JSON.stringify(body)).toContain("PO-71");

  // A resumed upload (the same file again, e.g. after a reload) books nothing twice: the server
  // recognises the request (same Idempotency-Key) and answers with the same bookings.
  await page.reload();
  await appReady(page);
  await page.getByTestId("bulk-file").setInputFiles(file);
  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("3 booked, 0 already booked earlier, 1 not booked.", {
    timeout: 20_000,
  });
  const again = page.waitForEvent("download");
  await page.getByTestId("bulk-download-report").click();
  const second = (await readFile(await (await again).path(), "utf8")).trim().split("\r\n");
  expect(second.map((line) => line.split(",")[2])).toEqual(report.map((line) => line.split(",")[2]));
  expect(await upcomingTotal()).toBe(before + 3);
  errors.expectNone();
});

test("a ready row can be left out; rows already booked from the same file are not booked again", async ({ page }) => {
  await openBulkUpload(page);
  const before = await upcomingTotal();
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "trips.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByTestId("bulk-book-5").uncheck();
  await expect(page.getByTestId("bulk-send")).toHaveText("Book 2 trips");
  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-result-5")).toContainText("Left out before booking.", { timeout: 20_000 });
  const summary = (await page.getByTestId("bulk-summary").textContent()) ?? "";
  const [booked = 0, earlier = 0, notBooked = 0] = (summary.match(/\d+/g) ?? []).map(Number);
  // Rows 2 and 3 are new here, or were booked by the journey above from the same file: either way
  // each is booked exactly once (its key comes from the file's content).
  expect(booked + earlier).toBe(2);
  expect(notBooked).toBe(2);
  expect(await upcomingTotal()).toBe(before + booked);
});

test("a connection lost after the server booked is retried with the same key: no trip is booked twice", async ({
  page,
}) => {
  await openBulkUpload(page);
  const before = await upcomingTotal();
  const lines = [
    header,
    ...csv
      .split("\r\n")
      .slice(1)
      .map((line) => line.replaceAll("PO-7", "PO-8")),
  ];
  const file = { name: "lost.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) };
  // The first answer never arrives: the server books the trips, the browser sees a network failure.
  let dropped = 0;
  await page.route("**/api/business/trips/bulkImport", async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    // Node does not resolve *.localhost: send it to the loopback address, naming the host.
    const url = new URL(route.request().url());
    await route.fetch({
      url: `${loopbackOrigin}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    await route.abort("connectionreset");
  });
  await page.getByTestId("bulk-file").setInputFiles(file);
  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("3 booked, 0 already booked earlier, 1 not booked.", {
    timeout: 20_000,
  });
  expect(dropped).toBe(1);
  expect(await upcomingTotal()).toBe(before + 3);
});

test("a file that is not CSV is refused with 'Upload Failed!' for 2 seconds; the chosen file stays", async ({
  page,
}) => {
  await openBulkUpload(page);
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "trips.csv", mimeType: "text/csv", buffer: Buffer.from(`${header}\r\n`) });
  await expect(page.getByTestId("bulk-unreadable")).toContainText("The file has no trips.");
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a csv") });
  const toast = page.getByText("Upload Failed!");
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4_000 });
  await expect(page.getByTestId("bulk-chosen")).toContainText("trips.csv");
});

test("bulk upload reads the file in a Web Worker, is accessible and looks right on a phone and a desktop", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openBulkUpload(page);
  const worker = page.waitForEvent("worker");
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "trips.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("bulk-counts")).toBeVisible();
  expect((await worker).url()).toMatch(/parse\.worker/);
  const result = await axeResults(page);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `manage-bulk-${width}`, { fullPage: true });
  }
  // A worker the Content-Security-Policy refused would show here as a console error.
  errors.expectNone();
});

test("a bad row is fixed in the browser, checked again by the same rules, and booked with the fix", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await openBulkUpload(page);
  const stamp = String(Date.now()).slice(-6);
  const rows = [
    header,
    `${inDays(4, "09:15")},Above Bar Street,Southampton Airport,,2,1,,Fix Ann ${stamp},,,,no,,PO-81,OPS,account`,
    `${inDays(4, "10:15")},Southampton Airport,Above Bar Street,,1,0,,Fix Bo ${stamp},,,,no,,,OPS,account`,
  ].join("\n");
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "fix.csv", mimeType: "text/csv", buffer: Buffer.from(rows) });
  await expect(page.getByTestId("bulk-counts")).toHaveText("1 trip is ready; 1 row has problems.");

  await page.getByTestId("bulk-fix-row-3").click();
  const fixer = page.getByTestId("bulk-fixer");
  await expect(fixer.getByRole("heading", { name: "Fix row 3" })).toBeFocused();
  await expect(page.getByTestId("bulk-fix-passenger_name")).toHaveValue(`Fix Bo ${stamp}`);
  // A fix that is still wrong says what is left, by the same rules as the file.
  await page.getByTestId("bulk-fix-po_number").fill("PO-82");
  await page.getByTestId("bulk-fix-passengers").fill("40");
  await page.getByTestId("bulk-fix-check").click();
  // Forty people fit no ride type of the tenant: the check says so, with the largest vehicle.
  await expect(fixer.getByRole("alert")).toContainText(
    "passengers: No vehicle takes 40 passengers: the largest, 8-seater minibus, seats 8.",
  );
  await expect(fixer.getByRole("alert")).not.toContainText("Please select a ride type");
  await page.mouse.move(0, 0);
  const result = await axeResults(page);
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `manage-bulk-fix-${width}`, { fullPage: true });
  }
  await page.getByTestId("bulk-fix-passengers").fill("1");
  await page.getByTestId("bulk-fix-check").click();
  await expect(fixer).toHaveCount(0);
  await expect(page.getByTestId("bulk-fixed")).toHaveText("Row 3 is ready to book.");
  await expect(page.getByTestId("bulk-counts")).toHaveText("2 trips are ready; 0 rows have problems.");
  await expect(page.getByTestId("bulk-row-3")).toContainText("Ready");

  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("2 booked, 0 already booked earlier, 0 not booked.", {
    timeout: 20_000,
  });
  const reportDownload = page.waitForEvent("download");
  await page.getByTestId("bulk-download-report").click();
  const report = (await readFile(await (await reportDownload).path(), "utf8")).trim().split("\r\n");
  const token = tokenIn(report.find((line) => line.startsWith("3,")));
  const api = await apiAs(people.booker.email);
  const { status, body } = await api.get(`/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`);
  expect(status).toBe(200);
  expect(JSON.stringify(body)).toContain("PO-82");
  expect(JSON.stringify(body)).toContain(`Fix Bo ${stamp}`);
  errors.expectNone();
});

test("the preview finds what booking would refuse: an unknown address, a trip outside the area, a bad phone, 12 passengers", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await openBulkUpload(page);
  const stamp = String(Date.now()).slice(-6);
  const name = (what: string) => `Refused ${what} ${stamp}`;
  const rows = [
    header,
    `${inDays(6, "09:15")},Above Bar Street,Southampton Airport,,2,0,,${name("none")},07700 900123,,,no,,PO-91,OPS,account`,
    `${inDays(6, "09:30")},Atlantis,Southampton Airport,,2,0,,${name("place")},,,,no,,PO-92,OPS,account`,
    `${inDays(6, "09:45")},Manchester,London Heathrow Airport,,2,0,,${name("area")},,,,no,,PO-93,OPS,account`,
    `${inDays(6, "10:00")},Above Bar Street,Southampton Airport,,2,0,,${name("phone")},12345,,,no,,PO-94,OPS,account`,
    `${inDays(6, "10:15")},Above Bar Street,Southampton Airport,,12,0,,${name("party")},,,,no,,PO-95,OPS,account`,
  ].join("\r\n");
  const before = await upcomingTotal();

  // The places are looked up by the worker: the requests come from its script (their Referer).
  const lookups: Array<{ readonly address: string; readonly from: string }> = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/maps/api/geocode/json"))
      lookups.push({ address: url.searchParams.get("address") ?? "", from: request.headers()["referer"] ?? "" });
  });
  const worker = page.waitForEvent("worker");
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "refused.csv", mimeType: "text/csv", buffer: Buffer.from(rows) });
  expect((await worker).url()).toMatch(/parse\.worker/);
  await expect(page.getByTestId("bulk-counts")).toHaveText("1 trip is ready; 4 rows have problems.", {
    timeout: 20_000,
  });
  // Each distinct address asked once (ten cells name five places), by the worker.
  expect(lookups.map((lookup) => lookup.address).toSorted()).toEqual([
    "Above Bar Street",
    "Atlantis",
    "London Heathrow Airport",
    "Manchester",
    "Southampton Airport",
  ]);
  for (const lookup of lookups) expect(lookup.from).toMatch(/parse\.worker/);

  await expect(page.getByTestId("bulk-row-2")).toContainText("Ready");
  await expect(page.getByTestId("bulk-row-3")).toContainText(
    'pickup: We could not find "Atlantis". Please re-enter trip destinations.',
  );
  await expect(page.getByTestId("bulk-row-4")).toContainText(
    'pickup: Trip must either start or finish inside Southampton region. "Manchester" and "London Heathrow Airport" are both outside it.',
  );
  await expect(page.getByTestId("bulk-row-5")).toContainText('passenger_phone: "12345" is not a phone number.');
  await expect(page.getByTestId("bulk-row-6")).toContainText(
    "passengers: No vehicle takes 12 passengers: the largest, 8-seater minibus, seats 8.",
  );
  await expect(page.getByTestId("bulk-preview")).not.toContainText("Please select a ride type");

  await page.getByTestId("bulk-only-problems").check();
  await page.mouse.move(0, 0);
  expect(await axeLightAndDark(page)).toEqual([]);
  for (const [label, width, height] of [
    ["390", 390, 844],
    ["zoom200", 640, 450],
    ["1280", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await look(page, `manage-bulk-refused-${label}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await look(page, "manage-bulk-refused-1280-dark", { fullPage: true });
  await page.getByTestId("mode-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByTestId("bulk-only-problems").uncheck();

  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("1 booked, 0 already booked earlier, 4 not booked.", {
    timeout: 20_000,
  });
  for (const row of [3, 4, 5, 6]) await expect(page.getByTestId(`bulk-result-${row}`)).toContainText("Not sent");

  // The sandbox holds the good row's trip and nothing for the four refused rows.
  expect(await upcomingTotal()).toBe(before + 1);
  const api = await apiAs(people.booker.email);
  const { body } = await api.get(`/customer/v2/get/bookings?filter=all&count=100&search=${stamp}`);
  expect(body.total).toBe(1);
  const booked = JSON.stringify(body.bookings);
  expect(booked).toContain(name("none"));
  for (const what of ["place", "area", "phone", "party"]) expect(booked).not.toContain(name(what));

  // The report's token is the booking's, exactly.
  const reportDownload = page.waitForEvent("download");
  await page.getByTestId("bulk-download-report").click();
  const report = (await readFile(await (await reportDownload).path(), "utf8")).trim().split("\r\n");
  const token = tokenIn(report.find((line) => line.startsWith("2,")));
  expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  const { status, body: booking } = await api.get(`/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`);
  expect(status).toBe(200);
  expect(JSON.stringify(booking)).toContain(name("none"));
  errors.expectNone();
});

test("500 rows, 20 bad: fix two, the rest stay out, a reload mid-submit, and every good trip is booked once", async ({
  page,
}) => {
  // The file: 480 good rows and 20 bad ones, five of each kind (a date that does not exist, a place
  // the maps service does not know, no PO number on an account that needs one, more passengers than
  // any ride type takes). Two of the PO rows are fixed in the browser; the other 18 are not booked,
  // so 482 trips are: the 480 good rows and the two fixed.
  // In Gosport & District Taxis (GDT): 482 more trips on BOOK's Solent Marine would change the
  // figures the overview and company-trips journeys check there.
  test.setTimeout(180_000);
  // The one request the test cuts off is the browser's only console error.
  const errors = watchErrors(page, [/ERR_CONNECTION_RESET/]);
  await openBulkUpload(page, "gdt");
  const stamp = String(Date.now()).slice(-6);
  const bad = new Map<number, string>();
  for (let row = 10; row < 510; row += 25) bad.set(row, ["date", "place", "po", "passengers"][bad.size % 4] ?? "");
  const lines = [header];
  for (let row = 2; row <= 501; row += 1) {
    const kind = bad.get(row);
    const when =
      kind === "date"
        ? "2027-02-30 09:15"
        : inDays(5 + (row % 20), `${String(7 + (row % 12)).padStart(2, "0")}:${String(row % 60).padStart(2, "0")}`);
    const pickup = kind === "place" ? "Atlantis" : "Gosport Ferry Terminal";
    const passengers = kind === "passengers" ? 40 : 1 + (row % 3);
    const po = kind === "po" ? "" : `PO-${stamp}-${row}`;
    lines.push(`${when},${pickup},Lee-on-the-Solent,,${passengers},0,,Bulk ${stamp} ${row},,,,no,,${po},OPS,account`);
  }
  const file = { name: "five-hundred.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) };
  const before = await upcomingTotal("GDT");

  // The preview asks the maps service: the unknown places are among the 20 rows with problems.
  await page.getByTestId("bulk-file").setInputFiles(file);
  await expect(page.getByTestId("bulk-counts")).toHaveText("480 trips are ready; 20 rows have problems.");
  const poRows = [...bad].filter(([, kind]) => kind === "po").map(([row]) => row);
  const fixTwo = async () => {
    // Twenty rows to look at among 500: the preview shows only those.
    await page.getByTestId("bulk-only-problems").check();
    await expect(page.getByTestId("bulk-row-60")).toBeVisible();
    for (const row of poRows.slice(0, 2)) {
      await page.getByTestId(`bulk-fix-row-${row}`).click();
      await page.getByTestId("bulk-fix-po_number").fill(`PO-${stamp}-fixed-${row}`);
      await page.getByTestId("bulk-fix-check").click();
      await expect(page.getByTestId("bulk-fixed")).toHaveText(`Row ${row} is ready to book.`);
    }
    await expect(page.getByTestId("bulk-counts")).toHaveText("482 trips are ready; 18 rows have problems.");
    await page.getByTestId("bulk-only-problems").uncheck();
  };
  await fixTwo();

  // Mid-submit: the server books the whole request, then the page is reloaded before the answer
  // arrives (the booker's browser crashed, or they pressed reload).
  let reached!: () => void;
  const serverBooked = new Promise<void>((resolve) => (reached = resolve));
  await page.route("**/api/business/trips/bulkImport", async (route) => {
    const url = new URL(route.request().url());
    await route.fetch({
      url: `${loopbackOrigin}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
      timeout: 60_000,
    });
    reached();
    await route.abort("connectionreset").catch(() => undefined);
  });
  await page.getByTestId("bulk-send").click();
  await serverBooked;
  expect(await upcomingTotal("GDT")).toBe(before + 482);
  await page.unroute("**/api/business/trips/bulkImport");
  await page.reload();
  await appReady(page);

  // Finishing: the same file and the same two fixes. The request is the one the reload cut off
  // (same Idempotency-Key), so the server replays its first answer: the report the booker lost,
  // with nothing booked again.
  await page.getByTestId("bulk-file").setInputFiles(file);
  await expect(page.getByTestId("bulk-counts")).toHaveText("480 trips are ready; 20 rows have problems.");
  await fixTwo();
  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("482 booked, 0 already booked earlier, 18 not booked.", {
    timeout: 60_000,
  });
  // The report (long: downloaded rather than scrolled) books every good and fixed row, no bad one.
  const reportDownload = page.waitForEvent("download");
  await page.getByTestId("bulk-download-report").click();
  const report = (await readFile(await (await reportDownload).path(), "utf8")).trim().split("\r\n").slice(1);
  const statusOf = new Map(report.map((line) => [Number(line.split(",")[0]), line.split(",")[1]] as const));
  expect(statusOf.size).toBe(500);
  for (let row = 2; row <= 501; row += 1) {
    const fixed = poRows.slice(0, 2).includes(row);
    // A row the preview refused, an unknown place included, is not sent.
    const expected = !bad.has(row) || fixed ? "booked" : "not_sent";
    expect(statusOf.get(row), `row ${row}`).toBe(expected);
  }
  // Exactly the good rows and the two fixed ones are in the sandbox, once each.
  expect(await upcomingTotal("GDT")).toBe(before + 482);
  errors.expectNone();
});

test("a sub-account member who uploads a colleague's file is told the rows were booked, and gets no booking token", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const colleagues = [
    header,
    `${inDays(4, "07:15")},Above Bar Street,Southampton Airport,,1,0,,Admin Row ${stamp},07700900111,row1-${stamp}@example.com,,no,Door code 4417,PO-81,OPS,account`,
    `${inDays(4, "07:45")},Above Bar Street,Southampton Airport,,1,0,,Admin Row B ${stamp},07700900112,row2-${stamp}@example.com,,no,,PO-82,OPS,account`,
  ].join("\r\n");
  const file = { name: "colleague.csv", mimeType: "text/csv", buffer: Buffer.from(colleagues) };
  // The admin books the file.
  await openBulkUpload(page);
  const before = await upcomingTotal();
  await page.getByTestId("bulk-file").setInputFiles(file);
  await page.getByTestId("bulk-send").click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("2 booked, 0 already booked earlier, 0 not booked.", {
    timeout: 20_000,
  });
  const adminReport = page.waitForEvent("download");
  await page.getByTestId("bulk-download-report").click();
  const adminLines = (await readFile(await (await adminReport).path(), "utf8")).trim().split("\r\n");
  const tokens = adminLines.slice(1).map(tokenIn);
  expect(tokens.every((token) => /^[A-Za-z0-9_-]{22,}$/.test(token))).toBe(true);

  // A member of the same company uploads the same file: the rows were booked by a colleague,
  // and nothing in the page or the report gives the member those bookings' tokens.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await memberContext.newPage();
  const errors = watchErrors(member);
  await signIn(member, { email: "priya.shah@example.com", password: "cabline-sandbox" });
  await expect(member).toHaveURL(/\/business\/book-ride$/);
  await appReady(member);
  await member.goto(`${baseHost("book")}/business/bulk-upload-trips`);
  await appReady(member);
  await member.getByTestId("bulk-file").setInputFiles(file);
  await member.getByTestId("bulk-send").click();
  await expect(member.getByTestId("bulk-summary")).toHaveText("0 booked, 2 already booked earlier, 0 not booked.", {
    timeout: 20_000,
  });
  await expect(member.getByTestId("bulk-result-2")).toContainText("Already booked");
  const memberReport = member.waitForEvent("download");
  await member.getByTestId("bulk-download-report").click();
  const memberText = await readFile(await (await memberReport).path(), "utf8");
  for (const token of tokens) {
    expect(memberText).not.toContain(token);
    expect(await member.content()).not.toContain(token);
  }
  // The sandbox holds the admin's two trips and no more.
  expect(await upcomingTotal()).toBe(before + 2);
  errors.expectNone();
  await memberContext.close();
});

test("by keyboard alone: a bad row is fixed and the file booked; the sandbox has the fixed trip", async ({ page }) => {
  test.setTimeout(60_000);
  await openBulkUpload(page);
  const stamp = String(Date.now()).slice(-6);
  const rows = [
    header,
    `${inDays(5, "09:15")},Above Bar Street,Southampton Airport,,2,1,,Key Ann ${stamp},,,,no,,PO-91,OPS,account`,
    `${inDays(5, "10:15")},Southampton Airport,Above Bar Street,,1,0,,Key Bo ${stamp},,,,no,,,OPS,account`,
  ].join("\n");
  // The file comes from the system's file dialog, which is not the page's to test.
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "keys.csv", mimeType: "text/csv", buffer: Buffer.from(rows) });
  await expect(page.getByTestId("bulk-counts")).toHaveText("1 trip is ready; 1 row has problems.");
  const tabTo = async (testId: string, most = 60) => {
    const target = page.getByTestId(testId);
    for (let presses = 0; presses < most; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`${testId} was not reached by Tab`);
  };
  await tabTo("bulk-fix-row-3");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("bulk-fixer").getByRole("heading", { name: "Fix row 3" })).toBeFocused();
  await tabTo("bulk-fix-po_number");
  await page.keyboard.type("PO-92");
  await tabTo("bulk-fix-check");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("bulk-fixed")).toHaveText("Row 3 is ready to book.");
  await tabTo("bulk-send", 200);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("bulk-summary")).toHaveText("2 booked, 0 already booked earlier, 0 not booked.", {
    timeout: 20_000,
  });
  const api = await apiAs(people.booker.email);
  const businessId = await businessIdOf(api, solent);
  const { body } = await api.get(
    `/customer/v2/get/bookings?business_id=${businessId}&filter=upcoming&count=5&search=${encodeURIComponent(`Key Bo ${stamp}`)}`,
  );
  const fixed = (body.bookings as Array<{ passenger_name?: string; your_references?: { po_number?: string } }>).find(
    (trip) => trip.passenger_name === `Key Bo ${stamp}`,
  );
  expect(fixed?.your_references?.po_number).toBe("PO-92");
});
