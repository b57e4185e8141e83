import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "cli",
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The end-to-end tests start a sandbox and spawn the CLI: give them time, and one file at a time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
