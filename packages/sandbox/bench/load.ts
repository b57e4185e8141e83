/**
 * Load figures for the sandbox (run by hand, not a test):
 *   node packages/sandbox/bench/load.ts [--seconds 10] [--get-concurrency 32] [--book-concurrency 16]
 *     [--sign-ins-per-second 0]
 * Starts src/main.ts as a child process on a temporary database (its own process, so the load
 * generator does not share its event loop), then drives it over loopback with keep-alive
 * connections and N concurrent loops: first an authenticated GET (upcoming/get), then booking
 * creation (POST /customer/v2/booking, a fresh Idempotency-Key each). Each phase stops after
 * its time or request budget. Prints requests per second and latency percentiles.
 * With --sign-ins-per-second, sign-ins (a scrypt each) arrive at that rate during the booking
 * phase, on their own connections: the goal is booking p99 ≤ 150 ms at 50 connections
 * with 20 sign-ins a second.
 * Targets: ≥ 1,000 GET/s with p99 < 100 ms; ≥ 200 bookings/s with p99 < 150 ms.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    "get-concurrency": { type: "string", default: "32" },
    "book-concurrency": { type: "string", default: "16" },
    "max-requests": { type: "string", default: "50000" },
    "sign-ins-per-second": { type: "string", default: "0" },
  },
});
const seconds = Math.min(60, Number(values.seconds));
const maxRequests = Math.min(200_000, Number(values["max-requests"]));

const dir = mkdtempSync(join(tmpdir(), "cabline-sandbox-bench-"));
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server's side.
const serverNodeArgs = (process.env["BENCH_SERVER_NODE_ARGS"] ?? "").split(" ").filter((arg) => arg !== "");
const server = spawn(process.execPath, [...serverNodeArgs, join(import.meta.dirname, "..", "src", "main.ts")], {
  env: { ...process.env, SANDBOX_PORT: "0", SANDBOX_DB: join(dir, "bench.db") },
  stdio: ["ignore", "pipe", "inherit"],
});
const base = await new Promise<URL>((resolve, reject) => {
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url !== undefined) resolve(new URL(url));
  });
  server.once("exit", (code) => reject(new Error(`main.ts exited with ${code}`)));
});
server.stdout.resume();

interface Result {
  readonly status: number;
  readonly body: string;
}

const send = (
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Result> =>
  new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: base.port, method, path, agent, headers: { "X-TENANT-ID": "BOOK", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const phase = async (name: string, concurrency: number, work: (agent: Agent) => Promise<Result>): Promise<void> => {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  for (let i = 0; i < concurrency; i++) await work(agent); // open the connections, warm up
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (): Promise<void> => {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const t0 = performance.now();
      const result = await work(agent);
      if (result.status === 200) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} ${String(latencies.length).padStart(6)} ok ${String(errors).padStart(3)} errors  ` +
      `${(latencies.length / elapsed).toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms  max ${(latencies.at(-1) ?? 0).toFixed(1)} ms  (${concurrency} loops, ${elapsed.toFixed(1)} s)`,
  );
};

try {
  const setup = new Agent({ keepAlive: true });
  const login = await send(
    setup,
    "POST",
    "/customer/v2/doLoginWeb",
    { "Content-Type": "application/x-www-form-urlencoded" },
    "email=passenger%40example.com&password=cabline-sandbox",
  );
  const token = (JSON.parse(login.body) as { access_token: string }).access_token;
  setup.destroy();
  const auth = { Authorization: `Bearer ${token}` };
  console.log(
    `sandbox ${base.origin} (pid ${server.pid}), load generator pid ${process.pid}, up to ${seconds} s per phase`,
  );

  await phase("GET /customer/v2/upcoming/get", Number(values["get-concurrency"]), (agent) =>
    send(agent, "GET", "/customer/v2/upcoming/get?count=10", auth),
  );

  const pickup = new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "+00:00");
  const booking = JSON.stringify({
    outbound: {
      asap: false,
      dateTime: pickup,
      pickup: {
        id: "sbx-addr-so14-7du-112-above-bar-street",
        description: "112 Above Bar Street, Southampton SO14 7DU",
        lat: 50.9063,
        lon: -1.4047,
        types: ["street_address"],
      },
      destinations: [
        {
          id: "sbx-poi-southampton-airport",
          description: "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL",
          lat: 50.9503,
          lon: -1.3568,
          types: ["airport"],
        },
      ],
      passengers: 2,
      luggage: 2,
      rideId: 1,
      notes: "benchmark",
    },
    returnEnabled: false,
    paymentMethod: "cash",
  });
  const signInsPerSecond = Math.min(200, Number(values["sign-ins-per-second"]));
  const signInAgent = new Agent({ keepAlive: true });
  const signIns: Promise<Result>[] = [];
  const signingIn =
    signInsPerSecond > 0
      ? setInterval(() => {
          signIns.push(
            send(
              signInAgent,
              "POST",
              "/customer/v2/doLoginWeb",
              { "Content-Type": "application/x-www-form-urlencoded" },
              "email=booker%40example.com&password=cabline-sandbox",
            ),
          );
        }, 1000 / signInsPerSecond)
      : undefined;
  await phase(
    `POST /customer/v2/booking${signInsPerSecond > 0 ? ` + ${signInsPerSecond} sign-ins/s` : ""}`,
    Number(values["book-concurrency"]),
    (agent) =>
      send(
        agent,
        "POST",
        "/customer/v2/booking",
        { ...auth, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        booking,
      ),
  );
  clearInterval(signingIn);
  const signedIn = await Promise.all(signIns);
  if (signedIn.length > 0)
    console.log(`sign-ins: ${signedIn.filter((r) => r.status === 200).length} of ${signedIn.length} answered 200`);
  signInAgent.destroy();
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
