// Reads a bulk trip file and checks every row with the domain's rules (BulkTripFile, the business
// form's rules), with papaparse as the CSV reader (spec §2 /business/bulk-upload-trips, §5). Pure
// and synchronous: the worker runs it off the main thread; the page runs it itself only when a
// worker cannot start.
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
  | { readonly ok: false; readonly message: string };

export const emptyFileMessage = "The file has no trips. Add one row per trip below the header.";

export function checkFile(text: string, context: BulkTripFile.CheckContext): FileCheck {
  // The domain's reading of a file (LF line breaks, no blank records), which the CLI's bulk shares.
  const parsed = Papa.parse<Array<string>>(Csv.forReading(text), { ...Csv.readerSettings });
  const [headerCells, ...records] = parsed.data;
  if (headerCells === undefined) return { ok: false, message: emptyFileMessage };
  const header = BulkTripFile.readHeader(headerCells);
  const problem = BulkTripFile.headerProblem(header);
  if (problem !== undefined) return { ok: false, message: problem };
  if (records.length === 0) return { ok: false, message: emptyFileMessage };
  const rows = records.map((cells, index): CheckedRow => {
    const row = index + 2;
    const values = BulkTripFile.valuesOf(header, cells);
    const check = BulkTripFile.checkRow(row, values, context);
    return check.ok ? { row, values, issues: [], draft: check.draft } : { row, values, issues: check.issues };
  });
  return { ok: true, rows, unknownColumns: header.unknown };
}
