// `npm run test:changed`: the inner loop. What `npm test` checks, for the files changed since a
// commit (by default, what is not committed yet; with `--since <ref>`, also what was committed
// after <ref>), in the order that fails fastest:
// 1. the static checks on the changed files: format, lint, the source hygiene check, and the
//    typecheck (`tsc -b` is incremental: it rechecks what the change reaches);
// 2. the unit and property tests that import a changed file, directly or not (`vitest related`);
// 3. the browser journeys of the web features the change touches (JOURNEYS below), and any
//    journey file changed itself.
// CI runs the whole `npm test`: a change to the domain or the sandbox can break a journey of any
// feature, and this loop leaves those to it. Prints what it chose and how long each part took.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * The journeys (tests/e2e) of each web feature, by spec file prefix. A change to the web app
 * outside its features (app/, components/, lib/, theme/, server/) runs SHARED: every route, and
 * one journey that books.
 */
/** @type {Record<string, string[]>} */
const JOURNEYS = {
  auth: ["accounts-auth", "session"],
  booking: ["booking-"],
  "business-admin": ["business-admin-", "overview-reflow"],
  "business-booking": ["business-booking-", "business-accounts"],
  "business-joining": ["accounts-business"],
  driver: ["driver-"],
  "guest-links": ["guest-manage", "track-guest-links"],
  legal: ["accessibility-statement"],
  tracking: ["track-token-pages"],
  trips: ["trips-"],
  "your-data": ["your-data"],
};
const SHARED = ["routes", "booking-journeys"];

const args = process.argv.slice(2);
const sinceAt = args.indexOf("--since");
const since = sinceAt === -1 ? undefined : args[sinceAt + 1];

/** @param {string[]} gitArgs */
const git = (...gitArgs) => execFileSync("git", gitArgs, { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([
    ...git("diff", "--name-only", since ?? "HEAD"),
    ...(since === undefined ? [] : git("diff", "--name-only", "HEAD")),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => existsSync(join(root, file)));

if (changed.length === 0) {
  console.log(`Nothing changed${since === undefined ? " since the last commit" : ` since ${since}`}.`);
  process.exit(0);
}

const code = changed.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
const formatted = changed.filter((file) => /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html)$/.test(file));
const specs = new Set(changed.filter((file) => /^tests\/e2e\/.*\.spec\.ts$/.test(file)));
const allSpecs = git("ls-files", "tests/e2e/*.spec.ts");
/** @param {string[]} prefixes */
const journeysOf = (prefixes) =>
  allSpecs.filter((spec) => prefixes.some((prefix) => spec.slice("tests/e2e/".length).startsWith(prefix)));
for (const file of changed) {
  const feature = /^packages\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  const prefixes =
    feature === undefined
      ? /^packages\/web\/(?:src|server|index\.html)/.test(file)
        ? SHARED
        : []
      : (JOURNEYS[feature] ?? SHARED);
  for (const spec of journeysOf(prefixes)) specs.add(spec);
}

/** @param {string} name */
const bin = (name) => join(root, "node_modules", ".bin", name);
/** @type {{ name: string, ok: boolean, seconds: number }[]} */
const results = [];
/**
 * Runs one part, printing its output as it comes; records whether it passed and how long it took.
 * @param {string} name @param {string} command @param {string[]} commandArgs
 */
const part = (name, command, commandArgs) => {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: "inherit" });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
};

console.log(`${changed.length} changed file(s)${since === undefined ? "" : ` since ${since}`}:`);
for (const file of changed) console.log(`  ${file}`);
const started = Date.now();
if (formatted.length > 0) part("format (prettier)", bin("prettier"), ["--check", "--log-level=warn", ...formatted]);
if (code.length > 0) part("lint (eslint)", bin("eslint"), ["--max-warnings=0", "--no-warn-ignored", ...code]);
part("source cites the spec, not a tracker", process.execPath, [join(root, "scripts", "source-hygiene.mjs")]);
part("typecheck (tsc -b)", bin("tsc"), ["-b", "--pretty"]);
if (code.length > 0)
  part("related unit tests (vitest related)", bin("vitest"), [
    "related",
    "--run",
    "--passWithNoTests",
    "--maxWorkers=2",
    ...code,
  ]);
if (specs.size > 0)
  part(`journeys of the features touched (${specs.size} file(s))`, bin("playwright"), [
    "test",
    "--config",
    "tests/e2e/playwright.config.ts",
    "--reporter=list",
    ...[...specs].map((spec) => spec.slice("tests/e2e/".length)),
  ]);
else console.log("\nNo journey covers these files (npm test runs them all).");

console.log("\n=== summary");
for (const { name, ok, seconds } of results) console.log(`${ok ? "ok  " : "FAIL"} ${name} (${seconds.toFixed(1)}s)`);
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s in all`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
