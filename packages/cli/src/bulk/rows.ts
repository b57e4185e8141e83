/**
 * The bulk-upload CSV (spec §2 /business/bulk-upload-trips, §5 Upload; contract BulkTripRow): its
 * columns, and each record read into a geocoded trip row or the reasons it cannot be one. The
 * columns and checks are the domain's BulkTripFile, which the web's upload uses too; the server
 * checks again and answers per row with its §8 code.
 */
import type { Instant } from "@cabline/api-ports/Clock";
import { type Account, type BulkImport, BulkTripFile, type RideAvailability } from "@cabline/domain";
import type { FieldIssue } from "../errors.ts";
import { type Geocoder } from "../booking/prepare.ts";
import { parseWhen } from "../booking/when.ts";
import type { CsvRecord } from "./csv.ts";

/** The columns, in the order of the template: the domain's, shared with the web's upload. */
export type Column = BulkTripFile.Column;
export const columns: ReadonlyArray<Column> = BulkTripFile.columns;

export type Header = BulkTripFile.Header;
export const readHeader = BulkTripFile.readHeader;

/** A record that is not a trip yet: its raw values by column. */
export interface RawRow {
  readonly row: number;
  readonly values: Readonly<Record<string, string>>;
}

export const rawRows = (header: Header, records: ReadonlyArray<CsvRecord>): Array<RawRow> =>
  records.map((record) => ({
    row: record.row,
    values: Object.fromEntries(
      [...header.index.entries()].map(([name, position]) => [name, (record.cells[position] ?? "").trim()]),
    ),
  }));

export type RowOutcome =
  | { readonly ok: true; readonly trip: BulkImport.TripRow }
  | { readonly ok: false; readonly row: number; readonly issues: ReadonlyArray<FieldIssue> };

export interface RowContext {
  readonly now: Instant;
  readonly geocode: Geocoder;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly account: Account.Account;
  readonly settings: Account.AccountSettings;
  readonly fileId: string;
}

/**
 * One record as a trip row with its key, or every reason it cannot be booked. The checks are the
 * domain's BulkTripFile.checkRow (the web's upload runs the same); the command line also reads
 * relative times ("tomorrow 07:15", "+90m"), turned into an instant first.
 * @lazy
 */
export const readRow = async (raw: RawRow, context: RowContext): Promise<RowOutcome> => {
  const typedTime = raw.values["pickup_time"] ?? "";
  const when = parseWhen(typedTime, context.now);
  const values = when.ok ? { ...raw.values, pickup_time: new Date(when.epochMs).toISOString() } : raw.values;
  const check = BulkTripFile.checkRow(raw.row, values, {
    nowMs: context.now.epochMilliseconds,
    rideTypes: context.rideTypes,
    settings: context.settings,
  });
  const timeIssue = when.ok ? [] : [{ field: "pickup_time", message: when.message }];
  if (!check.ok) {
    const rest = when.ok ? check.issues : check.issues.filter((issue) => issue.field !== "pickup_time");
    return { ok: false, row: raw.row, issues: [...timeIssue, ...rest] };
  }
  if (!when.ok) return { ok: false, row: raw.row, issues: timeIssue };
  const { draft } = check;
  const issues: Array<FieldIssue> = [];
  // Only rows that are otherwise right are looked up, so a broken file costs no lookups.
  const look = async (typedPlace: string, field: string) => {
    const place = await context.geocode(typedPlace);
    if (place === undefined)
      issues.push({ field, message: `We could not find that place. Please search again. ("${typedPlace}")` });
    return place;
  };
  const [pickup, drop, ...vias] = await Promise.all([
    look(draft.pickup, "pickup"),
    look(draft.drop, "drop"),
    ...draft.vias.map((via, index) => look(via, `vias.${index + 1}`)),
  ]);
  if (issues.length > 0 || pickup === undefined || drop === undefined) return { ok: false, row: raw.row, issues };
  const destinations = [drop, ...vias.filter((via) => via !== undefined)];
  return { ok: true, trip: BulkTripFile.tripRow(draft, { pickup, destinations }, context.fileId) };
};
