import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Redirect from "../src/Redirect.ts";

const origin = "http://book.localhost";

const staysHome = (value: string): void => {
  const url = new URL(value, origin);
  expect(url.origin).toBe(origin);
  expect(url.href.startsWith(`${origin}/`)).toBe(true);
  // A path starting with "//" would be read as another host by router.navigate or location.assign.
  expect(url.pathname.startsWith("//")).toBe(false);
  expect(url.pathname.includes("\\")).toBe(false);
};

const hostilePieces = fc.constantFrom(
  "/",
  "//",
  "\\",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%25",
  "%252F",
  "%255C",
  ":",
  "javascript:",
  "http:",
  "https:",
  "evil.example",
  ".",
  "..",
  "%2e",
  "%2E%2E",
  "\t",
  "\n",
  "\r",
  "%09",
  "%0A",
  "%0d",
  "\u0000",
  "%00",
  "@",
  "?",
  "#",
  " ",
  "a",
  "%",
  "／",
  "\u2028",
  "%E2%80%A8",
  "data:",
  "&",
  "=",
);
const hostile = fc.array(hostilePieces, { maxLength: 12 }).map((pieces) => pieces.join(""));
const segment = fc.stringMatching(/^[A-Za-z0-9_~-]{1,8}$/);
const safePath = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z0-9=&]{1,10}$/), { nil: undefined }),
  )
  .map(([segments, query]) => `/${segments.join("/")}${query === undefined ? "" : `?${query}`}`);

describe("Redirect sanitiser (spec §2)", () => {
  it("accepts same-origin relative paths starting with a single /", () => {
    for (const path of ["/trips", "/trips/42?tab=history#top", "/business/book-ride", "/", "/t/abc%20def"]) {
      expect(Redirect.sanitise(path)).toBe(path);
    }
  });

  it("rejects absolute URLs, //host, /\\host, javascript: and encoded variants", () => {
    for (const hostileValue of [
      "https://evil.example",
      "http:evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/trips\\..\\..\\evil",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "%2F%2Fevil.example",
      "/%2F/evil.example",
      "/%2fevil.example".replace("/", "/%2f"),
      "/%5Cevil.example",
      "/%2F%2Fevil.example",
      "https:%2F%2Fevil.example",
      "%252F%252Fevil.example",
      "/%252F/evil.example",
      "/\t/evil.example",
      "/%09/evil.example",
      "/trips\n",
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "/./trips",
      "/a/%2E%2E/b",
      "/%E0%A4%A",
      "trips",
      " /trips",
      "",
    ]) {
      expect(Redirect.sanitise(hostileValue), hostileValue).toBeUndefined();
    }
    expect(Redirect.sanitise(null)).toBeUndefined();
    expect(Redirect.sanitise(undefined)).toBeUndefined();
  });

  it("gives up on values that keep decoding", () => {
    let value = "/trips%20x";
    for (let i = 0; i < 10; i++) value = value.replaceAll("%", "%25");
    expect(Redirect.sanitise(value)).toBeUndefined();
  });

  it("never yields a value that leaves the origin", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string({ unit: "binary" }), fc.webUrl(), safePath), (value) => {
        const result = Redirect.sanitise(value);
        if (result !== undefined) staysHome(result);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps ordinary paths as they are and is idempotent", () => {
    fc.assert(
      fc.property(safePath, (path) => {
        expect(Redirect.sanitise(path)).toBe(path);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(hostile, safePath), (value) => {
        const once = Redirect.sanitise(value);
        expect(once === undefined ? undefined : Redirect.sanitise(once)).toBe(once);
      }),
    );
  });
});

describe("Post-sign-in and sign-out destinations (spec §2)", () => {
  it("goes to the redirect query value when present and safe", () => {
    expect(Redirect.afterSignIn("/trips/42", false)).toBe("/trips/42");
    expect(Redirect.afterSignIn("/overview", true)).toBe("/overview");
  });

  it("otherwise goes to /book-ride for consumers or /business/book-ride for business users", () => {
    expect(Redirect.afterSignIn(undefined, false)).toBe("/book-ride");
    expect(Redirect.afterSignIn(null, true)).toBe("/business/book-ride");
    expect(Redirect.afterSignIn("//evil.example", false)).toBe("/book-ride");
    expect(Redirect.afterSignIn("https://evil.example/", true)).toBe("/business/book-ride");
  });

  it("always lands on this origin", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), fc.boolean(), (value, business) => {
        staysHome(Redirect.afterSignIn(value, business));
      }),
    );
  });

  it("goes to /book-ride after sign-out", () => {
    expect(Redirect.afterSignOut()).toBe("/book-ride");
  });

  it("carries the destination in the redirect query parameter", () => {
    expect(Redirect.redirectParam).toBe("redirect");
  });
});
