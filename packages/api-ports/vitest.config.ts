import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api-ports",
    include: ["test/**/*.test.ts"],
  },
});
