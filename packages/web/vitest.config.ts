import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    include: ["test/**/*.test.ts"],
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
  },
});
