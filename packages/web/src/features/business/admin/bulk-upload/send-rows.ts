// Books the checked rows (spec §2 /business/bulk-upload-trips; contract bulkImportTrips): finds
// each distinct place once with the maps service, then sends the trips in requests of at most
// 1000 (BulkImport.batches). Idempotent twice over: each row's key comes from the file's content,
// so a resumed upload books nothing twice, and each request's Idempotency-Key is the same on
// every retry of it.
import { Booking, BulkImport, BulkTripFile, ErrorCatalogue } from "@cabline/domain";
import type { Services } from "../../../../lib/services.ts";
import { failureMessage } from "../components/failure.ts";
import { fingerprint } from "./file-id.ts";

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
  const reason = (error as { readonly reason?: unknown } | null)?.reason;
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

export async function sendRows(
  services: Pick<Services, "dispatch" | "maps">,
  request: {
    readonly businessId: number;
    readonly fileId: string;
    readonly drafts: ReadonlyArray<BulkTripFile.Draft>;
  },
  onProgress: (progress: Progress) => void,
): Promise<ReadonlyArray<ReportRow>> {
  const addresses = [...new Set(request.drafts.flatMap((draft) => [draft.pickup, draft.drop, ...draft.vias]))];
  const places = new Map<string, Booking.Place | undefined>();
  let found = 0;
  onProgress({ stage: "places", done: 0, total: addresses.length });
  // A few lookups at a time: fast on a long file, gentle on the maps service.
  const queue = [...addresses];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const results = await withRetries(() => services.maps.geocode(address));
        places.set(address, results.find(Booking.isPlace));
        found += 1;
        onProgress({ stage: "places", done: found, total: addresses.length });
      }
    }),
  );

  const report: Array<ReportRow> = [];
  const trips: Array<BulkImport.TripRow> = [];
  for (const draft of request.drafts) {
    const missing = [draft.pickup, draft.drop, ...draft.vias].filter((address) => places.get(address) === undefined);
    const pickup = places.get(draft.pickup);
    const destinations = [draft.drop, ...draft.vias].map((address) => places.get(address));
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
