// Edges decode, they do not cast: counts the TypeScript type assertions (`x as T`, `<T>x`; not
// `as const`) in the packages' source (tests and generated code left out) and fails above the
// ceiling. A value from outside (a request body, a stored file, an answer) is decoded into a
// domain type (effect Schema or the contract's decoders), and a value the code made is typed
// where it is made. Lower CEILING when the count falls; `--list` names every cast.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const CEILING = 19;

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const files = execFileSync("git", ["ls-files", "packages/*/src/*", "packages/web/server/*"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file))
  .filter((file) => !/\.test\.tsx?$|\/generated\/|\.generated\.ts$/.test(file));

/** @type {string[]} */
const casts = [];
for (const file of files) {
  const text = readFileSync(`${root}/${file}`, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? 4 : 3);
  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === "const";
      if (!isConst) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        casts.push(`${file}:${line + 1}: ${node.getText(source).replace(/\s+/g, " ").slice(0, 100)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (process.argv.includes("--list")) for (const cast of casts) console.log(cast);
/** @type {Record<string, number>} */
const byPackage = {};
for (const cast of casts) {
  const where = cast.startsWith("packages/web/server") ? "web/server" : (cast.split("/")[1] ?? "");
  byPackage[where] = (byPackage[where] ?? 0) + 1;
}
console.log(
  `${casts.length} type assertions in the packages' source (ceiling ${CEILING}): ${Object.entries(byPackage)
    .map(([where, count]) => `${where} ${count}`)
    .join(", ")}`,
);
if (casts.length > CEILING) {
  console.error(
    `More casts than the ceiling: decode the value at the edge or type it where it is made (node scripts/casts.mjs --list).`,
  );
  process.exit(1);
}
