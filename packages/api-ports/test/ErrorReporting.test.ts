import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createErrorReporting, type ErrorEvent, eventFor, scrub } from "../src/ErrorReporting.ts";

describe("scrub: tokens and personal data never reach a report (spec §8)", () => {
  it.each([
    ["https://book.example/t/kT3v9QpX2mLa7RcZ0bN4wE", "https://book.example/t/[redacted]"],
    ["/track/kT3v9QpX2mLa7RcZ0bN4wE?page=1", "/track/[redacted]?page=1"],
    ["/pay/Vq8sN1cJ5xHr2LdP9fT0yA", "/pay/[redacted]"],
    ["/share/Hc2Rt8Vn5Bq1Xm7Ks4Pw9D#top", "/share/[redacted]#top"],
    ["/invitation/iN4vT8kQ2xW6mR0pZ3sL7c", "/invitation/[redacted]"],
    ["/reset-password?token=rT7uQ2wE9xK4mN1pL6sV3a", "/reset-password?token=[redacted]"],
    ["/reset_password?token=abc", "/reset_password?token=[redacted]"],
    [
      "GET /customer/v2/getBooking?booking_token=Zp4Wm7Yk1Qa9Lr3Tx6Nc2H",
      "GET /customer/v2/getBooking?booking_token=[redacted]",
    ],
    ["access_token=cbl_at_7hV2kQ9mX4pR8tW1yZ3bC6dF0gJ5nL2s&x=1", "access_token=[redacted]&x=[redacted]"],
    ['{"access_token":"cbl_at_7hV2kQ9m","id":1}', '{"access_token":"[redacted]","id":1}'],
    ["Authorization: Bearer cbl_at_7hV2kQ9mX4pR8tW1yZ3bC6dF0gJ5nL2s", "Authorization: [redacted] [redacted]"],
    ["sent Bearer cbl_at_7hV2kQ9mX4pR8tW1yZ3bC6dF0gJ5nL2s", "sent Bearer [redacted]"],
    ["client secret pi_3QxSolent48213b_secret_Vb7Nc1", "client secret [redacted]"],
    ["password=Tide-Mill-1912&status=x", "password=[redacted]&status=x"],
    ["jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature_1", "jwt [redacted]"],
  ])("%s", (input, expected) => {
    expect(scrub(input)).toBe(expected);
  });

  it("removes e-mail addresses, UK phone numbers and card numbers", () => {
    expect(scrub("sent to passenger@example.com")).toBe("sent to [email]");
    expect(scrub("call +447700900123 or 07700 900123 or +44 7700 900123")).toBe("call [phone] or [phone] or [phone]");
    expect(scrub("card 4242 4242 4242 4242 failed")).toBe("card [card] failed");
  });

  it("keeps what is not personal: ids, dates, amounts, paths", () => {
    const text = "Booking 48213 at 2026-12-01T05:30:00+00:00 for £22.50 on /customer/v2/booking (HTTP 400)";
    expect(scrub(text)).toBe(text);
    expect(scrub("timestamp 1796117400000")).toBe("timestamp 1796117400000");
  });

  it("removes a booking token wherever it appears in a message", () => {
    expect(scrub("No booking kT3v9QpX2mLa7RcZ0bN4wE here")).toBe("No booking [redacted] here");
  });

  it("is idempotent and never lets an e-mail through", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ maxLength: 20 }), (email, noise) => {
        const once = scrub(`${noise} ${email} ${noise}`);
        expect(once).not.toContain(email);
        expect(scrub(once)).toBe(once);
      }),
    );
  });
});

describe("createErrorReporting", () => {
  const sent: Array<{ event: ErrorEvent; dsn: string }> = [];
  const reporting = createErrorReporting({
    dsn: " https://public@errors.example/1 ",
    send: (event, dsn) => sent.push({ event, dsn }),
    currentUrl: () => "https://book.example/pay/Vq8sN1cJ5xHr2LdP9fT0yA",
  });

  it("reports nothing without a DSN", () => {
    const none: ErrorEvent[] = [];
    for (const dsn of [undefined, null, "", "  "]) {
      const off = createErrorReporting({ dsn, send: (event) => none.push(event) });
      off.report(new Error("boom"));
      expect(off.enabled).toBe(false);
    }
    expect(none).toEqual([]);
  });

  it("sends a scrubbed event with its context, to the DSN", () => {
    sent.length = 0;
    reporting.report(new Error("Lookup of booking_token=Zp4Wm7Yk1Qa9Lr3Tx6Nc2H failed for amelia@example.com"), {
      operation: "getBooking",
      status: 400,
      detail: "GET /customer/v2/getBooking?booking_token=Zp4Wm7Yk1Qa9Lr3Tx6Nc2H",
      absent: undefined,
    });
    expect(sent).toHaveLength(1);
    const [{ event, dsn }] = sent as [{ event: ErrorEvent; dsn: string }];
    expect(dsn).toBe("https://public@errors.example/1");
    expect(event.message).toBe("Lookup of booking_token=[redacted] failed for [email]");
    expect(event.route).toBe("/pay/:token");
    expect(event.context).toEqual({
      operation: "getBooking",
      status: 400,
      detail: "GET /customer/v2/getBooking?booking_token=[redacted]",
    });
    expect(event.stack).not.toContain("Zp4Wm7Yk1Qa9Lr3Tx6Nc2H");
  });

  it("drops the ignored noise: network fetch failures, maps, the chat socket", () => {
    sent.length = 0;
    reporting.report(new TypeError("Failed to fetch"));
    reporting.report("google is not defined");
    reporting.report(new Error("WebSocket connection to wss://chat failed"));
    expect(sent).toEqual([]);
  });

  it("describes thrown values that are not errors", () => {
    expect(eventFor("plain text")?.message).toBe("plain text");
    expect(eventFor({ code: 42 })?.message).toBe('{"code":42}');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(eventFor(circular)?.message).toBe("[object Object]");
    expect(eventFor(undefined)?.message).toBe("undefined");
  });

  it("never throws, even when the sender does", () => {
    const failing = createErrorReporting({
      dsn: "https://public@errors.example/1",
      send: () => {
        throw new Error("offline");
      },
    });
    expect(() => failing.report(new Error("boom"))).not.toThrow();
  });
});
