// Runs the file check in a Web Worker (parse.worker.ts), which answers with the file's id and its
// rows in chunks, so no single message holds the main thread; where a worker cannot start (an old
// browser, a strict policy), on the main thread instead, so the upload still works.
import type { BulkTripFile } from "@cabline/domain";
import type { CheckedRow, FileCheck } from "./check-file.ts";
import { fileIdOf } from "./file-id.ts";
import { unpack, type WorkerAnswer } from "./worker-protocol.ts";

export type FileReading = { readonly fileId: string; readonly check: FileCheck };

const inWorker = (text: string, context: BulkTripFile.CheckContext): Promise<FileReading> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./parse.worker.ts", import.meta.url), { type: "module" });
    const rows: CheckedRow[] = [];
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const message = event.data;
      if (message.kind === "rows") {
        for (const row of unpack(message)) rows.push(row);
        return;
      }
      worker.terminate();
      resolve({
        fileId: message.fileId,
        check:
          message.kind === "done"
            ? { ok: true, rows, unknownColumns: message.unknownColumns }
            : { ok: false, message: message.message },
      });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ text, context });
  });

export async function readTripFile(text: string, context: BulkTripFile.CheckContext): Promise<FileReading> {
  try {
    return await inWorker(text, context);
  } catch {
    const { checkFile } = await import("./check-file.ts");
    return { fileId: await fileIdOf(text), check: checkFile(text, context) };
  }
}
