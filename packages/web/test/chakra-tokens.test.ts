// The Chakra system holds the colours the app draws and no others (docs/decisions/server-rendering.md):
// every token costs createSystem time and CSS in every page. This check reads the app's source and
// the recipes it ships, finds the colours they name, follows the semantic colours to the base
// colours they point at, and compares that with the system's colour tokens: a colour the app uses
// must exist, and one it never uses must not ship.
import { globalCss, semanticTokens, textStyles, layerStyles } from "@chakra-ui/react/theme";
import { laterRecipes, laterSlotRecipes } from "../src/theme/later.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appSystem, colourPalettes, recipes, slotRecipes } from "../src/theme/system.ts";

const system = appSystem();

const sourceDir = new URL("../src/", import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && entry.name !== "system.ts"
        ? [join(dir, entry.name)]
        : [],
  );
/** What the app draws with: its own styles, and the recipes, global and text styles it ships. */
const drawn = [
  ...sources(sourceDir).map((file) => readFileSync(file, "utf8")),
  JSON.stringify({ recipes, slotRecipes, laterRecipes, laterSlotRecipes, globalCss, textStyles, layerStyles }),
].join("\n");

const chakraPalettes = ["gray", "red", "orange", "yellow", "green", "teal", "blue", "cyan", "purple", "pink"];
const chakraSemantic = semanticTokens.colors as Record<string, Record<string, unknown>>;
const names = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? "");

/** The colours the app uses, found from its source alone. */
function usedColours(): Set<string> {
  const used = new Set<string>();
  const palettes = new Set(names(drawn, new RegExp(`"(${chakraPalettes.join("|")})"`, "g")));
  const named = (path: string) =>
    drawn.includes(`"${path}"`) || drawn.includes(`{colors.${path}}`) || drawn.includes(`${path}/`);
  for (const group of ["bg", "fg", "border"])
    for (const leaf of Object.keys(chakraSemantic[group] ?? {}))
      if (named(leaf === "DEFAULT" ? group : `${group}.${leaf}`))
        used.add(`${group}${leaf === "DEFAULT" ? "" : `.${leaf}`}`);
  for (const palette of [...palettes, "brand"])
    for (const leaf of Object.keys(
      chakraSemantic[palette] ?? { solid: 1, contrast: 1, fg: 1, subtle: 1, muted: 1, emphasized: 1, focusRing: 1 },
    ))
      if (drawn.includes(`colorPalette.${leaf}`) || named(`${palette}.${leaf}`)) used.add(`${palette}.${leaf}`);
  // Base colours: those the used semantic colours point at, and those named outright.
  const semanticValues = [...used].map((path) => {
    const [group = "", leaf] = path.split(".");
    return JSON.stringify(chakraSemantic[group]?.[leaf ?? "DEFAULT"] ?? "");
  });
  for (const path of names(semanticValues.join(""), /\{colors\.([^}]+)\}/g)) used.add(path);
  for (const path of names(drawn, /\{colors\.([a-zA-Z]+(?:\.\d+)?)\}/g)) used.add(path);
  for (const path of names(
    drawn,
    /"((?:gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|blackAlpha|whiteAlpha)\.\d+)"/g,
  ))
    used.add(path);
  for (const plain of ["transparent", "current", "black", "white"]) if (named(plain)) used.add(plain);
  return used;
}

/** The colours the system ships (Chakra's virtual colorPalette.* aside, which follow the palette in use). */
const shipped = new Set(
  system.tokens.allTokens
    .map((token) => token.name)
    .filter((name) => name.startsWith("colors.") && !name.startsWith("colors.colorPalette"))
    .map((name) => name.slice("colors.".length)),
);

describe("the Chakra system's colours", () => {
  const used = usedColours();

  it("hold every colour the app uses", () => {
    expect([...used].filter((path) => !shipped.has(path)).sort()).toEqual([]);
  });

  it("ship no colour the app never uses", () => {
    expect([...shipped].filter((path) => !used.has(path)).sort()).toEqual([]);
  });

  it("keep the palettes the app names, and those only", () => {
    const named = new Set(names(drawn, new RegExp(`"(${chakraPalettes.join("|")})"`, "g")));
    expect([...colourPalettes].sort()).toEqual([...named].sort());
  });

  it("are less than half of Chakra's", () => expect(shipped.size).toBeLessThan(388 / 2));
});
