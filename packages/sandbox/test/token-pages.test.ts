// A track or share link must not be a write credential. A share link has its
// own token and only reads; receipts go to the booking's own e-mail or its signed-in owner's;
// a cancellation reason is one line of plain text of at most 200 characters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger = "";
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const signedIn = async (): Promise<string> => {
  passenger ||= await ts.login("passenger@example.com");
  return passenger;
};

const book = async (): Promise<string> => {
  const created = await ts.call("POST", "/customer/v2/booking", { token: await signedIn(), key: true, json: oneWay() });
  return created.body.bookings[0].booking_token as string;
};

const shareTokenOf = async (bookingToken: string): Promise<string> =>
  (await ts.call("GET", `/customer/v2/getBooking?booking_token=${bookingToken}`)).body.booking.share_token as string;

describe("the share link only reads", () => {
  it("has its own token, and its view carries no credential and no contact details", async () => {
    const token = await book();
    const share = await shareTokenOf(token);
    expect(share).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(share).not.toBe(token);
    const view = await ts.call("GET", `/customer/v2/getBooking?booking_token=${share}`);
    expect(view.status).toBe(200);
    expect(view.body.booking).toMatchObject({ read_only: true, status: "booked" });
    const text = JSON.stringify(view.body);
    expect(text).not.toContain(token);
    expect(text).not.toContain("passenger@example.com");
    expect(text).not.toContain("+447700900123");
    expect(await shareTokenOf(token)).toBe(share);
  });

  it("cannot cancel, see the cancellation terms or send a receipt", async () => {
    const token = await book();
    const share = await shareTokenOf(token);
    const cancel = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", { form: { booking_token: share } });
    expect(cancel.body.error).toBe("invalid_booking");
    const info = await ts.call("GET", `/customer/v2/getCancelBookingInfo?booking_token=${share}`);
    expect(info.body.error).toBe("invalid_booking");
    const receipt = await ts.call("POST", "/customer/v2/sendReceipt", { form: { booking_token: share } });
    expect(receipt.body.error).toBe("invalid_booking");
    expect((await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`)).body.booking.status).toBe("booked");
  });
});

describe("receipts", () => {
  it("are not sent to an address the holder of a link chooses", async () => {
    const token = await book();
    const answer = await ts.call("POST", "/customer/v2/sendReceipt", {
      form: { booking_token: token, email: "stranger@example.com" },
    });
    expect(answer.status).toBe(400);
    expect(await ts.outbox("stranger@example.com")).toEqual([]);
  });

  it("go to the signed-in owner's address", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: await signedIn(),
      key: true,
      json: oneWay({}, { name: "Lena Ortiz", phone: "07700 900777", email: "lena@example.com" }),
    });
    const token = created.body.bookings[0].booking_token;
    const asOwner = await ts.call("POST", "/customer/v2/sendReceipt", {
      token: await signedIn(),
      form: { booking_token: token, email: "passenger@example.com" },
    });
    expect(asOwner.body.sent_to).toBe("passenger@example.com");
    const anonymous = await ts.call("POST", "/customer/v2/sendReceipt", {
      form: { booking_token: token, email: "passenger@example.com" },
    });
    expect(anonymous.status).toBe(400);
  });
});

describe("cancellation reasons", () => {
  it("are refused over 200 characters, and written as one line of plain text", async () => {
    const long = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      form: { booking_token: await book(), reason: "x".repeat(201) },
    });
    expect(long.status).toBe(400);
    const token = await book();
    const injected = "Changed plans\r\n\r\nClick https://evil.example/refund to get your money\u001b[2J";
    const answer = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      form: { booking_token: token, reason: injected },
    });
    expect(answer.status).toBe(200);
    const mail = (await ts.outbox("passenger@example.com")).find((message) => message.subject.includes("cancelled"));
    const reasonLine = mail?.body.split("\n").find((line) => line.startsWith("Reason:"));
    expect(reasonLine).toBe("Reason: Changed plans Click https://evil.example/refund to get your money[2J");
    expect(mail?.body).not.toContain("\u001b");
  });
});
