// `npm test`: every suite, in order, on the project's Node 24 (run through scripts/bootstrap.mjs).
//
// Each check (format, lint, layering, typecheck, contract lint, generated-code drift) counts as
// one test; the test runners (vitest, Playwright) count their own tests, read from their JSON
// reports (scripts/test-report.mjs). Every step runs even after a failure, so one run shows
// everything that is wrong. A focused test (`.only`) fails the run; every skipped test is named.
// The last line is the summary `N passed, N failed, N skipped`; the exit code is non-zero on any
// failure.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { focusGuards, playwrightCounts, summaryLine, vitestCounts } from "./test-report.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = join(root, ".reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @typedef {{ name: string, command: string[], env?: Record<string, string>, report?: string, kind?: "vitest" | "playwright" }} Step */

/**
 * The static checks, in two lanes that run side by side (one core each, each check single-
 * threaded): the typecheck alone takes as long as the other five together. Measured on two cores:
 * 87 s one after another, about 45 s in lanes. Each check's output is printed
 * whole when it ends, so the lanes' lines never mix.
 * @type {Step[][]}
 */
const checkLanes = [
  [
    // Both keep a cache of the files they found clean, keyed by each file's content (and by their
    // own config), under node_modules/.cache: a warm run checks only what changed (12.5 + 10.4 s
    // down to about 1 + 2 s). A fresh clone has no cache and checks every file.
    {
      name: "format (prettier)",
      command: ["prettier", "--check", "--log-level=warn", "--cache", "--cache-strategy=content", "."],
    },
    {
      name: "lint (eslint)",
      command: [
        "eslint",
        "--max-warnings=0",
        "--cache",
        "--cache-strategy=content",
        "--cache-location=node_modules/.cache/eslint/",
        ".",
      ],
    },
    {
      name: "layering (dependency-cruiser)",
      command: ["depcruise", "--config", ".dependency-cruiser.cjs", "packages", "tests"],
    },
    { name: "contracts lint (redocly)", command: ["node", "scripts/contracts.mjs", "lint"] },
    { name: "generated types drift", command: ["node", "scripts/contracts.mjs", "check"] },
    { name: "source cites the spec, not a tracker", command: ["node", "scripts/source-hygiene.mjs"] },
    { name: "dead code (knip)", command: ["knip", "--no-progress"] },
    { name: "edges decode, not cast", command: ["node", "scripts/casts.mjs"] },
  ],
  [{ name: "typecheck (tsc -b)", command: ["tsc", "-b", "--pretty"] }],
];

/** The test runners, one after another: each uses every core. @type {Step[]} */
const steps = [
  {
    name: "unit and property tests (vitest)",
    command: [
      "vitest",
      "run",
      ...focusGuards.vitest,
      // Two files at a time (vitest.config.ts says why the flag, not the config).
      "--maxWorkers=2",
      "--coverage",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "unit.json")}`,
    ],
    report: join(reports, "unit.json"),
    kind: "vitest",
  },
  {
    name: "contract tests (vitest on prism)",
    command: [
      "vitest",
      "run",
      "--config",
      "tests/contract/vitest.config.ts",
      ...focusGuards.vitest,
      // Two files at a time beside one Prism (15.4 -> 12.4 s warm).
      "--maxWorkers=2",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "contract.json")}`,
    ],
    report: join(reports, "contract.json"),
    kind: "vitest",
  },
  {
    name: "end-to-end tests (playwright on chromium)",
    command: ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...focusGuards.playwright],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json") },
    report: join(reports, "e2e.json"),
    kind: "playwright",
  },
];

/** @param {Step} step */
function countsFrom(step) {
  if (!step.report || !existsSync(step.report)) return undefined;
  const report = JSON.parse(readFileSync(step.report, "utf8"));
  return step.kind === "vitest" ? vitestCounts(report) : playwrightCounts(report);
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {string[]} */
const skippedNames = [];
/** @type {Map<Step, string>} */
const lines = new Map();

/**
 * Runs one step to its end. With `buffered`, its output is held and printed whole at the end.
 * @param {Step} step @param {boolean} buffered
 */
async function run(step, buffered) {
  const [command, ...args] = step.command;
  if (!buffered) console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const child = spawn(command ?? "false", args, {
    cwd: root,
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    env: {
      ...process.env,
      PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
      FORCE_COLOR: process.env.CI ? "0" : "1",
      ...step.env,
    },
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  /** @type {number | null} */
  const status = await new Promise((done) => {
    child.on("error", () => done(null));
    child.on("close", (code) => done(code));
  });
  if (buffered) process.stdout.write(`\n=== ${step.name}\n${Buffer.concat(output).toString()}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  const counts = countsFrom(step);
  if (counts) {
    passed += counts.passed;
    skipped += counts.skipped;
    skippedNames.push(...counts.skippedNames);
    // A runner that exits non-zero with no failed test (a crash, a coverage threshold) is a failure too.
    failed += counts.failed + (ok || counts.failed > 0 ? 0 : 1);
    lines.set(step, `${ok ? "ok  " : "FAIL"} ${step.name}: ${summaryLine(counts)} (${seconds}s)`);
  } else {
    if (ok) passed += 1;
    else failed += 1;
    lines.set(step, `${ok ? "ok  " : "FAIL"} ${step.name} (${seconds}s)`);
  }
}

await Promise.all(
  checkLanes.map(async (lane) => {
    for (const step of lane) await run(step, true);
  }),
);
for (const step of steps) await run(step, false);

console.log("\n=== summary");
for (const step of [...checkLanes.flat(), ...steps]) console.log(lines.get(step));
if (skippedNames.length > 0) {
  console.log(`skipped (${skippedNames.length}):`);
  for (const name of skippedNames) console.log(`  - ${name}`);
}
console.log(summaryLine({ passed, failed, skipped }));
process.exit(failed === 0 && passed > 0 ? 0 : 1);
