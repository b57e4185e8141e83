// Books the checked rows (spec §2 /business/bulk-upload-trips; contract bulkImportTrips) with the
// places the check found (places.ts; the maps service is asked only about an address not yet
// known), then sends the trips in requests of at most 1000 (BulkImport.batches). Idempotent twice
// over: each row's key comes from the file's content, so a resumed upload books nothing twice, and
// each request's Idempotency-Key is the same on every retry of it. The report is a CSV whose cells
// cannot run as formulas and whose booking tokens are exact (the domain's Csv rule).
import { BulkImport, BulkTripFile, Csv, ErrorCatalogue } from "@cabline/domain";
import type { Services } from "../../../lib/services.ts";
import { failureMessage } from "../components/failure.ts";
import { fingerprint } from "./file-id.ts";
import { lookUpPlaces, type KnownPlaces } from "./places.ts";

export type ReportRow = {
  readonly row: number;
  readonly status: BulkImport.RowStatus | "not_sent";
  readonly bookingId?: number;
  readonly bookingToken?: string;
  readonly error?: string;
  readonly message: string;
};

export type Progress = { readonly stage: "places" | "booking"; readonly done: number; readonly total: number };

const retryable = (error: unknown): boolean => {
  const { reason }: { readonly reason?: unknown } = typeof error === "object" && error !== null ? error : {};
  return reason === "Network" || reason === "Timeout";
};

async function withRetries<T>(call: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= tries || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export const statusWords: Readonly<Record<ReportRow["status"], string>> = {
  booked: "Booked",
  duplicate: "Already booked",
  valid: "Checked",
  failed: "Not booked",
  not_sent: "Not sent",
};

/** The report as a CSV file: free text neutralised, booking tokens exact (Csv.identifier). */
export const reportCsv = (report: ReadonlyArray<ReportRow>): string =>
  Csv.document(
    BulkTripFile.reportHeader,
    report.map((row) => [row.row, row.status, row.bookingId, Csv.identifier(row.bookingToken), row.error, row.message]),
  );

export async function sendRows(
  services: Pick<Services, "dispatch" | "maps">,
  request: {
    readonly businessId: number;
    readonly fileId: string;
    readonly drafts: ReadonlyArray<BulkTripFile.Draft>;
    /** The places the check found, by BulkTripFile.placeKey; those missing are looked up here. */
    readonly known: KnownPlaces;
  },
  onProgress: (progress: Progress) => void,
): Promise<ReadonlyArray<ReportRow>> {
  const known = request.known;
  await lookUpPlaces(
    request.drafts.flatMap((draft) => [draft.pickup, draft.drop, ...draft.vias]),
    { geocode: (address) => withRetries(() => services.maps.geocode(address)) },
    known,
    // Usually every place is known from the check: then there is no such stage to show.
    ({ done, total }) => total > 0 && onProgress({ stage: "places", done, total }),
  );
  const placeOf = (address: string) => known.get(BulkTripFile.placeKey(address)) ?? undefined;

  const report: Array<ReportRow> = [];
  const trips: Array<BulkImport.TripRow> = [];
  for (const draft of request.drafts) {
    const missing = [draft.pickup, draft.drop, ...draft.vias].filter((address) => placeOf(address) === undefined);
    const pickup = placeOf(draft.pickup);
    const destinations = [draft.drop, ...draft.vias].map(placeOf);
    if (missing.length > 0 || pickup === undefined || destinations.some((place) => place === undefined)) {
      report.push({
        row: draft.row,
        status: "failed",
        error: "bad_destination",
        message: missing.map(BulkTripFile.messages.placeNotFound).join(" "),
      });
    } else {
      trips.push(
        BulkTripFile.tripRow(
          draft,
          { pickup, destinations: destinations.filter((place) => place !== undefined) },
          request.fileId,
        ),
      );
    }
  }

  let booked = 0;
  onProgress({ stage: "booking", done: 0, total: trips.length });
  for (const batch of BulkImport.batches(trips)) {
    const rows = batch.map((trip) => trip.row).join(",");
    const idempotencyKey = `bulk.${request.fileId}.${batch.length}.${fingerprint(rows)}`;
    try {
      const result = await withRetries(() =>
        services.dispatch.business.bulkImportTrips(
          { business_id: request.businessId, rows: batch },
          { idempotencyKey },
        ),
      );
      for (const row of result.results) {
        report.push({
          row: row.row,
          status: row.status,
          ...(row.booking_id === undefined ? {} : { bookingId: row.booking_id }),
          ...(row.booking_token === undefined ? {} : { bookingToken: row.booking_token }),
          ...(row.error === undefined ? {} : { error: row.error }),
          message: row.status === "failed" ? ErrorCatalogue.messageFor(row.error) : "",
        });
      }
    } catch (error) {
      // The rest of the file is kept: sending again resumes without booking a row twice.
      for (const trip of batch) report.push({ row: trip.row, status: "not_sent", message: failureMessage(error) });
    }
    booked += batch.length;
    onProgress({ stage: "booking", done: booked, total: trips.length });
  }
  return report.toSorted((a, b) => a.row - b.row);
}
