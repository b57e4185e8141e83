// The byte budget (docs/decisions/server-rendering.md: initial JS against the stack floor). Builds the production app (Vite, into a temporary folder, about
// 10 s), reads its manifest and fails when a route's initial JS, gzipped as the perf harness
// counts it, exceeds the committed budget (bundle-budget.json: 1.15 x the stack floor), or when
// a library the first paint does not need (schemas, dates, the HTTP adapter, error reporting)
// is among the files a first visit loads. Lighthouse stays a benchmark (the stack floor's measure.sh; docs/performance.md).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryKey, gzipBytes, initialFiles, readManifest, staticClosure, type Manifest } from "../server/manifest.ts";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const budget = JSON.parse(readFileSync(join(web, "bundle-budget.json"), "utf8")) as {
  readonly budgetBytes: Readonly<Record<string, number>>;
  readonly shellBytes: number;
  readonly liveViewBytes: number;
  readonly notOnFirstPaint: ReadonlyArray<string>;
};

let dist: string;
let manifest: Manifest;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "cabline-budget-"));
  // Built in a process of its own, in production mode: in this one (NODE_ENV=test, modules shared
  // between test files) the build's own loading of React (the Chakra CSS it writes) would leave
  // React's production build beside the development one the other tests use.
  const built = spawnSync(
    join(web, "node_modules", ".bin", "vite"),
    ["build", "--outDir", dist, "--logLevel", "silent"],
    {
      cwd: web,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    },
  );
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr}`);
  manifest = readManifest(dist);
}, 180_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("initial JS per route stays within its budget", () => {
  it.each(Object.entries(budget.budgetBytes))("%s: at most %i bytes gz", (route, limit) => {
    const files = initialFiles(manifest, route);
    const bytes = gzipBytes(dist, files);
    console.log(
      `${route}: ${(bytes / 1000).toFixed(1)} kB gz initial JS in ${files.length} files (budget ${(limit / 1000).toFixed(1)} kB)`,
    );
    expect(bytes).toBeLessThanOrEqual(limit);
  });
});

describe("a booked token's page with its live view", () => {
  it("/t/{token}: the page and the live view it loads once the booking is known stay within the /t target", () => {
    // /t/{token} (spec §2) within the initial-JS budget. A real token's page loads the live view
    // (status, driver, map sketch) as soon as the booking is there, before the network is idle.
    const page = initialFiles(manifest, "/t/abc");
    const live = staticClosure(manifest, "src/features/tracking/components/LiveBooking.tsx");
    const files = [...page, ...live.filter((file) => !page.includes(file))];
    const bytes = gzipBytes(dist, files);
    console.log(
      `/t/{token} with its live view: ${(bytes / 1000).toFixed(1)} kB gz in ${files.length} files (budget ${(budget.liveViewBytes / 1000).toFixed(1)} kB)`,
    );
    expect(files.some((file) => file.includes("LiveBooking"))).toBe(true);
    expect(bytes).toBeLessThanOrEqual(budget.liveViewBytes);
  });
});

/** The sources (from the source maps) of built files; the bundler's tiny runtime has none. */
const sourcesOf = (files: ReadonlyArray<string>): string[] =>
  files
    .map((file) => join(dist, `${file}.map`))
    .filter((map) => existsSync(map))
    .flatMap((map) => (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources);

/** Fails naming each library of notOnFirstPaint that the files' sources hold. */
function expectNoFirstPaintLibraries(files: ReadonlyArray<string>): void {
  const sources = sourcesOf(files);
  expect(sources.length).toBeGreaterThan(100);
  for (const excluded of budget.notOnFirstPaint)
    expect(
      sources.filter((source) => source.includes(excluded)),
      excluded,
    ).toEqual([]);
}

describe("a budgeted route's first paint carries no decoder", () => {
  // /book-ride, /t/{token} and /sign-in paint from rules and the boot data alone: the schemas, the
  // adapter and the libraries under them load with the first answer to decode.
  it.each(Object.keys(budget.budgetBytes))("%s", (route) => {
    expectNoFirstPaintLibraries(initialFiles(manifest, route));
  });
});

describe("the shell carries nothing the first paint does not need", () => {
  it("the entry and its static imports hold no schema, date, adapter or reporting library", () => {
    // Every chunk with code has a source map (the bundler's tiny runtime has none). A path with
    // no screen gives the shell alone; a screen may load what it needs in its own chunk.
    const shell = initialFiles(manifest, "/no-such-screen");
    const bytes = gzipBytes(dist, shell);
    console.log(
      `shell: ${(bytes / 1000).toFixed(1)} kB gz in ${shell.length} files (budget ${(budget.shellBytes / 1000).toFixed(1)} kB)`,
    );
    expect(bytes).toBeLessThanOrEqual(budget.shellBytes);
    expectNoFirstPaintLibraries(shell);
  });
});

describe("the shell builds only the anatomies of components the app draws", () => {
  // Chakra's anatomy module extends 20 of Ark's anatomies at its top level; without the patch's
  // pure marks (patches/, test/chakra-patch.test.ts) every start-up built all of them, whatever
  // the app drew: about 0.85 kB gz and their construction on every first load.
  const neverDrawn = ["accordion", "clipboard", "combobox", "editable", "file-upload", "menu", "popover", "slider"];
  it.each(Object.keys(budget.budgetBytes))("%s", (route) => {
    const code = initialFiles(manifest, route)
      .map((file) => readFileSync(join(dist, file), "utf8"))
      .join("\n");
    expect(code).toContain("`alert`).parts(");
    for (const name of neverDrawn) expect(code, name).not.toContain(`\`${name}\`).parts(`);
  });
});

describe("the build's compressed copies", () => {
  it("every script the server sends has a brotli and a gzip copy of the same bytes beside it", () => {
    // server/precompress.ts: the web server sends these from disk instead of compressing per request.
    const scripts = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(50);
    for (const file of scripts) {
      const bytes = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(bytes), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(bytes), file).toBe(true);
    }
    // Never for what is not served (source maps) or is filled per response (index.html).
    expect(existsSync(join(dist, "index.html.br"))).toBe(false);
    expect(existsSync(join(dist, `${scripts[0]}.map.br`))).toBe(false);
  });
});

describe("the Chakra system holds the recipes the app draws, and no others", () => {
  // theme/system.ts lists the recipes a first paint draws, instead of Chakra's defaultConfig (all
  // 76, about 13 kB gz on every first load); theme/later.ts adds those of components only later
  // screens draw. A component whose recipe is missing renders unstyled. The built chunks' sources
  // (every Chakra component module the app can load, and our own controls) name the keys; only
  // keys Chakra's theme defines count (its Text asks for a "text" recipe it has not).
  const lookup = /(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key: "(\w+)"/g;
  /** The recipe keys the files' sources look up, and whether theme/later.ts is among them. */
  function drawnBy(files: ReadonlyArray<string>, known: ReadonlySet<string>) {
    const keys = new Set<string>();
    let addsLater = false;
    for (const file of files) {
      const map = join(dist, `${file}.map`);
      if (!existsSync(map)) continue;
      const { sources, sourcesContent } = JSON.parse(readFileSync(map, "utf8")) as {
        sources: string[];
        sourcesContent?: Array<string | null>;
      };
      sources.forEach((source, i) => {
        if (source.endsWith("src/theme/later.ts")) addsLater = true;
        if (!source.includes("@chakra-ui/react/dist/esm/components/") && !source.includes("packages/web/src/")) return;
        for (const [, key] of (sourcesContent?.[i] ?? "").matchAll(lookup)) if (key && known.has(key)) keys.add(key);
      });
    }
    return { keys, addsLater };
  }
  const listedKeys = (...sets: ReadonlyArray<Readonly<Record<string, unknown>>>) =>
    sets.flatMap((set) => Object.keys(set)).sort();

  it("every recipe a built component looks up is in theme/system.ts or theme/later.ts, and each there is looked up", async () => {
    const { recipes, slotRecipes } = await import("../src/theme/system.ts");
    const { laterRecipes, laterSlotRecipes } = await import("../src/theme/later.ts");
    const defaults = await import("@chakra-ui/react/theme");
    const known = new Set([...Object.keys(defaults.recipes), ...Object.keys(defaults.slotRecipes)]);
    const used = drawnBy(
      Object.values(manifest).map((chunk) => chunk.file),
      known,
    ).keys;
    expect(used.size).toBeGreaterThan(10);
    expect(listedKeys(recipes, slotRecipes, laterRecipes, laterSlotRecipes)).toEqual([...used].sort());
  });

  it("a chunk that draws a component whose recipe comes later loads theme/later.ts with it; start-up never does", async () => {
    const { recipes, slotRecipes } = await import("../src/theme/system.ts");
    const { laterRecipes, laterSlotRecipes } = await import("../src/theme/later.ts");
    const later = new Set(listedKeys(laterRecipes, laterSlotRecipes));
    const startUp = drawnBy(staticClosure(manifest, entryKey(manifest)), later);
    expect(startUp.addsLater).toBe(false);
    expect([...startUp.keys]).toEqual([]);
    expect(listedKeys(recipes, slotRecipes).filter((key) => later.has(key))).toEqual([]);
    const unstyled: string[] = [];
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isDynamicEntry !== true) continue;
      const drawn = drawnBy(staticClosure(manifest, key), later);
      if (drawn.keys.size > 0 && !drawn.addsLater) unstyled.push(`${key}: ${[...drawn.keys].join(", ")}`);
    }
    expect(unstyled).toEqual([]);
  });
});
