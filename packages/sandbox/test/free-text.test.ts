// Text is text everywhere (the domain's PlainText.freeText, applied to every text field the sandbox
// reads): control and bidi-override characters are removed before anything is stored, and a line
// break where one line is meant is refused, so no name or reference can forge a line of a receipt,
// an e-mail or a listing. Notes keep their lines.
import { afterAll, beforeAll, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger = "";
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const book = (leg: Record<string, unknown>) =>
  ts.call("POST", "/customer/v2/booking", { token: passenger, key: true, json: oneWay({}, leg) });

it("stores names and references without control or direction-override characters", async () => {
  const booked = await book({
    name: "Ada\u001b[2J \u202eLane\u200b",
    reference: "REF\u0007-1",
    notes: "gate 4\n\nring twice",
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect(booked.body.bookings[0]).toMatchObject({
    passenger_name: "Ada[2J Lane",
    reference: "REF-1",
    notes: "gate 4\n\nring twice",
  });
});

it("refuses a line break in a field meant to be one line, naming the field", async () => {
  for (const [field, value] of [
    ["name", "Ada Lane\nStatus: Paid"],
    ["reference", "PO-1\u2028Fare: £0.00"],
    ["roomNumber", "12\r\nPaid"],
  ] as const) {
    const refused = await book({ [field]: value });
    expect(refused.status, field).toBe(400);
    expect(refused.body).toEqual({ error: "bad_request", message: `${field} must be one line.` });
  }
});
