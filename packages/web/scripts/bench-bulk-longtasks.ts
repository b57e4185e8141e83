// A benchmark (a figure, not a timed test): the main thread while the bulk upload's Web
// Worker reads and checks a large file. In Chromium, signed in as the seeded booker, it chooses a
// file of 10,000 and then 100,000 rows on /business/bulk-upload-trips and prints how long until
// the preview's counts appear and every main-thread task over 50 ms (PerformanceObserver
// "longtask") from choosing the file to the counts, then the same while the preview is scrolled
// to its end.
//
// The third file, "varied", is 100,000 rows whose places and phone numbers differ as a real
// company's do: 1,030 distinct addresses (Southampton places to 1,000 UK towns) and a different
// mobile number on every row, so the preview's place lookups (one per distinct address, through
// the maps port) and phone checks are measured at their cost, not at the two addresses of the
// others.
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-bulk-longtasks.ts [origin, default http://book.localhost:5173]
// [files, default 10000,100000,varied]
import { readFileSync } from "node:fs";
import { BulkTripFile } from "@cabline/domain";
import { launchChromium } from "./chromium.ts";

const origin = process.argv[2] ?? "http://book.localhost:5173";
const files = (process.argv[3] ?? "10000,100000,varied").split(",");
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("E-mail address").fill("booker@example.com");
  await page.getByLabel("Password").fill("cabline-sandbox");
  await page.getByTestId("sign-in-submit").click();
  await page.waitForURL(/\/business\//);
  const ready = async () => {
    await page.getByTestId("bulk-file").waitFor();
    await page.getByTestId("screen-skeleton").waitFor({ state: "detached" });
    await page.waitForLoadState("networkidle");
  };
  await page.goto(`${origin}/business/bulk-upload-trips`);
  await ready();

  // Short rows (no optional columns), so 100,000 of them fit the page's 10,000 kb limit.
  const when = BulkTripFile.exampleRow(Date.now() + 2 * 86_400_000)[0];
  const good = `${when},Above Bar Street,Southampton Airport,,1,0,,Ada Lovelace,,,,no,,PO-1,,account`;
  const bad = good.replace("PO-1", "");
  // The sandbox gazetteer's towns (packages/sandbox/src/geo), and places it knows in Southampton.
  const towns = (
    JSON.parse(
      readFileSync(new URL("../../sandbox/src/geo/uk-places.json", import.meta.url), "utf8"),
    ) as ReadonlyArray<{ readonly kind: string; readonly name: string }>
  )
    .filter((place) => place.kind === "town")
    .map((place) => place.name)
    .filter((name, index, all) => !name.includes(",") && all.indexOf(name) === index)
    .slice(0, 1000);
  const southampton = ["Ocean Cruise Terminal", "Southampton Central station", "Westquay", "Bargate", "Hythe Pier"];
  const sotonPlaces = [
    ...southampton,
    "Southampton General Hospital",
    "Mayflower Theatre",
    "St Mary's Stadium",
    "Ocean Village Marina",
    "Royal South Hants Hospital",
    "Southampton Airport Parkway",
    "City Cruise Terminal",
    "Horizon Cruise Terminal",
    "QEII Cruise Terminal",
    "Mayflower Cruise Terminal",
    "Bitterne Park School",
    "4 Canute Road",
    "27 Bedford Place",
    "18 Weston Lane",
    "141 Portswood Road",
    "112 Above Bar Street",
    "Southampton Airport",
    "Red Funnel Terminal",
    "University of Southampton",
    "Hythe",
    "SO14",
    "SO15",
    "SO16",
    "SO17",
    "SO18",
  ];
  for (const kind of files) {
    const rows = kind === "varied" ? 100_000 : Number(kind);
    const lines = [BulkTripFile.columnNames.join(",")];
    // Every 25th row lacks its PO number: 4% of rows with a problem to show.
    for (let index = 0; index < rows; index += 1) {
      const line = index % 25 === 0 ? bad : good;
      if (kind !== "varied") lines.push(line);
      else {
        const cells = line.split(",");
        cells[1] = sotonPlaces[index % sotonPlaces.length] ?? "";
        cells[2] = towns[index % towns.length] ?? "";
        cells[7] = "";
        cells[8] = `079${String(10_000_000 + index).slice(-8)}`;
        lines.push(cells.join(","));
      }
    }
    const buffer = Buffer.from(lines.join("\r\n"));
    // Playwright's setInputFiles decodes the file on the page's main thread itself (1.2 s for
    // 9.5 MB, seen in a CPU profile): the clock and the long-task observer start after it.
    await page.getByTestId("bulk-file").setInputFiles({ name: `${kind}.csv`, mimeType: "text/csv", buffer });
    const started = Date.now();
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    await page.getByTestId("bulk-counts").waitFor({ timeout: 120_000 });
    const ms = Date.now() - started;
    const reading = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
    // Scroll the virtual preview from top to bottom in ten steps.
    await page.getByTestId("bulk-preview").evaluate(async (scroller) => {
      for (let step = 1; step <= 10; step += 1) {
        scroller.scrollTop = (scroller.scrollHeight * step) / 10;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const scrolling = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
    const describe = (tasks: number[]) =>
      tasks.length === 0
        ? "none over 50 ms"
        : `${tasks.length} over 50 ms, longest ${Math.max(...tasks).toFixed(0)} ms`;
    const counts = await page.getByTestId("bulk-counts").textContent();
    console.log(
      `${kind === "varied" ? "varied " : ""}${rows} rows (${(buffer.length / 1000).toFixed(0)} kb): counts after ${ms} ms; main-thread tasks while reading: ${describe(reading)}; while scrolling: ${describe(scrolling)}; ${counts}`,
    );
    await page.reload();
    await ready();
  }
} finally {
  await browser.close();
}
