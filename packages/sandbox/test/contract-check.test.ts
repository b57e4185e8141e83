// The sandbox checks each request's shape against the contract's request schemas before the
// operation runs (src/contract-check.ts). Every request example the contract
// publishes passes the check; a value of the wrong type or outside an enum is refused with 400
// bad_request naming the field; a missing field still gets the handler's own §8 code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contractProblem } from "../src/contract-check.ts";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

interface MediaType {
  readonly examples?: Readonly<Record<string, { readonly value?: unknown }>>;
  readonly example?: unknown;
}
type Document = {
  readonly paths: Readonly<
    Record<
      string,
      Readonly<Record<string, { readonly requestBody?: { readonly content?: Record<string, MediaType> } }>>
    >
  >;
};

const contract = parse(
  readFileSync(join(import.meta.dirname, "..", "..", "..", "contracts", "dispatch.openapi.yaml"), "utf8"),
) as Document;

/** Every request-body example of the contract, as [operation, example name, value]. */
const examples = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, media]) =>
      Object.entries(media.examples ?? {}).map(([name, example]) => {
        const value = example.value as Record<string, unknown>;
        // A form example is sent as text, the way a browser sends it.
        const sent = type.includes("form")
          ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, String(field)]))
          : value;
        return [`${method.toUpperCase()} ${path}`, name, sent] as const;
      }),
    ),
  ),
);

describe("the contract's own examples", () => {
  it("are many enough to mean something", () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples)("%s (%s) passes the check", (operation, _name, body) => {
    const [method = "", path = ""] = operation.split(" ");
    expect(contractProblem(method, path, new URLSearchParams(), body)).toBeUndefined();
  });
});

describe("a request that breaks the contract's shape", () => {
  let ts: TestSandbox;
  let passenger: string;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
    passenger = await ts.login("passenger@example.com");
  });
  afterAll(() => ts.stop());

  it("is refused with 400 bad_request naming a nested field of the wrong type", async () => {
    const body = oneWay();
    const outbound = (body as { outbound: Record<string, unknown> }).outbound;
    const answer = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
      json: { ...body, outbound: { ...outbound, passengers: "a few" } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: "bad_request", message: "outbound.passengers must be integer (contract)." });
  });

  it("is refused when a form field is outside the contract's enum, and nothing is cancelled", async () => {
    const booked = await ts.call("POST", "/customer/v2/booking", { token: passenger, key: true, json: oneWay() });
    const token = booked.body.bookings[0].booking_token as string;
    const answer = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      token: passenger,
      form: { booking_token: token, legs: "sideways" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("legs must be one of both, outbound, return (contract).");
    const still = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`, { token: passenger });
    expect(still.body.booking?.status ?? still.body.bookings?.[0]?.status).not.toBe("cancelled");
  });

  it("reads form text as the contract's types: digits are integers, true and false are booleans", async () => {
    const answer = await ts.call("POST", "/customer/v2/location", {
      token: passenger,
      form: { name: "Gym", description: "Ocean Village, Southampton", lat: "50.8985", lon: "-1.3896" },
    });
    expect(answer.body.message ?? "").not.toContain("(contract)");
  });

  it("still gets the handler's own code for a missing field (the spec's code, not a generic refusal)", async () => {
    const answer = await ts.call("POST", "/customer/v2/doLoginWeb", { form: { password: "cabline-sandbox" } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).not.toBe("bad_request");
  });
});
