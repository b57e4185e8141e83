/**
 * For the end-to-end tests: a sandbox dispatch API of its own (packages/sandbox, on a free port,
 * with its database in a temporary directory), and the real `cabline` binary spawned as a process
 * against it with a private config directory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { passwordCost } from "../sandbox-dispatch.ts";

export const root = resolve(import.meta.dirname, "..", "..", "..", "..");
export const bin = join(root, "packages", "cli", "bin", "cabline.mjs");
const sandboxMain = join(root, "packages", "sandbox", "src", "main.ts");

export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });

export interface Sandbox {
  readonly url: string;
  readonly log: () => string;
  stop(): Promise<void>;
}

/** Starts the sandbox and waits until GET /configuration/get answers for BOOK. */
export const startSandbox = async (): Promise<Sandbox> => {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "cabline-sandbox-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [sandboxMain], {
    cwd: root,
    // The CLI cannot show a captcha widget: it sends the test token the sandbox is told to accept.
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DB: join(dir, "sandbox.db"),
      SANDBOX_CAPTCHA_TEST_TOKEN: "cabline-cli",
      // The test cost (test/sandbox-dispatch.ts says why).
      SANDBOX_PASSWORD_COST: String(passwordCost),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/configuration/get`, { headers: { "X-TENANT-ID": "BOOK" } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the sandbox did not answer within 60 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Cabline {
  readonly configDir: string;
  readonly cwd: string;
  /** Runs `cabline args...` to the end. */
  run(
    args: ReadonlyArray<string>,
    options?: { readonly env?: Record<string, string>; readonly input?: string },
  ): Promise<Run>;
  /** Starts `cabline args...` and hands the process back (to read as it goes, or to kill). */
  start(args: ReadonlyArray<string>): ChildProcess;
  cleanup(): void;
}

/** The binary as a QA engineer runs it: CABLINE_API set, its own config directory. */
export const cabline = (api: string): Cabline => {
  const configDir = mkdtempSync(join(tmpdir(), "cabline-e2e-config-"));
  const cwd = mkdtempSync(join(tmpdir(), "cabline-e2e-cwd-"));
  const env = (extra: Record<string, string> = {}) => {
    const { CABLINE_TOKEN: _token, CABLINE_TENANT: _tenant, ...rest } = process.env;
    return { ...rest, CABLINE_API: api, CABLINE_CONFIG_DIR: configDir, ...extra };
  };
  const start = (args: ReadonlyArray<string>, extra?: Record<string, string>): ChildProcess =>
    spawn(process.execPath, [bin, ...args], { cwd, env: env(extra), stdio: ["pipe", "pipe", "pipe"] });
  return {
    configDir,
    cwd,
    start,
    run: (args, options = {}) =>
      new Promise((done, fail) => {
        const child = start(args, options.env);
        let stdout = "";
        let stderr = "";
        child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.once("error", fail);
        child.once("close", (code) => done({ code, stdout, stderr }));
        child.stdin?.end(options.input ?? "");
      }),
    cleanup: () => {
      rmSync(configDir, { recursive: true, force: true });
      rmSync(cwd, { recursive: true, force: true });
    },
  };
};
