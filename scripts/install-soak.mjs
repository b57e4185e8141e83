// `node scripts/bootstrap.mjs env -- node scripts/install-soak.mjs [N]`: N fresh installs in a row,
// each the way a new machine does it — a fresh clone (no node_modules) and a cold pnpm metadata
// cache (a new XDG_CACHE_HOME) — with the bootstrap's own install command. Prints each attempt and
// `failures/N`; exits non-zero if any failed. The package store is kept: it holds tarballs, which
// the registry serves the same every time; what used to fail was pnpm resolving itself.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.argv[2] ?? 20);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("usage: install-soak.mjs [N ≥ 1]");
  process.exit(2);
}

let failures = 0;
for (let run = 1; run <= runs; run += 1) {
  const work = mkdtempSync(join(tmpdir(), "cabline-soak-"));
  const started = Date.now();
  const clone = spawnSync("git", ["clone", "-q", root, join(work, "repo")], { encoding: "utf8" });
  const install =
    clone.status === 0
      ? spawnSync("pnpm", ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=append-only"], {
          cwd: join(work, "repo"),
          encoding: "utf8",
          env: { ...process.env, XDG_CACHE_HOME: join(work, "cache"), CI: "true" },
        })
      : clone;
  const ok = install.status === 0;
  if (!ok) failures += 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const why = ok ? "" : `  ${(install.stderr + install.stdout).trim().split("\n").slice(-3).join(" | ")}`;
  console.log(`install ${run}/${runs}: ${ok ? "ok" : "FAILED"} (${seconds}s)${why}`);
  rmSync(work, { recursive: true, force: true });
}
console.log(`${failures}/${runs} failed`);
process.exit(failures === 0 ? 0 : 1);
