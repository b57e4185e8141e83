// A person's data and closing their account (contract extensions getPersonalData and
// closeAccount; the domain's PersonalData): the download holds what the operator has and no key to
// it; closing is confirmed with the password, refused while a booking is open or the person runs a
// company, signs them out for good and keeps the booking records without their details.
import { Booking, PersonalData } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

/** The suite's sandbox, on a database in memory (started before the suite below). */
let ts: TestSandbox;

describe("a person's data", () => {
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
  });
  afterAll(() => ts.stop());

  it("downloads the profile, saved places, cards, every booking made and the messages sent, with no token in it", async () => {
    const token = await ts.login("passenger@example.com");
    const all = await ts.call("GET", "/customer/v2/get/bookings?filter=all&count=100", { token });
    const data = await ts.call("GET", "/customer/v2/personalData", { token });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.operator).toBe("Solent Cars Ltd");
    expect(data.body.profile).toMatchObject({ name: "Amelia Clarke", email_address: "passenger@example.com" });
    expect(data.body.saved_places.length).toBeGreaterThan(0);
    expect(data.body.cards.map((card: { last4: string }) => card.last4)).toEqual(
      expect.arrayContaining(["4242", "4444"]),
    );
    expect(data.body.bookings).toHaveLength(all.body.total);
    expect(data.body.bookings.map((b: { id: number }) => b.id).toSorted()).toEqual(
      all.body.bookings.map((b: { id: number }) => b.id).toSorted(),
    );
    const text = JSON.stringify(data.body);
    for (const booking of all.body.bookings) expect(text).not.toContain(booking.booking_token);
    // What the operator sent, where it went: a booking made now is confirmed by e-mail, and listed.
    await ts.call("POST", "/customer/v2/booking", {
      token,
      key: true,
      json: oneWay({}, { email: "passenger@example.com", name: "Amelia Clarke", phone: "07700 900123" }),
    });
    const after = await ts.call("GET", "/customer/v2/personalData", { token });
    // The confirmation's track and manage links are in the messages, without their keys.
    expect(JSON.stringify(after.body.messages)).toContain(`/manage/${PersonalData.removedKey}`);
    for (const booking of (await ts.call("GET", "/customer/v2/get/bookings?filter=all&count=100", { token })).body
      .bookings)
      expect(JSON.stringify(after.body)).not.toContain(booking.booking_token);
    expect(after.body.messages.length).toBeGreaterThan(data.body.messages.length);
    expect(after.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: "email", to: "passenger@example.com" }),
        expect.objectContaining({ channel: "sms", to: "+447700900123" }),
      ]),
    );
  });

  it("is for a signed-in person only", async () => {
    expect((await ts.call("GET", "/customer/v2/personalData")).status).toBe(401);
    expect((await ts.call("POST", "/customer/v2/closeAccount", { form: { password: "x" } })).status).toBe(401);
  });

  describe("closing the account", closingTheAccount);
});

function closingTheAccount() {
  it("is not closed with a wrong password, nor while the person administers a company", async () => {
    const token = await ts.login("booker@example.com");
    const wrong = await ts.call("POST", "/customer/v2/closeAccount", { token, form: { password: "not-it-at-all" } });
    expect(wrong.body.error).toBe("password_invalid");
    const close = () => ts.call("POST", "/customer/v2/closeAccount", { token, form: { password: "cabline-sandbox" } });
    expect((await close()).body.error).toBe("account_has_open_bookings");
    // With every booking of theirs finished, the company still needs its administrator.
    const mine = await ts.call("GET", "/customer/v2/get/bookings?filter=all&count=100", { token });
    for (const booking of mine.body.bookings)
      if (!Booking.isFinished(booking.status))
        await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
          token,
          form: { booking_token: booking.booking_token },
        });
    const refused = await close();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("account_is_company_admin");
    expect(refused.body.message).toBe(PersonalData.refusalMessage("company_admin"));
    expect((await ts.call("POST", "/customer/v2/checkToken", { token })).status).toBe(200);
  });

  it("closes a member's account: refused while a trip is open, then signed out for good, records kept without them", async () => {
    const email = "owen.marsh@example.com";
    const token = await ts.login(email);
    const booked = await ts.call("POST", "/customer/v2/booking", {
      token,
      key: true,
      json: oneWay({}, { name: "Owen Marsh", phone: "07700 900645", email, notes: "Gate code 4411" }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const bookingToken: string = booked.body.bookings[0].booking_token;
    const bookingId: number = booked.body.bookings[0].id;
    // A colleague (the company's admin) books Owen a trip, with his e-mail as the passenger's; it
    // is finished before he closes (a cancelled one).
    const admin = await ts.login("booker@example.com");
    const adminProfile = await ts.call("POST", "/customer/v2/checkToken", { token: admin });
    const forOwen = await ts.call("POST", "/customer/v2/booking", {
      token: admin,
      key: true,
      json: oneWay(
        { business_id: adminProfile.body.accounts[0].business_id, poNumber: "SML-PO-1", paymentMethod: "account" },
        { name: "Owen Marsh", email, phone: "07700 900645", notes: "Ramp, please" },
      ),
    });
    expect(forOwen.status, JSON.stringify(forOwen.body)).toBe(200);
    const colleagueBooked: number = forOwen.body.bookings[0].id;
    const inTheirData = await ts.call("GET", "/customer/v2/personalData", { token });
    expect(inTheirData.body.bookings.map((b: { id: number }) => b.id)).toContain(colleagueBooked);
    await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      token: admin,
      form: { booking_token: forOwen.body.bookings[0].booking_token },
    });
    const pickupTime = Date.parse(booked.body.bookings[0].pickup_time);

    const open = await ts.call("POST", "/customer/v2/closeAccount", { token, form: { password: "cabline-sandbox" } });
    expect(open.body.error).toBe("account_has_open_bookings");
    await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", { token, form: { booking_token: bookingToken } });

    const closed = await ts.call("POST", "/customer/v2/closeAccount", { token, form: { password: "cabline-sandbox" } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(Date.parse(closed.body.kept_until)).toBe(PersonalData.keptUntil(ts.now(), pickupTime));

    // Signed out everywhere, and sign-in finds no one.
    expect((await ts.call("POST", "/customer/v2/checkToken", { token })).status).toBe(401);
    const again = await ts.call("POST", "/customer/v2/doLoginWeb", { form: { email, password: "cabline-sandbox" } });
    expect(again.body.error).toBe("invalid_login");

    // The record stays, without the person's details; the links sent before open nothing.
    const record = ts.sandbox.db.get<Record<string, unknown>>("SELECT * FROM bookings WHERE id = ?", bookingId);
    expect(record).toMatchObject({
      passenger_name: PersonalData.closedName,
      passenger_phone: null,
      passenger_email: null,
      notes: null,
      status: "cancelled",
    });
    expect(record?.["pickup"]).toContain("Above Bar");
    expect((await ts.call("GET", `/customer/v2/getBooking?booking_token=${bookingToken}`)).body.error).toBe(
      "invalid_booking",
    );
    // The trip a colleague booked for them keeps its record, without them.
    const forThem = ts.sandbox.db.get<Record<string, unknown>>("SELECT * FROM bookings WHERE id = ?", colleagueBooked);
    expect(forThem).toMatchObject({ passenger_name: PersonalData.closedName, passenger_email: null });
    // No reset link reaches the closed account, and the session cookie is cleared.
    const closedRow = ts.sandbox.db.get<{ email: string }>(
      "SELECT email FROM customers WHERE name = ?",
      PersonalData.closedName,
    );
    const reset = await ts.call("POST", "/customer/v2/forgotPassword", { form: { email: closedRow?.email ?? "" } });
    expect(reset.body.error).not.toBe("no_error");
    expect(closed.headers.get("set-cookie")).toMatch(/access_token=;/);

    // The company's admin no longer sees them among the members; their messages are gone.
    const booker = await ts.login("booker@example.com");
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
    const solent = profile.body.accounts[0].business_id;
    const members = await ts.call("GET", `/business/subAccounts?business_id=${solent}`, { token: booker });
    expect(members.body.sub_accounts.map((m: { name: string }) => m.name)).not.toContain("Owen Marsh");
    expect(await ts.outbox(email)).toEqual([]);
  });
}
