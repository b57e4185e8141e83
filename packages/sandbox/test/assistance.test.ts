// Assistance on a booking (contract Assistance, the domain's Assistance): stored on the leg and
// shown back, said in the confirmation e-mail, never priced; a wheelchair user who stays seated is
// refused any vehicle but an accessible one, an assistance dog rules none out.
import { Assistance } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

const saloon = 1;
const wav = 5;

describe("assistance", () => {
  let ts: TestSandbox;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
  });
  afterAll(() => ts.stop());

  const quote = (legOverrides: Record<string, unknown>) =>
    ts.call("POST", "/customer/v2/checkout/getCostEstimate", { json: oneWay({}, legOverrides) });

  it("is never priced: the same journey costs the same with any assistance", async () => {
    const without = await quote({ rideId: wav });
    expect(without.status).toBe(200);
    for (const needs of [
      ["wheelchair_stays_seated"],
      ["wheelchair_transfers", "assistance_dog", "luggage_help"],
      ["visual_impairment", "hearing_impairment"],
    ]) {
      const withIt = await quote({ rideId: wav, assistance: { needs, other: "Please ring on arrival" } });
      expect(withIt.status, JSON.stringify(withIt.body)).toBe(200);
      expect(withIt.body.total).toEqual(without.body.total);
      expect(withIt.body.outbound).toEqual(without.body.outbound);
    }
  });

  it("offers a wheelchair user who stays seated only accessible vehicles, and refuses a saloon in plain words", async () => {
    const seated = { needs: ["wheelchair_stays_seated"], other: "" };
    const refused = await quote({ rideId: saloon, assistance: seated });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("invalid_ride_type");
    expect(refused.body.message).toMatch(/wheelchair-accessible vehicle/);
    const offered = await quote({ rideId: wav, assistance: seated });
    expect(offered.body.ride_type_quotes.map((q: { ride_type_id: number }) => q.ride_type_id)).toEqual([wav]);
    // One who moves to a seat, or travels with an assistance dog, may take any vehicle.
    for (const needs of [["wheelchair_transfers"], ["assistance_dog"]]) {
      const any = await quote({ rideId: saloon, assistance: { needs, other: "" } });
      expect(any.status).toBe(200);
      expect(any.body.ride_type_quotes.length).toBeGreaterThan(1);
    }
  });

  it("is stored on the booking as the domain keeps it, shown back, and said in the confirmation e-mail", async () => {
    const email = `assist-${Date.now()}@example.com`;
    const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
    const created = await ts.call("POST", "/customer/v2/booking", {
      key: true,
      json: oneWay(
        { guestBooking: true, guestUserId },
        {
          rideId: wav,
          name: "Wendy Wheels",
          phone: "07700 900779",
          email,
          assistance: {
            needs: ["assistance_dog", "wheelchair_transfers", "wheelchair_stays_seated", "assistance_dog"],
            other: "  Ramp at the back,\nplease  ",
          },
        },
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const kept = { needs: ["wheelchair_stays_seated", "assistance_dog"], other: "Ramp at the back, please" };
    expect(created.body.bookings[0].assistance).toEqual(kept);
    const token = created.body.bookings[0].booking_token;
    const read = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
    expect(read.body.booking.assistance).toEqual(kept);
    const [confirmation] = await ts.outbox(email);
    expect(confirmation?.body).toContain(`Assistance: ${Assistance.text(kept as Assistance.Assistance)}`);
  });

  it("refuses needs it does not know, and keeps none when none is given", async () => {
    const unknown = await quote({ assistance: { needs: ["jetpack"], other: "" } });
    expect(unknown.status).toBe(400);
    const empty = await quote({ assistance: { needs: [], other: "   " } });
    expect(empty.status).toBe(200);
  });
});
