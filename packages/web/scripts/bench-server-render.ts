// Benchmark (figures, not a timed test; docs/decisions/server-rendering.md): how fast the web server
// answers a server-rendered page, at C concurrent requests. Two rounds per route:
// - "same page": every request the same URL, as visitors of one tenant's /book-ride within a
//   minute are (the render is remembered for the minute it was drawn in);
// - "every page new": each request a URL never asked before (?bench=N), so each one is rendered.
// Prints p50, p95 and max latency and the requests per second; checks each answer was drawn.
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-server-render.ts [origin, default http://book.localhost:5173]
// [requests, default 400] [concurrency, default 20] [routes..., default /book-ride /sign-in]
import { request } from "node:http";

const origin = new URL(process.argv[2] ?? "http://book.localhost:5173");
const total = Number(process.argv[3] ?? 400);
const concurrency = Number(process.argv[4] ?? 20);
const routes = process.argv.length > 5 ? process.argv.slice(5) : ["/book-ride", "/sign-in"];

/** One GET, to 127.0.0.1 with the tenant's Host (Node does not resolve *.localhost). */
function get(path: string): Promise<{ ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port: origin.port || 80, path, headers: { host: origin.host, "accept-encoding": "br" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ ms: performance.now() - started }));
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

async function drawnOnce(path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port: origin.port || 80, path, headers: { host: origin.host } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve(text.includes("data-server-render=")));
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function round(paths: (index: number) => string) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        times.push((await get(paths(index))).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms, ${(total / seconds).toFixed(0)} requests/s`;
}

console.log(`${origin.origin}: ${total} requests per round, ${concurrency} at a time`);
for (const route of routes) {
  if (!(await drawnOnce(route))) console.log(`${route}: NOT server-rendered (the build has no dist/.ssr?)`);
  // Warm: the first render of a route also loads its screen's code.
  await get(route);
  console.log(`${route} same page:      ${await round(() => route)}`);
  const run = Date.now();
  console.log(`${route} every page new: ${await round((index) => `${route}?bench=${run}-${index}`)}`);
}
