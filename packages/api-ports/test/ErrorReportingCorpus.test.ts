// Personal data once reached real error reports (URL-encoded e-mails, tokens with no
// digit, loginPassword/newPassword/loginOtp/signUpOtp fields, national phone formats, names,
// street addresses, error.name and context keys). A corpus of our own making, carried every way
// an error can carry it: none of it may be in the event the provider receives.
import { describe, expect, it } from "vitest";
import { type ErrorContext, type ErrorEvent, eventFor, reportUncaught } from "../src/ErrorReporting.ts";
import { createInMemoryErrorReporting } from "../src/testing/index.ts";

const secrets = [
  "amelia.clarke@example.com",
  "QxHbVnMtLpRsKwYzAbCdEf",
  "Tide-Mill-1912",
  "Harbour-Light-77",
  "481516",
  "234242",
  "8049 6000",
  "07700 900 123",
  "7700 900123",
  "07700-900-123",
  "Amelia Clarke",
  "Graham Whitfield",
  "Whitfield",
  "112 Above Bar Street",
  "Above Bar",
  "SO14 7DU",
  "kT3v9QpX2mLa7RcZ0bN4wE",
];

const carriers: ReadonlyArray<readonly [string, () => { error: unknown; context?: ErrorContext; url?: string }]> = [
  ["form body", () => ({ error: new Error("POST failed: loginPassword=Tide-Mill-1912&loginOtp=481516") })],
  ["JSON body", () => ({ error: new Error('Bad body {"newPassword":"Harbour-Light-77","signUpOtp":"234242"}') })],
  ["encoded e-mail", () => ({ error: new Error("Lookup failed for amelia.clarke%40example.com") })],
  ["twice-encoded e-mail", () => ({ error: new Error("GET /x?q=amelia.clarke%2540example.com") })],
  ["entity e-mail", () => ({ error: new Error("to amelia.clarke&#64;example&#46;com") })],
  ["token with no digit", () => ({ error: new Error("confirmation QxHbVnMtLpRsKwYzAbCdEf expired") })],
  ["national phones", () => ({ error: new Error("Call (023) 8049 6000, 023 8049 6000 or 07700 900 123") })],
  ["international phones", () => ({ error: new Error("Call +44 (0)7700 900123 or 07700-900-123") })],
  ["name and address", () => ({ error: new Error("No driver for Amelia Clarke at 112 Above Bar Street, SO14 7DU") })],
  ["quoted name", () => ({ error: new TypeError("Invalid passenger 'Graham Whitfield'") })],
  ["lone quoted surname", () => ({ error: new Error('Unknown name "Whitfield"') })],
  ["error.name", () => ({ error: Object.assign(new Error("boom"), { name: "amelia.clarke@example.com" }) })],
  [
    "error.code",
    () => ({ error: Object.assign(new Error("boom"), { code: "Tide-Mill-1912 amelia.clarke@example.com" }) }),
  ],
  [
    "context keys and values",
    () => ({
      error: new Error("boom"),
      context: {
        "amelia.clarke@example.com": "x",
        passengerName: "Amelia Clarke",
        detail: "body name=Graham+Whitfield&phone=07700900123&password=Tide-Mill-1912",
        operation: "amelia.clarke@example.com",
      },
    }),
  ],
  [
    "page URL",
    () => ({
      error: new Error("boom"),
      url: "https://book.localhost/t/kT3v9QpX2mLa7RcZ0bN4wE?name=Amelia%20Clarke&email=amelia.clarke%40example.com",
    }),
  ],
  [
    "stack",
    () => {
      const error = new Error("for amelia.clarke@example.com");
      error.stack = [
        "Error: for amelia.clarke@example.com",
        "    at submit (https://book.localhost/assets/app.js?email=amelia.clarke%40example.com:1:200)",
        "    at https://book.localhost/t/kT3v9QpX2mLa7RcZ0bN4wE:3:4",
      ].join("\n");
      return { error };
    },
  ],
  ["thrown object", () => ({ error: { email: "amelia.clarke@example.com", password: "Tide-Mill-1912" } })],
];

const text = (event: ErrorEvent | undefined): string => JSON.stringify(event ?? {});
const digits = (value: string): string => value.replace(/\D/g, "");

describe("the error-report corpus", () => {
  it.each(carriers)("%s: nothing of the corpus leaves", (_, make) => {
    const { error, context, url } = make();
    const sent = text(eventFor(error, context, url));
    for (const secret of secrets) {
      expect(sent).not.toContain(secret);
      if (digits(secret).length >= 6) expect(digits(sent)).not.toContain(digits(secret));
    }
    expect(sent.toLowerCase()).not.toContain("amelia");
  });

  it("keeps what helps: the route pattern, the code, a standard name, the catalogue message", () => {
    const failure = Object.assign(new Error("Invalid booking Token."), {
      name: "DispatchError",
      code: "invalid_booking",
    });
    const event = eventFor(
      failure,
      { operation: "getBooking", status: 400, reason: "Business" },
      "https://book.localhost/t/kT3v9QpX2mLa7RcZ0bN4wE",
    );
    expect(event).toMatchObject({
      name: "DispatchError",
      code: "invalid_booking",
      message: "Invalid booking Token.",
      route: "/t/:token",
      context: { operation: "getBooking", status: 400, reason: "Business" },
    });
    expect(eventFor(new Error("x"), {}, "https://book.localhost/no/such/page")?.route).toBe("unmatched");
  });
});

describe("what stays", () => {
  it("keeps long function names in stacks, and still removes tokens without digits", () => {
    const error = new Error("x");
    error.stack = "Error: x\n    at asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:101:5)";
    expect(eventFor(error)?.stack).toBe(
      "    at asyncRunEntryPointWithESMLoader (node:internal/modules/run_main:101:5)",
    );
    expect(eventFor(new Error("token QxHbVnMtLpRsKwYzAbCdEf"))?.message).toBe("token [redacted]");
  });
});

describe("uncaught errors and unhandled rejections", () => {
  it("are reported through the port, scrubbed", () => {
    const listeners = new Map<string, (event: never) => void>();
    const source = {
      addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
    };
    const reporting = createInMemoryErrorReporting();
    reportUncaught(source as never, reporting);
    (listeners.get("error") as (event: { error: unknown }) => void)({
      error: new TypeError("x of amelia.clarke@example.com"),
    });
    (listeners.get("unhandledrejection") as (event: { reason: unknown }) => void)({
      reason: "rejected for Amelia Clarke",
    });
    expect(reporting.events.map((event) => [event.name, event.message])).toEqual([
      ["TypeError", "x of [email]"],
      ["UnhandledRejection", "rejected for [name]"],
    ]);
  });

  it("are not listened to when reporting is off", () => {
    const source = { addEventListener: () => expect.unreachable() };
    reportUncaught(source as never, createInMemoryErrorReporting({ dsn: null }));
  });
});
