// The browser's bulk file check reads a file as the CLI does (domain Csv.readerSettings): CRLF, LF
// and CR files, with a line break inside a quoted note, give the same rows. Its rules are booking's:
// a phone number booking refuses and a party no vehicle takes are found in the file.
import { BulkTripFile, Csv } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { checkFile } from "../src/features/business-admin/bulk-upload/check-file.ts";
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

  it("finds a phone number booking refuses, and a party no vehicle takes, naming the largest", () => {
    const row = (changes: Readonly<Record<string, string>>) =>
      Csv.line(
        BulkTripFile.columnNames.map(
          (name, index) => changes[name] ?? BulkTripFile.exampleRow(nowMs + 86_400_000)[index] ?? "",
        ),
      );
    const text = [
      Csv.line(BulkTripFile.columnNames),
      row({ passenger_phone: "12345" }),
      row({ passengers: "12", luggage: "0" }),
    ].join("\n");
    const result = checkFile(text, context);
    expect(result.ok && result.rows.map((checked) => checked.issues)).toEqual([
      [{ field: "passenger_phone", message: BulkTripFile.messages.phone("12345") }],
      [
        {
          field: "passengers",
          message: "No vehicle takes 12 passengers: the largest, Saloon, seats 4. Split the party over more rows.",
        },
      ],
    ]);
  });
});
