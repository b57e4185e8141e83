// Ride feedback from the operator's links (submitBookingFeedback; spec §2
// /phone-review/{token}, /driver_no_activity_feedback/{token}). A review once the ride is
// completed, a no-show report from the pickup time while it is not finished (the domain's Feedback rule); each is
// stored and e-mailed to the operator's support address; a share token only reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger = "";
const support = "support@solentcars.example";
const minute = 60_000;

beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const asapRide = async (): Promise<{ token: string; pair: number }> => {
  const created = await ts.call("POST", "/customer/v2/booking", {
    token: passenger,
    key: true,
    json: oneWay({}, { asap: true, name: "Lena <b>Ortiz</b>" }),
  });
  return { token: created.body.bookings[0].booking_token, pair: created.body.pair_id };
};

const feedback = (form: Record<string, string>) => ts.call("POST", "/customer/v2/bookingFeedback", { form });

describe("a review", () => {
  it("is refused before the ride is completed, then stored, e-mailed to the operator and replaceable", async () => {
    const { token, pair } = await asapRide();
    const early = await feedback({ booking_token: token, kind: "review", rating: "5" });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe("wrong_state");
    expect(early.body.message).toBe("This ride can be rated once it is completed.");

    ts.advance(3 * 60 * minute);
    const bad = await feedback({ booking_token: token, kind: "review", rating: "6" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Choose a rating from 1 to 5 stars.");
    expect((await feedback({ booking_token: token, kind: "review" })).status).toBe(400);

    const first = await feedback({
      booking_token: token,
      kind: "review",
      rating: "4",
      comment: "Kind\u001b[2J driver",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: "no_error", kind: "review" });
    const mails = await ts.outbox(support);
    const mail = mails.find((m) => m.subject === `Review of booking ${pair}: 4 of 5`);
    expect(mail?.body).toContain("Kind[2J driver");
    expect(mail?.body).not.toContain("\u001b");

    const again = await feedback({ booking_token: token, kind: "review", rating: "2" });
    expect(again.body.received_at).toBe(first.body.received_at);
    expect((await ts.outbox(support)).map((m) => m.subject)).toContain(`Changed review of booking ${pair}: 2 of 5`);
    const stored = ts.sandbox.db.all<{ rating: number }>(
      "SELECT rating FROM booking_feedback WHERE tenant = 'BOOK' AND kind = 'review' AND booking_id = ?",
      first.body.booking_id,
    );
    expect(stored).toEqual([{ rating: 2 }]);
  });

  it("refuses a comment over 1000 characters and a made-up or share token", async () => {
    const { token } = await asapRide();
    ts.advance(3 * 60 * minute);
    const long = await feedback({ booking_token: token, kind: "review", rating: "3", comment: "x".repeat(1001) });
    expect(long.status).toBe(400);
    const share = (await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`)).body.booking.share_token;
    for (const credential of [share, "AAAAAAAAAAAAAAAAAAAAAAAA", "nope"]) {
      const refused = await feedback({ booking_token: credential, kind: "review", rating: "3" });
      expect(refused.body.error).toBe("invalid_booking");
    }
  });
});

describe("a driver no-show report", () => {
  it("is taken while the ride is not finished, told to the operator once, and refused after", async () => {
    const { token, pair } = await asapRide();
    // Before the pickup time the driver is not late (Feedback.refusal "notYetDue").
    const early = await feedback({ booking_token: token, kind: "driver_no_show" });
    expect(early.body.error).toBe("wrong_state");
    ts.advance(2 * minute);
    const reported = await feedback({ booking_token: token, kind: "driver_no_show", comment: "At the main gate" });
    expect(reported.status).toBe(200);
    expect(reported.body.kind).toBe("driver_no_show");
    const again = await feedback({ booking_token: token, kind: "driver_no_show" });
    expect(again.status).toBe(200);
    const told = (await ts.outbox(support)).filter((m) => m.subject === `Driver not arrived: booking ${pair}`);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain("At the main gate");

    ts.advance(3 * 60 * minute);
    const late = await feedback({ booking_token: token, kind: "driver_no_show" });
    expect(late.body.error).toBe("wrong_state");
  });

  it("refuses an unknown kind", async () => {
    const { token } = await asapRide();
    expect((await feedback({ booking_token: token, kind: "complaint" })).status).toBe(400);
  });
});
