// Hardening audit: every *.localhost name passes the web server's host check, so random Host
// headers (xyz.localhost) must not grow the tenant cache without end. The directory remembers at
// most 1000 hosts, least recently used first out, and a tenant in use stays cached.
import { describe, expect, it } from "vitest";
import { tenantDirectory } from "../server/tenants.ts";
import { saloon } from "./fixtures.ts";

const configurationOf = (request: string | URL | Request, init?: RequestInit) => {
  void request;
  const tenant = new Headers(init?.headers).get("x-tenant-id");
  return Promise.resolve(
    tenant === "BOOK"
      ? new Response(JSON.stringify({ website_name: "Solent Cars" }), { status: 200 })
      : new Response(JSON.stringify({ error: "bad_request", message: "No tenant with this X-TENANT-ID." }), {
          status: 400,
        }),
  );
};

describe("tenant directory cache", () => {
  it("stays at 1000 hosts under a flood of random *.localhost names, keeping the tenant in use", async () => {
    const asked: Array<string | null> = [];
    const directory = tenantDirectory({
      dispatchUrl: "http://dispatch.invalid",
      fetch: (request, init) => {
        asked.push(new Headers(init?.headers).get("x-tenant-id"));
        return configurationOf(request, init);
      },
    });
    const book = new URL("http://book.localhost:5173");
    expect((await directory.lookup("BOOK", book))._tag).toBe("Known");
    for (let i = 0; i < 5000; i++) {
      const code = `X${i.toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      expect((await directory.lookup(code, new URL(`http://${code.toLowerCase()}.localhost:5173`)))._tag).toBe(
        "Unknown",
      );
      // The operator's own visitors keep coming while the flood goes on.
      if (i % 500 === 0) await directory.lookup("BOOK", book);
    }
    expect(directory.size()).toBe(1000);
    const booksAsked = asked.filter((code) => code === "BOOK").length;
    await directory.lookup("BOOK", book);
    expect(asked.filter((code) => code === "BOOK").length).toBe(booksAsked);
  });

  it("forgets the least recently asked host first, and asks again for it", async () => {
    let calls = 0;
    const directory = tenantDirectory({
      dispatchUrl: "http://dispatch.invalid",
      maxEntries: 2,
      fetch: (request, init) => {
        calls++;
        return configurationOf(request, init);
      },
    });
    const at = (code: string) => new URL(`http://${code.toLowerCase()}.localhost`);
    await directory.lookup("BOOK", at("BOOK"));
    await directory.lookup("AAA", at("AAA"));
    await directory.lookup("BOOK", at("BOOK")); // BOOK is now the most recent
    await directory.lookup("BBB", at("BBB")); // AAA goes
    expect(calls).toBe(3);
    await directory.lookup("BOOK", at("BOOK"));
    expect(calls).toBe(3);
    await directory.lookup("AAA", at("AAA"));
    expect(calls).toBe(4);
    expect(directory.size()).toBe(2);
  });

  it("does not take a throttled answer (429) for an unknown operator, and asks again on the next request", async () => {
    let calls = 0;
    const directory = tenantDirectory({
      dispatchUrl: "http://dispatch.invalid",
      fetch: (request, init) => {
        calls++;
        return calls === 1
          ? Promise.resolve(new Response(JSON.stringify({ error: "too_many_attempts_please_wait" }), { status: 429 }))
          : configurationOf(request, init);
      },
    });
    const book = new URL("http://book.localhost:5173");
    expect((await directory.lookup("BOOK", book))._tag).toBe("Unreachable");
    await Promise.resolve();
    expect((await directory.lookup("BOOK", book))._tag).toBe("Known");
    expect(calls).toBe(2);
  });
});

describe("the tenant's ride types (inlined in the booking pages)", () => {
  it("asks with the tenant and the page's origin, decodes, and keeps the answer a minute", async () => {
    let clock = 0;
    const asked: Array<{ url: string; tenant: string | null; host: string | null }> = [];
    const directory = tenantDirectory({
      dispatchUrl: "http://dispatch.invalid",
      now: () => clock,
      fetch: (request) => {
        const sent = request as Request;
        asked.push({
          url: sent.url,
          tenant: sent.headers.get("x-tenant-id"),
          host: sent.headers.get("x-forwarded-host"),
        });
        return Promise.resolve(new Response(JSON.stringify({ error: "no_error", ride_types: [saloon] })));
      },
    });
    const book = new URL("http://book.localhost:5173");
    expect(await directory.rideTypes("BOOK", book)).toEqual([saloon]);
    expect(asked).toEqual([
      {
        url: "http://dispatch.invalid/customer/v2/checkout/activeRideTypes",
        tenant: "BOOK",
        host: "book.localhost:5173",
      },
    ]);
    clock = 59_000;
    await directory.rideTypes("BOOK", book);
    expect(asked).toHaveLength(1);
    clock = 61_000;
    await directory.rideTypes("BOOK", book);
    expect(asked).toHaveLength(2);
  });

  it("an answer that does not decode, or none, gives nothing to inline and is asked for again", async () => {
    const answers = [
      () => Promise.resolve(new Response(JSON.stringify({ error: "no_error", ride_types: [{ id: 1 }] }))),
      () => Promise.reject(new Error("down")),
      () => Promise.resolve(new Response(JSON.stringify({ error: "no_error", ride_types: [saloon] }))),
    ];
    let calls = 0;
    const directory = tenantDirectory({
      dispatchUrl: "http://dispatch.invalid",
      fetch: () => (answers[calls++] ?? answers[2]!)(),
    });
    const book = new URL("http://book.localhost:5173");
    expect(await directory.rideTypes("BOOK", book)).toBeUndefined();
    await Promise.resolve();
    expect(await directory.rideTypes("BOOK", book)).toBeUndefined();
    await Promise.resolve();
    expect(await directory.rideTypes("BOOK", book)).toEqual([saloon]);
    expect(calls).toBe(3);
  });
});
