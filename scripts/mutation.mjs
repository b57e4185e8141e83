// `npm run mutation`: mutation testing of the domain's rules with StrykerJS (packages/domain/
// stryker.config.mjs), not part of `npm test`. Each mutant is a small change to a rule (a < for a
// <=, a rounding turned, a branch removed); a test must fail for it. Prints the score per file and
// in all, and the survivors: each must be killed by a test or written down as equivalent.
//   npm run mutation                       every module (about 2 hours on 2 cores the first time;
//                                          later runs retry only what changed: stryker-incremental.json)
//   npm run mutation -- --mutate src/Promocode.ts,src/Card.ts   the named modules only
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const domain = join(root, "packages", "domain");
const report = join(root, ".reports", "mutation", "domain.json");

const run = spawnSync("pnpm", ["exec", "stryker", "run", "stryker.config.mjs", ...process.argv.slice(2)], {
  cwd: domain,
  stdio: ["ignore", "inherit", "inherit"],
});
if (run.status !== 0) process.exit(run.status ?? 1);

/** @type {{ files: Record<string, { mutants: Array<{ status: string, mutatorName: string, replacement?: string, location: { start: { line: number } } }> }> }} */
const result = JSON.parse(readFileSync(report, "utf8"));
const detected = new Set(["Killed", "Timeout"]);
const counted = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);
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
      `${relative(root, join(domain, file))}:${mutant.location.start.line} ${mutant.mutatorName} ${mutant.status}: ${JSON.stringify(mutant.replacement ?? "")}`,
    );
}
console.log("\nMutation score of the domain, per file (killed or timed out / all but ignored and compile errors):");
for (const row of rows.sort()) console.log(row);
console.log(`${((100 * caught) / Math.max(total, 1)).toFixed(1)} % in all: ${caught} of ${total} mutants caught`);
console.log(`\nSurvivors (${survivors.length}):`);
for (const survivor of survivors) console.log(`  ${survivor}`);
