import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "contract",
    root: import.meta.dirname,
    include: ["**/*.contract.test.ts"],
    globalSetup: ["./prism-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
