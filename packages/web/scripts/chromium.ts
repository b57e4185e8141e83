// The browser the benchmarks drive, as the end-to-end tests choose theirs (tests/e2e/playwright.config.ts):
// CHROMIUM_PATH, else Debian's headless shell (what the bootstrap installs), else its chromium.
import { chromium, type Browser } from "@playwright/test";
import { existsSync } from "node:fs";

const headlessShell = "/usr/bin/chromium-headless-shell";
export const chromiumPath =
  process.env["CHROMIUM_PATH"] || (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
