import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as BulkImport from "../src/BulkImport.ts";

describe("BulkImport (spec §2 bulk upload, §5 Upload)", () => {
  it("keys each row by file and row", () => {
    expect(BulkImport.rowKey("crew.csv", 3)).toBe("crew.csv:3");
  });

  it("splits rows into requests of at most 1000, losing and reordering none", () => {
    expect(BulkImport.batches(Array.from({ length: 2001 }, (_, i) => i)).map((b) => b.length)).toEqual([1000, 1000, 1]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 50 }), fc.integer({ min: 1, max: 7 }), (rows, size) => {
        const parts = BulkImport.batches(rows, size);
        expect(parts.flat()).toEqual(rows);
        for (const part of parts) expect(part.length).toBeLessThanOrEqual(size);
      }),
    );
    expect(BulkImport.batches([1, 2], 0)).toEqual([[1], [2]]);
  });

  it("counts results by status and combines resumed parts in row order", () => {
    const first: BulkImport.ImportResult = {
      import_id: "a",
      dry_run: false,
      summary: { total: 2, booked: 1, valid: 0, failed: 1, duplicate: 0 },
      results: [
        { row: 3, status: "failed", error: "pickup_not_in_soton" },
        { row: 1, status: "booked", booking_id: 48410 },
      ],
    };
    const resumed: BulkImport.ImportResult = {
      import_id: "b",
      dry_run: false,
      summary: { total: 1, booked: 0, valid: 0, failed: 0, duplicate: 1 },
      results: [{ row: 2, status: "duplicate", booking_id: 48411 }],
    };
    const combined = BulkImport.combine("all", false, [first, resumed]);
    expect(combined.results.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(combined.summary).toEqual({ total: 3, booked: 1, valid: 0, failed: 1, duplicate: 1 });
  });
});
