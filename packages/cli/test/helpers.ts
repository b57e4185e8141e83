/**
 * A Runtime for tests: the sandbox as the dispatch API (sandbox-dispatch.ts: one per test, in
 * this process, behind the real HTTP adapter, so state carries from `login` to `book` to `trips
 * list`), the in-memory maps port, captured stdout and stderr, a private config directory and a
 * test clock that `sleep` moves forward (the sandbox reads the same clock).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createInMemoryMapsApi,
  createTestClock,
  type InMemoryMapsApi,
  type TestClock,
} from "@cabline/api-ports/testing";
import type { Tenant } from "@cabline/domain";
import { createContext, type Context, type GlobalOptions, outputFor } from "../src/context.ts";
import { main } from "../src/main.ts";
import type { Runtime, ServiceOptions } from "../src/runtime.ts";
import { createSandboxDispatch, type SandboxDispatch } from "./sandbox-dispatch.ts";

export interface Captured {
  readonly write: (text: string) => boolean;
  readonly isTTY: boolean;
  text: string;
}

const capture = (isTTY = false): Captured => {
  const stream: Captured = {
    isTTY,
    text: "",
    write: (text: string) => {
      stream.text += text;
      return true;
    },
  };
  return stream;
};

export interface TestCli {
  readonly runtime: Runtime;
  readonly dispatch: SandboxDispatch;
  readonly maps: InMemoryMapsApi;
  readonly clock: TestClock;
  readonly configDir: string;
  readonly cwd: string;
  readonly stdout: Captured;
  readonly stderr: Captured;
  /** What the last services() call was given (api, tenant, token source). */
  lastServiceOptions(): ServiceOptions | undefined;
  /** Runs one command line through main (commander's parseAsync), fresh output each time. */
  run(
    ...args: ReadonlyArray<string>
  ): Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>;
  /** Runs and parses stdout as JSON (adds --json); tests read whatever shape they expect. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(...args: ReadonlyArray<string>): Promise<{ readonly code: number; readonly body: T }>;
  /** A context as a command would get it, for calling run functions directly. */
  context(globals?: GlobalOptions): Promise<Context>;
  /** Ctrl-C: aborts the interruption() signal of the command that is running. */
  interrupt(): void;
  /** Stops the test's sandbox and removes its folders (await it in afterEach). */
  cleanup(): Promise<void>;
}

export interface TestCliOptions {
  readonly env?: Record<string, string>;
  readonly stdin?: string;
  /** stderr is a terminal (the bulk progress bar). */
  readonly tty?: boolean;
  readonly dispatch?: { readonly configuration?: Partial<Tenant.TenantConfiguration> };
}

export const createTestCli = (options: TestCliOptions = {}): TestCli => {
  const clock = createTestClock();
  let current: ServiceOptions | undefined;
  const dispatch = createSandboxDispatch({
    clock,
    ...(options.dispatch?.configuration === undefined ? {} : { configuration: options.dispatch.configuration }),
  });
  const maps = createInMemoryMapsApi();
  const configDir = mkdtempSync(join(tmpdir(), "cabline-cli-test-"));
  const cwd = mkdtempSync(join(tmpdir(), "cabline-cli-cwd-"));
  const stdout = capture();
  const stderr = capture(options.tty === true);
  let controller = new AbortController();
  const runtime: Runtime = {
    io: { stdout, stderr },
    env: { CABLINE_CONFIG_DIR: configDir, ...options.env },
    services: async (serviceOptions) => {
      current = serviceOptions;
      return { dispatch: await dispatch.apiFor(serviceOptions), maps, clock };
    },
    readStdin: async () => options.stdin ?? "",
    sleep: async (ms) => {
      clock.advance(ms);
    },
    interruption: () => controller.signal,
    cwd,
  };
  const cli: TestCli = {
    runtime,
    dispatch,
    maps,
    clock,
    configDir,
    cwd,
    stdout,
    stderr,
    lastServiceOptions: () => current,
    run: async (...args) => {
      // Each command line is a new process: a Ctrl-C of the last one does not carry over.
      if (controller.signal.aborted) controller = new AbortController();
      stdout.text = "";
      stderr.text = "";
      const code = await main(args, runtime);
      return { code, stdout: stdout.text, stderr: stderr.text };
    },
    json: async (...args) => {
      const { code, stdout: text } = await cli.run("--json", ...args);
      return { code, body: text.trim() === "" ? undefined : JSON.parse(text) };
    },
    context: async (globals = {}) => createContext(globals, runtime, outputFor(globals, runtime)),
    interrupt: () => controller.abort(),
    cleanup: async () => {
      controller = new AbortController();
      await dispatch.close();
      rmSync(configDir, { recursive: true, force: true });
      rmSync(cwd, { recursive: true, force: true });
    },
  };
  return cli;
};

/** The seeded password of every sandbox person. */
export const password = "cabline-sandbox";
