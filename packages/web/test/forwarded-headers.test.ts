// The web server forwards to the dispatch API no forwarding header a client wrote, and names the
// client by the address it saw (the sandbox throttles sign-ins per client by it).
import { describe, expect, it } from "vitest";
import { forwardedHeaders } from "../server/server.ts";

describe("forwardedHeaders", () => {
  const origin = new URL("http://book.localhost:5173");

  it("drops the client's forwarding headers and a foreign Origin, and sets its own", () => {
    const out = forwardedHeaders(
      {
        "x-forwarded-host": "attacker.example",
        "x-forwarded-for": "203.0.113.9",
        forwarded: "for=203.0.113.9;host=attacker.example",
        "x-real-ip": "203.0.113.9",
        origin: "http://attacker.example",
        cookie: "a=b",
      },
      origin,
      "127.0.0.1",
    );
    expect(out["x-forwarded-host"]).toBe("book.localhost:5173");
    expect(out["x-forwarded-for"]).toBe("127.0.0.1");
    expect(out.forwarded).toBeUndefined();
    expect(out["x-real-ip"]).toBeUndefined();
    expect(out.origin).toBeUndefined();
    expect(out.cookie).toBe("a=b");
  });

  it("keeps the page's own Origin", () => {
    expect(forwardedHeaders({ origin: origin.origin }, origin, "::1").origin).toBe(origin.origin);
  });
});
