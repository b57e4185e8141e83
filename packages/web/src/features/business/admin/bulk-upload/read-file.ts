// Runs the file check in a Web Worker; where a worker cannot start (an old browser, a strict
// policy), on the main thread instead, so the upload still works.
import type { BulkTripFile } from "@cabline/domain";
import type { FileCheck } from "./check-file.ts";

const inWorker = (text: string, context: BulkTripFile.CheckContext): Promise<FileCheck> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./parse.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<FileCheck>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ text, context });
  });

export async function readTripFile(text: string, context: BulkTripFile.CheckContext): Promise<FileCheck> {
  try {
    return await inWorker(text, context);
  } catch {
    const { checkFile } = await import("./check-file.ts");
    return checkFile(text, context);
  }
}
