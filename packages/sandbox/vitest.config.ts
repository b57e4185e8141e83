import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "sandbox",
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
    include: ["test/**/*.test.ts"],
    // Each file starts its own server on a temp database; the durability test spawns main.ts.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
