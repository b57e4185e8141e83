// Mutation testing of the domain's rules (StrykerJS, Vitest runner): each mutant is a one-line
// change to a rule; the tests must notice it. Run by `npm run mutation` (scripts/mutation.mjs),
// not by `npm test`: it takes minutes, not seconds. Reports go to .reports/mutation/.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  // By path: with pnpm, Stryker's own lookup of "@stryker-mutator/*" beside its core finds none.
  plugins: [import.meta.resolve("@stryker-mutator/vitest-runner")],
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  mutate: ["src/**/*.ts"],
  coverageAnalysis: "perTest",
  // Static mutants (module code run once at import: effect Schema declarations, tables) are left
  // out: no test can be credited with them, and each would run the whole suite.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "../../.reports/mutation/domain.json" },
  htmlReporter: { fileName: "../../.reports/mutation/domain.html" },
  // Only changed code is tried again on the next run on this machine (a whole first run of the
  // domain is about 5,800 mutants, some 2 hours on 2 cores); --force tries everything again.
  incremental: true,
  incrementalFile: "../../.reports/mutation/domain-incremental.json",
  // Two folders below the repository, as the package is, so its tsconfig's own "extends" finds
  // tsconfig.base.json; Stryker's rewrite of that path (from tsconfigFile) got it wrong, so none.
  tempDirName: "../../.stryker-tmp",
  tsconfigFile: "no-tsconfig-rewrite.json",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 85, break: null },
};
