/**
 * The context every command runs in: which dispatch API and tenant (flags, then environment, then
 * stored settings, then the local sandbox and the default tenant), how to print, the stored
 * session for that API and tenant, and the ports. `action()` wraps a command's run function so
 * that every failure goes through handleError and ends in its exit code.
 */
import { Command } from "commander";
import { notSignedIn, usageError } from "./errors.ts";
import { handleError } from "./handle-error.ts";
import { Output } from "./output.ts";
import type { Runtime, ServiceOptions, Services } from "./runtime.ts";
import { configDirFrom, type SessionRecord, SettingsStore } from "./settings-store.ts";

/** The local sandbox (packages/sandbox, SANDBOX_PORT 4020). */
export const defaultApi = "http://127.0.0.1:4020";

/** The sandbox that `npm start` runs: on SANDBOX_PORT when set, as scripts/start.mjs starts it. */
export const defaultApiFor = (env: Runtime["env"]): string => {
  const port = env.SANDBOX_PORT?.trim();
  return port !== undefined && /^\d{1,5}$/.test(port) ? `http://127.0.0.1:${port}` : defaultApi;
};

export interface GlobalOptions {
  readonly api?: string;
  readonly tenant?: string;
  readonly host?: string;
  readonly json?: boolean;
  readonly quiet?: boolean;
}

export interface Context {
  readonly api: string;
  readonly tenant: string;
  readonly out: Output;
  readonly runtime: Runtime;
  readonly store: SettingsStore;
  /** The stored session of this API and tenant, read afresh. */
  session(): SessionRecord | undefined;
  /** Changes (or starts) the stored session; returns what was written. */
  updateSession(change: (current: SessionRecord) => SessionRecord): SessionRecord;
  clearSession(): void;
  /** CABLINE_TOKEN, else the stored token. */
  token(): string | undefined;
  /** The token, or "not signed in" (exit 2). */
  requireToken(): string;
  /** The ports of this API and tenant (built once). */
  services(overrides?: Partial<Pick<ServiceOptions, "wrapFetch" | "retries" | "timeoutMs">>): Promise<Services>;
}

const tenantPattern = /^[A-Z0-9-]{1,63}$/;

export const normaliseApi = (raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw usageError(`--api must be a URL such as ${defaultApi}, not "${raw}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw usageError(`--api must be an http(s) URL, not "${raw}".`);
  }
  return url.href.replace(/\/+$/, "");
};

export const normaliseTenant = (raw: string): string => {
  const code = raw.trim().toUpperCase();
  if (!tenantPattern.test(code)) {
    throw usageError(`"${raw}" is not a tenant code (letters, digits and hyphens, e.g. BOOK, GDT, PDC).`);
  }
  return code;
};

/** The tenant: --tenant, else --host by the domain's rule (Tenant.tenantCodeFromHost), else env, settings, BOOK. */
export const resolveTenant = async (globals: GlobalOptions, env: Runtime["env"], stored?: string): Promise<string> => {
  if (globals.tenant !== undefined && globals.host !== undefined) {
    throw usageError("Give --tenant or --host, not both.");
  }
  if (globals.tenant !== undefined) return normaliseTenant(globals.tenant);
  const { Tenant } = await import("@cabline/domain");
  if (globals.host !== undefined) return Tenant.tenantCodeFromHost(globals.host);
  const fallback = env.CABLINE_TENANT ?? stored;
  return fallback === undefined || fallback === "" ? Tenant.defaultTenantCode : normaliseTenant(fallback);
};

export const resolveApi = (globals: GlobalOptions, env: Runtime["env"], stored?: string): string =>
  normaliseApi(globals.api ?? (env.CABLINE_API || undefined) ?? stored ?? defaultApiFor(env));

export const outputFor = (globals: GlobalOptions, runtime: Runtime): Output =>
  new Output(runtime.io, { json: globals.json === true, quiet: globals.quiet === true });

export const createContext = async (globals: GlobalOptions, runtime: Runtime, out: Output): Promise<Context> => {
  const store = new SettingsStore(configDirFrom(runtime.env));
  const settings = store.readSettings();
  const api = resolveApi(globals, runtime.env, settings.api);
  const tenant = await resolveTenant(globals, runtime.env, settings.tenant);
  const envToken = runtime.env.CABLINE_TOKEN === "" ? undefined : runtime.env.CABLINE_TOKEN;
  let built: Promise<Services> | undefined;

  const context: Context = {
    api,
    tenant,
    out,
    runtime,
    store,
    session: () => store.readSession(api, tenant),
    updateSession: (change) => {
      const current = store.readSession(api, tenant) ?? { api, tenant };
      const next = { ...change(current), api, tenant, updatedAt: Date.now() };
      store.writeSession(next);
      return next;
    },
    clearSession: () => store.deleteSession(api, tenant),
    token: () => envToken ?? store.readSession(api, tenant)?.token,
    requireToken: () => {
      const token = context.token();
      if (token === undefined) throw notSignedIn();
      return token;
    },
    services: (overrides = {}) => {
      // Overrides (conformance) get ports of their own; everyone else shares one set.
      const make = () =>
        runtime.services({
          api,
          tenant,
          getToken: context.token,
          onSignedOut: (event) => {
            // §4, §8: a refused token is removed; a token from CABLINE_TOKEN is the caller's to fix.
            const stored = store.readSession(api, tenant);
            if (stored === undefined) return;
            if (event.session === "driver") {
              const { driver: _driver, ...rest } = stored;
              store.writeSession(rest);
            } else if (envToken === undefined) {
              const { token: _token, ...rest } = stored;
              store.writeSession(rest);
            }
          },
          ...overrides,
        });
      if (Object.keys(overrides).length > 0) return make();
      built ??= make();
      return built;
    },
  };
  return context;
};

/** Thrown once a command has printed its failure: carries the exit code to main. */
export class ExitSignal extends Error {
  override readonly name = "ExitSignal";
  readonly exitCode: number;
  constructor(exitCode: number) {
    super(`exit ${exitCode}`);
    this.exitCode = exitCode;
  }
}

export type Handler = (
  context: Context,
  args: ReadonlyArray<unknown>,
  options: Record<string, unknown>,
) => Promise<void>;

/**
 * A commander action that builds the context from the global options, runs the handler and turns
 * any failure into its printed message and an ExitSignal.
 */
export const action =
  (runtime: Runtime, handler: Handler) =>
  async (...params: Array<unknown>): Promise<void> => {
    // Commander calls an action with the command's arguments, its options, then the command itself.
    const command = params.at(-1);
    if (!(command instanceof Command)) throw new TypeError("A command's action was called without its command.");
    const options: Record<string, unknown> = command.opts();
    const args = params.slice(0, -2);
    const globals = command.optsWithGlobals<GlobalOptions & Record<string, unknown>>();
    const out = outputFor(globals, runtime);
    let api: string | undefined;
    try {
      const context = await createContext(globals, runtime, out);
      api = context.api;
      await handler(context, args, options);
    } catch (error) {
      if (error instanceof ExitSignal) throw error;
      throw new ExitSignal(handleError(error, out, api));
    }
  };

/** A failure that has already been reported: only its exit code is left to give. */
export const exitWith = (exitCode: number): ExitSignal => new ExitSignal(exitCode);
