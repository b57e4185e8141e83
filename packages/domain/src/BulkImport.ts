/**
 * Bulk upload of business trips (spec §2 /business/bulk-upload-trips, §5 Upload). The client
 * parses and geocodes the file and sends at most 1000 rows per request; each row carries a key so
 * that a resumed upload books nothing twice (contracts/README.md "Idempotency").
 */
import { Schema } from "effect";
import * as Booking from "./Booking.ts";
import * as Quote from "./Quote.ts";
import * as AssistanceSchema from "./schemas/Assistance.ts";
import * as PaymentSchema from "./schemas/Payment.ts";

/** The most rows one request may carry. */
export const maxRowsPerRequest = 1000;

/** One trip of the file, geocoded. */
export const TripRow = Schema.Struct({
  /** 1-based row number of the uploaded file. */
  row: Schema.Int,
  row_key: Schema.optionalKey(Schema.String),
  /** Epoch milliseconds. */
  pickup_time: Schema.Number,
  pickup_location: Booking.Place,
  destinations: Schema.Array(Booking.StopRequest),
  passengers: Schema.Int,
  luggage: Schema.optionalKey(Schema.Int),
  ride_type_id: Schema.optionalKey(Schema.Int),
  passenger_name: Schema.optionalKey(Schema.String),
  passenger_phone: Schema.optionalKey(Schema.String),
  passenger_email: Schema.optionalKey(Schema.String),
  flight_number: Schema.optionalKey(Schema.String),
  meet_and_greet: Schema.optionalKey(Schema.Boolean),
  notes: Schema.optionalKey(Schema.String),
  /** What assistance the passenger needs (the domain's Assistance); never priced. */
  assistance: Schema.optionalKey(AssistanceSchema.Assistance),
  po_number: Schema.optionalKey(Schema.String),
  cost_centre: Schema.optionalKey(Schema.String),
  payment_method: Schema.optionalKey(PaymentSchema.PaymentMethod),
});
export type TripRow = typeof TripRow.Type;

export const ImportRequest = Schema.Struct({
  business_id: Schema.Int,
  /** Validate and price only; book nothing. */
  dry_run: Schema.optionalKey(Schema.Boolean),
  rows: Schema.Array(TripRow),
});
export type ImportRequest = typeof ImportRequest.Type;

export const RowStatus = Schema.Literals(["booked", "valid", "failed", "duplicate"]);
export type RowStatus = typeof RowStatus.Type;

export const RowResult = Schema.Struct({
  row: Schema.Int,
  status: RowStatus,
  booking_id: Schema.optionalKey(Schema.Int),
  booking_token: Schema.optionalKey(Schema.String),
  fare: Schema.optionalKey(Quote.Fare),
  /** The §8 code of a failed row. */
  error: Schema.optionalKey(Schema.String),
  message: Schema.optionalKey(Schema.String),
});
export type RowResult = typeof RowResult.Type;

export const Summary = Schema.Struct({
  total: Schema.Int,
  booked: Schema.Int,
  valid: Schema.Int,
  failed: Schema.Int,
  duplicate: Schema.Int,
});
export type Summary = typeof Summary.Type;

export const ImportResult = Schema.Struct({
  import_id: Schema.String,
  dry_run: Schema.Boolean,
  summary: Summary,
  /** One result per row, in row order. */
  results: Schema.Array(RowResult),
});
export type ImportResult = typeof ImportResult.Type;

/** The key of a row: the same file and row always give the same key, so a resume is recognised. */
export const rowKey = (fileId: string, row: number): string => `${fileId}:${row}`;

/** The rows split into requests of at most 1000, in order. */
export const batches = <Row>(
  rows: ReadonlyArray<Row>,
  size: number = maxRowsPerRequest,
): ReadonlyArray<ReadonlyArray<Row>> => {
  const step = Math.max(1, Math.floor(size));
  const result: Array<ReadonlyArray<Row>> = [];
  for (let start = 0; start < rows.length; start += step) result.push(rows.slice(start, start + step));
  return result;
};

/** The summary of some row results, counted by status. */
export const summarise = (results: ReadonlyArray<RowResult>): Summary => {
  const count = (status: RowStatus) => results.filter((result) => result.status === status).length;
  return {
    total: results.length,
    booked: count("booked"),
    valid: count("valid"),
    failed: count("failed"),
    duplicate: count("duplicate"),
  };
};

/**
 * The results of several requests as one: rows in row order, summary recounted. The CLI's bulk
 * command calls it on the domain it loads with import(), which knip does not follow.
 * @lazy
 */
export const combine = (importId: string, dryRun: boolean, parts: ReadonlyArray<ImportResult>): ImportResult => {
  const results = parts.flatMap((part) => part.results).toSorted((a, b) => a.row - b.row);
  return { import_id: importId, dry_run: dryRun, summary: summarise(results), results };
};
