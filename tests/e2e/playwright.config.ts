// End-to-end tests in Debian's Chromium (/usr/bin/chromium; Playwright's own browser download
// cannot reach its host here). The app is started the way `npm start` starts it, on ports of its
// own so a running `npm start` is not disturbed.
import { defineConfig } from "@playwright/test";
import { e2eDatabase } from "./temp-database.ts";

const webPort = Number(process.env.E2E_WEB_PORT ?? 5183);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4031);
export const baseHost = (tenant: string) => `http://${tenant}.localhost:${webPort}`;
/** For requests made from Node, which does not resolve *.localhost: the loopback address. */
export const loopbackOrigin = `http://127.0.0.1:${webPort}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results",
  // One browser at a time. Two workers ran the whole suite in 8.9 min against 12.7 (2026-11-27,
  // with the cheap password cost below), but tests in different files then read and change the
  // same seeded people at once: trips-journeys' count of the passenger's trips met a booking made
  // by another worker. Those tests need people of their own before a second worker can come back.
  fullyParallel: false,
  workers: 1,
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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: "node ../../scripts/start.mjs",
    url: `http://127.0.0.1:${webPort}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    // A fresh sandbox database for every run, so the journeys start from the seeded state.
    env: {
      WEB_PORT: String(webPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: e2eDatabase(),
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
  },
});
