// The test harness's own tests (scripts/*.test.mjs): the summary of `npm test` and its guard
// against focused tests.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "scripts",
    include: ["*.test.mjs"],
    testTimeout: 120_000,
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
  },
});
