/**
 * GET /customer/v2/booking/events (contracts/dispatch.openapi.yaml, watchBooking): getBooking's
 * answer as server-sent events. The stream sends the answer at once, then looks again every
 * second and sends it when the leg changed (status, driver, ETA, payment, anything else), or when
 * only the car moved and its last position went out TripProgress.positionEveryMs ago or more; a
 * keep-alive comment every TripProgress.keepAliveMs; and it ends after the answer that shows the
 * leg finished, or when the token stops naming a booking (an error answer ends it without a frame).
 * Each look is a request of its own (http.ts runs the route again: a fresh transaction at the
 * clock's new reading), so dispatcher controls, the clock's own steps and edits all show within
 * about a second.
 */
import * as Booking from "@cabline/domain/Booking";
import * as OneOf from "@cabline/domain/OneOf";
import * as TripProgress from "@cabline/domain/TripProgress";
import type { Reply } from "./context.ts";
import { isRecord } from "./input.ts";

/**
 * The stream's pace, in real time (the connection's, not the trip's clock): how often it looks,
 * how long a quiet stream waits before a keep-alive, how often a moving car is sent. Tests pass a
 * quicker one.
 */
export interface EventPace {
  readonly lookEveryMs: number;
  readonly keepAliveMs: number;
  readonly positionEveryMs: number;
}

export const eventPace: EventPace = {
  lookEveryMs: 1_000,
  keepAliveMs: TripProgress.keepAliveMs,
  positionEveryMs: TripProgress.positionEveryMs,
};

/** The booking of getBooking's answer, when the answer has one. */
const bookingOf = (body: unknown): Record<string, unknown> | undefined => {
  const booking = isRecord(body) ? body["booking"] : undefined;
  return isRecord(booking) ? booking : undefined;
};

/** The answer without what moves by itself (the car's position and its time): what makes a change. */
const withoutPosition = (body: unknown): string => {
  const booking = bookingOf(body);
  const driver = booking?.["driver"];
  if (!isRecord(body) || booking === undefined || !isRecord(driver)) return JSON.stringify(body);
  const { location: _location, location_updated_at: _at, ...still } = driver;
  return JSON.stringify({ ...body, booking: { ...booking, driver: still } });
};

const finished = (body: unknown): boolean => {
  const status = bookingOf(body)?.["status"];
  return OneOf.isOneOf(Booking.statuses, status) && Booking.isFinished(status);
};

const frame = (body: unknown) => `event: booking\ndata: ${JSON.stringify(body)}\n\n`;

/**
 * The event stream that starts with `first` (getBooking's answer) and asks `look` for the answer
 * as it stands now at each look.
 */
export const bookingEvents = (first: unknown, look: () => Reply, pace: EventPace = eventPace): Response => {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      let sent = first;
      let sentAt = performance.now();
      let spokeAt = sentAt;
      const close = () => {
        clearInterval(timer);
        controller.close();
      };
      send(frame(first));
      if (finished(first)) return close();
      timer = setInterval(() => {
        const now = performance.now();
        const reply = look();
        if ((reply.status ?? 200) !== 200) return close();
        const changed = withoutPosition(reply.body) !== withoutPosition(sent);
        const moved = JSON.stringify(reply.body) !== JSON.stringify(sent);
        if (changed || (moved && now - sentAt >= pace.positionEveryMs)) {
          send(frame(reply.body));
          sent = reply.body;
          sentAt = spokeAt = now;
          if (finished(reply.body)) return close();
        } else if (now - spokeAt >= pace.keepAliveMs) {
          send(": keep-alive\n\n");
          spokeAt = now;
        }
      }, pace.lookEveryMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
};
