// `npm run sandbox [-- --reset]`: the sandbox dispatch API alone (packages/sandbox), on SANDBOX_PORT.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const child = spawn(process.execPath, [join(root, "packages", "sandbox", "src", "main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
