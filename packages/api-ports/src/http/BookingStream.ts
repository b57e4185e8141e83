/**
 * watchBooking over HTTP (contracts/dispatch.openapi.yaml, /customer/v2/booking/events): the
 * booking's server-sent events read with fetch, each frame decoded as getBooking's answer is (the
 * same envelope and decoder), so a hostile frame ends the stream with the same contract error a
 * hostile getBooking answer gets. The stream is long-lived, so it does not go through
 * boundedFetch's whole-body timeout: it ends when nothing (not even a keep-alive) has arrived for
 * TripProgress.streamSilenceMs, or when one frame outgrows the body limit.
 */
import * as TripProgress from "@cabline/domain/TripProgress";
import type { BookingListener, DispatchError } from "../DispatchApi.ts";
import { contractError, type Exchange, fromUnexpected, readAnswer } from "./Envelope.ts";
import { eventStreamReader } from "./EventStream.ts";
import { type Fetch, parseBody, TransportFailure } from "./Transport.ts";
import * as Wire from "./Wire.ts";

export interface BookingStreamOptions {
  readonly baseUrl: string;
  readonly tenantCode: string;
  /** The customer's token, when signed in: a passenger's own booking reads the same either way. */
  readonly token: () => string | undefined;
  readonly fetch?: Fetch | undefined;
  readonly maxFrameBytes: number;
  /** TripProgress.streamSilenceMs unless a test says otherwise. */
  readonly silenceMs?: number;
  /** What any call's failure does besides (signing out, reporting): the adapter's own rule. */
  readonly settled: (error: DispatchError, token: string | undefined) => DispatchError;
}

const path = "/customer/v2/booking/events";
const exchange: Exchange = { operation: "watchBooking", method: "GET", path };
/** The most of an error answer read: the envelope is a few hundred bytes. */
const errorBodyBytes = 64 * 1024;

export const watchBookingOver =
  (options: BookingStreamOptions) =>
  (request: { readonly bookingToken: string }, listener: BookingListener): (() => void) => {
    const controller = new AbortController();
    const silenceMs = options.silenceMs ?? TripProgress.streamSilenceMs;
    let stopped = false;
    let token: string | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(silence);
      controller.abort();
    };
    const end = (error?: DispatchError) => {
      if (stopped) return;
      stop();
      listener.onEnd(error === undefined ? undefined : options.settled(error, token));
    };
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => end(fromUnexpected(exchange, new TransportFailure("Timeout", `Nothing for ${silenceMs} ms.`))),
        silenceMs,
      );
    };

    const follow = async () => {
      heard();
      token = options.token();
      const url = `${options.baseUrl.replace(/\/+$/, "")}${path}?booking_token=${encodeURIComponent(request.bookingToken)}`;
      const send = options.fetch ?? ((input: Request, init?: RequestInit) => globalThis.fetch(input, init));
      const response = await send(
        new Request(url, {
          headers: {
            // Errors come before any event, in the JSON envelope.
            Accept: "text/event-stream, application/json",
            "X-TENANT-ID": options.tenantCode,
            ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
          },
          credentials: "include",
          signal: controller.signal,
        }),
      ).catch((error: unknown) => {
        throw new TransportFailure("Network", error instanceof Error ? error.message : String(error));
      });
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("text/event-stream")) {
        const text = (await response.text()).slice(0, errorBodyBytes);
        const answer = readAnswer(exchange, response.status, parseBody(text), Wire.BookingDetails);
        return end(answer.ok ? contractError(exchange, response.status, "with no event stream.") : answer.error);
      }
      let frameBytes = 0;
      const reader = eventStreamReader({
        onEvent: (event) => {
          frameBytes = 0;
          if (event.event !== "booking") return;
          const answer = readAnswer(exchange, 200, parseBody(event.data), Wire.BookingDetails);
          if (answer.ok) listener.onBooking(answer.value);
          else end(answer.error);
        },
        onComment: () => listener.onAlive?.(),
      });
      const body = response.body?.getReader();
      const text = new TextDecoder();
      while (body !== undefined && !stopped) {
        const { done, value } = await body.read();
        if (done) break;
        heard();
        frameBytes += value.byteLength;
        if (frameBytes > options.maxFrameBytes)
          throw new TransportFailure("TooLarge", `An event is larger than ${options.maxFrameBytes} bytes.`);
        reader.push(text.decode(value, { stream: true }));
      }
      end();
    };

    follow().catch((error: unknown) => end(fromUnexpected(exchange, error)));
    return stop;
  };
