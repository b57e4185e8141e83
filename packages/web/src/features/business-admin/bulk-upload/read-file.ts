// Runs the file check in a Web Worker (parse.worker.ts), which looks the places up itself and
// answers with how far it is, the file's id and its rows in chunks, so no single message holds the
// main thread; where a worker cannot start (an old browser, a strict policy) or no maps adapter can
// be made in one (Services.mapsOptions absent), on the main thread instead, through the page's maps
// port, so the upload still works.
import type { BulkTripFile } from "@cabline/domain";
import type { CheckedRow, FileCheck } from "./check-file.ts";
import type { PlaceCheck, PlacesProgress } from "./places.ts";
import { fileIdOf } from "./file-id.ts";
import { unpack, type WorkerAnswer, type WorkerRequest } from "./worker-protocol.ts";

export type FileReading = { readonly fileId: string; readonly check: FileCheck };

const inWorker = (
  request: WorkerRequest,
  known: PlaceCheck["known"],
  onProgress: (progress: PlacesProgress) => void,
): Promise<FileReading> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./parse.worker.ts", import.meta.url), { type: "module" });
    const rows: CheckedRow[] = [];
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const message = event.data;
      if (message.kind === "places") return onProgress(message);
      if (message.kind === "rows") {
        for (const row of unpack(message)) rows.push(row);
        return;
      }
      worker.terminate();
      if (message.kind === "done") for (const [key, place] of message.places) known.set(key, place);
      resolve({
        fileId: message.fileId,
        check:
          message.kind === "done"
            ? { ok: true, rows, unknownColumns: message.unknownColumns }
            : { ok: false, message: message.message, ...(message.retry ? { retry: true as const } : {}) },
      });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(request);
  });

export async function readTripFile(
  text: string,
  context: BulkTripFile.CheckContext,
  places: PlaceCheck & { readonly mapsOptions: WorkerRequest["maps"] | undefined },
  onProgress: (progress: PlacesProgress) => void,
): Promise<FileReading> {
  if (places.mapsOptions !== undefined) {
    try {
      const request: WorkerRequest = {
        text,
        context,
        maps: places.mapsOptions,
        area: places.area,
        known: [...places.known],
      };
      return await inWorker(request, places.known, onProgress);
    } catch {
      // Checked below, on this thread.
    }
  }
  const { checkTripFile } = await import("./check-places.ts");
  return { fileId: await fileIdOf(text), check: await checkTripFile(text, context, places, onProgress) };
}
