// A booking's money and life across operations (the domain's BookingLedger, BookingRights,
// BookingMessages; docs/decisions/booking-ledger.md). One named test for each defect found where
// one operation meets the next: each failed before the ledger.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iso, leg, oneWay, places, start, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger = "";
const day = 86_400_000;
const minute = 60_000;

beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const cardToken = async (number: string): Promise<string> => {
  const answer = await ts.call("POST", "/sandbox/payments/tokens", {
    json: { number, exp_month: 12, exp_year: 2030, cvc: "123" },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
};

/** A guest's card booking (no account), as the web books it. */
const guestCardBooking = async (email: string, overrides: Record<string, unknown> = {}) => {
  // A new guest id each time, as a new browser has: the promo rule must still know the person.
  const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId as string;
  const created = await ts.call("POST", "/customer/v2/booking", {
    key: true,
    json: oneWay(
      { paymentMethod: "card", guestBooking: true, guestUserId },
      { name: "Nadia Guest", phone: "07700 900777", email, ...overrides },
    ),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as { pair_id: number; bookings: { booking_token: string; id: number }[] };
};

const payByToken = (token: string, form: Record<string, string> = {}) =>
  ts.call("POST", "/customer/v2/checkout/checkout", {
    key: true,
    form: { booking_token: token, paymentMethod: "card", newCardToken: "tok_visa", ...form },
  });

const read = (token: string) => ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);

const succeededCharges = (pairId: number): number =>
  ts.sandbox.db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM payments WHERE pair_id = ? AND kind = 'charge' AND status = 'succeeded'",
    pairId,
  )?.n ?? 0;

describe("money across pay, edit and pay", () => {
  it("a paid booking changed to a dearer trip owes the difference until it is paid", async () => {
    const booked = await guestCardBooking("dearer@example.com");
    const token = booked.bookings[0]?.booking_token ?? "";
    const paid = await payByToken(token);
    expect(paid.body.status).toBe("succeeded");
    const paidAmount = paid.body.payment.amount.amount as number;

    const changed = await ts.call("POST", "/customer/v2/booking/update", {
      json: { booking_token: token, ...leg({ destinations: [places.heathrow] }) },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const newFare = changed.body.booking.fare.total.amount as number;
    expect(newFare).toBeGreaterThan(paidAmount);
    expect(changed.body.amount_due.amount).toBe(newFare - paidAmount);
    expect(changed.body.booking.payment_status).toBe("pending");
    expect((await read(token)).body.balance).toMatchObject({
      owed: { amount: newFare },
      paid: { amount: paidAmount },
      due: { amount: newFare - paidAmount },
    });
    const mail = (await ts.outbox("dearer@example.com")).find((m) => m.subject.endsWith("changed"));
    expect(mail?.body).toContain("drop-off: London Heathrow Airport (LHR)");
    expect(mail?.body).toContain(`/pay/${token}`);

    const difference = await payByToken(token);
    expect(difference.body.payment.amount.amount).toBe(newFare - paidAmount);
    const after = await read(token);
    expect(after.body.amount_due.amount).toBe(0);
    expect(after.body.booking.payment_status).toBe("paid");
    expect(after.body.balance.paid.amount).toBe(newFare);
  });

  it("a cheaper change of a paid booking refunds the difference to the card", async () => {
    const booked = await guestCardBooking("cheaper@example.com", { destinations: [places.airport] });
    const token = booked.bookings[0]?.booking_token ?? "";
    const paid = (await payByToken(token)).body.payment.amount.amount as number;
    const changed = await ts.call("POST", "/customer/v2/booking/update", {
      json: { booking_token: token, ...leg({ destinations: [places.central] }) },
    });
    const newFare = changed.body.booking.fare.total.amount as number;
    expect(changed.body.refund.amount).toBe(paid - newFare);
    expect(changed.body.amount_due.amount).toBe(0);
    const mail = (await ts.outbox("cheaper@example.com")).find((m) => m.subject.endsWith("changed"));
    expect(mail?.body).toContain(`Refund: £${((paid - newFare) / 100).toFixed(2)} to your card.`);
  });
});

describe("one payment in flight", () => {
  it("refuses a second checkout while 3-D Secure waits, and never charges twice", async () => {
    const booked = await guestCardBooking("threeds@example.com");
    const token = booked.bookings[0]?.booking_token ?? "";
    const first = await payByToken(token, { newCardToken: await cardToken("4000002760003184") });
    expect(first.body.status).toBe("requires_action");
    const second = await payByToken(token, { newCardToken: await cardToken("4242424242424242") });
    expect(second.status).toBe(400);
    expect(second.body.error).toBe("payment_in_progress");
    // The client resumes the waiting payment: it is named, with its challenge.
    expect(second.body.payment).toMatchObject({ id: first.body.payment.id, status: "requires_action" });
    expect(second.body.payment.client_secret).toBe(first.body.payment.client_secret);
    const confirmed = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      form: { payment_id: first.body.payment.id, booking_token: token },
    });
    expect(confirmed.body.status).toBe("succeeded");
    const replay = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      form: { payment_id: first.body.payment.id, booking_token: token },
    });
    expect(replay.body.status).toBe("succeeded");
    expect(succeededCharges(booked.pair_id)).toBe(1);
    expect((await payByToken(token)).body.error).toBe("nothing_to_pay");
  });

  it("refuses to confirm a payment an edit superseded, and one that lapsed", async () => {
    const booked = await guestCardBooking("superseded@example.com");
    const token = booked.bookings[0]?.booking_token ?? "";
    const waiting = await payByToken(token, { newCardToken: await cardToken("4000002760003184") });
    await ts.call("POST", "/customer/v2/booking/update", {
      json: { booking_token: token, ...leg({ destinations: [places.airport] }) },
    });
    const stale = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      form: { payment_id: waiting.body.payment.id, booking_token: token },
    });
    expect(stale.body.error).toBe("payment_superseded");

    const again = await payByToken(token, { newCardToken: await cardToken("4000002760003184") });
    expect(again.body.status).toBe("requires_action");
    ts.advance(16 * minute);
    const lapsed = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      form: { payment_id: again.body.payment.id, booking_token: token },
    });
    expect(lapsed.body.error).toBe("payment_superseded");
    expect(succeededCharges(booked.pair_id)).toBe(0);
  });
});

describe("single-use promo codes", () => {
  it("are used once per guest identity, also when paying by the booking token with no credentials", async () => {
    const first = await guestCardBooking("promo.once@example.com");
    const used = await payByToken(first.bookings[0]?.booking_token ?? "", { promocode: "WELCOME10" });
    expect(used.body.status, JSON.stringify(used.body)).toBe("succeeded");
    const second = await guestCardBooking("promo.once@example.com");
    const reused = await payByToken(second.bookings[0]?.booking_token ?? "", { promocode: "WELCOME10" });
    expect(reused.body.error).toBe("invalid_promocode");
    // The same person by phone, with another e-mail address, is the same guest identity.
    const byPhone = await guestCardBooking("promo.other@example.com");
    const again = await payByToken(byPhone.bookings[0]?.booking_token ?? "", { promocode: "WELCOME10" });
    expect(again.body.error).toBe("invalid_promocode");
  });
});

describe("bulk upload duplicates", () => {
  it("never give a sub-account member a colleague's booking token", async () => {
    const admin = await ts.login("booker@example.com");
    const member = await ts.login("priya.shah@example.com");
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: member });
    const solent = profile.body.accounts[0].business_id as number;
    const row = {
      row: 1,
      row_key: "a".repeat(64) + ":1",
      pickup_location: places.aboveBar,
      destinations: [places.ocean],
      pickup_time: iso(start + 3 * day),
      passenger_name: "Crew 1",
      passenger_phone: "+447700900701",
      passenger_email: "crew1@example.com",
      po_number: "SML-PO-2026-0420",
      payment_method: "account",
    };
    const booked = await ts.call("POST", "/business/trips/bulkImport", {
      token: admin,
      key: true,
      json: { business_id: solent, rows: [row] },
    });
    expect(booked.body.results[0].status).toBe("booked");
    const dry = await ts.call("POST", "/business/trips/bulkImport", {
      token: member,
      key: true,
      json: { business_id: solent, rows: [row], dry_run: true },
    });
    expect(dry.body.results[0].status).toBe("duplicate");
    expect(JSON.stringify(dry.body)).not.toContain(booked.body.results[0].booking_token);
    expect(dry.body.results[0].booking_id).toBeUndefined();
    // The admin who uploaded it is told which booking it was.
    const again = await ts.call("POST", "/business/trips/bulkImport", {
      token: admin,
      key: true,
      json: { business_id: solent, rows: [row], dry_run: true },
    });
    expect(again.body.results[0].booking_token).toBe(booked.body.results[0].booking_token);
  });
});

describe("messages come from state", () => {
  it("a paid card booking is confirmed as paid, with tracking and manage links and no pay link", async () => {
    const booked = await guestCardBooking("confirm.paid@example.com");
    const token = booked.bookings[0]?.booking_token ?? "";
    expect(await ts.outbox("confirm.paid@example.com")).toEqual([]);
    await payByToken(token);
    const [mail] = await ts.outbox("confirm.paid@example.com");
    expect(mail?.body).toMatch(/Paid: £\d+\.\d\d by card/);
    expect(mail?.body).toContain(`/t/${token}`);
    expect(mail?.body).toContain(`/manage/${token}`);
    expect(mail?.body).not.toContain("/pay/");
    const sms = await ts.outbox("+447700900777");
    expect(sms.some((m) => m.channel === "sms" && m.body.includes(`/manage/${token}`))).toBe(true);
  });
});

describe("guests manage their booking", () => {
  it("cancel from the manage link, see the fee first, and get the refund message and a receipt", async () => {
    const booked = await guestCardBooking("guest.cancel@example.com");
    const token = booked.bookings[0]?.booking_token ?? "";
    const paid = (await payByToken(token)).body.payment.amount.amount as number;
    const preview = await ts.call("GET", `/customer/v2/getCancelBookingInfo?booking_token=${token}`);
    expect(preview.body).toMatchObject({ cancellable: true, fee: { amount: 0 }, refund: { amount: paid } });
    const receipt = await ts.call("POST", "/customer/v2/sendReceipt", { form: { booking_token: token } });
    expect(receipt.body.sent_to).toBe("guest.cancel@example.com");
    const cancelled = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      form: { booking_token: token },
    });
    expect(cancelled.body).toMatchObject({ fee: { amount: 0 }, refund: { amount: paid } });
    const mail = (await ts.outbox("guest.cancel@example.com")).find((m) => m.subject.endsWith("cancelled"));
    expect(mail?.body).toContain("Cancellation fee: £0.00.");
    expect(mail?.body).toContain(`Refund: £${(paid / 100).toFixed(2)} to your card.`);
    expect((await read(token)).body.booking.payment_status).toBe("refunded");
  });

  it("ask for the manage link again, which only ever goes to the booking's own e-mail or phone", async () => {
    const booked = await guestCardBooking("lost.link@example.com");
    const token = booked.bookings[0]?.booking_token ?? "";
    const asked = await ts.call("POST", "/customer/v2/booking/sendManageLink", {
      form: { contact: "LOST.link@example.com" },
    });
    expect(asked.status).toBe(200);
    const mails = await ts.outbox("lost.link@example.com");
    expect(mails.some((m) => m.body.includes(`/manage/${token}`))).toBe(true);
    // Someone else's address gets the same answer and no link.
    const stranger = await ts.call("POST", "/customer/v2/booking/sendManageLink", {
      form: { contact: "nobody@example.com" },
    });
    expect(stranger.body).toEqual(asked.body);
    expect(await ts.outbox("nobody@example.com")).toEqual([]);
  });
});

describe("the rules the newcomer hit", () => {
  it("meet and greet is charged only on a leg that starts at an airport", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: {
        outbound: leg({ pickup: places.airport, destinations: [places.aboveBar], meetAndGreet: true }),
        return: leg({
          dateTime: iso(start + 4 * day),
          pickup: places.aboveBar,
          destinations: [places.airport],
          meetAndGreet: true,
        }),
        returnEnabled: true,
        paymentMethod: "cash",
      },
    });
    const [out, back] = created.body.bookings;
    expect(out.meet_and_greet).toBe(true);
    expect(out.fare.lines.map((l: { code: string }) => l.code)).toContain("meet_and_greet");
    expect(back.meet_and_greet).toBe(false);
    expect(back.fare.lines.map((l: { code: string }) => l.code)).not.toContain("meet_and_greet");
  });

  it("a driver no-show report is refused a day before pickup and the operator is not e-mailed", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { dateTime: iso(ts.now() + day) }),
    });
    const report = await ts.call("POST", "/customer/v2/bookingFeedback", {
      form: { booking_token: created.body.bookings[0].booking_token, kind: "driver_no_show" },
    });
    expect(report.body.error).toBe("wrong_state");
    expect(report.body.message).toContain("not come yet");
    const told = (await ts.outbox("support@solentcars.example")).filter((m) =>
      m.subject.includes(`booking ${created.body.pair_id}`),
    );
    expect(told).toEqual([]);
  });

  it("one pickup-time-passed rule: four minutes ago is taken, six minutes ago is refused", async () => {
    const book = (ago: number) =>
      ts.call("POST", "/customer/v2/booking", {
        token: passenger,
        key: true,
        json: oneWay({}, { dateTime: iso(ts.now() - ago * minute) }),
      });
    expect((await book(4)).status).toBe(200);
    const late = await book(6);
    expect(late.body.message).toBe("The pickup time has already passed.");
  });
});
