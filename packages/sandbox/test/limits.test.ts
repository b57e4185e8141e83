// A booking with 10,000 via stops (£20,004), 100,000-character names, 500,000-character notes
// and a pickup in the year 9999 were all once accepted. Each is now refused
// with 400 before any place is looked up or priced; the limits are the domain's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iso, oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const quote = (legOverrides: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  ts.call("POST", "/customer/v2/checkout/getCostEstimate", { json: oneWay(overrides, legOverrides) });
const guestBooking = async (legOverrides: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
  const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
  return ts.call("POST", "/customer/v2/booking", {
    key: true,
    json: oneWay(
      { guestBooking: true, guestUserId, ...overrides },
      { name: "Ada Lane", phone: "07700 900334", email: "ada@example.com", ...legOverrides },
    ),
  });
};

describe("limits on a booking", () => {
  it("refuses 10,000 via stops and takes 10", async () => {
    const many = await quote({ destinations: [places.ocean, ...Array.from({ length: 10_000 }, () => places.central)] });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("A journey has at most 10 via stops.");
    const ten = await quote({ destinations: [places.ocean, ...Array.from({ length: 10 }, () => places.central)] });
    expect(ten.status).toBe(200);
    const eleven = await quote({ destinations: [places.ocean, ...Array.from({ length: 11 }, () => places.central)] });
    expect(eleven.status).toBe(400);
  });

  it("refuses a 100,000-character name, 500,000-character notes and a pickup in 9999", async () => {
    expect((await guestBooking({ name: "A".repeat(100_000) })).body.message).toBe("Name: at most 100 characters.");
    expect((await guestBooking({ notes: "N".repeat(500_000) })).body.message).toBe("Notes: at most 1000 characters.");
    const far = await guestBooking({ dateTime: "9999-12-31T10:00:00+00:00" });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe("Pickups can be booked at most 365 days ahead.");
    expect((await guestBooking({}, { poNumber: "P".repeat(101) })).status).toBe(400);
    expect((await guestBooking({ notes: "Gate 4, by the blue door." })).status).toBe(200);
  });

  it("applies to bulk rows too", async () => {
    const booker = await ts.login("booker@example.com");
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
    const answer = await ts.call("POST", "/business/trips/bulkImport", {
      token: booker,
      key: true,
      json: {
        business_id: profile.body.accounts[0].business_id,
        dry_run: true,
        rows: [
          {
            row: 2,
            pickup_time: iso(ts.now() + 2 * 86_400_000),
            pickup_location: places.central,
            destinations: [places.ocean],
            passenger_name: "Crew 2",
            passenger_phone: "+447700900701",
            po_number: "SML-PO-2026-0420",
            notes: "N".repeat(1001),
          },
        ],
      },
    });
    expect(JSON.stringify(answer.body)).toContain("at most 1000 characters");
  });

  it("refuses a multi-megabyte address with 400 before the maps service searches it", async () => {
    // 4 MB of address, no place id: without the limit it went to the maps service's typo-tolerant search.
    const huge = { description: `${"Above Bar Street ".repeat(250_000)}Southampton`, lat: 50.9063, lon: -1.4047 };
    const started = performance.now();
    const answer = await quote({ pickup: huge });
    const took = performance.now() - started;
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Address: at most 300 characters.");
    expect(took).toBeLessThan(1000);
    const drop = await quote({ destinations: [places.ocean, { ...places.central, address: "x".repeat(301) }] });
    expect(drop.status).toBe(400);
  });

  it("limits a place's types, a stop's person and the flight number, and takes what is within them", async () => {
    const types = await quote({ pickup: { ...places.aboveBar, types: Array.from({ length: 21 }, () => "premise") } });
    expect(types.status).toBe(400);
    expect(types.body.message).toBe("Place types: at most 20, each at most 50 characters.");
    expect((await quote({ pickup: { ...places.aboveBar, types: ["t".repeat(51)] } })).status).toBe(400);
    const person = await quote({ destinations: [{ ...places.ocean, user: { name: "A".repeat(100_000) } }] });
    expect(person.status).toBe(400);
    expect(person.body.message).toBe("Name: at most 100 characters.");
    const flight = await guestBooking({ pickup: places.airport, flightNumber: "SI4202".repeat(1000) });
    expect(flight.status).toBe(400);
    expect(flight.body.message).toBe("Flight number: at most 10 characters.");
    expect(
      (
        await quote({
          pickup: { ...places.aboveBar, types: Array.from({ length: 20 }, () => "t".repeat(50)) },
          destinations: [{ ...places.ocean, user: { name: "A".repeat(100) } }],
        })
      ).status,
    ).toBe(200);
    expect((await guestBooking({ pickup: places.airport, flightNumber: "SI 4202" })).status).toBe(200);
  });

  it("limits a saved place's name, address and id", async () => {
    const token = await ts.login("passenger@example.com");
    const save = (fields: Record<string, string>) =>
      ts.call("POST", "/customer/v2/location", {
        token,
        form: { name: "Home", description: "112 Above Bar Street", lat: "50.9063", lon: "-1.4047", ...fields },
      });
    expect((await save({ description: "D".repeat(2_000_000) })).status).toBe(400);
    expect((await save({ id: "i".repeat(1001) })).status).toBe(400);
    expect((await save({ name: "N".repeat(101) })).status).toBe(400);
    expect((await save({})).status).toBe(200);
  });
});
