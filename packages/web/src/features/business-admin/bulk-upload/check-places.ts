// The bulk file checked as booking checks it, places included (spec §2 /business/bulk-upload-trips,
// §7 maps service, §8): the lookups of its distinct addresses (places.ts) start first and run while
// the rows are checked by the rules that need no lookup; then each row is judged against what was
// found. The worker runs it with an HTTP maps adapter of its own (parse.worker.ts); the page runs
// it with its services' maps port when no worker can start.
import { BulkTripFile } from "@cabline/domain";
import { checkRecord, readRecords, type CheckedRow, type FileCheck } from "./check-file.ts";
import {
  foundIn,
  lookUpPlaces,
  PlacesUnavailable,
  withPlaceIssues,
  type PlaceCheck,
  type PlacesProgress,
} from "./places.ts";

/** Rows checked between two pauses, in which lookup answers are read and the next ones sent. */
const sliceRows = 1000;

/** A pause of one task, without the 4 ms that nested timers are held back by. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Reads the file and checks every row as booking would (BulkTripFile.checkRow and placeIssues).
 * The lookups start first and run while the rows are checked, a slice at a time with a pause
 * between slices, so a long file costs the longer of the two, not both. A maps service that
 * cannot answer fails the check (`retry`): its rows' places would be unknown.
 */
export async function checkTripFile(
  text: string,
  context: BulkTripFile.CheckContext,
  places: PlaceCheck,
  onProgress?: (progress: PlacesProgress) => void,
): Promise<FileCheck> {
  const read = readRecords(text);
  if (!read.ok) return read;
  const addresses = read.records.flatMap((values) => BulkTripFile.placesOf(values).map((place) => place.address));
  const lookups = lookUpPlaces(addresses, places.maps, places.known, onProgress);
  // Awaited below; until then a failure must not count as unhandled.
  lookups.catch(() => undefined);
  const rows: Array<CheckedRow> = [];
  for (let start = 0; start < read.records.length; start += sliceRows) {
    const end = Math.min(start + sliceRows, read.records.length);
    for (let index = start; index < end; index += 1) {
      rows.push(checkRecord(index, read.records[index] ?? {}, context));
    }
    await nextTask();
  }
  try {
    await lookups;
  } catch (error) {
    if (error instanceof PlacesUnavailable) return { ok: false, message: error.message, retry: true };
    throw error;
  }
  const found = foundIn(places.known);
  return {
    ok: true,
    rows: rows.map((row) => withPlaceIssues(row, found, places.area)),
    unknownColumns: read.unknownColumns,
  };
}
