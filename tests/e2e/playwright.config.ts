// End-to-end tests in Debian's Chromium (Playwright's own browser download cannot reach its host
// here): its headless shell, or the full browser where only that is installed (scripts/bootstrap.mjs
// says why). The app is started the way `npm start` starts it, on ports of its
// own so a running `npm start` is not disturbed.
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { e2eDatabase } from "./temp-database.ts";

const headlessShell = "/usr/bin/chromium-headless-shell";
/** The browser the tests drive: CHROMIUM_PATH, else Debian's headless shell, else its chromium. */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/**
 * Each worker has an app of its own: a web server and a sandbox with its own database, on ports
 * `slot` above the first pair. A test then meets only the seeded state and what its own worker
 * did, as with one worker: tests that count the seeded people's trips stay exact. Playwright
 * numbers a run's workers 0 … workers-1 (TEST_PARALLEL_INDEX), so a worker that replaces a
 * failed one takes over its slot.
 */
const servers = 2;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const firstWebPort = Number(process.env.E2E_WEB_PORT ?? 5183);
const firstSandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4031);
const webPort = firstWebPort + slot;
export const baseHost = (tenant: string) => `http://${tenant}.localhost:${webPort}`;
/** For requests made from Node, which does not resolve *.localhost: the loopback address. */
export const loopbackOrigin = `http://127.0.0.1:${webPort}`;
/** This worker's sandbox (the dispatch API), for reading and arranging its state from Node. */
export const sandboxOrigin = `http://127.0.0.1:${firstSandboxPort + slot}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results",
  // Files run side by side, one per worker, each worker on its own app (above). Measured on two
  // cores (2026-11-27, full chromium): one worker 7.9 min; two workers sharing one app 6.9 min,
  // and trips-journeys' count of the seeded passenger's trips then met another worker's booking;
  // two workers on two apps 6.3 min. In the headless shell: 4.6-4.8 min.
  fullyParallel: false,
  workers: servers,
  retries: 0,
  timeout: 30_000,
  // Room for a loaded two-core CI machine (a page load, a server check and a lazy chunk) without
  // slowing a pass.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // Removes the run's sandbox database (and any a killed run left behind).
  globalTeardown: "./temp-database.ts",
  reporter: [["list"], ["json"]],
  use: {
    baseURL: baseHost("book"),
    // No trace: recording one for every test (to keep it on failure) cost a third of the run on two
    // cores (11 tests: 104 s with traces, 84 s without their screenshots, 73 s without). A failure
    // still leaves its screenshot and page snapshot (error-context.md); add `--trace on` when
    // debugging.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  // Started one after another: the first builds the web app when its sources changed, the
  // others find it built.
  webServer: Array.from({ length: servers }, (_, server) => ({
    command: "node ../../scripts/start.mjs",
    url: `http://127.0.0.1:${firstWebPort + server}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe" as const,
    // A fresh sandbox database for every run, so the journeys start from the seeded state.
    env: {
      WEB_PORT: String(firstWebPort + server),
      SANDBOX_PORT: String(firstSandboxPort + server),
      SANDBOX_DB: e2eDatabase(process.pid, server),
      SANDBOX_RESET: "1",
      // Every journey reaches the sandbox from 127.0.0.1: per-client throttles would count the
      // whole suite as one person (the limits themselves are tested in packages/sandbox).
      SANDBOX_CLIENT_LIMIT_SCALE: "100",
      // A journey moves a trip on at once (POST /sandbox/dispatcher/advance) instead of waiting
      // 30 s a step for the sandbox's clock.
      SANDBOX_DISPATCHER_CONTROLS: "1",
      // Sign-ins cost a sixteenth of the CPU; the sandbox's lowest-priority password thread then
      // does not wait behind the browser (packages/sandbox README).
      SANDBOX_PASSWORD_COST: "1024",
    },
  })),
});
