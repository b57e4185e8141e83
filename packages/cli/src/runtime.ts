/**
 * What the CLI needs from the machine, in one value: the streams, the environment, the ports of a
 * dispatch API and tenant, stdin and a way to wait. `nodeRuntime()` is the real one; tests pass
 * their own with the in-memory ports of @cabline/api-ports/testing. Only types are imported at the
 * top: the ports and the domain load when a command runs, which keeps `--help` fast.
 */
import type { Clock } from "@cabline/api-ports/Clock";
import type { DispatchApi, SignedOutEvent } from "@cabline/api-ports/DispatchApi";
import type { MapsApi } from "@cabline/api-ports/MapsApi";
import type { Io } from "./output.ts";
import type { Env } from "./settings-store.ts";

export interface Services {
  readonly dispatch: DispatchApi;
  readonly maps: MapsApi;
  readonly clock: Clock;
}

export type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

export interface ServiceOptions {
  readonly api: string;
  readonly tenant: string;
  readonly getToken: () => string | undefined;
  readonly onSignedOut: (event: SignedOutEvent) => void;
  /**
   * Wraps the fetch the HTTP adapters use (conformance records every exchange): given the
   * runtime's own (the network's, or a test's in-process sandbox), it returns the one to use.
   */
  readonly wrapFetch?: (base: Fetch) => Fetch;
  /** Retries of transient failures (0 for conformance, which reports what it saw). */
  readonly retries?: number;
  readonly timeoutMs?: number;
}

export interface Runtime {
  readonly io: Io;
  readonly env: Env;
  readonly services: (options: ServiceOptions) => Promise<Services>;
  readonly readStdin: () => Promise<string>;
  /** Resolves after `ms`, or early when the signal aborts. */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * A signal aborted by the first Ctrl-C, for commands that stop cleanly (`track --watch`, `bulk`);
   * a second Ctrl-C ends the process at once. Commands that do not ask keep the default.
   */
  readonly interruption: () => AbortSignal;
  readonly cwd: string;
}

/** The HTTP adapters of @cabline/api-ports/http; the maps port is on the same origin unless CABLINE_MAPS_API says otherwise. */
export const httpServices =
  (env: Env) =>
  async (options: ServiceOptions): Promise<Services> => {
    const [http, clock] = await Promise.all([import("@cabline/api-ports/http"), import("@cabline/api-ports/Clock")]);
    const fetch = options.wrapFetch?.((input, init) => globalThis.fetch(input, init));
    const dispatch = http.createHttpDispatchApi({
      baseUrl: options.api,
      tenantCode: options.tenant,
      getToken: options.getToken,
      onSignedOut: options.onSignedOut,
      ...(fetch === undefined ? {} : { fetch }),
      ...(options.retries === undefined ? {} : { retry: { retries: options.retries } }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    // Without a key the maps port is the dispatch API's origin (the sandbox geocoder); with one, Google.
    const key = env.CABLINE_MAPS_KEY === "" ? undefined : env.CABLINE_MAPS_KEY;
    const maps = http.createHttpMapsApi({
      ...(env.CABLINE_MAPS_API !== undefined
        ? { baseUrl: env.CABLINE_MAPS_API }
        : key === undefined
          ? { baseUrl: options.api }
          : {}),
      ...(key === undefined ? {} : { apiKey: key }),
      ...(fetch === undefined ? {} : { fetch }),
    });
    return { dispatch, maps, clock: clock.systemClock };
  };

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
};

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted === true) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

const onFirstInterrupt = (): AbortSignal => {
  const controller = new AbortController();
  process.once("SIGINT", () => {
    controller.abort();
    process.once("SIGINT", () => process.exit(130));
  });
  return controller.signal;
};

export const nodeRuntime = (): Runtime => {
  let interruption: AbortSignal | undefined;
  // `cabline trips list | head -1`: a reader that leaves early is not an error.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  return {
    io: { stdout: process.stdout, stderr: process.stderr },
    env: process.env,
    services: httpServices(process.env),
    readStdin: () => readAll(process.stdin),
    sleep,
    interruption: () => (interruption ??= onFirstInterrupt()),
    cwd: process.cwd(),
  };
};
