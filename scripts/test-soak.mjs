// `node scripts/test-soak.mjs [N]`: the README's test command N times in a row, each in a fresh
// clone of this commit (no node_modules, no build, no caches), the way CI runs it; then once more
// in the last clone, warm (installed, built, caches filled). Prints each run's summary line, exit
// code and minutes, and `failures/N`; exits non-zero if any run failed. Each run's whole output is
// kept in the temp folder (named in the output) until the soak ends, and after it when any run failed.
// Plain Node, no dependencies: it runs before the bootstrap has installed anything.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.argv[2] ?? 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("usage: test-soak.mjs [N ≥ 1]");
  process.exit(2);
}
// Every run tests this one commit, even if HEAD moves while the soak runs.
const commit = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
const logs = mkdtempSync(join(tmpdir(), "cabline-test-soak-logs-"));
console.log(`commit ${commit.slice(0, 7)}; logs in ${logs}`);

/**
 * Runs `npm test` in `cwd`, its output to `log`; returns whether it passed, its summary line and minutes.
 * @param {string} cwd @param {string} log
 */
function npmTest(cwd, log) {
  const started = Date.now();
  const result = spawnSync("npm", ["test"], { cwd, encoding: "utf8", maxBuffer: 1 << 30 });
  const output = `${result.stdout}${result.stderr}`;
  writeFileSync(log, output);
  // The summary is the last line that reads "N passed, N failed, N skipped" (scripts/test.mjs).
  const summary = output.match(/^\d+ passed, \d+ failed, \d+ skipped$/gm)?.at(-1) ?? "(no summary line)";
  return { ok: result.status === 0, summary, minutes: ((Date.now() - started) / 60_000).toFixed(1) };
}

let failures = 0;
let last = "";
for (let run = 1; run <= runs; run += 1) {
  if (last !== "") rmSync(last, { recursive: true, force: true });
  last = mkdtempSync(join(tmpdir(), "cabline-test-soak-"));
  const repo = join(last, "repo");
  const clone = spawnSync("git", ["clone", "-q", "--no-checkout", root, repo], { encoding: "utf8" });
  const ready =
    clone.status === 0 ? spawnSync("git", ["checkout", "-q", commit], { cwd: repo, encoding: "utf8" }) : clone;
  if (ready.status !== 0) {
    failures += 1;
    console.log(`run ${run}/${runs}: clone FAILED: ${ready.stderr.trim()}`);
    continue;
  }
  const { ok, summary, minutes } = npmTest(repo, join(logs, `run-${run}.log`));
  if (!ok) failures += 1;
  console.log(`run ${run}/${runs} cold: ${ok ? "ok" : "FAILED"} ${summary} (${minutes} min)`);
}
const warm = npmTest(join(last, "repo"), join(logs, "warm.log"));
console.log(`warm, in the last clone: ${warm.ok ? "ok" : "FAILED"} ${warm.summary} (${warm.minutes} min)`);
rmSync(last, { recursive: true, force: true });
console.log(`${failures}/${runs} failed`);
if (failures === 0 && warm.ok) rmSync(logs, { recursive: true, force: true });
process.exit(failures === 0 && warm.ok ? 0 : 1);
