import { describe, expect, it } from "vitest";
import { takesCardDetails } from "../src/lib/tenant-scripts.ts";

describe("pages that take card details get no tenant script (PCI)", () => {
  it("includes the pay page and the booking summary", () => {
    expect(takesCardDetails("/pay/tok_abc")).toBe(true);
    expect(takesCardDetails("/summary")).toBe(true);
  });
  it("excludes ordinary pages", () => {
    for (const path of ["/book-ride", "/sign-in", "/t/abc", "/payments", "/"])
      expect(takesCardDetails(path)).toBe(false);
  });
});
