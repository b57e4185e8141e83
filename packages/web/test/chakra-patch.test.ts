// Chakra's global and token CSS are built with the app, not in the browser
// (docs/decisions/server-rendering.md): the patch of @chakra-ui/react makes the system compute that
// CSS only when read and lets the provider skip injecting it. These tests fail when an upgrade
// makes the patch wrong (the version moved, the provider injects again, the CSS is computed at
// createSystem) or unnecessary (Chakra ships the option itself).
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chakraGlobalCss } from "../server/chakra-css.ts";
import * as barrel from "@chakra-ui/react/theme";
import * as chakraTheme from "../src/theme/chakra-theme.ts";
import { pageCssSystem } from "../src/theme/page-css.ts";
import { appSystem, slotRecipes } from "../src/theme/system.ts";

const system = appSystem();

const root = new URL("../../../", import.meta.url);
const installed = createRequire(import.meta.url)("@chakra-ui/react/package.json") as { version: string };

describe("the patch of @chakra-ui/react", () => {
  it("is for the installed version, and pnpm applies it", () => {
    const workspace = readFileSync(new URL("pnpm-workspace.yaml", root), "utf8");
    const patch = `patches/@chakra-ui__react@${installed.version}.patch`;
    expect(workspace).toContain(`"@chakra-ui/react@${installed.version}": ${patch}`);
    expect(readFileSync(new URL(patch, root), "utf8")).toContain("prebuiltCss");
  });

  it("marks the anatomies Chakra extends at its module's top level as pure, so unused ones are dropped", () => {
    // The ES module build, which the app's bundler reads (the CommonJS one is only for Node).
    const chakra = createRequire(import.meta.url).resolve("@chakra-ui/react/package.json");
    const source = readFileSync(new URL("dist/esm/anatomy.js", `file://${chakra}`), "utf8");
    const extended = [...source.matchAll(/^const \w+ = (.*)\.extendWith\(/gm)].map((match) => match[1]);
    expect(extended.length).toBeGreaterThan(15);
    for (const call of extended) expect(call).toMatch(/^\/\* @__PURE__ \*\/ /);
  });

  it("leaves the global CSS uncomputed until it is read", () => {
    const descriptor = Object.getOwnPropertyDescriptor(system, "_global");
    expect(typeof descriptor?.get).toBe("function");
  });

  it("keeps the provider from injecting CSS the page already has, and only then", () => {
    const draw = (value: typeof system) =>
      renderToStaticMarkup(createElement(ChakraProvider, { value, children: "page" }));
    expect(draw(system)).toBe("page");
    // Without the option the provider injects as upstream does: the patch changes nothing else.
    const plain = createSystem(defaultBaseConfig, defineConfig({ preflight: true }));
    expect(draw(plain)).toMatch(/^<style data-emotion="css-global [^"]*">@layer reset,base,tokens,recipes;<\/style>/);
    expect(draw(plain)).toContain("@layer reset{");
  });

  it("builds the CSS the provider would have injected, layer order first", () => {
    const css = chakraGlobalCss(pageCssSystem());
    expect(css.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
    expect(css).toContain("@layer reset{");
    expect(css).toContain("@layer tokens{");
    // The app's own globals and brand tokens are in it.
    expect(css).toContain("--focus-ring-width:2px");
    expect(css).toContain("--chakra-colors-brand-solid:var(--cabline-brand-solid)");
  });

  it("exports the theme's own files, and theme/chakra-theme.ts puts them together as Chakra's barrel does", async () => {
    // The start-up system imports the theme file by file (not through the barrel, which would tie
    // every recipe to start-up): the export must exist, and the pieces must be Chakra's own.
    const card = await import("@chakra-ui/react/theme/recipes/card");
    expect(card.cardSlotRecipe).toBe(barrel.cardSlotRecipe);
    expect(chakraTheme.tokens).toEqual(barrel.tokens);
    expect(chakraTheme.semanticTokens).toEqual(barrel.semanticTokens);
    for (const name of ["breakpoints", "textStyles", "layerStyles", "animationStyles"] as const)
      expect(chakraTheme[name]).toBe(barrel[name]);
    expect([chakraTheme.cssVarsPrefix, chakraTheme.cssVarsRoot]).toEqual([barrel.cssVarsPrefix, barrel.cssVarsRoot]);
  });

  it("lets the app's system take the later recipes when their components are first imported", async () => {
    // (Other test files of this worker may have imported it already: the start-up list is the check.)
    expect(Object.keys(slotRecipes)).not.toContain("dialog");
    await import("../src/theme/later.ts");
    expect(system.isSlotRecipe("dialog")).toBe(true);
    expect(system.getSlotRecipe("dialog")).toBe(barrel.dialogSlotRecipe);
    expect(system.isRecipe("separator")).toBe(true);
  });
});
