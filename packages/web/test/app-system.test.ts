// Chakra's system is built on first use, not when theme/system.ts is evaluated
// (docs/decisions/server-rendering.md): createSystem is the longest piece of start-up, and
// app/main.tsx gives it a task of its own, apart from the evaluation of the app's code.
import type * as Chakra from "@chakra-ui/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("@chakra-ui/react");
  vi.resetModules();
});

describe("the app's Chakra system", () => {
  it("is not built when its module is evaluated, and is built once on first use", async () => {
    vi.resetModules();
    const built = vi.fn();
    vi.doMock("@chakra-ui/react", async (original) => {
      const chakra = await original<typeof Chakra>();
      return {
        ...chakra,
        createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
          built();
          return chakra.createSystem(...configs);
        },
      };
    });
    const { appSystem } = await import("../src/theme/system.ts");
    expect(built).not.toHaveBeenCalled();
    const system = appSystem();
    expect(appSystem()).toBe(system);
    expect(built).toHaveBeenCalledTimes(1);
  });
});
