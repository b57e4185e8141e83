// The booking lifecycle across the injected clock: booked → driver_allocated → en_route →
// arrived → passenger_on_board → completed, persisted as it is read, with the cancellation
// fee of each stage (contracts/README.md "Status lifecycle", "Cancellation preview").
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advance, cancellationFee, steps, timeline } from "../src/lifecycle.ts";
import { iso, leg, oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger: string;
beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const second = 1000;
const minute = 60 * second;

const status = async (token: string): Promise<string> => {
  const answer = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
  expect(answer.status).toBe(200);
  return answer.body.booking.status;
};

describe("an ASAP cash booking moves with the clock", () => {
  it("goes booked → driver_allocated → en_route → arrived → passenger_on_board → completed", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true, dateTime: undefined }),
    });
    expect(created.status).toBe(200);
    const booking = created.body.bookings[0];
    expect(booking.status).toBe("booked");
    expect(booking.asap).toBe(true);
    expect(Date.parse(booking.pickup_time) - ts.now()).toBe(minute);
    const token = booking.booking_token as string;

    ts.advance(20 * second);
    expect(await status(token)).toBe("booked");
    ts.advance(15 * second);
    const allocated = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
    expect(allocated.body.booking.status).toBe("driver_allocated");
    expect(allocated.body.booking.driver).toMatchObject({ name: expect.any(String), registration: expect.any(String) });
    expect(allocated.body.booking.driver.location).toBeUndefined();

    ts.advance(30 * second);
    const enRoute = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
    expect(enRoute.body.booking.status).toBe("en_route");
    expect(enRoute.body.booking.driver.location).toMatchObject({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(enRoute.body.booking.driver.eta_minutes).toBeGreaterThanOrEqual(1);

    ts.advance(60 * second);
    expect(await status(token)).toBe("arrived");
    ts.advance(60 * second);
    expect(await status(token)).toBe("passenger_on_board");
    ts.advance(30 * minute);
    const done = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
    expect(done.body.booking.status).toBe("completed");
    const history = done.body.booking.status_history as { status: string; at: string }[];
    expect(history.map((change) => change.status)).toEqual(["booked", ...steps]);
    const times = history.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("skips no step when nobody looks in between, and the lists agree", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true }),
    });
    const token = created.body.bookings[0].booking_token;
    const id = created.body.bookings[0].id;
    let upcoming = await ts.call("GET", "/customer/v2/upcoming/get?count=100", { token: passenger });
    expect(upcoming.body.bookings.map((b: { id: number }) => b.id)).toContain(id);
    ts.advance(2 * 60 * minute);
    upcoming = await ts.call("GET", "/customer/v2/upcoming/get?count=100", { token: passenger });
    expect(upcoming.body.bookings.map((b: { id: number }) => b.id)).not.toContain(id);
    const history = await ts.call("GET", "/customer/v2/history/get?count=100", { token: passenger });
    const row = history.body.bookings.find((b: { id: number }) => b.id === id);
    expect(row.status).toBe("completed");
    expect(row.status_history).toHaveLength(6);
    expect(await status(token)).toBe("completed");
  });
});

describe("scheduled and unpaid bookings", () => {
  it("waits until 15 minutes before a scheduled pickup", async () => {
    const pickup = ts.now() + 2 * 24 * 60 * minute;
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { dateTime: iso(pickup) }),
    });
    const token = created.body.bookings[0].booking_token;
    ts.advance(24 * 60 * minute);
    expect(await status(token)).toBe("booked");
    ts.setNow(pickup - 16 * minute);
    expect(await status(token)).toBe("booked");
    ts.setNow(pickup - 15 * minute);
    expect(await status(token)).toBe("driver_allocated");
    ts.setNow(pickup - 10 * minute);
    expect(await status(token)).toBe("en_route");
    ts.setNow(pickup - minute);
    expect(await status(token)).toBe("arrived");
    ts.setNow(pickup + minute);
    expect(await status(token)).toBe("passenger_on_board");
  });

  it("keeps an unpaid card booking booked, and starts it once paid", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({ paymentMethod: "card" }, { asap: true }),
    });
    const booking = created.body.bookings[0];
    expect(booking.payment_status).toBe("pending");
    expect(created.body.basket_id).toMatch(/^bsk_/);
    expect(created.body.amount_due.amount).toBe(booking.fare.total.amount);
    ts.advance(30 * minute);
    expect(await status(booking.booking_token)).toBe("booked");
    const paid = await ts.call("POST", "/customer/v2/checkout/checkout", {
      token: passenger,
      key: true,
      form: { basket_id: created.body.basket_id, paymentMethod: "card", newCardToken: "tok_visa" },
    });
    expect(paid.body.status).toBe("succeeded");
    expect(paid.body.bookings[0].payment_status).toBe("paid");
    ts.advance(35 * second);
    expect(await status(booking.booking_token)).toBe("driver_allocated");
  });
});

describe("cancelling along the way", () => {
  const cancelInfo = (token: string) => ts.call("GET", `/customer/v2/getCancelBookingInfo?booking_token=${token}`);
  const cancel = (token: string) =>
    ts.call("POST", "/customer/v2/checkout/cancelBookingPair", { form: { booking_token: token } });

  it("is free before the driver sets off", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true }),
    });
    const token = created.body.bookings[0].booking_token;
    ts.advance(35 * second);
    const info = await cancelInfo(token);
    expect(info.body).toMatchObject({ cancellable: true, fee: { amount: 0, currency: "GBP" } });
    expect(info.body.legs[0]).toMatchObject({ status: "driver_allocated", cancellable: true });
    const cancelled = await cancel(token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.fee.amount).toBe(0);
    expect(cancelled.body.bookings[0].status).toBe("cancelled");
    ts.advance(60 * minute);
    expect(await status(token)).toBe("cancelled");
  });

  it("costs £10.00 once the driver is en route, and is refused once the passenger is on board", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true, destinations: [places.airport] }),
    });
    const token = created.body.bookings[0].booking_token;
    ts.advance(65 * second);
    const info = await cancelInfo(token);
    expect(info.body).toMatchObject({ cancellable: true, fee: { amount: 1000 } });
    expect(info.body.policy).toContain("£10.00");
    ts.advance(3 * minute);
    expect(await status(token)).toBe("passenger_on_board");
    const onBoard = await cancelInfo(token);
    expect(onBoard.body.cancellable).toBe(false);
    const refused = await cancel(token);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: "wrong_state",
      message: "Booking cannot be updated as it is already finished.",
    });
  });

  it("charges the fee when cancelled en route and keeps it on the booking", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true, destinations: [places.airport] }),
    });
    const token = created.body.bookings[0].booking_token;
    ts.advance(70 * second);
    const cancelled = await cancel(token);
    expect(cancelled.body.fee).toEqual({ amount: 1000, currency: "GBP" });
    const after = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
    expect(after.body.booking.cancellation_fee).toEqual({ amount: 1000, currency: "GBP" });
  });

  it("never charges more to cancel than the trip costs (BookingLedger.feeToCancel)", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { asap: true }),
    });
    const fare = created.body.bookings[0].fare.total.amount as number;
    expect(fare).toBeLessThan(1000);
    ts.advance(70 * second);
    const cancelled = await cancel(created.body.bookings[0].booking_token);
    expect(cancelled.body.fee.amount).toBe(fare);
  });

  it("cancels one leg of a return journey with legs=return", async () => {
    const outbound = ts.now() + 24 * 60 * minute;
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: {
        outbound: leg({ dateTime: iso(outbound) }),
        return: leg({
          dateTime: iso(outbound + 3 * 60 * minute),
          pickup: places.ocean,
          destinations: [places.aboveBar],
        }),
        returnEnabled: true,
        paymentMethod: "cash",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [out, back] = created.body.bookings;
    expect(back.pair_id).toBe(out.id);
    const cancelled = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      form: { booking_token: out.booking_token, legs: "return" },
    });
    expect(cancelled.body.bookings.map((b: { leg: string }) => b.leg)).toEqual(["return"]);
    expect(await status(out.booking_token)).toBe("booked");
    expect(await status(back.booking_token)).toBe("cancelled");
  });
});

describe("the timeline (properties)", () => {
  const timing = fc.record({
    confirmedAt: fc.integer({ min: 0, max: 1e12 }),
    lead: fc.integer({ min: -60 * minute, max: 30 * 24 * 60 * minute }),
    roadMiles: fc.double({ min: 0, max: 200, noNaN: true }),
  });

  it("puts every step after the one before it, at least 30 seconds apart", () => {
    fc.assert(
      fc.property(timing, ({ confirmedAt, lead, roadMiles }) => {
        const times = timeline({ confirmedAt, pickupTime: confirmedAt + lead, roadMiles });
        const list = steps.map((step) => times[step]);
        expect(list[0]).toBeGreaterThanOrEqual(confirmedAt + 30 * second);
        for (let i = 1; i < list.length; i++)
          expect((list[i] as number) - (list[i - 1] as number)).toBeGreaterThanOrEqual(30 * second);
      }),
    );
  });

  it("reaches the same status whether the clock is read once or many times", () => {
    fc.assert(
      fc.property(
        timing,
        fc.array(fc.integer({ min: 0, max: 3 * 60 * 60 * 1000 }), { maxLength: 8 }),
        ({ confirmedAt, lead, roadMiles }, hops) => {
          const t = { confirmedAt, pickupTime: confirmedAt + lead, roadMiles };
          const end = confirmedAt + hops.reduce((a, b) => a + b, 0);
          let current: ReturnType<typeof advance>["status"] = "booked";
          let clock = confirmedAt;
          for (const hop of hops) {
            clock += hop;
            current = advance(current, t, clock).status;
          }
          expect(current).toBe(advance("booked", t, end).status);
        },
      ),
    );
  });

  it("charges nothing before en route, £10.00 en route or arrived, and refuses from on board", () => {
    expect(["booked", "driver_allocated"].map((s) => cancellationFee(s as "booked"))).toEqual([0, 0]);
    expect(["en_route", "arrived"].map((s) => cancellationFee(s as "booked"))).toEqual([1000, 1000]);
    expect(
      ["passenger_on_board", "completed", "cancelled", "no_show"].map((s) => cancellationFee(s as "booked")),
    ).toEqual([undefined, undefined, undefined, undefined]);
  });
});
