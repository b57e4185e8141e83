// Benchmark (figures, not a timed test): how long the full-screen "Loading…" of index.html stays,
// cold, per route and per kind of visitor, and what the slow loads were waiting for. The loader
// stays until the first route has settled: the session check (a signed-in visitor's checkToken,
// after the session code and the HTTP adapter have loaded), the route's guard and its screen's
// code. For each load: when the loader went (from navigation start), and the requests still
// open or finished last before it went (so a slow load names what it waited for).
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-loader.ts [origin, default http://book.localhost:5173] [runs, default 10]
import type { Browser } from "@playwright/test";
import { launchChromium } from "./chromium.ts";

const origin = process.argv[2] ?? "http://book.localhost:5173";
const runs = Number(process.argv[3] ?? 10);

type Visitor = { readonly name: string; readonly email?: string; readonly routes: ReadonlyArray<string> };
const visitors: ReadonlyArray<Visitor> = [
  { name: "signed out", routes: ["/book-ride", "/sign-in", "/trips"] },
  { name: "passenger", email: "passenger@example.com", routes: ["/book-ride", "/trips"] },
  { name: "booker", email: "booker@example.com", routes: ["/business/book-ride", "/business/trips", "/overview"] },
];

const percentile = (values: ReadonlyArray<number>, p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** A browser state signed in as `email` (the session cookie and the stored hint), or none. */
async function signedInState(browser: Browser, email: string | undefined) {
  if (email === undefined) return undefined;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("cabline-sandbox");
  await page.getByTestId("sign-in-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
  const state = await context.storageState();
  await context.close();
  return state;
}

const browser = await launchChromium();
for (const visitor of visitors) {
  const state = await signedInState(browser, visitor.email);
  for (const route of visitor.routes) {
    const times: number[] = [];
    const slowest: { ms: number; waited: string }[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(state === undefined ? {} : { storageState: state });
      const page = await context.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (document.querySelector("[data-testid=full-screen-loader]") !== null) return;
          if (document.getElementById("root") === null) return;
          (window as { loaderGone?: number }).loaderGone = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${origin}${route}`);
      await page.waitForFunction(() => (window as { loaderGone?: number }).loaderGone !== undefined, undefined, {
        timeout: 30_000,
      });
      const { gone, last } = await page.evaluate(() => {
        const at = (window as { loaderGone?: number }).loaderGone ?? 0;
        const entries = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < at)
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }))
          .toSorted((a, b) => b.end - a.end)
          .slice(0, 3);
        return { gone: at, last: entries };
      });
      times.push(gone);
      slowest.push({
        ms: gone,
        waited: last.map((entry) => `${entry.name} ${Math.round(entry.start)}–${Math.round(entry.end)}`).join(", "),
      });
      await context.close();
    }
    const worst = slowest.toSorted((a, b) => b.ms - a.ms)[0];
    console.log(
      `${visitor.name.padEnd(10)} ${route.padEnd(20)} loader gone after ms: median ${Math.round(percentile(times, 0.5))}, p90 ${Math.round(percentile(times, 0.9))}, max ${Math.round(Math.max(...times))}` +
        `; slowest waited last for: ${worst?.waited ?? ""}`,
    );
  }
}
await browser.close();
