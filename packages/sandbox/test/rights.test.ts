// What each credential may do with a booking (the domain's BookingRights), walked in full against
// the sandbox: every operation by every credential on a guest's, a passenger's and a member's
// business booking (test/model/booking-model.ts walkRights).
import { expect, it } from "vitest";
import { walkRights } from "./model/booking-model.ts";

it("allows each credential exactly what BookingRights gives it, on every operation", async () => {
  // 3 kinds of booking × 6 actors × 5 operations.
  expect(await walkRights()).toBe(90);
}, 60_000);
