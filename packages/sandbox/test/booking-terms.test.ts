// Every quote carries the operator's waiting and cancellation terms (QuoteTerms, from the tenant's
// tariff and the domain's cancellation rule), and the confirmation e-mail repeats them in the
// domain's words (BookingTerms), with the airport's allowance only for an airport pickup.
import { Booking, BookingTerms, Money } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTrip, oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

describe("the terms a booking is made on", () => {
  let ts: TestSandbox;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
  });
  afterAll(() => ts.stop());

  it.each([
    ["BOOK", 5, 45, 30],
    ["GDT", 3, 30, 25],
    ["PDC", 10, 60, 40],
  ])("%s quotes its own waiting allowance and the cancellation fee", async (tenant, free, airport, perMinute) => {
    const quote = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
      tenant,
      json: oneWay({}, localTrip(tenant)),
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.terms).toEqual({
      waiting: {
        free_minutes: free,
        airport_free_minutes: airport,
        per_minute: { amount: perMinute, currency: "GBP" },
      },
      cancellation: {
        free_until: "en_route",
        fee: { amount: Booking.cancellationFee.amountMinor, currency: "GBP" },
      },
    });
  });

  type Place = (typeof places)[keyof typeof places];
  const book = async (pickup: Place, drop: Place, email: string) => {
    const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
    const created = await ts.call("POST", "/customer/v2/booking", {
      key: true,
      json: oneWay(
        { guestBooking: true, guestUserId },
        { pickup, destinations: [drop], name: "Terry Terms", phone: "07700 900778", email },
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [confirmation] = await ts.outbox(email);
    return confirmation?.body ?? "";
  };

  const solent = {
    waiting: { freeMinutes: 5, airportFreeMinutes: 45, perMinute: Money.fromMinor(30) },
    cancellation: { freeUntil: "en_route", fee: Booking.cancellationFee },
  } as const;

  it("repeats them in the confirmation e-mail, with the airport's allowance for an airport pickup", async () => {
    const fromAirport = await book(places.airport, places.aboveBar, `terms-air-${Date.now()}@example.com`);
    for (const line of BookingTerms.lines(solent, { airportPickup: true })) expect(fromAirport).toContain(line);

    const toAirport = await book(places.aboveBar, places.airport, `terms-town-${Date.now()}@example.com`);
    for (const line of BookingTerms.lines(solent, { airportPickup: false })) expect(toAirport).toContain(line);
    expect(toAirport).not.toContain("flight lands");
    const texts = await ts.outbox("+447700900778");
    for (const text of texts) expect(text.body).not.toContain("Cancelling is free");
  });
});
