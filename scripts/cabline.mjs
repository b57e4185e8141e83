// `npm run cabline -- <args>`: the cabline CLI from a clone (packages/cli), run in the directory
// npm was called from (INIT_CWD), so relative file arguments mean what the user typed.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const child = spawn(process.execPath, [join(root, "packages", "cli", "bin", "cabline.mjs"), ...process.argv.slice(2)], {
  stdio: "inherit",
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
