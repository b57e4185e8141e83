// Rows cross from the bulk upload's worker packed, and the page reads them unchanged.
import { describe, expect, it } from "vitest";
import type { CheckedRow } from "../src/features/business-admin/bulk-upload/check-file.ts";
import { isReady } from "../src/features/business-admin/bulk-upload/use-bulk-upload.ts";
import { pack, unpack } from "../src/features/business-admin/bulk-upload/worker-protocol.ts";

const bad: CheckedRow = {
  row: 7,
  values: { pickup: "Above Bar Street", po_number: "" },
  issues: [{ field: "po_number", message: "Please enter a PO number." }],
};
const good = {
  row: 8,
  values: { pickup: "Above Bar Street", po_number: "PO-1" },
  issues: [],
  draft: { row: 8, pickupTime: 1, pickup: "Above Bar Street", drop: "Southampton Airport", vias: [], trip: {} },
} as unknown as CheckedRow;

describe("packed bulk rows", () => {
  it("read back as they were checked, ready or not, a bad row's problems included", () => {
    const rows = unpack(structuredClone(pack([bad, good])));
    expect(rows.map((row) => ({ row: row.row, values: row.values, issues: row.issues, draft: row.draft }))).toEqual([
      { ...bad, draft: undefined },
      good,
    ]);
  });

  it("say whether they can be booked without being unpacked", () => {
    // Not JSON at all: isReady never reads it; the contents would.
    const [unread, notReady] = unpack({ rows: [9, 10], ready: [1, 0], json: "{" });
    expect(isReady(unread!)).toBe(true);
    expect(isReady(notReady!)).toBe(false);
    expect(() => unread!.values).toThrow();
  });
});
