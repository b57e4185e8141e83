// The build's "later" chunk (vite.config.ts; docs/decisions/server-rendering.md): theme/later.ts
// and the Chakra recipe files of the components it serves. Chakra's theme barrel, which the
// start-up system imports from, reaches every recipe file, so left alone the bundler puts these in
// the shell that every route loads first; taken into a chunk of their own, they load with the
// first screen that imports theme/later.ts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";

const recipeDir = join(
  dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json")),
  "dist/esm/theme/recipes",
);

/** The recipe files theme/later.ts imports (its "@chakra-ui/react/theme/recipes/*" imports), and theirs. */
export function laterRecipeFiles(): ReadonlySet<string> {
  const later = readFileSync(new URL("../src/theme/later.ts", import.meta.url), "utf8");
  const files = new Set(
    [...later.matchAll(/from "@chakra-ui\/react\/theme\/recipes\/([\w-]+)"/g)].map((match) => `${match[1]}.js`),
  );
  // A Set's iteration visits what is added during it: the imports' imports are followed too.
  for (const file of files)
    for (const [, imported] of readFileSync(join(recipeDir, file), "utf8").matchAll(/from '\.\/([\w-]+\.js)'/g))
      if (imported !== undefined) files.add(imported);
  return files;
}

/** Whether the bundler's module `id` belongs in the later chunk. */
export function inLaterChunk(files: ReadonlySet<string>): (id: string) => boolean {
  return (id) =>
    /[\\/]src[\\/]theme[\\/]later\.ts$/.test(id) ||
    (/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]/.test(id) && files.has(basename(id)));
}
