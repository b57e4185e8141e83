/**
 * A small RFC 4180 CSV reader and writer: commas, double-quoted fields with "" for a quote,
 * newlines inside quotes, CRLF or LF, a UTF-8 byte-order mark (spreadsheets add one), blank lines
 * skipped. Each record keeps its 1-based record number, the header being record 1, which is the
 * row number a spreadsheet shows. The reader takes its text in pieces (`csvReader`), so a file is
 * read as a stream and never whole (issue 14 item 13). The writer neutralises cells a spreadsheet
 * would run as a formula (issue 14 item 10, OWASP CSV injection).
 */
import { Csv } from "@cabline/domain";

export interface CsvRecord {
  /** 1-based: the header is 1, the first data record 2. */
  readonly row: number;
  readonly cells: ReadonlyArray<string>;
}

export interface CsvReader {
  /** Reads the next piece of text; records completed by it are passed to `onRecord`. */
  push(text: string): void;
  /** The end of the text: completes the last record. */
  end(): void;
}

export const csvReader = (onRecord: (record: CsvRecord) => void): CsvReader => {
  let cells: Array<string> = [];
  let cell = "";
  let quoted = false;
  /** A quote inside a quoted cell: the end of the cell, or the first of "". */
  let quoteSeen = false;
  /** A CR ended the record: a LF right after it belongs to it. */
  let afterCr = false;
  let started = false;
  let record = 0;
  const endRecord = () => {
    cells.push(cell);
    record += 1;
    if (!(cells.length === 1 && cells[0]?.trim() === "")) onRecord({ row: record, cells });
    else record -= 1;
    cells = [];
    cell = "";
  };
  const read = (char: string) => {
    if (afterCr) {
      afterCr = false;
      if (char === "\n") return;
    }
    if (quoteSeen) {
      quoteSeen = false;
      if (char === '"') {
        cell += '"';
        return;
      }
      quoted = false;
    }
    if (quoted) {
      if (char === '"') quoteSeen = true;
      else cell += char;
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      afterCr = char === "\r";
      endRecord();
    } else cell += char;
  };
  return {
    push: (text) => {
      const source = !started && text.startsWith("\uFEFF") ? text.slice(1) : text;
      if (text !== "") started = true;
      for (const char of source) read(char);
    },
    end: () => {
      if (cell !== "" || cells.length > 0) endRecord();
    },
  };
};

export const parseCsv = (text: string): Array<CsvRecord> => {
  const records: Array<CsvRecord> = [];
  const reader = csvReader((record) => records.push(record));
  reader.push(text);
  reader.end();
  return records;
};

/**
 * One cell, neutralised when a spreadsheet would run it as a formula and quoted when it must be:
 * the domain's Csv rule, which the web's exports share.
 */
export const csvCell: (value: Csv.CellValue) => string = Csv.cell;

export const csvLine: (values: ReadonlyArray<Csv.CellValue>) => string = Csv.line;
