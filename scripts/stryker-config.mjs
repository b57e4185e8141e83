// What the packages' mutation runs share (StrykerJS, Vitest runner; packages/*/stryker.config.mjs,
// run by scripts/mutation.mjs): reports named after the package in .reports/mutation/, retried
// only where the code changed, in a temporary copy two folders below the repository.
/**
 * @param {{ name: string, mutate: string[], timeoutMS: number, ignorePatterns?: string[] }} options
 * @returns {ConstructorParameters<typeof import("@stryker-mutator/core").Stryker>[0]} Stryker's options
 */
export const strykerConfig = ({ name, mutate, timeoutMS, ignorePatterns = [] }) => ({
  // By path: with pnpm, Stryker's own lookup of "@stryker-mutator/*" beside its core finds none.
  plugins: [import.meta.resolve("@stryker-mutator/vitest-runner")],
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  mutate,
  ignorePatterns,
  coverageAnalysis: "perTest",
  // Static mutants (module code run once at import: effect Schema declarations, tables) are left
  // out: no test can be credited with them, and each would run the whole suite.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: `../../.reports/mutation/${name}.json` },
  htmlReporter: { fileName: `../../.reports/mutation/${name}.html` },
  // Only changed code is tried again on the next run on this machine; --force tries everything again.
  incremental: true,
  incrementalFile: `../../.reports/mutation/${name}-incremental.json`,
  // Two folders below the repository, as the package is, so its tsconfig's own "extends" finds
  // tsconfig.base.json; Stryker's rewrite of that path (from tsconfigFile) got it wrong, so none.
  tempDirName: "../../.stryker-tmp",
  tsconfigFile: "no-tsconfig-rewrite.json",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 85, break: null },
});
