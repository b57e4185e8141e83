// The bulk file's reader off the main thread (no main-thread task over 50 ms while a 100,000-row
// file is read and checked). It checks every row as booking would, places included: the maps
// port's HTTP adapter is made here, from the options the page's own was made from
// (Services.mapsOptions), so the lookups and their answers' decoding stay off the main thread too
// (check-places.ts). The file's id is computed here, and the rows go back in chunks, packed
// (worker-protocol.ts): one message of 100,000 rows took the main thread 1.6 s to receive
// (scripts/bench-bulk-longtasks.ts), a chunk of 2,000 packed rows takes a few milliseconds.
import { createHttpMapsApi } from "@cabline/api-ports/http/HttpMapsApi";
import { checkTripFile } from "./check-places.ts";
import type { PlacesProgress } from "./places.ts";
import { fileIdOf } from "./file-id.ts";
import { chunkSize, pack, type WorkerAnswer, type WorkerRequest } from "./worker-protocol.ts";

const answer = (message: WorkerAnswer) => self.postMessage(message);

/** How often the page hears how far the lookups are: enough for a progress line, no more. */
const progressEveryMs = 250;

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { text, context, maps, area, known: entries } = event.data;
  const known = new Map(entries);
  let told = 0;
  const onProgress = ({ done, total }: PlacesProgress) => {
    const now = performance.now();
    if (total === 0 || (done > 0 && done < total && now - told < progressEveryMs)) return;
    told = now;
    answer({ kind: "places", done, total });
  };
  try {
    const fileId = await fileIdOf(text);
    const check = await checkTripFile(text, context, { maps: createHttpMapsApi(maps), area, known }, onProgress);
    if (!check.ok)
      return answer({ kind: "failed", fileId, message: check.message, ...(check.retry ? { retry: true } : {}) });
    for (let start = 0; start < check.rows.length; start += chunkSize)
      answer({ kind: "rows", ...pack(check.rows.slice(start, start + chunkSize)) });
    answer({ kind: "done", fileId, unknownColumns: check.unknownColumns, places: [...known] });
  } catch (error) {
    // A rejection would go unseen; thrown from a task of its own it reaches the page's onerror,
    // which checks the file on the main thread instead.
    setTimeout(() => {
      throw error;
    });
  }
};
