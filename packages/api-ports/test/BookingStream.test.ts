// Following a booking (watchBooking): the event-stream reader over text cut anywhere, and the
// adapter's stream against a fetch that answers with hand-made streams: frames decoded as
// getBooking's answer, keep-alives heard, silence, hostile frames and error answers ending it.
import * as TripProgress from "@cabline/domain/TripProgress";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DispatchError } from "../src/DispatchApi.ts";
import { eventStreamReader, type StreamEvent } from "../src/http/EventStream.ts";
import { createHttpDispatchApi, type Fetch } from "../src/http/index.ts";
import { wireLeg } from "./wire-leg.ts";

afterEach(() => {
  vi.useRealTimers();
});

const readAll = (pieces: ReadonlyArray<string>) => {
  const seen: Array<StreamEvent | "comment"> = [];
  const reader = eventStreamReader({ onEvent: (event) => seen.push(event), onComment: () => seen.push("comment") });
  for (const piece of pieces) reader.push(piece);
  return seen;
};

/** `text` cut at the given places. */
const cut = (text: string, at: ReadonlyArray<number>) => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].toSorted((a, b) => a - b);
  return [...points, text.length].map((end, index) => text.slice(index === 0 ? 0 : points[index - 1], end));
};

describe("the event-stream reader", () => {
  const stream = [
    "event: booking",
    'data: {"a":1}',
    "",
    ": keep-alive",
    "",
    "data: first",
    "data:second",
    "id: 7",
    "",
    "event: booking",
    "data: never finished",
  ];

  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
  ])("reads frames, joined data lines and comments, whatever the line ending (%s)", (_name, end) => {
    expect(readAll([stream.join(end)])).toEqual([
      { event: "booking", data: '{"a":1}' },
      "comment",
      { event: "message", data: "first\nsecond" },
    ]);
  });

  it("reads the same whatever size the pieces arrive in", () => {
    fc.assert(
      fc.property(fc.constantFrom("\n", "\r\n", "\r"), fc.array(fc.nat(), { maxLength: 12 }), (end, at) => {
        const text = stream.join(end);
        expect(readAll(cut(text, at))).toEqual(readAll([text]));
      }),
    );
  });
});

const booking = (status: string, eta?: number) => ({
  error: "no_error",
  booking: {
    ...wireLeg,
    status,
    ...(eta === undefined
      ? {}
      : { driver: { name: "Sam", vehicle: "Black Skoda Octavia", registration: "HV70 TLO", eta_minutes: eta } }),
  },
  pair: [],
});

/** A fetch answering with a stream the test writes into. */
const streamingFetch = (status = 200, type = "text/event-stream") => {
  let write: (text: string) => void = () => undefined;
  let close: () => void = () => undefined;
  const sent: Request[] = [];
  const fetch: Fetch = async (request, init) => {
    sent.push(request);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        write = (text) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            // Already ended by the reader.
          }
        };
        close = () => {
          try {
            controller.close();
          } catch {
            // Already ended by the reader.
          }
        };
        (init?.signal ?? request.signal).addEventListener("abort", () =>
          controller.error(new DOMException("aborted", "AbortError")),
        );
      },
    });
    return new Response(body, { status, headers: { "Content-Type": type } });
  };
  return { fetch, sent, write: (text: string) => write(text), close: () => close() };
};

const follow = (fetch: Fetch, reports: unknown[] = []) => {
  const api = createHttpDispatchApi({
    baseUrl: "https://dispatch.example/api/",
    tenantCode: "GDT",
    getToken: () => undefined,
    onSignedOut: () => undefined,
    fetch,
    errorReporting: { enabled: true, report: (error) => reports.push(error) },
  });
  const seen: string[] = [];
  let ended: { error: DispatchError | undefined } | undefined;
  const stop = api.tracking.watchBooking(
    { bookingToken: "Zp4Wm7Yk1Qa9Lr3Tx6Nc2H" },
    {
      onBooking: (details) => seen.push(`${details.booking.status} ${details.booking.driver?.eta_minutes ?? "-"}`),
      onAlive: () => seen.push("alive"),
      onEnd: (error) => (ended = { error }),
    },
  );
  return { seen, stop, ended: () => ended };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const frame = (body: unknown) => `event: booking\ndata: ${JSON.stringify(body)}\n\n`;

describe("watchBooking over HTTP", () => {
  it("asks the events path with the tenant, and hands on each booking and keep-alive until the server ends", async () => {
    const server = streamingFetch();
    const watch = follow(server.fetch);
    await settle();
    expect(server.sent[0]?.url).toBe(
      "https://dispatch.example/api/customer/v2/booking/events?booking_token=Zp4Wm7Yk1Qa9Lr3Tx6Nc2H",
    );
    expect(server.sent[0]?.headers.get("x-tenant-id")).toBe("GDT");
    server.write(frame(booking("driver_allocated")));
    server.write(": keep-alive\n\n" + frame(booking("en_route", 6)).slice(0, 40));
    await settle();
    server.write(frame(booking("en_route", 6)).slice(40));
    server.close();
    await settle();
    await settle();
    expect(watch.ended()?.error?.detail).toBeUndefined();
    expect(watch.seen).toEqual(["driver_allocated -", "alive", "en_route 6"]);
    expect(watch.ended()).toEqual({ error: undefined });
  });

  it("ends with a contract error, reported, when a frame is not a booking", async () => {
    const server = streamingFetch();
    const reports: unknown[] = [];
    const watch = follow(server.fetch, reports);
    await settle();
    server.write(frame({ error: "no_error", booking: { status: "teleported" } }));
    await settle();
    await settle();
    expect(watch.seen).toEqual([]);
    expect(watch.ended()?.error?.reason).toBe("Contract");
    expect(reports).toHaveLength(1);
  });

  it("ends with the server's refusal when the answer is an error, not a stream", async () => {
    const fetch: Fetch = async () =>
      new Response(JSON.stringify({ error: "invalid_booking" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      });
    const watch = follow(fetch);
    await settle();
    await settle();
    expect(watch.ended()?.error).toMatchObject({ reason: "Rejected", code: "invalid_booking" });
  });

  it("ends with a timeout when nothing at all arrives for the silence limit, and not before", async () => {
    vi.useFakeTimers();
    const server = streamingFetch();
    const watch = follow(server.fetch);
    await vi.advanceTimersByTimeAsync(TripProgress.streamSilenceMs - 1000);
    server.write(": keep-alive\n\n");
    await vi.advanceTimersByTimeAsync(TripProgress.streamSilenceMs - 1000);
    expect(watch.ended()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(watch.ended()?.error?.reason).toBe("Timeout");
  });

  it("stops quietly when the page stops following", async () => {
    const server = streamingFetch();
    const watch = follow(server.fetch);
    await settle();
    watch.stop();
    server.write(frame(booking("arrived")));
    await settle();
    expect(watch.seen).toEqual([]);
    expect(watch.ended()).toBeUndefined();
  });
});
