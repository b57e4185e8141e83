import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    // .tsx: components and hooks rendered with Testing Library in happy-dom (a file asks for it
    // with `// @vitest-environment happy-dom`); the rest run in Node.
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    // One module cache per worker, not per file (root vitest.config.ts): see there why.
    isolate: false,
  },
});
