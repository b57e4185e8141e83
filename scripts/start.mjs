// `npm start`: build the web app when its sources changed, start the dispatch API and the web
// server (packages/web/server, Fastify), print the tenant URLs, and stop everything on Ctrl-C. Runs on the project's Node 24
// (through scripts/bootstrap.mjs). Ports: WEB_PORT (5173), SANDBOX_PORT (4020).
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const web = join(root, "packages", "web");
const webPort = Number(process.env.WEB_PORT ?? 5173);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4020);
/** @param {string} dir @param {string} name */
const bin = (dir, name) => join(dir, "node_modules", ".bin", name);
/** @param {string} message */
const log = (message) => console.log(`[cabline] ${message}`);

/** @param {string[]} dirs */
function sourcesFingerprint(dirs) {
  const hash = createHash("sha256");
  /** @param {string} path */
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort())
        if (name !== "node_modules" && name !== "dist") walk(join(path, name));
    } else {
      hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of dirs) walk(dir);
  return hash.digest("hex");
}

function buildWeb() {
  // vite.config.ts reads three files of server/: the nonce placeholder, the compression plugin and
  // the Chakra CSS it writes into the page.
  const inputs = [
    "src",
    "public",
    "index.html",
    "vite.config.ts",
    "package.json",
    "server/placeholders.ts",
    "server/precompress.ts",
    "server/chakra-css.ts",
  ].map((p) => join(web, p));
  // The web server (server/) runs from source and needs no build.
  inputs.push(join(root, "packages", "domain", "src"), join(root, "packages", "api-ports", "src"));
  const stamp = join(web, "dist", ".fingerprint");
  const fingerprint = sourcesFingerprint(inputs);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) {
    log("web app is up to date (packages/web/dist)");
    return;
  }
  log("building the web app (vite build, then its server render: vite build --ssr)");
  // The package's build script, as two steps: the app, then the server's render of its first paint.
  for (const args of [["build"], ["build", "--ssr", "src/app/server-render.tsx"]]) {
    const result = spawnSync(bin(web, "vite"), [...args, "--logLevel", "warn"], { cwd: web, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, fingerprint);
}

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;

/** @param {string} name @param {string} command @param {string[]} args @param {import("node:child_process").SpawnOptions} options */
function startChild(name, command, args, options) {
  // Children stay in this process group: Ctrl-C in a terminal, or a test runner stopping the
  // group, reaches them even if this process is killed outright.
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[cabline] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(1);
  });
  return child;
}

/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      child.kill("SIGTERM");
    }
  }
  setTimeout(() => process.exit(code), 300).unref();
}

/** @param {string} url @param {Record<string, string>} headers */
async function waitFor(url, headers, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`[cabline] ${url} did not answer within ${timeoutMs / 1000}s`);
  stop(1);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

buildWeb();

const dispatchUrl = `http://127.0.0.1:${sandboxPort}`;
// The sandbox believes forwarding headers (the client's address, the page's host) only from the
// web server: both get this run's secret, so another process on this machine cannot pose as it.
const proxySecret = process.env.CABLINE_PROXY_SECRET ?? randomBytes(24).toString("base64url");
const sandboxMain = join(root, "packages", "sandbox", "src", "main.ts");
if (existsSync(sandboxMain)) {
  startChild("sandbox", process.execPath, [sandboxMain], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_PROXY_SECRET: proxySecret,
      // A captcha answer that always passes is published (the CLI sends "cabline-cli"): off unless
      // the person starting the app sets SANDBOX_CAPTCHA_TEST_TOKEN (README; packages/cli/README.md).
    },
  });
} else {
  // Until the sandbox lands, the contract's own examples answer through Prism.
  startChild(
    "dispatch API (prism mock)",
    bin(root, "prism"),
    ["mock", "--host", "127.0.0.1", "--port", String(sandboxPort), "contracts/dispatch.openapi.yaml"],
    {
      cwd: root,
    },
  );
}
await waitFor(`${dispatchUrl}/configuration/get`, { "X-TENANT-ID": "BOOK" });

startChild("web server", process.execPath, [join(web, "server", "main.ts")], {
  cwd: web,
  env: { ...process.env, WEB_PORT: String(webPort), DISPATCH_API_URL: dispatchUrl, CABLINE_PROXY_SECRET: proxySecret },
});
await waitFor(`http://127.0.0.1:${webPort}/`, {});

if (!stopping) {
  log(`dispatch API: ${dispatchUrl}`);
  log("open a tenant:");
  for (const tenant of ["book", "gdt", "pdc"]) console.log(`  http://${tenant}.localhost:${webPort}`);
  // The CLI finds this sandbox by SANDBOX_PORT (packages/cli/src/context.ts defaultApiFor).
  const portPrefix = sandboxPort === 4020 ? "" : `SANDBOX_PORT=${sandboxPort} `;
  log(`the CLI, in another terminal: ${portPrefix}npm run cabline -- login --email passenger@example.com`);
  log(
    process.env.SANDBOX_CAPTCHA_TEST_TOKEN
      ? "the sandbox accepts SANDBOX_CAPTCHA_TEST_TOKEN as a captcha answer (the CLI's phone sign-in)"
      : "the CLI's phone sign-in needs SANDBOX_CAPTCHA_TEST_TOKEN=cabline-cli npm start (off: the answer is published)",
  );
  log(
    "sandbox controls (outbox, dispatcher, contracts) answer only on " +
      `${dispatchUrl}/sandbox/...` +
      (process.env.CABLINE_FORWARD_SANDBOX_CONTROLS === "1" ? " and, as you asked, on every tenant host" : ""),
  );
  log("Ctrl-C stops everything");
}
