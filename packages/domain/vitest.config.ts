import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "domain",
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
    include: ["test/**/*.test.ts"],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
