import { describe, expect, it } from "vitest";
import * as BookingRights from "../src/BookingRights.ts";

describe("BookingRights: what each credential may do with a booking", () => {
  it("gives the share link sight of the ride and nothing else", () => {
    for (const operation of BookingRights.operations)
      expect(BookingRights.may("share_link", operation), operation).toBe(operation === "view");
  });

  it("gives a colleague, a row key and a stranger nothing; the owner, an admin and the manage link everything", () => {
    for (const operation of BookingRights.operations) {
      for (const none of ["member", "bulk_row_key", "stranger"] as const)
        expect(BookingRights.may(none, operation)).toBe(false);
      for (const all of ["owner", "company_admin", "manage_link"] as const)
        expect(BookingRights.may(all, operation)).toBe(true);
    }
  });

  it("acts with the strongest credential held", () => {
    expect(BookingRights.strongest(["member", "owner"])).toBe("owner");
    expect(BookingRights.strongest(["member"])).toBe("member");
    expect(BookingRights.strongest(["member", "share_link"])).toBe("share_link");
    expect(BookingRights.strongest([])).toBe("stranger");
  });
});
