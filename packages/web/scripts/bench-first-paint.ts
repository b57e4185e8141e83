// Benchmark (figures, not a timed test; docs/decisions/server-rendering.md): what a visitor on a
// mid-range phone on a slow mobile network sees of a page's start, in a real (not simulated) load:
// Chromium with Lighthouse's mobile throttling applied (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, CPU 4x slower), cold, per route, N loads. Prints medians of:
// - paint: the first contentful paint;
// - code: when the app's first script was requested;
// - ready: when the app had taken the page over (React's fibres on the page's heading: it can be
//   used, not only read);
// Lighthouse's own figures are a simulation from an unthrottled load, and read an unthrottled
// local load's order of events as dependencies (a script that arrived before the paint is taken to
// hold it up); these are the times the throttled browser itself reports.
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-first-paint.ts [origin, default http://book.localhost:5173]
// [runs, default 3] [routes..., default /book-ride /sign-in]. BENCH_NETWORK=fast: the CPU slowed
// 4x, the network not (a mid-range phone on fast Wi-Fi).
import { launchChromium } from "./chromium.ts";

const origin = process.argv[2] ?? "http://book.localhost:5173";
const runs = Number(process.argv[3] ?? 3);
const routes = process.argv.length > 4 ? process.argv.slice(4) : ["/book-ride", "/sign-in"];
const median = (values: ReadonlyArray<number>) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** In the page: notes when React has taken over the page's heading. */
function noteReady(): void {
  const started = performance.now();
  const check = () => {
    const heading = document.querySelector("main#main h1");
    if (heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$")))
      Object.assign(window, { __cablineReady: performance.now() });
    else if (performance.now() - started < 60_000) setTimeout(check, 10);
  };
  setTimeout(check, 0);
}

const browser = await launchChromium();
try {
  for (const route of routes) {
    const rows: Array<{ paint: number; code: number; ready: number }> = [];
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      if (process.env["BENCH_NETWORK"] !== "fast")
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: (1638.4 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(noteReady);
      await page.goto(`${origin}${route}`, { waitUntil: "load", timeout: 60_000 });
      await page.waitForFunction(() => "__cablineReady" in window, undefined, { timeout: 60_000 });
      rows.push(
        await page.evaluate(() => ({
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          code: Math.min(
            ...performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(".js"))
              .map((entry) => entry.startTime),
          ),
          ready: (window as unknown as { __cablineReady: number }).__cablineReady,
        })),
      );
      await context.close();
    }
    const m = (key: "paint" | "code" | "ready") => median(rows.map((row) => row[key])).toFixed(0);
    console.log(
      `${route}: paint ${m("paint")} ms, code requested ${m("code")} ms, ready ${m("ready")} ms (medians of ${runs}; ready per run ${rows.map((row) => row.ready.toFixed(0)).join(", ")})`,
    );
  }
} finally {
  await browser.close();
}
