// Reads the JSON reports of the test runners for `npm test`'s summary (scripts/test.mjs): how many
// tests passed, failed and were skipped, and the name of every skipped test, so that a skip can
// never hide in a total. Pure functions of a parsed report; tested in scripts/test-report.test.mjs.

/** @typedef {{ passed: number, failed: number, skipped: number, skippedNames: string[] }} Counts */

/**
 * A Vitest JSON report (the Jest-compatible shape). Skipped, pending and todo tests are skipped;
 * a file that failed with no failed test in it (it did not load) counts as one failure. Vitest's
 * numFailedTestSuites also counts every describe block around a failed test, which would count
 * one failed assertion as three.
 * @param {any} report
 * @returns {Counts}
 */
export function vitestCounts(report) {
  /** @type {string[]} */
  const skippedNames = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (["skipped", "pending", "todo", "disabled"].includes(test.status)) {
        skippedNames.push(`${relative(file.name)} › ${test.fullName ?? test.title}`);
      }
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) +
      (report.testResults ?? []).filter(
        (/** @type {any} */ file) =>
          file.status === "failed" &&
          !(file.assertionResults ?? []).some((/** @type {any} */ test) => test.status === "failed"),
      ).length,
    skipped: skippedNames.length,
    skippedNames,
  };
}

/**
 * A Playwright JSON report: suites nest, each spec holds one test per project. A flaky test (passed
 * only on retry) counts as failed: retries must not hide a problem.
 * @param {any} report
 * @returns {Counts}
 */
export function playwrightCounts(report) {
  const counts = { passed: 0, failed: 0, skipped: 0, skippedNames: /** @type {string[]} */ ([]) };
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "expected") counts.passed += 1;
        else if (test.status === "skipped") {
          counts.skipped += 1;
          // The reason given to test.skip(condition, reason), when there is one.
          const reason = (test.annotations ?? []).find((/** @type {any} */ note) => note.type === "skip")?.description;
          counts.skippedNames.push(`${[...here, spec.title].join(" › ")}${reason ? ` — skipped: ${reason}` : ""}`);
        } else counts.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test (a config error, a focused test under --forbid-only) are failures too.
  counts.failed += (report.errors ?? []).length;
  return counts;
}

/** @param {string} path */
function relative(path) {
  const cwd = process.cwd();
  return typeof path === "string" && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : String(path);
}

/**
 * The closing line: `N passed, N failed, N skipped`, read by CI.
 * @param {{ passed: number, failed: number, skipped: number }} totals
 */
export const summaryLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/**
 * The flags with which `npm test` runs each runner so that a focused test (`.only`) fails the run
 * instead of silently hiding the rest of the suite. Vitest allows `.only` unless told otherwise;
 * Playwright's config says `forbidOnly` too, the flag makes it independent of the config.
 */
export const focusGuards = { vitest: ["--allowOnly=false"], playwright: ["--forbid-only"] };
