import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as BulkImport from "../src/BulkImport.ts";

const row = (n: number, key?: string): BulkImport.TripRow => ({
  row: n,
  ...(key === undefined ? {} : { row_key: key }),
  pickup_time: 0,
  pickup_location: { address: "Southampton Central", lat: 50.9076, lng: -1.4136 },
  destinations: [{ address: "Ocean Cruise Terminal", lat: 50.8955, lng: -1.3964 }],
  passengers: 1,
});

describe("BulkImport (spec §2 bulk upload, §5 Upload)", () => {
  it("keys each row by file and row, keeping keys already given", () => {
    expect(BulkImport.rowKey("crew.csv", 3)).toBe("crew.csv:3");
    expect(BulkImport.withRowKeys("crew.csv", [row(1), row(2, "mine")]).map((r) => r.row_key)).toEqual([
      "crew.csv:1",
      "mine",
    ]);
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

  it("explains failed rows with the catalogue message (§8)", () => {
    const result: BulkImport.ImportResult = {
      import_id: "a",
      dry_run: true,
      summary: BulkImport.summarise([]),
      results: [
        { row: 1, status: "valid" },
        { row: 3, status: "failed", error: "pickup_not_in_soton" },
        { row: 4, status: "failed" },
      ],
    };
    expect(BulkImport.failures(result)).toEqual([
      { row: 3, code: "pickup_not_in_soton", message: "Trip must either start or finish inside Southampton region." },
      { row: 4, code: undefined, message: "Unknown Error" },
    ]);
  });
});
