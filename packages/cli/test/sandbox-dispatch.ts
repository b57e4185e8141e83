/**
 * The dispatch API of the CLI's unit tests: the sandbox itself (packages/sandbox), in this
 * process on an in-memory copy of a seeded database, behind the real HTTP adapter (one
 * dispatch server, so the unit tests exercise the code the end-to-end tests do). The
 * adapter's fetch calls the sandbox's HTTP handler directly: no port, no socket, no file. A test
 * reaches into it only to arrange what a dispatcher would do (move a trip on, end sessions) and
 * to read what the server did (calls made, bookings stored, messages sent); failNext makes the
 * next call of an operation answer a failure at the HTTP level, as a real server would.
 */
import type { DispatchApi, DispatchErrorReason, OperationId } from "@cabline/api-ports";
import { createHttpDispatchApi, operationTable } from "@cabline/api-ports/http";
import type { TestClock } from "@cabline/api-ports/testing";
import type { Booking, Tenant } from "@cabline/domain";
import { testPasswordCost } from "../../sandbox/src/passwords.ts";
import { createSandboxApp, type SandboxApp } from "../../sandbox/src/server.ts";
import type { ServiceOptions } from "../src/runtime.ts";

export interface Failure {
  readonly code?: string;
  readonly reason?: DispatchErrorReason;
  readonly status?: number;
}

export interface SentMessage {
  readonly channel: "sms" | "email";
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

export interface StoredBooking {
  readonly id: number;
  readonly booking_token: string;
  readonly leg: "outbound" | "return";
  readonly status: Booking.BookingStatus;
  readonly destinations: ReadonlyArray<{ readonly description: string }>;
}

export interface SandboxDispatch {
  /** The HTTP adapter for one CLI run's service options, on this sandbox. */
  apiFor(service: ServiceOptions): Promise<DispatchApi>;
  /** Every call through the port, in order, with its first argument. */
  readonly calls: ReadonlyArray<{ readonly operation: OperationId; readonly input: unknown }>;
  /** Runs after each call through the port has answered (a test that interrupts a run). */
  onAnswered: ((operation: OperationId) => void) | undefined;
  /** Messages the sandbox sent (its outbox) in the tenant, oldest first. */
  outbox(tenant?: string): ReadonlyArray<SentMessage>;
  /** Bookings the test made (not the seeded ones), oldest first. */
  storedBookings(tenant?: string): ReadonlyArray<StoredBooking>;
  failNext(operation: OperationId, failure: Failure): void;
  /** A seeded customer's id. */
  customerId(email: string, tenant?: string): number;
  /** The id of a person's saved card, by its last four digits. */
  savedCardId(email: string, last4: string, tenant?: string): string;
  /** Moves a leg to a status as the dispatcher would, and keeps it there. */
  advance(bookingToken: string, status: Booking.BookingStatus): void;
  /**
   * Stores a passenger name and notes as they stand, as another dispatch API might send them: the
   * sandbox's own free-text rule (PlainText.freeText) would have cleaned them, and the CLI must be
   * safe against any server.
   */
  storeRaw(bookingToken: string, fields: { readonly passengerName: string; readonly notes: string }): void;
  /** Every customer session ends: the next call that sends a token is signed out. */
  expireSessions(): void;
  close(): Promise<void>;
}

export interface SandboxDispatchOptions {
  readonly clock: TestClock;
  /** Answers getConfiguration with this instead (the config command's rules over any configuration). */
  readonly configuration?: Partial<Tenant.TenantConfiguration>;
}

// Seeding hashes a dozen passwords: do it once per test file and start each test's sandbox from
// that database's image, in memory. At the sandbox's test cost for scrypt: the suite runs
// two files at once, and at the default cost a sign-in waited behind them for the lowest-priority
// password thread (packages/sandbox password-thread.ts).
export const passwordCost = testPasswordCost;
let template: Promise<Uint8Array> | undefined;
const seeded = (clock: TestClock): Promise<Uint8Array> =>
  (template ??= (async () => {
    const sandbox = await createSandboxApp({
      dbPath: ":memory:",
      clock: () => clock.nowMs(),
      log: () => {},
      passwordCost,
    });
    const image = sandbox.image();
    sandbox.close();
    return image;
  })());

/** The origin the adapter is given; nothing listens there, its fetch is the sandbox's handler. */
const inProcessOrigin = "http://sandbox.in-process";

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const answerFor = (operation: OperationId, failure: Failure): Response => {
  switch (failure.reason ?? "Rejected") {
    case "Network":
    case "Timeout":
      throw new TypeError("fetch failed");
    case "Contract":
      return json([]);
    case "SignedOut":
      return json({ error: "invalid_token", message: "Session expired." }, 401);
    default:
      return json({ error: failure.code ?? "bad_request", message: `${operation} failed` }, failure.status ?? 400);
  }
};

/** Bookings made before the test clock's start are the seeded history. */
const seededBefore = Date.UTC(2026, 10, 22, 9, 59);

/** This test's sandbox, started from the seeded image; `db` reaches its database once it has started. */
const startFromImage = (clock: TestClock) => {
  let sandbox: SandboxApp | undefined;
  const started: Promise<SandboxApp> = seeded(clock).then(async (image) => {
    // The CLI answers the sandbox's captcha with its test token, as `npm start` configures it.
    sandbox = await createSandboxApp({
      dbPath: ":memory:",
      image,
      clock: () => clock.nowMs(),
      log: () => {},
      captchaTestToken: "cabline-cli",
      passwordCost,
    });
    return sandbox;
  });
  const db = () => {
    if (sandbox === undefined) throw new Error("the sandbox has not started: run a command first");
    return sandbox.db;
  };
  return { started, db };
};

const operations = Object.entries(operationTable) as ReadonlyArray<
  readonly [OperationId, { readonly method: string; readonly path: string }]
>;

/**
 * The adapter's fetch: the sandbox's handler, except that a failure set by failNext answers the
 * next call of its operation instead, and the options' configuration overrides getConfiguration's.
 */
const failingFetch =
  (
    underlying: (input: Request) => Promise<Response>,
    failures: Map<OperationId, Failure>,
    configuration: Partial<Tenant.TenantConfiguration> | undefined,
  ) =>
  async (input: Request): Promise<Response> => {
    const path = new URL(input.url).pathname;
    const operation = operations.find(
      ([, candidate]) => candidate.method === input.method && candidate.path === path,
    )?.[0];
    const failure = operation === undefined ? undefined : failures.get(operation);
    if (operation !== undefined && failure !== undefined) {
      failures.delete(operation);
      return answerFor(operation, failure);
    }
    const answer = await underlying(input);
    if (operation !== "getConfiguration" || configuration === undefined) return answer;
    return json({ ...((await answer.json()) as object), ...configuration });
  };

/** The port with every call logged (nested groups too: business.*, driver.*). */
const recording = (
  target: object,
  calls: Array<{ operation: OperationId; input: unknown }>,
  onAnswered: (operation: OperationId) => void,
): object =>
  new Proxy(target, {
    get: (object, key, receiver) => {
      const value = Reflect.get(object, key, receiver) as unknown;
      if (typeof value === "object" && value !== null) return recording(value, calls, onAnswered);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        calls.push({ operation: key as OperationId, input: args[0] });
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
        } finally {
          onAnswered(key as OperationId);
        }
      };
    },
  });

/** What a test arranges and reads in the sandbox's database, in the tenant of the last run unless told. */
const databaseControls = (
  db: () => SandboxApp["db"],
  clock: TestClock,
  lastTenant: () => string,
): Pick<
  SandboxDispatch,
  "outbox" | "storedBookings" | "customerId" | "savedCardId" | "advance" | "storeRaw" | "expireSessions"
> => ({
  outbox: (tenant = lastTenant()) =>
    db().all<SentMessage>(
      'SELECT channel, recipient AS "to", subject, body FROM outbox WHERE tenant = ? ORDER BY id',
      tenant,
    ),
  storedBookings: (tenant = lastTenant()) =>
    db()
      .all<Omit<StoredBooking, "destinations"> & { destinations: string }>(
        "SELECT id, token AS booking_token, leg, status, destinations FROM bookings WHERE tenant = ? AND created_at >= ? ORDER BY id",
        tenant,
        seededBefore,
      )
      .map((row) => ({ ...row, destinations: JSON.parse(row.destinations) as StoredBooking["destinations"] })),
  customerId: (email, tenant = lastTenant()) => {
    const customer = db().get<{ id: number }>("SELECT id FROM customers WHERE tenant = ? AND email = ?", tenant, email);
    if (customer === undefined) throw new Error(`no customer ${email}`);
    return customer.id;
  },
  savedCardId: (email, last4, tenant = lastTenant()) => {
    const card = db().get<{ id: string }>(
      "SELECT c.id FROM cards c JOIN customers p ON p.id = c.customer_id WHERE c.tenant = ? AND p.email = ? AND c.last4 = ?",
      tenant,
      email,
      last4,
    );
    if (card === undefined) throw new Error(`${email} has no card ending ${last4}`);
    return card.id;
  },
  advance: (bookingToken, status) => {
    const row = db().get<{ history: string }>("SELECT history FROM bookings WHERE token = ?", bookingToken);
    if (row === undefined) throw new Error(`no booking ${bookingToken}`);
    const history = [...(JSON.parse(row.history) as unknown[]), { status, at: clock.nowMs() }];
    db().run(
      "UPDATE bookings SET status = ?, history = ?, next_transition_at = NULL WHERE token = ?",
      status,
      JSON.stringify(history),
      bookingToken,
    );
  },
  storeRaw: (bookingToken, fields) => {
    db().run(
      "UPDATE bookings SET passenger_name = ?, notes = ? WHERE token = ?",
      fields.passengerName,
      fields.notes,
      bookingToken,
    );
  },
  expireSessions: () => {
    db().run("UPDATE sessions SET expires_at = 0 WHERE kind = 'customer'");
  },
});

export const createSandboxDispatch = (options: SandboxDispatchOptions): SandboxDispatch => {
  const { started, db } = startFromImage(options.clock);
  const failures = new Map<OperationId, Failure>();
  const calls: Array<{ operation: OperationId; input: unknown }> = [];
  let lastTenant = "BOOK";

  const controls: SandboxDispatch = {
    apiFor: async (service) => {
      const ready = await started;
      lastTenant = service.tenant;
      const inProcess = (input: Request) => ready.fetch(input);
      const underlying = service.wrapFetch?.(inProcess) ?? inProcess;
      const api = createHttpDispatchApi({
        baseUrl: inProcessOrigin,
        tenantCode: service.tenant,
        getToken: service.getToken,
        onSignedOut: service.onSignedOut,
        fetch: failingFetch(underlying, failures, options.configuration),
        retry: { retries: service.retries ?? 0 },
        ...(service.timeoutMs === undefined ? {} : { timeoutMs: service.timeoutMs }),
      });
      return recording(api, calls, (operation) => controls.onAnswered?.(operation)) as DispatchApi;
    },
    calls,
    onAnswered: undefined,
    failNext: (operation, failure) => {
      failures.set(operation, failure);
    },
    ...databaseControls(db, options.clock, () => lastTenant),
    close: async () => {
      (await started).close();
    },
  };
  return controls;
};
