// The web server forwards a request body to the dispatch API as the bytes it received: a JSON
// body (the sandbox card form's POST /sandbox/payments/tokens, createBooking, getCostEstimate)
// arrived as {"type":"Buffer",...} before, because reply-from JSON-encodes JSON bodies and the
// proxy keeps them as unparsed Buffers (the pay page, spec §2 /pay/{token}).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebServer } from "../server/server.ts";

let dispatch: Server;
let dispatchUrl: string;
let dist: string;

beforeAll(async () => {
  dispatch = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "no_error", type: request.headers["content-type"] ?? "", body }));
    });
  });
  await new Promise<void>((resolve) => dispatch.listen(0, "127.0.0.1", resolve));
  dispatchUrl = `http://127.0.0.1:${(dispatch.address() as AddressInfo).port}`;
  dist = mkdtempSync(join(tmpdir(), "cabline-proxy-body-"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({ "index.html": { file: "assets/main.js", isEntry: true, src: "index.html" } }),
  );
});

afterAll(async () => {
  await new Promise((resolve) => dispatch.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe("the /api and /sandbox proxy", () => {
  it.each([
    ["/api/sandbox/payments/tokens", "application/json", '{"number":"4242424242424242","cvc":"123"}'],
    ["/sandbox/payments/tokens", "application/json; charset=utf-8", '{"number":"4000002760003184"}'],
    ["/api/customer/v2/doLoginWeb", "application/x-www-form-urlencoded", "email=a%40b.example&password=x"],
  ])("forwards the body of POST %s (%s) byte for byte", async (url, type, payload) => {
    const web = await createWebServer({ dist, dispatchUrl, runtime: { dispatchApiBaseUrl: "/api" } as never });
    const answer = await web.inject({
      method: "POST",
      url,
      headers: { host: "book.localhost:5173", "content-type": type },
      payload,
    });
    await web.close();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ type, body: payload });
  });
});
