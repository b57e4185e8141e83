import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api-ports",
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
    include: ["test/**/*.test.ts"],
  },
});
