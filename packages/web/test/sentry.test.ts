// Spec §8/§9: 10 % of sessions record a replay from the start, kept when an
// error is reported; the rest load the SDK on their first report, without replay. Nothing but
// the port's event is sent: no request URL, no user, no breadcrumbs.
import { describe, expect, it } from "vitest";
import type * as SentrySdk from "@sentry/react";
import { replayUrlScrubber, sentrySender } from "../src/lib/sentry.ts";

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
    expect(stub.inits[0]?.integrations).toEqual([
      expect.objectContaining({ name: "CablineReplayUrlScrubber" }),
      { name: "Replay" },
    ]);
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

  it("turns a replay's visited URLs into route patterns and drops its request data", () => {
    const scrubber = replayUrlScrubber();
    const token = "kT3v9QpX2mLa7RcZ0bN4wE";
    const replay = {
      type: "replay_event",
      replay_id: "r1",
      urls: [
        `https://book.localhost/t/${token}`,
        `https://book.localhost/reset-password?token=${token}&email=amelia.clarke%40example.com`,
        "https://book.localhost/book-ride?pickup=112%20Above%20Bar%20Street",
      ],
      request: { url: `https://book.localhost/t/${token}`, headers: { Referer: `https://book.localhost/t/${token}` } },
    };
    const sent = scrubber.processEvent?.(replay as never, {}, {} as never) as Record<string, unknown>;
    expect(sent).not.toHaveProperty("request");
    expect(sent.urls).toEqual(["/t/:token", "/reset-password", "/book-ride"]);
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(JSON.stringify(sent)).not.toMatch(/amelia|Above/);
    // Error events are left to beforeSend (their request is deleted there).
    const error = { message: "x", request: { url: "/y" } };
    expect(scrubber.processEvent?.(error as never, {}, {} as never)).toBe(error);
  });
});
