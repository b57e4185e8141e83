// `npm run mutation`: mutation testing with StrykerJS of the domain's rules (packages/domain/
// stryker.config.mjs) and of the sandbox's rule-bearing files (packages/sandbox/
// stryker.config.mjs), not part of `npm test`. Each mutant is a small change to a rule (a < for a
// <=, a rounding turned, a branch removed); a test must fail for it. Prints, per package, the
// score per file and in all, and the survivors: each must be killed by a test or written down as
// equivalent (docs/mutation.md).
//   npm run mutation                                  both packages (later runs on this machine
//                                                     retry only what changed: .reports/mutation/)
//   npm run mutation -- --package domain              one package
//   npm run mutation -- --package domain --mutate src/Promocode.ts,src/Card.ts   named modules
//   npm run mutation -- --force                       everything again
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const packages = ["domain", "sandbox"];

const args = process.argv.slice(2);
const chosen = args.indexOf("--package");
const only = chosen === -1 ? undefined : args[chosen + 1];
if (only !== undefined && !packages.includes(only)) {
  console.error(`--package takes one of: ${packages.join(", ")}`);
  process.exit(2);
}
const strykerArgs = chosen === -1 ? args : args.toSpliced(chosen, 2);

const detected = new Set(["Killed", "Timeout"]);
const counted = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);

/**
 * Prints a package's report: the score per file and in all, then every survivor.
 * @param {string} name
 */
function summarise(name) {
  const folder = join(root, "packages", name);
  /** @type {{ files: Record<string, { mutants: Array<{ status: string, mutatorName: string, replacement?: string, location: { start: { line: number } } }> }> }} */
  const result = JSON.parse(readFileSync(join(root, ".reports", "mutation", `${name}.json`), "utf8"));
  let caught = 0;
  let total = 0;
  const rows = [];
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(result.files)) {
    const valid = mutants.filter((mutant) => counted.has(mutant.status));
    const killed = valid.filter((mutant) => detected.has(mutant.status)).length;
    if (valid.length === 0) continue;
    caught += killed;
    total += valid.length;
    rows.push(`${((100 * killed) / valid.length).toFixed(1).padStart(6)} %  ${killed}/${valid.length}  ${file}`);
    for (const mutant of valid.filter((m) => !detected.has(m.status)))
      survivors.push(
        `${relative(root, join(folder, file))}:${mutant.location.start.line} ${mutant.mutatorName} ${mutant.status}: ${JSON.stringify(mutant.replacement ?? "")}`,
      );
  }
  console.log(`\nMutation score of the ${name}, per file (killed or timed out / all but ignored and compile errors):`);
  for (const row of rows.sort()) console.log(row);
  console.log(`${((100 * caught) / Math.max(total, 1)).toFixed(1)} % in all: ${caught} of ${total} mutants caught`);
  console.log(`\nSurvivors in the ${name} (${survivors.length}):`);
  for (const survivor of survivors) console.log(`  ${survivor}`);
}

for (const name of only === undefined ? packages : [only]) {
  const run = spawnSync("pnpm", ["exec", "stryker", "run", "stryker.config.mjs", ...strykerArgs], {
    cwd: join(root, "packages", name),
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
for (const name of only === undefined ? packages : [only]) summarise(name);
