// A person's data and closing their account (contract extensions getPersonalData and
// closeAccount; the domain's PersonalData): the download holds what the operator has and no key to
// it; closing is confirmed with the password, refused while a booking is open or the person runs a
// company, signs them out for good and keeps the booking records without their details.
import { Booking, PersonalData } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

describe("a person's data", () => {
  let ts: TestSandbox;
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

    // The record stays, without the person's details.
    const record = await ts.call("GET", `/customer/v2/getBooking?booking_token=${bookingToken}`);
    expect(record.body.booking.passenger_name).toBe(PersonalData.closedName);
    expect(record.body.booking).not.toHaveProperty("passenger_phone");
    expect(record.body.booking).not.toHaveProperty("passenger_email");
    expect(record.body.booking).not.toHaveProperty("notes");
    expect(record.body.booking.pickup_location.description).toBe(booked.body.bookings[0].pickup_location.description);

    // The company's admin no longer sees them among the members; their messages are gone.
    const booker = await ts.login("booker@example.com");
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
    const solent = profile.body.accounts[0].business_id;
    const members = await ts.call("GET", `/business/subAccounts?business_id=${solent}`, { token: booker });
    expect(members.body.sub_accounts.map((m: { name: string }) => m.name)).not.toContain("Owen Marsh");
    expect(await ts.outbox(email)).toEqual([]);
  });
});
