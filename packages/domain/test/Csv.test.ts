import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Csv from "../src/Csv.ts";

describe("Csv (exports a spreadsheet cannot run)", () => {
  it("starts formula text with an apostrophe and leaves numbers and plain text alone", () => {
    expect(Csv.cell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(Csv.cell("+44 7700")).toBe("'+44 7700");
    expect(Csv.cell("-1")).toBe("'-1");
    expect(Csv.cell(-1)).toBe("-1");
    expect(Csv.cell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(Csv.cell("\tx")).toBe("'\tx");
    expect(Csv.cell("Ada, Lovelace")).toBe('"Ada, Lovelace"');
    expect(Csv.cell(undefined)).toBe("");
    expect(Csv.document(["a", "b"], [[1, "x"]])).toBe("a,b\r\n1,x\r\n");
  });

  it("never writes a text cell whose unquoted value a spreadsheet reads as a formula", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const written = Csv.cell(text);
        const unquoted = written.startsWith('"') ? written.slice(1, -1).replaceAll('""', '"') : written;
        expect(Csv.isFormula(unquoted)).toBe(false);
        expect(unquoted === text || unquoted === `'${text}`).toBe(true);
      }),
    );
  });
});

describe("Csv identifiers (the bulk report's booking tokens)", () => {
  it("writes a token that starts with '-' exactly, and neutralises free text that does", () => {
    expect(Csv.line([2, "booked", 48006, Csv.identifier("-AbC_12xyz-QrSTuvWXyz01"), "", ""])).toBe(
      "2,booked,48006,-AbC_12xyz-QrSTuvWXyz01,,",
    );
    expect(Csv.cell("-AbC_12xyz-QrSTuvWXyz01")).toBe("'-AbC_12xyz-QrSTuvWXyz01");
    expect(Csv.cell(Csv.identifier(undefined))).toBe("");
    // Not a token: neutralised like any text.
    expect(Csv.cell(Csv.identifier('=HYPERLINK("http://x","y")'))).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(Csv.cell(Csv.identifier("-2+3+cmd|' /C calc'!A0"))).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(Csv.cell(Csv.identifier("@SUM(A1)"))).toBe("'@SUM(A1)");
  });

  it("writes every identifier either exactly or neutralised, and exactly when it is base64url", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^-?[A-Za-z0-9_-]{1,30}$/)), (text) => {
        const written = Csv.cell(Csv.identifier(text));
        const unquoted = written.startsWith('"') ? written.slice(1, -1).replaceAll('""', '"') : written;
        if (/^[A-Za-z0-9_-]+$/.test(text)) expect(written).toBe(text);
        else {
          expect(Csv.isFormula(unquoted)).toBe(false);
          expect(unquoted === text || unquoted === `'${text}`).toBe(true);
        }
      }),
    );
  });
});

describe("Csv reading (the bulk upload's files)", () => {
  it("makes every line break LF, and drops a leading byte-order mark only", () => {
    expect(Csv.normaliseLineBreaks("a\r\nb\rc\nd\r\r\ne")).toBe("a\nb\nc\nd\n\ne");
    expect(Csv.withoutByteOrderMark("\uFEFFa,b")).toBe("a,b");
    expect(Csv.withoutByteOrderMark("a,\uFEFFb")).toBe("a,\uFEFFb");
    expect(Csv.readerSettings).toEqual({ newline: "\n", skipEmptyLines: "greedy" });
    expect(Csv.forReading('\uFEFFa,b\r\n1,"x\ry"\r')).toBe('a,b\n1,"x\ny"\n');
  });
});
