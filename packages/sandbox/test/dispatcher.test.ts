// Dispatcher controls (src/dispatcher.ts): off unless asked for; when on, a trip's next step falls
// due at once and the later steps keep their spacing; a trip booked ahead and a finished one stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

const advanceLeg = (ts: TestSandbox, token: string) =>
  ts.call("POST", "/sandbox/dispatcher/advance", { form: { booking_token: token } });

const book = async (ts: TestSandbox, passenger: string, asap: boolean): Promise<string> => {
  const created = await ts.call("POST", "/customer/v2/booking", {
    token: passenger,
    key: true,
    json: asap ? oneWay({}, { asap: true, dateTime: undefined }) : oneWay({}),
  });
  expect(created.status).toBe(200);
  return created.body.bookings[0].booking_token as string;
};

describe("off by default", () => {
  let ts: TestSandbox;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
  });
  afterAll(() => ts.stop());

  it("is not served", async () => {
    const passenger = await ts.login("passenger@example.com");
    const token = await book(ts, passenger, true);
    expect((await advanceLeg(ts, token)).status).toBe(404);
  });
});

describe("with SANDBOX_DISPATCHER_CONTROLS", () => {
  let ts: TestSandbox;
  let passenger: string;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true, dispatcherControls: true });
    passenger = await ts.login("passenger@example.com");
  });
  afterAll(() => ts.stop());

  const status = async (token: string) =>
    (await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`, { token: passenger })).body.booking;

  it("moves an ASAP trip on one step per call, with a driver, and the clock still moves it after", async () => {
    const token = await book(ts, passenger, true);
    const first = await advanceLeg(ts, token);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("driver_allocated");
    expect((await status(token)).driver).toMatchObject({ name: expect.any(String) });
    expect((await advanceLeg(ts, token)).body.status).toBe("en_route");
    expect((await status(token)).driver.location).toMatchObject({ lat: expect.any(Number) });
    // Arrival is 60 s after the driver set off, as without the console.
    ts.advance(59_000);
    expect((await status(token)).status).toBe("en_route");
    ts.advance(2_000);
    expect((await status(token)).status).toBe("arrived");
  });

  it("leaves a trip booked days ahead, and refuses a cancelled one and a made-up token", async () => {
    const ahead = await book(ts, passenger, false);
    const refused = await advanceLeg(ts, ahead);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("bad_request");
    expect((await status(ahead)).status).toBe("booked");

    const cancelled = await book(ts, passenger, true);
    expect(
      (
        await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
          token: passenger,
          form: { booking_token: cancelled },
        })
      ).status,
    ).toBe(200);
    expect((await advanceLeg(ts, cancelled)).body.error).toBe("booking_cannot_be_changed");
    expect((await advanceLeg(ts, "made-up-token-000000000000")).body.error).toBe("invalid_booking");
  });
});
