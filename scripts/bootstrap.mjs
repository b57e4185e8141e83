#!/usr/bin/env node
// The entry point of the README's two commands (`npm start`, `npm test`).
//
// It runs under whatever Node the machine has (Debian 12 ships Node 20, end of life), so it
// uses nothing newer than Node 18 and no dependency. It makes the project's own toolchain
// present in a git-ignored `.toolchain/` (Node from `.nvmrc`, pnpm from `packageManager`),
// installs the workspace when the lockfile changed, installs Debian's chromium-headless-shell for tests when
// missing, then hands over to `scripts/<task>.mjs` running on the project's Node.
// Every step is skipped when already done, so a second run is quick.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const task = process.argv[2] ?? "";
const tasks = ["start", "test", "sandbox", "cabline", "env"];
if (!tasks.includes(task)) {
  console.error(`usage: node scripts/bootstrap.mjs <${tasks.join("|")}> [args...]`);
  process.exit(2);
}

const nodeVersion = readFileSync(join(root, ".nvmrc"), "utf8").trim();
const packageManager = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager;
const pnpmVersion = packageManager.replace(/^pnpm@/, "");
const toolchain = join(root, ".toolchain");
const nodePackage = `node-${process.platform}-${process.arch}`;
const nodeBinDir = join(toolchain, "node_modules", nodePackage, "bin");
const toolBinDir = join(toolchain, "node_modules", ".bin");

/** @param {string} message */
const log = (message) => console.error(`[cabline] ${message}`);

/** @param {string} command @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options] */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) {
    log(`failed: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

function ensureToolchain() {
  const wanted = `${nodePackage}@${nodeVersion} pnpm@${pnpmVersion}`;
  const stamp = join(toolchain, "stamp");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted && existsSync(join(nodeBinDir, "node"))) return;
  log(`installing the toolchain into .toolchain/: ${wanted}`);
  mkdirSync(toolchain, { recursive: true });
  // A package.json of its own keeps npm from treating the repository root as the project.
  writeFileSync(join(toolchain, "package.json"), JSON.stringify({ name: "cabline-toolchain", private: true }));
  run("npm", [
    "install",
    "--prefix",
    toolchain,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    `${nodePackage}@${nodeVersion}`,
    `pnpm@${pnpmVersion}`,
  ]);
  writeFileSync(stamp, wanted);
}

const env = {
  ...process.env,
  // The workspace's own tools (vitest, tsc, prettier...) come after the toolchain, so the commands
  // the package READMEs give (`bootstrap.mjs env -- vitest run --project web`) work as written.
  PATH: `${nodeBinDir}:${toolBinDir}:${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
  SCARF_ANALYTICS: "false",
  npm_config_update_notifier: "false",
};

function workspaceFingerprint() {
  const hash = createHash("sha256");
  const files = ["pnpm-lock.yaml", "pnpm-workspace.yaml", "package.json"];
  for (const group of ["packages", "tests"]) {
    for (const name of readdirSync(join(root, group))) files.push(join(group, name, "package.json"));
  }
  for (const file of files) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.update(nodeVersion).update(pnpmVersion).digest("hex");
}

function ensureDependencies() {
  const stamp = join(root, "node_modules", ".cabline-install");
  const fingerprint = workspaceFingerprint();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return;
  log("installing workspace dependencies (pnpm install)");
  // Frozen: exactly the committed lockfile, or a clear failure. pnpm does not manage its own version
  // (`pmOnFail: ignore` in pnpm-workspace.yaml: this script already provides the pinned pnpm), so
  // it never tries to pin its binaries for every platform (ERR_PNPM_BAD_CONFIG_DEP).
  run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=append-only"], { env });
  writeFileSync(stamp, workspaceFingerprint());
}

/**
 * The browser of the end-to-end tests. Debian's `chromium-headless-shell` is what Playwright itself
 * runs headless tests in: the same Chromium without the desktop browser around it. It ran the
 * same 57 tests in 125 s against 171 s in the full `chromium` (two workers, 2026-11-27). Where it
 * cannot be installed, an installed `chromium` still runs the suite, slower.
 * tests/e2e/playwright.config.ts picks the same way.
 */
function ensureChromium() {
  const shell = "/usr/bin/chromium-headless-shell";
  const full = "/usr/bin/chromium";
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return;
    log(
      `CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist: point it at a Chromium binary, or unset it to use Debian's chromium-headless-shell.`,
    );
    process.exit(1);
  }
  if (existsSync(shell)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudoWorks = !isRoot && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
  if (!isRoot && !sudoWorks) {
    if (existsSync(full)) return;
    log(
      "The end-to-end tests need Chromium: install Debian's package (sudo apt-get install chromium-headless-shell), or set CHROMIUM_PATH to a Chromium binary, then run npm test again.",
    );
    process.exit(1);
  }
  log("installing Debian's chromium-headless-shell for the end-to-end tests (apt-get install chromium-headless-shell)");
  /** @param {string[]} args */
  const apt = (args) =>
    spawnSync(isRoot ? "apt-get" : "sudo", isRoot ? args : ["-n", "apt-get", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "chromium-headless-shell"])) return;
  if (existsSync(full)) {
    log(`could not install chromium-headless-shell: the end-to-end tests run in ${full}, slower`);
    return;
  }
  log("failed: apt-get install chromium-headless-shell; install it (or chromium) yourself, or set CHROMIUM_PATH");
  process.exit(1);
}

ensureToolchain();
// `env -- pnpm install|add|remove|update` is how a dependency is changed (the lockfile is then
// meant to move), so it runs before the frozen install; any other `env` command (vitest, pnpm exec,
// a bench script) gets the installed workspace first, as start and test do.
const envArgs = process.argv.slice(3).filter((arg, index) => !(index === 0 && arg === "--"));
const changesDependencies =
  envArgs[0] === "pnpm" &&
  envArgs.some((arg) => ["install", "i", "add", "remove", "rm", "uninstall", "update", "up", "import"].includes(arg));
if (task !== "env" || (envArgs.length > 0 && !changesDependencies)) ensureDependencies();
if (task === "test") ensureChromium();
if (task === "env") {
  // `node scripts/bootstrap.mjs env -- <command>` runs any command with the project's toolchain.
  const [command, ...args] = process.argv.slice(3).filter((arg, index) => !(index === 0 && arg === "--"));
  if (!command) {
    console.log(env.PATH);
    process.exit(0);
  }
  const child = spawn(command, args, { stdio: "inherit", cwd: process.cwd(), env });
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const child = spawn(join(nodeBinDir, "node"), [join(root, "scripts", `${task}.mjs`), ...process.argv.slice(3)], {
    stdio: "inherit",
    cwd: process.cwd(),
    env,
  });
  // Ctrl-C reaches the whole foreground process group; this process waits for the task to
  // stop what it started and exits with its code.
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 1)));
}
