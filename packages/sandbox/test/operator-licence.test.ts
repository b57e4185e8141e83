// Each seeded operator publishes its private hire operator licence in its configuration
// (operator_licence), and every e-mail a booking sends ends with it (BookingMessages); a text
// message does not carry it.
import { Tenant } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

describe("the operator's licence", () => {
  let ts: TestSandbox;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
  });
  afterAll(() => ts.stop());

  it.each([
    ["BOOK", "Southampton City Council"],
    ["GDT", "Gosport Borough Council"],
    ["PDC", "Portsmouth City Council"],
  ])("%s publishes a whole licence, issued by %s", async (tenant, authority) => {
    const configuration = await ts.call("GET", "/configuration/get", { tenant });
    expect(configuration.body.operator_licence).toMatchObject({ licensing_authority: authority });
    expect(Tenant.licenceText(configuration.body.operator_licence)).toContain(authority);
  });

  it("ends the confirmation e-mail with it, and leaves the text message without it", async () => {
    const email = `licence-${Date.now()}@example.com`;
    const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
    const created = await ts.call("POST", "/customer/v2/booking", {
      key: true,
      json: oneWay(
        { guestBooking: true, guestUserId },
        { pickup: places.central, destinations: [places.ocean], name: "Lena Licence", phone: "07700 900777", email },
      ),
    });
    expect(created.status).toBe(200);
    const configuration = await ts.call("GET", "/configuration/get", { tenant: "BOOK" });
    const licence = Tenant.licenceText(configuration.body.operator_licence);
    const [confirmation] = await ts.outbox(email);
    expect(confirmation?.body.split("\n").at(-1)).toBe(licence);
    const texts = await ts.outbox("+447700900777");
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.body).not.toContain("licence");
  });
});
