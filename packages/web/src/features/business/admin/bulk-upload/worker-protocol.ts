// What parse.worker.ts answers read-file.ts: the rows in chunks, then the end (or the reason the
// file cannot be used), each with the file's id.
import type { CheckedRow } from "./check-file.ts";

/** Rows per message from the worker. */
export const chunkSize = 2000;

export type WorkerAnswer =
  | { readonly kind: "rows"; readonly rows: ReadonlyArray<CheckedRow> }
  | { readonly kind: "done"; readonly fileId: string; readonly unknownColumns: ReadonlyArray<string> }
  | { readonly kind: "failed"; readonly fileId: string; readonly message: string };
