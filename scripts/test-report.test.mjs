// The harness of `npm test` (scripts/test.mjs) cannot hide a test: skipped tests are counted and
// named, flaky and errored ones fail, and a focused test (`.only`) fails the runner with the very
// flags `npm test` passes (focusGuards), checked by running Vitest and Playwright on a fixture.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { focusGuards, playwrightCounts, summaryLine, vitestCounts } from "./test-report.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = (/** @type {string} */ name) => join(root, "node_modules", ".bin", name);

describe("the summary", () => {
  it("counts and names every skipped, pending and todo Vitest test", () => {
    const counts = vitestCounts({
      numPassedTests: 2,
      numFailedTests: 1,
      // The file and its describe block around the one failed test: not two more failures.
      numFailedTestSuites: 3,
      testResults: [
        {
          name: `${process.cwd()}/packages/cli/broken.test.ts`,
          status: "failed",
          message: "SyntaxError",
          assertionResults: [],
        },
        {
          name: `${process.cwd()}/packages/cli/b.test.ts`,
          status: "failed",
          assertionResults: [{ status: "failed", fullName: "Public API re-exports every module" }],
        },
        {
          name: `${process.cwd()}/packages/cli/a.test.ts`,
          status: "passed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "skipped", fullName: "zsh: completes — skipped: zsh is not installed" },
            { status: "todo", fullName: "b later" },
            { status: "pending", fullName: "c pending" },
          ],
        },
      ],
    });
    expect(counts).toEqual({
      passed: 2,
      failed: 2,
      skipped: 3,
      skippedNames: [
        "packages/cli/a.test.ts › zsh: completes — skipped: zsh is not installed",
        "packages/cli/a.test.ts › b later",
        "packages/cli/a.test.ts › c pending",
      ],
    });
  });

  it("counts Playwright's nested suites, fails flaky tests and top-level errors, names skips", () => {
    const counts = playwrightCounts({
      suites: [
        {
          title: "book.spec.ts",
          specs: [{ title: "books a ride", tests: [{ status: "expected" }] }],
          suites: [
            {
              title: "guest",
              specs: [
                { title: "pays", tests: [{ status: "flaky" }] },
                { title: "tracks", tests: [{ status: "skipped" }] },
                {
                  title: "screenshots",
                  tests: [{ status: "skipped", annotations: [{ type: "skip", description: "no folder" }] }],
                },
                { title: "cancels", tests: [{ status: "unexpected" }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: "focused item" }],
    });
    expect(counts).toEqual({
      passed: 1,
      failed: 3,
      skipped: 2,
      skippedNames: ["book.spec.ts › guest › tracks", "book.spec.ts › guest › screenshots — skipped: no folder"],
    });
  });

  it("ends with the line CI reads", () => {
    expect(summaryLine({ passed: 12, failed: 0, skipped: 1 })).toBe("12 passed, 0 failed, 1 skipped");
  });
});

describe("a focused test fails the run", () => {
  // Inside the repository, so the fixtures resolve vitest and @playwright/test from node_modules.
  const dir = mkdtempSync(join(root, "scripts", ".harness-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const focused = (/** @type {string} */ fn) => `${fn}.${"only"}`; // not a literal `.only` in this file

  const vitest = (/** @type {string} */ body) => {
    writeFileSync(join(dir, "vitest.config.mjs"), "export default { test: { include: ['*.fx.test.mjs'] } };\n");
    writeFileSync(join(dir, "a.fx.test.mjs"), `import { it } from "vitest";\n${body}\n`);
    return spawnSync(bin("vitest"), ["run", "--root", dir, ...focusGuards.vitest], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, CI: "" },
    });
  };

  it("in Vitest", () => {
    expect(vitest(`it("a", () => {});\nit("b", () => {});`).status).toBe(0);
    const run = vitest(`it("a", () => {});\n${focused("it")}("b", () => {});`);
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/only/i);
  });

  const playwright = (/** @type {string} */ body) => {
    writeFileSync(join(dir, "playwright.config.mjs"), "export default { testDir: '.', testMatch: '*.fx.spec.mjs' };\n");
    writeFileSync(join(dir, "a.fx.spec.mjs"), `import { test } from "@playwright/test";\n${body}\n`);
    return spawnSync(
      bin("playwright"),
      ["test", "--config", join(dir, "playwright.config.mjs"), "--list", ...focusGuards.playwright],
      { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "" } },
    );
  };

  it("in Playwright", () => {
    expect(playwright(`test("a", () => {});`).status).toBe(0);
    const run = playwright(`test("a", () => {});\n${focused("test")}("b", () => {});`);
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/only/i);
  });
});
