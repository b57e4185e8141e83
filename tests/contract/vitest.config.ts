import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "contract",
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
    root: import.meta.dirname,
    include: ["**/*.contract.test.ts"],
    globalSetup: ["./prism-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
