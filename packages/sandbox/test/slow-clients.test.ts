// Slow and idle clients are cut (the sandbox's server options): a POST that declared 1,000 bytes
// and sent 2 was held open for over 25 s; now the request must arrive whole within the request
// timeout (10 s by default, 1 s here), or the connection is answered 408 and closed.
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox({ memory: true, requestTimeoutMs: 1_000 });
});
afterAll(() => ts.stop());

/** Sends `head` and then nothing; resolves with what came back and how long until the server closed. */
const trickle = (head: string): Promise<{ answer: string; ms: number }> =>
  new Promise((resolve, reject) => {
    const url = new URL(ts.url);
    const started = Date.now();
    let answer = "";
    const socket = connect(Number(url.port), url.hostname, () => socket.write(head));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept the slow client for 8 s"));
    }, 8_000);
  });

it("cuts a client that declares a body and sends it slowly", async () => {
  const { answer, ms } = await trickle(
    "POST /customer/v2/checkout/getCostEstimate HTTP/1.1\r\nHost: 127.0.0.1\r\nX-TENANT-ID: BOOK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{}",
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(ms).toBeLessThan(4_000);
});

it("cuts a client that never finishes its headers", async () => {
  const { answer } = await trickle("GET /configuration/get HTTP/1.1\r\nHost: 127.0.0.1\r\nX-TENANT-ID: BOOK\r\n");
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});
