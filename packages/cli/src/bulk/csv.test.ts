import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { csvCell, csvLine, parseCsv, readCsv, type CsvRecord } from "./csv.ts";
import { BulkFileTooLarge, readBulkFile } from "./read.ts";

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

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Refund")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Refund"")"`,
    );
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("row 5 failed")).toBe("row 5 failed");
    expect(parseCsv(csvLine(["@SUM(A1)"]))[0]?.cells).toEqual(["'@SUM(A1)"]);
  });

  it("reads the same records whatever pieces the text arrives in", async () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "1", ",", '"', "\n", "\r", " ", "é") });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        fc.array(fc.nat()),
        async (rows, cuts) => {
          const text = rows.map((row) => csvLine(row)).join("\r\n");
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const pieces: string[] = [];
          let from = 0;
          for (const point of [...points, text.length]) {
            pieces.push(text.slice(from, point));
            from = point;
          }
          const records: CsvRecord[] = [];
          await readCsv(pieces, (record) => records.push(record));
          expect(records).toEqual(parseCsv(text));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("bulk files", () => {
  const dir = mkdtempSync(join(tmpdir(), "cabline-csv-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it("reads a file a few bytes at a time, a character split across reads included, with its SHA-256", async () => {
    const text = '\uFEFFpickup,notes\r\nSouthampton Airport,"café, ""side"" door"\r\n\r\nAbove Bar Street,Zoë\n';
    const read = await readBulkFile(file("small.csv", text), { pieceBytes: 3 });
    expect(read.records).toEqual([
      { row: 1, cells: ["pickup", "notes"] },
      { row: 2, cells: ["Southampton Airport", 'café, "side" door'] },
      { row: 3, cells: ["Above Bar Street", "Zoë"] },
    ]);
    expect(read.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stops with a clear error past the row or byte limit", async () => {
    const rows = ["pickup", ...Array.from({ length: 12 }, (_, i) => `place ${i}`)].join("\n");
    await expect(readBulkFile(file("rows.csv", rows), { maxRows: 10, pieceBytes: 16 })).rejects.toThrow(
      new BulkFileTooLarge("it has more than 10 rows"),
    );
    await expect(
      readBulkFile(file("bytes.csv", Buffer.alloc(3 * 1024 * 1024, 65)), { maxBytes: 1024 * 1024 }),
    ).rejects.toThrow(/larger than 1 MB/);
  });
});
