/**
 * Writing CSV that is safe to open in a spreadsheet (spec §2 /overview and
 * /business/bulk-upload-trips exports; OWASP CSV injection). A text cell a spreadsheet would run
 * as a formula (= + - @, a leading tab or CR) starts with an apostrophe, so text from a server
 * ("=HYPERLINK(...)") is shown as text and never becomes a link or a command. Numbers, and
 * identifiers the dispatch API issued (`identifier`: booking tokens, which may start with "-"),
 * are written as they are. RFC 4180 quoting; lines end with CRLF.
 *
 * The same rule as the CLI's bulk report (packages/cli/src/bulk/csv.ts), kept here once so the
 * web's exports and the CLI write the same thing.
 */

/** An identifier the dispatch API issued, to be written exactly (`identifier`). */
export interface Identifier {
  readonly identifier: string;
}

export type CellValue = string | number | boolean | undefined | null | Identifier;

const needsQuotes = /[",\r\n]|^\s|\s$/;
/** What makes a spreadsheet read a cell as a formula (OWASP): = + - @, and a leading tab or CR. */
const formulaStart = /^[=+\-@\t\r]/;

/** True when a spreadsheet would read the text as a formula. */
export const isFormula = (text: string): boolean => formulaStart.test(text);

/** The text with a leading apostrophe when a spreadsheet would run it. */
export const neutralise = (text: string): string => (isFormula(text) ? `'${text}` : text);

/** Letters, digits, "_" and "-" only: base64url, the alphabet of the dispatch API's tokens. */
const identifierPattern = /^[A-Za-z0-9_-]+$/;

/**
 * A cell that holds an identifier the dispatch API issued, such as a booking token (base64url,
 * contract pattern `^[A-Za-z0-9_-]{22,}$`, so one in 64 starts with "-"). Such a cell is written
 * exactly, with no apostrophe; any other text in it is neutralised like free text.
 *
 * The decision (the bulk upload's report, spec §2 /business/bulk-upload-trips; the CLI's too):
 * - The apostrophe is text in the file, not a marker: a CSV reader (a script, the CLI, a text
 *   editor, Google Sheets' and LibreOffice's imports, Excel's "From Text/CSV" with the column as
 *   text) gives `'-AbC…`, which is no token; pasted into a link it is "Invalid booking Token".
 * - Written as it is, such a cell cannot do what the guard is for. A cell is dangerous when a
 *   spreadsheet runs something from it: a function (`=HYPERLINK(…)`, `=WEBSERVICE(…)`: needs "("),
 *   a DDE command (`-2+3+cmd|' /C calc'!A0`: needs "|" and "!"), or a reference to another sheet
 *   or file (needs "!", ":" or "["). Letters, digits, "_" and "-" can form none of these: a
 *   spreadsheet that does read `-AbC…` as a formula at most shows #NAME? for it (its text is still
 *   exact in the file, and exact when the column is imported as text).
 * - Quoting the cell instead defuses nothing: quotes are CSV syntax, and a spreadsheet reads
 *   `"=1+1"` as it reads `=1+1`.
 * - Free text keeps the apostrophe: messages, names, notes and anything a server or a person
 *   wrote may start with = + - @, a tab or a CR, and a cell marked as an identifier that is not
 *   one (a server's "=HYPERLINK(…)" where a token should be) is neutralised too.
 */
export const identifier = (text: string | undefined | null): Identifier | undefined =>
  text === undefined || text === null ? undefined : { identifier: text };

const textOf = (value: CellValue): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "object")
    return identifierPattern.test(value.identifier) ? value.identifier : neutralise(value.identifier);
  return typeof value === "string" ? neutralise(value) : String(value);
};

/** One cell: neutralised when it is free text, exact when it is an identifier, quoted when it must be. */
export const cell = (value: CellValue): string => {
  const text = textOf(value);
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
