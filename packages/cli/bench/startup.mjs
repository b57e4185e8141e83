#!/usr/bin/env node
// How long `cabline --help` takes from spawn to exit (the goal: under 200 ms). Run by hand on the
// project's Node:
//   node scripts/bootstrap.mjs env -- node packages/cli/bench/startup.mjs [runs]
// It measures twice: with Node's compile cache (what users get after the first run) and without
// it (NODE_DISABLE_COMPILE_CACHE=1: every module stripped and compiled afresh).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const bin = join(dirname(fileURLToPath(import.meta.url)), "..", "bin", "cabline.mjs");
const runs = Number(process.argv[2] ?? 20);

const measure = (env) => {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [bin, "--help"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0) throw new Error(`cabline --help exited ${result.status}: ${result.stderr}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (fraction) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: times[0], max: times.at(-1) };
};

const line = (label, { median, p95, min, max }) =>
  `${label.padEnd(26)} median ${median.toFixed(0).padStart(4)} ms   p95 ${p95.toFixed(0).padStart(4)} ms   (min ${min.toFixed(0)}, max ${max.toFixed(0)})`;

// One run first so the cached case starts warm.
measure({});
console.log(`cabline --help, ${runs} runs each, Node ${process.version}`);
console.log(line("with compile cache", measure({})));
console.log(line("without compile cache", measure({ NODE_DISABLE_COMPILE_CACHE: "1" })));
