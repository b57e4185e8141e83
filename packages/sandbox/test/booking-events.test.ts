// GET /customer/v2/booking/events (src/booking-events.ts): the booking at once, each change within
// a look of it being made (the dispatcher's controls here), the car's moves at most every
// positionEveryMs, a keep-alive when there is nothing to say, the end once the leg is finished,
// and getBooking's refusal for a token that names no booking. The pace is a tenth of the real one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

/** Reads a stream's frames as they come: the next frame or comment, or "end". */
const openStream = async (ts: TestSandbox, token: string) => {
  const response = await fetch(`${ts.url}/customer/v2/booking/events?booking_token=${token}`, {
    headers: { "X-TENANT-ID": "BOOK", Accept: "text/event-stream" },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  // The frame's JSON, read as the sandbox's other tests read answers (helpers.ts Answer).
  type Frame = { kind: "booking"; body: Answer["body"] } | { kind: "comment" } | { kind: "end" };
  const next = async (): Promise<Frame> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(":")) return { kind: "comment" };
        const data = /^data: (.*)$/m.exec(frame)?.[1] ?? "null";
        return { kind: "booking", body: JSON.parse(data) };
      }
      const { done, value } = await reader.read();
      if (done) return { kind: "end" };
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { response, next, close: () => reader.cancel() };
};

const pace = { lookEveryMs: 100, keepAliveMs: 1_500, positionEveryMs: 500 };

describe("booking events", () => {
  let ts: TestSandbox;
  let passenger: string;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true, dispatcherControls: true, eventPace: pace });
    passenger = await ts.login("passenger@example.com");
  });
  afterAll(() => ts.stop());

  const book = async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true, dateTime: undefined }),
    });
    return created.body.bookings[0].booking_token as string;
  };
  const advance = (token: string) => ts.call("POST", "/sandbox/dispatcher/advance", { form: { booking_token: token } });

  it("sends the booking at once, then each step the dispatcher makes within about a second", async () => {
    const token = await book();
    const stream = await openStream(ts, token);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const first = await stream.next();
    expect(first).toMatchObject({ kind: "booking", body: { error: "no_error", booking: { status: "booked" } } });

    const asked = Date.now();
    await advance(token);
    const allocated = await stream.next();
    expect(allocated).toMatchObject({ kind: "booking", body: { booking: { status: "driver_allocated" } } });
    expect(Date.now() - asked).toBeLessThan(1_000);

    await advance(token);
    const onTheWay = await stream.next();
    expect(onTheWay).toMatchObject({
      kind: "booking",
      body: {
        booking: { status: "en_route", driver: { eta_minutes: expect.any(Number), location: expect.any(Object) } },
      },
    });
    await stream.close();
  });

  it("sends the car's moves no more often than its pace, and a keep-alive when nothing changes", async () => {
    const token = await book();
    await advance(token);
    await advance(token);
    const stream = await openStream(ts, token);
    const first = await stream.next();
    const start = first.kind === "booking" ? first.body.booking.driver.location : undefined;
    // The sandbox's clock stands still here: a car that does not move says nothing until the keep-alive.
    const quiet = Date.now();
    expect(await stream.next()).toEqual({ kind: "comment" });
    expect(Date.now() - quiet).toBeGreaterThanOrEqual(pace.keepAliveMs - pace.lookEveryMs);
    // Ten seconds of the trip pass at once: the car has moved, and the next frame says where.
    ts.advance(10_000);
    const movedAt = Date.now();
    const moved = await stream.next();
    expect(Date.now() - movedAt).toBeLessThan(pace.positionEveryMs + 2 * pace.lookEveryMs);
    expect(moved.kind).toBe("booking");
    expect(moved.kind === "booking" && moved.body.booking.driver.location).not.toEqual(start);
    // Moving on, it says where no more often than its pace.
    ts.advance(1_000);
    const sentAt = Date.now();
    ts.advance(1_000);
    expect((await stream.next()).kind).toBe("booking");
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(pace.positionEveryMs - pace.lookEveryMs);
    await stream.close();
  });

  it("ends after the frame that shows the leg finished", async () => {
    const token = await book();
    const stream = await openStream(ts, token);
    await stream.next();
    const cancelled = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      token: passenger,
      form: { booking_token: token },
    });
    expect(cancelled.status).toBe(200);
    expect(await stream.next()).toMatchObject({ kind: "booking", body: { booking: { status: "cancelled" } } });
    expect(await stream.next()).toEqual({ kind: "end" });
  });

  it("refuses a token that names no booking before any event, as getBooking does", async () => {
    const stream = await openStream(ts, "kT3v9QpX2mLa7RcZ0bN4wE");
    expect(stream.response.status).toBe(400);
    expect(stream.response.headers.get("content-type")).toMatch(/^application\/json/);
    await stream.close();
  });
});
