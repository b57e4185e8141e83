// The dispatch adapter against a small local HTTP server that misbehaves on purpose (a
// real server on a loopback port, not a fetch mock). Malformed, wrong-typed, HTML, truncated and
// huge answers become DispatchError "Contract" with a clear detail; a server that never answers is
// aborted at the (shortened) timeout; a plain-string body is an error; §8's sign-out and 'Unknown
// Error' rules hold; a retried booking carries the same Idempotency-Key; GETs retry at most 3
// times and POSTs without a key not at all.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type DispatchError,
  type ErrorEvent,
  type SignedOutEvent,
  createErrorReporting,
  dispatchMessages,
  isDispatchError,
} from "@cabline/api-ports";
import { createHttpDispatchApi, type HttpDispatchOptions } from "@cabline/api-ports/http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";
import { airportReturn } from "./samples.ts";

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

type Handler = (request: Received, response: ServerResponse, index: number) => void;

const doc = new ContractDoc("dispatch.openapi.yaml");
/** The 200 example of an operation, as the contract writes it. */
const example = (operationId: string, name?: string): unknown => {
  const op = doc.operations().find((o) => o.id === operationId)!;
  const media = doc.deref<{ content: Record<string, { examples: Record<string, unknown> }> }>(
    (op.node.responses as Record<string, unknown>)["200"],
  ).content["application/json"]!;
  const chosen = name === undefined ? Object.values(media.examples)[0] : media.examples[name];
  return doc.deref<{ value: unknown }>(chosen).value;
};

let server: Server;
let baseUrl: string;
let handler: Handler = (_request, response) => response.end();
const received: Received[] = [];
const closedEarly: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const entry = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body };
      received.push(entry);
      response.on("close", () => {
        if (!response.writableFinished) closedEarly.push(entry.url);
      });
      handler(entry, response, received.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  received.length = 0;
  closedEarly.length = 0;
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (response: ServerResponse) => {
    response.writeHead(status, { "Content-Type": "application/json", ...headers });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

const text =
  (status: number, body: string, type = "text/plain") =>
  (response: ServerResponse) => {
    response.writeHead(status, { "Content-Type": type });
    response.end(body);
  };

const adapter = (overrides: Partial<HttpDispatchOptions> = {}) => {
  const signedOut: SignedOutEvent[] = [];
  const reports: ErrorEvent[] = [];
  const delays: number[] = [];
  const api = createHttpDispatchApi({
    baseUrl,
    tenantCode: "BOOK",
    getToken: () => "cbl_at_hostileTestToken000000000000",
    onSignedOut: (event) => signedOut.push(event),
    errorReporting: createErrorReporting({
      dsn: "https://public@errors.example/1",
      send: (event) => reports.push(event),
    }),
    retry: { sleep: async (ms) => void delays.push(ms), random: () => 1 },
    ...overrides,
  });
  return { api, signedOut, reports, delays };
};

const failureOf = async (call: () => Promise<unknown>): Promise<DispatchError> => {
  const outcome = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome) || !isDispatchError(outcome.error)) {
    throw new Error(`expected a DispatchError, got ${JSON.stringify(outcome)}`);
  }
  return outcome.error;
};

describe("answers that do not match the contract become Contract errors", () => {
  it("a booking whose id is a string", async () => {
    const page = example("getBookings") as { bookings: Record<string, unknown>[] };
    handler = (_r, res) => json(200, { ...page, bookings: [{ ...page.bookings[0], id: "48214" }] })(res);
    const { api, reports } = adapter();
    const error = await failureOf(() => api.bookings.getBookings());
    expect(error).toMatchObject({
      reason: "Contract",
      operation: "getBookings",
      message: dispatchMessages.Contract,
      status: 200,
    });
    expect(error.detail).toMatch(/GET \/customer\/v2\/get\/bookings answered HTTP 200 .*does not match the contract/);
    expect(error.detail).toMatch(/\["bookings"\]\[0\]\["id"\]/);
    expect(reports).toContainEqual(
      expect.objectContaining({ context: expect.objectContaining({ reason: "Contract" }) }),
    );
  });

  it("a configuration whose name is a number", async () => {
    handler = (_r, res) => json(200, { ...(example("getConfiguration") as object), website_name: 42 })(res);
    const error = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(error.reason).toBe("Contract");
    expect(error.detail).toContain("website_name");
  });

  it("a profile without its accounts", async () => {
    const { accounts: _, ...profile } = example("checkToken") as Record<string, unknown>;
    handler = (_r, res) => json(200, profile)(res);
    const error = await failureOf(() => adapter().api.customerAuth.checkToken());
    expect(error.reason).toBe("Contract");
    expect(error.detail).toContain("accounts");
  });

  it("a date-time without an offset", async () => {
    const page = example("getBookings") as { bookings: Record<string, unknown>[] };
    handler = (_r, res) =>
      json(200, { ...page, bookings: [{ ...page.bookings[0], pickup_time: "2026-12-08 21:40" }] })(res);
    const error = await failureOf(() => adapter().api.bookings.getBookings());
    expect(error.detail).toContain("pickup_time");
  });

  it("a success without the envelope", async () => {
    const { error: _, ...bare } = example("getCards") as Record<string, unknown>;
    handler = (_r, res) => json(200, bare)(res);
    expect((await failureOf(() => adapter().api.cardsAndPromocodes.getCards())).reason).toBe("Contract");
  });

  it("an HTML page", async () => {
    handler = (_r, res) => text(200, "<!doctype html><html><body>Welcome to nginx!</body></html>", "text/html")(res);
    const error = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(error).toMatchObject({ reason: "Contract" });
    expect(error.detail).toContain("HTML");
  });

  it("truncated JSON", async () => {
    handler = (_r, res) =>
      text(200, JSON.stringify(example("getConfiguration")).slice(0, 120), "application/json")(res);
    const error = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(error).toMatchObject({ reason: "Contract" });
    expect(error.detail).toContain("malformed or truncated JSON");
  });

  it("an empty body", async () => {
    handler = (_r, res) => text(200, "", "application/json")(res);
    expect((await failureOf(() => adapter().api.configuration.getConfiguration())).detail).toContain("empty body");
  });

  it("a huge body, declared or streamed, is cut off at the limit", async () => {
    const huge = JSON.stringify({ error: "no_error", padding: "x".repeat(6 * 1024 * 1024) });
    handler = (_r, res) => json(200, huge)(res);
    const declared = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(declared.reason).toBe("Contract");
    expect(declared.detail).toContain("larger than 5242880 bytes");
    handler = (_r, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = "x".repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent += 1;
        if (sent < 200) res.once("drain", pump);
        else res.end();
      };
      res.write('{"error":"no_error","padding":"');
      pump();
    };
    const streamed = await failureOf(() => adapter({ maxBodyBytes: 1024 * 1024 }).api.configuration.getConfiguration());
    expect(streamed.reason).toBe("Contract");
    expect(streamed.detail).toContain("larger than 1048576 bytes");
  });
});

describe("the timeout aborts", () => {
  it("a server that never answers, at the shortened timeout", async () => {
    handler = () => undefined;
    const started = Date.now();
    const error = await failureOf(() => adapter({ timeoutMs: 300 }).api.configuration.getConfiguration());
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ reason: "Timeout", message: dispatchMessages.Timeout });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(3000);
    // The connection really was dropped: the server saw its client go.
    await expect.poll(() => closedEarly).toContain("/configuration/get");
  });

  it("a server that starts answering and never finishes", async () => {
    handler = (_r, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"error":"no_error",');
    };
    const error = await failureOf(() => adapter({ timeoutMs: 300 }).api.configuration.getConfiguration());
    expect(error.reason).toBe("Timeout");
    await expect.poll(() => closedEarly).toContain("/configuration/get");
  });
});

describe("§8 in the envelope", () => {
  it("a plain-string body is an error; its text is the code", async () => {
    handler = (_r, res) => text(200, "invalid_booking")(res);
    const error = await failureOf(() => adapter().api.tracking.getBooking({ bookingToken: "kT3v9QpX2mLa7RcZ0bN4wE" }));
    expect(error).toMatchObject({ reason: "Rejected", code: "invalid_booking", message: "Invalid booking Token." });
    handler = (_r, res) => json(200, '"pickup_not_in_soton"')(res);
    const jsonString = await failureOf(() => adapter().api.bookings.getCostEstimate(airportReturn));
    expect(jsonString).toMatchObject({
      code: "pickup_not_in_soton",
      message: "Trip must either start or finish inside Southampton region.",
    });
  });

  it("a plain-string body that is prose, not a code, is 'Unknown Error'", async () => {
    handler = (_r, res) => text(500, "Something went badly wrong, sorry!\nTrace id 42")(res);
    const error = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(error).toMatchObject({ reason: "Rejected", message: "Unknown Error" });
    expect(error.code).toBeUndefined();
  });

  it("an error with no code at all is 'Unknown Error'", async () => {
    handler = (_r, res) => json(400, { message: "nope" })(res);
    const error = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(error).toMatchObject({ reason: "Rejected", message: "Unknown Error", status: 400 });
    expect(error.code).toBeUndefined();
  });

  it("an unknown code, even with HTTP 200 as the legacy servers send it, is shown with spaces", async () => {
    handler = (_r, res) => json(200, { error: "fleet_fully_booked" })(res);
    const error = await failureOf(() => adapter().api.bookings.createBooking(airportReturn));
    expect(error).toMatchObject({ reason: "Rejected", code: "fleet_fully_booked", message: "fleet fully booked" });
  });

  it("invalid_token, whatever the status, signs out", async () => {
    handler = (_r, res) => json(200, { error: "invalid_token" })(res);
    const { api, signedOut, reports } = adapter();
    const error = await failureOf(() => api.cardsAndPromocodes.getCards());
    expect(error).toMatchObject({ reason: "SignedOut", code: "invalid_token" });
    expect(signedOut).toEqual([{ session: "customer", reason: "invalid_token", operation: "getCards" }]);
    expect(reports).toEqual([]);
  });

  it("HTTP 401 without a body signs out too, and the refused token is not sent again", async () => {
    handler = (_r, res) => text(401, "")(res);
    const { api, signedOut } = adapter();
    await failureOf(() => api.customerAuth.checkToken());
    expect(signedOut).toEqual([{ session: "customer", reason: "unauthorised", operation: "checkToken" }]);
    await failureOf(() => api.customerAuth.checkToken());
    expect(received.map((r) => r.headers.authorization)).toEqual([
      "Bearer cbl_at_hostileTestToken000000000000",
      undefined,
    ]);
  });

  it("no_error is success", async () => {
    handler = (_r, res) => json(200, example("getGuestUserId"))(res);
    expect(await adapter().api.customerAuth.getGuestUserId()).toBe("gst_5Jk2Lm8Np4Qr7St1Uv3W");
  });
});

describe("retries", () => {
  it("a retried booking carries the same Idempotency-Key", async () => {
    handler = (_r, res, index) =>
      index < 2
        ? text(503, "<html>Service Unavailable</html>", "text/html")(res)
        : json(200, example("createBooking"))(res);
    const { api, delays } = adapter();
    const created = await api.bookings.createBooking(airportReturn, { idempotencyKey: "booking-intent-7f3a9c" });
    expect(created.pair_id).toBe(48213);
    expect(received.map((r) => r.headers["idempotency-key"])).toEqual([
      "booking-intent-7f3a9c",
      "booking-intent-7f3a9c",
      "booking-intent-7f3a9c",
    ]);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    expect(delays).toEqual([300, 600]);
  });

  it("a key made up by the adapter stays the same across its retries, including after a dropped connection", async () => {
    handler = (_r, res, index) => (index === 0 ? res.socket?.destroy() : json(200, example("createBooking"))(res));
    await adapter().api.bookings.createBooking(airportReturn);
    expect(received).toHaveLength(2);
    expect(received[0]?.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_.:-]{8,}$/);
    expect(received[1]?.headers["idempotency-key"]).toBe(received[0]?.headers["idempotency-key"]);
  });

  it("two bookings are two intents with two keys", async () => {
    handler = (_r, res) => json(200, example("createBooking"))(res);
    const { api } = adapter();
    await api.bookings.createBooking(airportReturn);
    await api.bookings.createBooking(airportReturn);
    expect(received[0]?.headers["idempotency-key"]).not.toBe(received[1]?.headers["idempotency-key"]);
  });

  it("a GET is tried at most 4 times (3 retries) with growing waits, then fails as Network, unreported", async () => {
    handler = (_r, res) => text(502, "Bad Gateway")(res);
    const { api, delays, reports } = adapter();
    const error = await failureOf(() => api.configuration.getConfiguration());
    expect(error).toMatchObject({ reason: "Network", status: 502, message: dispatchMessages.Network });
    expect(received).toHaveLength(4);
    expect(delays).toEqual([300, 600, 1200]);
    expect(reports).toEqual([]);
  });

  it("honours Retry-After", async () => {
    handler = (_r, res, index) =>
      index === 0
        ? json(503, { error: "internal_server_error" }, { "Retry-After": "2" })(res)
        : json(200, example("getCards"))(res);
    const { api, delays } = adapter();
    expect(await api.cardsAndPromocodes.getCards()).toHaveLength(2);
    expect(delays).toEqual([2000]);
  });

  it("a POST without an Idempotency-Key is sent once", async () => {
    handler = (_r, res) => text(503, "Service Unavailable")(res);
    const error = await failureOf(() =>
      adapter().api.customerAuth.doLoginWeb({ email: "passenger@example.com", password: "cabline-sandbox" }),
    );
    expect(error.reason).toBe("Network");
    expect(received).toHaveLength(1);
  });

  it("a business error is not retried", async () => {
    handler = (_r, res) => json(500, { error: "internal_server_error" })(res);
    const error = await failureOf(() => adapter().api.configuration.getConfiguration());
    expect(error).toMatchObject({
      reason: "Rejected",
      code: "internal_server_error",
      message: "Internal Server Error.",
    });
    expect(received).toHaveLength(1);
  });

  it("a timeout is not retried: the user has waited long enough", async () => {
    handler = () => undefined;
    await failureOf(() => adapter({ timeoutMs: 200 }).api.configuration.getConfiguration());
    expect(received).toHaveLength(1);
  });
});

describe("what the requests carry", () => {
  it("X-TENANT-ID, the bearer token, and form encoding", async () => {
    handler = (_r, res) => json(200, example("getCards"))(res);
    await adapter({ tenantCode: "GDT" }).api.cardsAndPromocodes.getCards();
    expect(received[0]?.headers["x-tenant-id"]).toBe("GDT");
    expect(received[0]?.headers.authorization).toBe("Bearer cbl_at_hostileTestToken000000000000");
  });

  it("an idempotency key that breaks the contract is refused before anything is sent", async () => {
    const error = await failureOf(() =>
      adapter().api.bookings.createBooking(airportReturn, { idempotencyKey: "bad key!" }),
    );
    expect(error.reason).toBe("Contract");
    expect(received).toEqual([]);
  });

  it("a connection refused is a Network error", async () => {
    const closed = createHttpDispatchApi({
      baseUrl: "http://127.0.0.1:9",
      tenantCode: "BOOK",
      getToken: () => undefined,
      onSignedOut: () => undefined,
      retry: { sleep: async () => undefined },
    });
    expect((await failureOf(() => closed.configuration.getConfiguration())).reason).toBe("Network");
  });
});
