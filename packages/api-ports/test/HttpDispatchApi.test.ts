// The HTTP adapter with fetch injected (no server): the default timeout of spec §7 and what every
// request carries. The contract suite (tests/contract) runs it against Prism and a hostile server.
import { Constants, type Booking } from "@cabline/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDispatchError, serverMessageMax } from "../src/DispatchApi.ts";
import { createHttpDispatchApi, defaultTimeoutMs, type Fetch } from "../src/http/index.ts";
import { bodyOf, parseBody } from "../src/http/Transport.ts";
import { wireLeg } from "./wire-leg.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A fetch that never answers, but gives up when its signal aborts, as a real one does. */
const hangingFetch =
  (seen: Request[]): Fetch =>
  (request, init) => {
    seen.push(request);
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    });
  };

const adapter = (fetch: Fetch, extra: { timeoutMs?: number } = {}) =>
  createHttpDispatchApi({
    baseUrl: "https://dispatch.example",
    tenantCode: "GDT",
    getToken: () => "cbl_at_unit",
    onSignedOut: () => undefined,
    fetch,
    retry: { sleep: async () => undefined },
    ...extra,
  });

describe("the timeout (spec §7, §9: 60000 ms)", () => {
  it("defaults to 60000 ms, the domain's constant", () => {
    expect(defaultTimeoutMs).toBe(60_000);
    expect(Constants.apiTimeoutMs).toBe(60_000);
  });

  it("aborts a request that has not been answered after 60000 ms, and not a moment before", async () => {
    vi.useFakeTimers();
    const seen: Request[] = [];
    const outcome = adapter(hangingFetch(seen))
      .configuration.getConfiguration()
      .then(
        () => "answered",
        (error: unknown) => (isDispatchError(error) ? error.reason : "other"),
      );
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("Timeout");
    expect(seen).toHaveLength(1);
  });

  it("takes a shorter timeout when given one", async () => {
    vi.useFakeTimers();
    const outcome = adapter(hangingFetch([]), { timeoutMs: 500 })
      .configuration.getConfiguration()
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toMatchObject({ reason: "Timeout" });
  });
});

describe("every request", () => {
  it("goes to the one base URL with X-TENANT-ID, cookies and, where the contract takes it, the bearer token", async () => {
    const seen: Request[] = [];
    const fetch: Fetch = async (request) => {
      seen.push(request);
      return new Response(JSON.stringify({ error: "no_error", cards: [] }), { status: 200 });
    };
    await adapter(fetch).cardsAndPromocodes.getCards();
    const [request] = seen as [Request];
    expect(request.url).toBe("https://dispatch.example/customer/card/get");
    expect(request.headers.get("X-TENANT-ID")).toBe("GDT");
    expect(request.headers.get("Authorization")).toBe("Bearer cbl_at_unit");
    expect(request.credentials).toBe("include");
  });

  it("sends no bearer token to a public operation", async () => {
    const seen: Request[] = [];
    const fetch: Fetch = async (request) => {
      seen.push(request);
      return new Response(JSON.stringify({ error: "no_error", guestUserId: "gst_1" }), { status: 200 });
    };
    expect(await adapter(fetch).customerAuth.getGuestUserId()).toBe("gst_1");
    expect(seen[0]?.headers.get("Authorization")).toBeNull();
  });
});

describe("bodies", () => {
  it("tells empty, JSON and other text apart", () => {
    expect(parseBody(undefined)).toEqual({ kind: "empty" });
    expect(parseBody("  ")).toEqual({ kind: "empty" });
    expect(parseBody('{"a":1}')).toEqual({ kind: "json", value: { a: 1 } });
    expect(parseBody("<html>")).toEqual({ kind: "text", text: "<html>" });
  });

  it("reads openapi-fetch's results for answers that failed", () => {
    const failed = new Response(null, { status: 400 });
    expect(bodyOf({ error: undefined, response: failed })).toEqual({ kind: "empty" });
    expect(bodyOf({ error: " ", response: failed })).toEqual({ kind: "empty" });
    expect(bodyOf({ error: "invalid_booking", response: failed })).toEqual({ kind: "text", text: "invalid_booking" });
    expect(bodyOf({ error: { error: "x" }, response: failed })).toEqual({ kind: "json", value: { error: "x" } });
  });
});

describe("getBooking (spec §2 /t, /track, /pay, /share)", () => {
  const leg = wireLeg;
  const answering =
    (body: unknown): Fetch =>
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

  it("keeps the passenger's share token, and says when the view is the read-only shared one", async () => {
    const own = await adapter(
      answering({ error: "no_error", booking: { ...leg, share_token: "sH4reT0kenAAAAAAAAAAAAA" }, pair: [] }),
    ).tracking.getBooking({ bookingToken: leg.booking_token });
    expect(own.booking.share_token).toBe("sH4reT0kenAAAAAAAAAAAAA");
    expect(own.booking.read_only).toBeUndefined();
    const shared = await adapter(
      answering({ error: "no_error", booking: { ...leg, read_only: true }, pair: [] }),
    ).tracking.getBooking({
      bookingToken: leg.booking_token,
    });
    expect(shared.booking.read_only).toBe(true);
    expect(shared.booking.share_token).toBeUndefined();
  });
});

describe("getCostEstimate's terms (contract QuoteTerms)", () => {
  const money = (amount: number) => ({ amount, currency: "GBP" });
  const fare = {
    quote_type: "FIXED",
    total: money(1200),
    lines: [{ code: "journey", label: "Journey", amount: money(1200) }],
  };
  const estimate = (terms?: unknown) => ({
    error: "no_error",
    outbound: fare,
    total: money(1200),
    bookingAdditionalChargesOutbound: [],
    bookingAdditionalChargesReturn: [],
    ...(terms === undefined ? {} : { terms }),
  });
  const answering =
    (body: unknown): Fetch =>
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  const place = {
    address: "Southampton Central station",
    id: "sbx-poi-southampton-central-station",
    lat: 50.9076,
    lng: -1.4136,
  };
  const request: Booking.BookingRequest = {
    outbound: {
      asap: true,
      pickup: place,
      destinations: [{ ...place, address: "Ocean Cruise Terminal", id: "sbx-poi-ocean-cruise-terminal" }],
      passengers: 1,
      luggage: 0,
      rideId: 1,
    },
    returnEnabled: false,
    paymentMethod: "cash",
  };
  const terms = {
    waiting: { free_minutes: 5, airport_free_minutes: 45, per_minute: money(30) },
    cancellation: { free_until: "en_route", fee: money(1000) },
  };

  it("reads them into the domain's terms", async () => {
    const answer = await adapter(answering(estimate(terms))).bookings.getCostEstimate(request);
    expect(answer.terms).toEqual({
      waiting: { freeMinutes: 5, airportFreeMinutes: 45, perMinute: { amountMinor: 30, currency: "GBP" } },
      cancellation: { freeUntil: "en_route", fee: { amountMinor: 1000, currency: "GBP" } },
    });
  });

  it("leaves them out when the server gives none", async () => {
    const answer = await adapter(answering(estimate())).bookings.getCostEstimate(request);
    expect(answer.terms).toBeUndefined();
  });

  it("refuses terms a passenger could not rely on: negative minutes, fractions, an unknown point", async () => {
    for (const bad of [
      { ...terms, waiting: { ...terms.waiting, free_minutes: -1 } },
      { ...terms, waiting: { ...terms.waiting, airport_free_minutes: 2.5 } },
      { ...terms, cancellation: { ...terms.cancellation, free_until: "whenever" } },
    ]) {
      const outcome = await adapter(answering(estimate(bad)))
        .bookings.getCostEstimate(request)
        .then(
          () => "accepted",
          (error: unknown) => (isDispatchError(error) ? error.reason : "other"),
        );
      expect(outcome).not.toBe("accepted");
    }
  });
});

describe("too many attempts (spec §8, 429 with Retry-After)", () => {
  const tooSoon =
    (retryAfter: string | undefined): Fetch =>
    async () =>
      new Response(
        JSON.stringify({ error: "too_many_attempts_please_wait", message: "Too many attempts please wait." }),
        {
          status: 429,
          headers: {
            "Content-Type": "application/json",
            ...(retryAfter === undefined ? {} : { "Retry-After": retryAfter }),
          },
        },
      );
  const asking = (fetch: Fetch) =>
    adapter(fetch)
      .customerAuth.submitTelForValidation({ number: "+447700900123", isForSignIn: true, captchaToken: "t" })
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );

  it("says how long to wait, from the answer's Retry-After", async () => {
    expect(await asking(tooSoon("45"))).toMatchObject({
      code: "too_many_attempts_please_wait",
      message: "Too many attempts please wait. You can try again in 45 seconds.",
    });
    expect(await asking(tooSoon("900"))).toMatchObject({
      message: "Too many attempts please wait. You can try again in 15 minutes.",
    });
    expect(await asking(tooSoon(undefined))).toMatchObject({ message: "Too many attempts please wait." });
  });
});

describe("a refusal (spec §8): the catalogue's message, and the server's own words beside it", () => {
  const refusing =
    (status: number, body: unknown): Fetch =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const refusal = async (status: number, body: unknown) => {
    const error: unknown = await adapter(refusing(status, body))
      .customerAuth.getGuestUserId()
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    if (!isDispatchError(error)) throw new Error(`expected a DispatchError, got ${String(error)}`);
    return error;
  };

  it("keeps a bad_request's own message as serverMessage; message stays the §8 table's", async () => {
    const error = await refusal(400, { error: "bad_request", message: "name must be one line." });
    expect(error).toMatchObject({
      reason: "Rejected",
      code: "bad_request",
      message: "Bad Request - Please contact support.",
      serverMessage: "name must be one line.",
      status: 400,
    });
  });

  it("keeps no serverMessage when the server only repeats the catalogue or says nothing", async () => {
    expect(
      (await refusal(400, { error: "bad_destination", message: "Please re-enter trip destinations." })).serverMessage,
    ).toBeUndefined();
    expect((await refusal(400, { error: "bad_request" })).serverMessage).toBeUndefined();
    expect((await refusal(400, { error: "bad_request", message: 42 })).serverMessage).toBeUndefined();
    expect((await refusal(400, { error: "bad_request", message: " \u202e\r\n" })).serverMessage).toBeUndefined();
  });

  it("makes the server's message one line of plain text of at most serverMessageMax characters", async () => {
    const forged = await refusal(400, {
      error: "bad_request",
      message: "name must be one line.\r\n\u001b[2J\u001b]0;pwned\u0007Status: Paid\u202e",
    });
    expect(forged.serverMessage).toBe("name must be one line. [2J]0;pwnedStatus: Paid");
    const long = await refusal(400, { error: "fleet_fully_booked", message: "x".repeat(5000) });
    expect(long.message).toBe("fleet fully booked");
    expect([...(long.serverMessage ?? "")]).toHaveLength(serverMessageMax);
  });
});
