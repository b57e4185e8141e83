import { describe, expect, it } from "vitest";
import { csvLine, parseCsv } from "./csv.ts";

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
});
