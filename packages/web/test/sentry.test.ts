// Issue 14 item 5, spec §8/§9: 10 % of sessions record a replay from the start, kept when an
// error is reported; the rest load the SDK on their first report, without replay. Nothing but
// the port's event is sent: no request URL, no user, no breadcrumbs.
import { describe, expect, it } from "vitest";
import type * as SentrySdk from "@sentry/react";
import { sentrySender } from "../src/lib/sentry.ts";

interface Init {
  replaysSessionSampleRate?: number;
  replaysOnErrorSampleRate?: number;
  integrations?: unknown[];
  beforeSend?: (event: Record<string, unknown>) => Record<string, unknown>;
}

const stubSdk = () => {
  const inits: Init[] = [];
  const captured: Record<string, unknown>[] = [];
  const sdk = {
    init: (options: Init) => inits.push(options),
    replayIntegration: () => ({ name: "Replay" }),
    captureEvent: (event: Record<string, unknown>) => captured.push(event),
  } as unknown as typeof SentrySdk;
  return { inits, captured, loadSdk: () => Promise.resolve(sdk) };
};

const event = { name: "Error", message: "boom", route: "/t/:token", code: "invalid_booking", context: {} };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sentrySender", () => {
  it("records 10 % of sessions from the start and keeps the replay on error", async () => {
    const stub = stubSdk();
    const send = sentrySender("https://k@errors.example/1", "BOOK", { sample: () => 0.05, loadSdk: stub.loadSdk });
    await settle();
    expect(stub.inits).toHaveLength(1);
    expect(stub.inits[0]).toMatchObject({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 1 });
    expect(stub.inits[0]?.integrations).toEqual([{ name: "Replay" }]);
    send(event);
    await settle();
    expect(stub.captured[0]).toMatchObject({
      message: "Error: boom",
      tags: { route: "/t/:token", code: "invalid_booking" },
    });
    expect(stub.captured[0]).not.toHaveProperty("request");
  });

  it("loads nothing for the other 90 % until the first report, and records no replay", async () => {
    const stub = stubSdk();
    const send = sentrySender("https://k@errors.example/1", "BOOK", { sample: () => 0.1, loadSdk: stub.loadSdk });
    await settle();
    expect(stub.inits).toEqual([]);
    send(event);
    await settle();
    expect(stub.inits[0]).toMatchObject({ replaysOnErrorSampleRate: 0, integrations: [] });
    expect(stub.captured).toHaveLength(1);
  });

  it("strips request data, the user and breadcrumbs before sending", async () => {
    const stub = stubSdk();
    sentrySender("https://k@errors.example/1", "BOOK", { sample: () => 0, loadSdk: stub.loadSdk });
    await settle();
    const sent = stub.inits[0]?.beforeSend?.({
      message: "x",
      request: { url: "https://book.localhost/t/kT3v9QpX2mLa7RcZ0bN4wE" },
      user: { email: "a@example.com" },
      breadcrumbs: [{ message: "typed a@example.com" }],
    });
    expect(sent).toEqual({ message: "x" });
  });
});
