// Source hygiene, a static check of `npm test`: code cites the specification (spec §N) and the
// decision records in docs/decisions/, never the numbers of a tracker's issues, which
// a reader of the code may not have. Prints each offending line and exits 1; prints nothing and
// exits 0 when the source is clean.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const roots = ["packages", "tests", "scripts", "contracts"];
const skip = new Set(["node_modules", "dist", "generated", "coverage", ".tsbuild", "test-results", "data"]);
const sourceFile = /\.(ts|tsx|mjs|cjs|js|yaml|css|html|md|json)$/;
/** The word issue (or issues) followed by a number, with or without "#": a tracker's reference. */
const trackerReference = /\bissues? #?\d+/i;

/**
 * Every source file under a folder, skipping dependencies and build output.
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* files(folder) {
  for (const name of readdirSync(folder)) {
    if (skip.has(name) || name.startsWith(".harness-")) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (sourceFile.test(name)) yield path;
  }
}

/** @type {string[]} */
const found = [];
for (const folder of roots)
  for (const path of files(join(root, folder)))
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (trackerReference.test(line)) found.push(`${relative(root, path)}:${index + 1}: ${line.trim()}`);
      });
if (found.length > 0) {
  console.error(
    `${found.length} line(s) cite a tracker's issue number; cite the spec (§N) or docs/decisions/ instead:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
