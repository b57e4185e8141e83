// Reads a bulk trip file and checks every row with the domain's rules (BulkTripFile, the business
// form's rules and the booking's phone rule), with papaparse as the CSV reader (spec §2
// /business/bulk-upload-trips, §5). Pure and synchronous: the worker runs it off the main thread,
// a slice of rows at a time while the places are looked up (check-places.ts); the page runs it
// itself only when a worker cannot start.
import { BulkTripFile, Csv } from "@cabline/domain";
import Papa from "papaparse";

export type CheckedRow = {
  /** As a spreadsheet numbers it: the header is row 1. */
  readonly row: number;
  readonly values: Readonly<Record<string, string>>;
  readonly issues: ReadonlyArray<BulkTripFile.FieldIssue>;
  readonly draft?: BulkTripFile.Draft | undefined;
};

export type FileCheck =
  | { readonly ok: true; readonly rows: ReadonlyArray<CheckedRow>; readonly unknownColumns: ReadonlyArray<string> }
  | {
      readonly ok: false;
      readonly message: string;
      /** The file may be fine: the check could not finish (the maps service did not answer). */
      readonly retry?: true;
    };

/** A file read into its records, each with its values by column, before any row is checked. */
export type FileRecords =
  | {
      readonly ok: true;
      readonly records: ReadonlyArray<Readonly<Record<string, string>>>;
      readonly unknownColumns: ReadonlyArray<string>;
    }
  | { readonly ok: false; readonly message: string };

export const emptyFileMessage = "The file has no trips. Add one row per trip below the header.";

export function readRecords(text: string): FileRecords {
  // The domain's reading of a file (LF line breaks, no blank records), which the CLI's bulk shares.
  const parsed = Papa.parse<Array<string>>(Csv.forReading(text), { ...Csv.readerSettings });
  const [headerCells, ...records] = parsed.data;
  if (headerCells === undefined) return { ok: false, message: emptyFileMessage };
  const header = BulkTripFile.readHeader(headerCells);
  const problem = BulkTripFile.headerProblem(header);
  if (problem !== undefined) return { ok: false, message: problem };
  if (records.length === 0) return { ok: false, message: emptyFileMessage };
  return {
    ok: true,
    records: records.map((cells) => BulkTripFile.valuesOf(header, cells)),
    unknownColumns: header.unknown,
  };
}

/** Record `index` of the file (0 is the first below the header), checked. */
export const checkRecord = (
  index: number,
  values: Readonly<Record<string, string>>,
  context: BulkTripFile.CheckContext,
): CheckedRow => {
  const row = index + 2;
  const check = BulkTripFile.checkRow(row, values, context);
  return check.ok ? { row, values, issues: [], draft: check.draft } : { row, values, issues: check.issues };
};

/** Every row checked by the rules that need no lookup (check-places.ts adds the places'). */
export function checkFile(text: string, context: BulkTripFile.CheckContext): FileCheck {
  const read = readRecords(text);
  if (!read.ok) return read;
  const rows = read.records.map((values, index) => checkRecord(index, values, context));
  return { ok: true, rows, unknownColumns: read.unknownColumns };
}
