/**
 * Writing CSV that is safe to open in a spreadsheet (spec §2 /overview and
 * /business/bulk-upload-trips exports; issue 14 item 10, OWASP CSV injection). A cell a
 * spreadsheet would run as a formula (= + - @, a leading tab or CR) starts with an apostrophe, so
 * text from a server ("=HYPERLINK(...)") is shown as text and never becomes a link or a command.
 * Numbers are written as they are. RFC 4180 quoting; lines end with CRLF.
 *
 * The same rule as the CLI's bulk report (packages/cli/src/bulk/csv.ts), kept here once so the
 * web's exports and the CLI write the same thing.
 */

export type CellValue = string | number | boolean | undefined | null;

const needsQuotes = /[",\r\n]|^\s|\s$/;
/** What makes a spreadsheet read a cell as a formula (OWASP): = + - @, and a leading tab or CR. */
const formulaStart = /^[=+\-@\t\r]/;

/** True when a spreadsheet would read the text as a formula. */
export const isFormula = (text: string): boolean => formulaStart.test(text);

/** The text with a leading apostrophe when a spreadsheet would run it. */
export const neutralise = (text: string): string => (isFormula(text) ? `'${text}` : text);

/** One cell: neutralised when it is text, quoted when it must be. */
export const cell = (value: CellValue): string => {
  const raw = value === undefined || value === null ? "" : String(value);
  const text = typeof value === "string" ? neutralise(raw) : raw;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const line = (values: ReadonlyArray<CellValue>): string => values.map(cell).join(",");

/** A whole file: a header line then one line per row, each ended with CRLF. */
export const document = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<CellValue>>): string =>
  [header, ...rows].map((values) => `${line(values)}\r\n`).join("");

/** The media type to download it with (UTF-8, for names with accents). */
export const mediaType = "text/csv;charset=utf-8";

/**
 * Reading a file a person made (the bulk upload, in the browser and in the CLI): spreadsheets end
 * lines with CRLF, editors with LF, old Macs with CR, and a file pasted together may mix them. The
 * readers (papaparse in both) are given the text with every line break as LF, inside quoted cells
 * too (a note's line break is a line break, whichever character made it), and these settings:
 * lines are LF, and a line of nothing but spaces and commas is no record.
 */
export const readerSettings = { newline: "\n", skipEmptyLines: "greedy" } as const;

/** CRLF and a lone CR become LF. Text cut into pieces must keep a final CR for the next piece. */
export const normaliseLineBreaks = (text: string): string => text.replace(/\r\n?/g, "\n");

/** Without the UTF-8 byte-order mark a spreadsheet puts first. */
export const withoutByteOrderMark = (text: string): string => (text.startsWith("\uFEFF") ? text.slice(1) : text);

/** A whole file's text as the readers take it: no byte-order mark, every line break LF. */
export const forReading = (text: string): string => normaliseLineBreaks(withoutByteOrderMark(text));
