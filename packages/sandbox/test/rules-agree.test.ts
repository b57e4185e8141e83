// One rule, one place (issue 13): for each business rule the sandbox enforces, the same generated
// inputs go to the domain function and to the sandbox (in this process, on an in-memory
// database, over its HTTP handler), and both must give the same answer. A rule copied into the
// sandbox and changed there fails here.
import { BookingRequests } from "@cabline/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let booker: string;
let solent: number;
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
  booker = await ts.login("booker@example.com");
  const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
  solent = profile.body.accounts[0].business_id;
});
afterAll(() => ts.stop());

const runs = { numRuns: 40 };

describe("PO number (BookingRequests.needsPoNumber)", () => {
  it("the sandbox refuses a booking with po_number_empty exactly when the domain says a PO number is needed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom("cash", "card", "account") as fc.Arbitrary<"cash" | "card" | "account">,
        fc.option(fc.constantFrom("", "   ", "SML-PO-1", " PO 7 "), { nil: undefined }),
        async (enabled, paymentMethod, poNumber) => {
          ts.sandbox.db.run("UPDATE businesses SET is_po_number_enabled = ? WHERE id = ?", enabled ? 1 : 0, solent);
          const answer = await ts.call("POST", "/customer/v2/booking", {
            token: booker,
            key: true,
            json: oneWay({ business_id: solent, paymentMethod, ...(poNumber === undefined ? {} : { poNumber }) }),
          });
          const needed = BookingRequests.needsPoNumber({ is_po_number_enabled: enabled }, paymentMethod, poNumber);
          expect(answer.body.error === "po_number_empty", JSON.stringify(answer.body)).toBe(needed);
          if (!needed) expect(answer.status).toBe(200);
        },
      ),
      runs,
    );
  });
});
