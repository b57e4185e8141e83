// Test helpers: a sandbox on a temporary database, in this process, on a free port, with a
// clock the test moves; and a small client that speaks the contract's encodings.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSandbox, type Sandbox, type SandboxOptions } from "../src/server.ts";

export const start = Date.parse("2026-11-22T10:00:00Z");

export interface Answer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read field by field in tests
  readonly body: any;
  readonly headers: Headers;
}

export interface CallOptions {
  /** X-TENANT-ID; BOOK by default, null for none. */
  readonly tenant?: string | null;
  readonly token?: string;
  readonly cookie?: string;
  readonly form?: Readonly<Record<string, string | number | boolean>>;
  readonly json?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sends an Idempotency-Key: the given one, or a fresh one with `true`. */
  readonly key?: string | true;
}

export type Call = (method: string, path: string, options?: CallOptions) => Promise<Answer>;

export interface TestSandbox {
  readonly sandbox: Sandbox;
  readonly url: string;
  readonly call: Call;
  now(): number;
  advance(ms: number): void;
  setNow(ms: number): void;
  /** Signs in (password cabline-sandbox) and returns the access token. */
  login(email: string, tenant?: string): Promise<string>;
  driverLogin(email?: string, tenant?: string): Promise<string>;
  outbox(
    to: string,
    tenant?: string,
  ): Promise<ReadonlyArray<{ channel: string; to: string; subject: string; body: string }>>;
  stop(): Promise<void>;
}

let keys = 0;
export const freshKey = (): string => `test-key-${process.pid}-${Date.now()}-${++keys}`;

export const client =
  (url: string): Call =>
  async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.tenant !== null) headers["X-TENANT-ID"] = options.tenant ?? "BOOK";
    if (options.token !== undefined) headers["Authorization"] = `Bearer ${options.token}`;
    if (options.cookie !== undefined) headers["Cookie"] = options.cookie;
    if (options.key !== undefined) headers["Idempotency-Key"] = options.key === true ? freshKey() : options.key;
    let body: string | undefined;
    if (options.form !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
    }
    if (options.json !== undefined) {
      headers["Content-Type"] ??= "application/json";
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an SVG asset)
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

/** Solves the sandbox's captcha widget as a person would: asks for a sum and answers it. */
export const solveCaptcha = async (call: Call, tenant = "BOOK"): Promise<string> => {
  const challenge = await call("GET", "/sandbox/captcha/challenge", { tenant });
  const [, a = "0", b = "0"] = /What is (\d+) \+ (\d+)\?/.exec(challenge.body.question) ?? [];
  const solved = await call("POST", "/sandbox/captcha/solve", {
    tenant,
    form: { challenge_id: challenge.body.challenge_id, answer: String(Number(a) + Number(b)) },
  });
  return solved.body.captchaToken as string;
};

/** `memory`: the database lives in memory only (property tests that make many requests). */
export const startSandbox = async (
  options: {
    now?: number;
    memory?: boolean;
    passwordCost?: number;
    dispatcherControls?: boolean;
    requestTimeoutMs?: number;
    trustedProxySecret?: string;
    eventPace?: SandboxOptions["eventPace"];
  } = {},
): Promise<TestSandbox> => {
  const dir = mkdtempSync(join(tmpdir(), "cabline-sandbox-test-"));
  let now = options.now ?? start;
  const dbPath = options.memory === true ? ":memory:" : join(dir, "sandbox.db");
  const sandbox = await createSandbox({
    dbPath,
    port: 0,
    clock: () => now,
    log: () => {},
    ...(options.passwordCost === undefined ? {} : { passwordCost: options.passwordCost }),
    ...(options.dispatcherControls === undefined ? {} : { dispatcherControls: options.dispatcherControls }),
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    ...(options.trustedProxySecret === undefined ? {} : { trustedProxySecret: options.trustedProxySecret }),
    ...(options.eventPace === undefined ? {} : { eventPace: options.eventPace }),
  });
  const call = client(sandbox.url);
  return {
    sandbox,
    url: sandbox.url,
    call,
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    setNow: (ms) => {
      now = ms;
    },
    login: async (email, tenant = "BOOK") => {
      const answer = await call("POST", "/customer/v2/doLoginWeb", {
        tenant,
        form: { email, password: "cabline-sandbox" },
      });
      if (answer.status !== 200) throw new Error(`login ${email}: ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },
    driverLogin: async (email = "driver@example.com", tenant = "BOOK") => {
      const answer = await call("POST", "/driver/doLoginToolbox", {
        tenant,
        form: { email, password: "cabline-sandbox", android: false, version: 0 },
      });
      if (answer.status !== 200) throw new Error(`driver login: ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },
    outbox: async (to, tenant = "BOOK") => {
      const answer = await call("GET", `/sandbox/outbox?to=${encodeURIComponent(to)}`, { tenant });
      return answer.body.messages;
    },
    stop: async () => {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Places as the maps port returns them (dispatch Location shape). */
export const places = {
  aboveBar: {
    id: "sbx-addr-so14-7du-112-above-bar-street",
    description: "112 Above Bar Street, Southampton SO14 7DU",
    lat: 50.9063,
    lon: -1.4047,
    types: ["street_address"],
  },
  airport: {
    id: "sbx-poi-southampton-airport",
    description: "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL",
    lat: 50.9503,
    lon: -1.3568,
    types: ["airport", "point_of_interest", "establishment"],
  },
  ocean: {
    id: "sbx-poi-ocean-cruise-terminal",
    description: "Ocean Cruise Terminal, Eastern Docks, Southampton SO14 3QN",
    lat: 50.8955,
    lon: -1.3964,
    types: ["cruise_terminal", "point_of_interest", "establishment"],
  },
  central: {
    id: "sbx-poi-southampton-central-station",
    description: "Southampton Central station, Blechynden Terrace, Southampton SO15 1AL",
    lat: 50.9076,
    lon: -1.4136,
    types: ["train_station", "transit_station"],
  },
  canute: {
    id: "sbx-addr-so14-3fj-4-canute-road",
    description: "4 Canute Road, Southampton SO14 3FJ",
    lat: 50.8967,
    lon: -1.3945,
    types: ["street_address"],
  },
  portsmouthPort: {
    id: "sbx-poi-portsmouth-international-port",
    description: "Portsmouth International Port, George Byng Way, Portsmouth PO2 8SP",
    lat: 50.8118,
    lon: -1.0887,
  },
  gunwharf: {
    id: "sbx-poi-gunwharf-quays",
    description: "Gunwharf Quays, Portsmouth PO1 3TZ",
    lat: 50.7955,
    lon: -1.1058,
  },
  gosportFerry: {
    id: "sbx-poi-gosport-ferry",
    description: "Gosport Ferry Terminal, Gosport",
    lat: 50.7948,
    lon: -1.117,
  },
  leeOnTheSolent: {
    id: "sbx-town-lee-on-the-solent",
    description: "Lee-on-the-Solent, England",
    lat: 50.80169,
    lon: -1.20174,
  },
  heathrow: {
    id: "sbx-airport-lhr",
    description: "London Heathrow Airport (LHR)",
    lat: 51.47,
    lon: -0.4543,
  },
} as const;

/** A trip inside each seeded tenant's service area (leg overrides for `oneWay`). */
export const localTrip = (tenant: string): Record<string, unknown> =>
  tenant === "GDT"
    ? { pickup: places.gosportFerry, destinations: [places.leeOnTheSolent] }
    : tenant === "PDC"
      ? { pickup: places.gunwharf, destinations: [places.portsmouthPort] }
      : { pickup: places.aboveBar, destinations: [places.ocean] };

export const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");

/** A one-way leg from Above Bar Street to the Ocean Cruise Terminal. */
export const leg = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  asap: false,
  dateTime: iso(start + 2 * 86_400_000),
  pickup: places.aboveBar,
  destinations: [places.ocean],
  passengers: 2,
  luggage: 1,
  rideId: 1,
  ...overrides,
});

export const oneWay = (overrides: Record<string, unknown> = {}, legOverrides: Record<string, unknown> = {}) => ({
  outbound: leg(legOverrides),
  returnEnabled: false,
  paymentMethod: "cash",
  ...overrides,
});
