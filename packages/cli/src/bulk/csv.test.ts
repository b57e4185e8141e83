import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvReader, parseCsv, type CsvRecord } from "./csv.ts";

describe("csv", () => {
  it("reads quoted fields, doubled quotes, newlines in quotes, CRLF, a BOM and skips blank lines", () => {
    const records = parseCsv('\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n');
    expect(records).toEqual([
      { row: 1, cells: ["a", "b", "c"] },
      { row: 2, cells: ["1", "x, y", 'say "hi"'] },
      { row: 3, cells: ["2", "two\nlines", ""] },
    ]);
  });

  it("keeps the last record without a final newline", () => {
    expect(parseCsv("a\n1")).toEqual([
      { row: 1, cells: ["a"] },
      { row: 2, cells: ["1"] },
    ]);
  });

  it("writes what it reads", () => {
    const line = csvLine([1, 'a "b"', "c,d", undefined, "e\nf"]);
    expect(line).toBe('1,"a ""b""","c,d",,"e\nf"');
    expect(parseCsv(line)[0]?.cells).toEqual(["1", 'a "b"', "c,d", "", "e\nf"]);
  });

  it("neutralises cells a spreadsheet would run as a formula (issue 14 item 10)", () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Refund")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Refund"")"`,
    );
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("row 5 failed")).toBe("row 5 failed");
    expect(parseCsv(csvLine(["@SUM(A1)"]))[0]?.cells).toEqual(["'@SUM(A1)"]);
  });

  it("reads the same records whatever pieces the text arrives in (issue 14 item 13)", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "1", ",", '"', "\n", "\r", " ", "é") });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        fc.array(fc.nat()),
        (rows, cuts) => {
          const text = rows.map((row) => csvLine(row)).join("\r\n");
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const pieces: CsvRecord[] = [];
          const reader = csvReader((record) => pieces.push(record));
          let from = 0;
          for (const point of [...points, text.length]) {
            reader.push(text.slice(from, point));
            from = point;
          }
          reader.end();
          expect(pieces).toEqual(parseCsv(text));
        },
      ),
    );
  });
});
