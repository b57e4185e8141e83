/**
 * A small RFC 4180 CSV reader and writer: commas, double-quoted fields with "" for a quote,
 * newlines inside quotes, CRLF or LF, a UTF-8 byte-order mark (spreadsheets add one), blank lines
 * skipped. Each record keeps its 1-based record number, the header being record 1, which is the
 * row number a spreadsheet shows.
 */

export interface CsvRecord {
  /** 1-based: the header is 1, the first data record 2. */
  readonly row: number;
  readonly cells: ReadonlyArray<string>;
}

export const parseCsv = (text: string): Array<CsvRecord> => {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: Array<CsvRecord> = [];
  let cells: Array<string> = [];
  let cell = "";
  let quoted = false;
  let record = 0;
  const endRecord = () => {
    cells.push(cell);
    record += 1;
    if (!(cells.length === 1 && cells[0]?.trim() === "")) records.push({ row: record, cells });
    else record -= 1;
    cells = [];
    cell = "";
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      endRecord();
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
};

const needsQuotes = /[",\r\n]|^\s|\s$/;

export const csvCell = (value: string | number | boolean | undefined | null): string => {
  const text = value === undefined || value === null ? "" : String(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvLine = (values: ReadonlyArray<string | number | boolean | undefined | null>): string =>
  values.map(csvCell).join(",");
