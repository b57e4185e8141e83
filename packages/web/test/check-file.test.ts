// The browser's bulk file check reads a file as the CLI does (domain Csv.readerSettings): CRLF, LF
// and CR files, with a line break inside a quoted note, give the same rows.
import { BulkTripFile, Csv } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { checkFile } from "../src/features/business/admin/bulk-upload/check-file.ts";
import { saloon } from "./fixtures.ts";

const nowMs = Date.parse("2026-11-24T12:00:00Z");
const context: BulkTripFile.CheckContext = {
  nowMs,
  rideTypes: [saloon],
  settings: { default_payment_type: "account", is_po_number_enabled: true },
};

describe("checkFile", () => {
  it("reads CRLF, LF and CR files alike, a quoted line break included", () => {
    const example = [...BulkTripFile.exampleRow(nowMs + 86_400_000)];
    const notes = BulkTripFile.columnNames.indexOf("notes");
    if (notes >= 0) example[notes] = "Gate 4\nthen left";
    const lf = `\uFEFF${Csv.line(BulkTripFile.columnNames)}\n${Csv.line(example)}\n\n${Csv.line(example)}\n`;
    const results = [lf, lf.replaceAll("\n", "\r\n"), lf.replaceAll("\n", "\r")].map((text) =>
      checkFile(text, context),
    );
    for (const result of results) {
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.rows.map((row) => [row.row, row.issues])).toEqual([
        [2, []],
        [3, []],
      ]);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});
