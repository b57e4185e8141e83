// JSON nested 10,000 deep once answered 500 (the idempotency hash recursed until the stack
// overflowed); it is now refused with 400. An oversized body is answered 413 only once it
// has been read, so a proxy in front passes the 413 on instead of failing with 502.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxJsonDepth } from "../src/server.ts";
import { startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const nested = (depth: number): string => `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`;

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${ts.url}${path}`, {
    method: "POST",
    headers: { "X-TENANT-ID": "BOOK", "Content-Type": "application/json", ...headers },
    body,
  });

describe("deep JSON", () => {
  it("answers 400, not 500, on an idempotent operation and on any other", async () => {
    for (const [path, headers] of [
      ["/customer/v2/booking", { "Idempotency-Key": "deep-json-1" }],
      ["/customer/v2/checkout/getCostEstimate", {}],
    ] as const) {
      const answer = await post(path, `{"outbound":${nested(10_000)}}`, headers);
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toBe(`The body nests deeper than ${maxJsonDepth} levels.`);
    }
    const arrays = await post("/customer/v2/checkout/getCostEstimate", `${"[".repeat(10_000)}${"]".repeat(10_000)}`);
    expect(arrays.status).toBe(400);
  });

  it("still takes the contract's own nesting", async () => {
    const answer = await post("/customer/v2/checkout/getCostEstimate", nested(maxJsonDepth));
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).not.toContain("nests deeper");
  });
});

describe("an oversized body", () => {
  it("is read to its end and answered 413", async () => {
    const body = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        `${ts.url}/customer/v2/checkout/getCostEstimate`,
        { method: "POST", headers: { "X-TENANT-ID": "BOOK", "Content-Type": "application/json" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
    expect(status).toBe(413);
  });
});
