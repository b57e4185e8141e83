// Behind a TLS terminator (CABLINE_TRUSTED_PROXIES), the web server believes that proxy's
// X-Forwarded-Proto and X-Forwarded-For, and nobody else's: the page's scheme decides whether the
// session cookies are Secure (docs/decisions/browser-sessions.md), the client whom limits count.
import { describe, expect, it } from "vitest";
import { requestSource } from "../server/server.ts";

const https = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7, 198.51.100.4" };

describe("requestSource", () => {
  it("believes a listed proxy: its scheme, and the client it appended last", () => {
    expect(requestSource("10.0.0.5", https, ["10.0.0.5"])).toEqual({ protocol: "https", client: "198.51.100.4" });
    // Node gives IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d.
    expect(requestSource("::ffff:10.0.0.5", https, ["10.0.0.5"]).protocol).toBe("https");
  });

  it("believes nobody when no proxy is listed, or the peer is not one", () => {
    expect(requestSource("10.0.0.5", https, [])).toEqual({ protocol: "http", client: "10.0.0.5" });
    expect(requestSource("192.0.2.1", https, ["10.0.0.5"])).toEqual({ protocol: "http", client: "192.0.2.1" });
  });

  it("takes only http or https, and the peer when the proxy named no client", () => {
    expect(requestSource("10.0.0.5", { "x-forwarded-proto": "javascript" }, ["10.0.0.5"])).toEqual({
      protocol: "http",
      client: "10.0.0.5",
    });
    expect(requestSource("10.0.0.5", { "x-forwarded-proto": "HTTPS, http" }, ["10.0.0.5"]).protocol).toBe("https");
  });
});
