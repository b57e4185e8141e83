// The bulk file's reader off the main thread (issue 20: no main-thread task over 50 ms while a
// 100,000-row file is read and checked). The file's id is computed here too, and the rows go back
// in chunks, packed (worker-protocol.ts): one message of 100,000 rows took the main thread 1.6 s to
// receive (scripts/bench-bulk-longtasks.ts), a chunk of 2,000 packed rows takes a few milliseconds.
import type { BulkTripFile } from "@cabline/domain";
import { checkFile } from "./check-file.ts";
import { fileIdOf } from "./file-id.ts";
import { chunkSize, pack, type WorkerAnswer } from "./worker-protocol.ts";

type Request = { readonly text: string; readonly context: BulkTripFile.CheckContext };

const answer = (message: WorkerAnswer) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<Request>) => {
  const check = checkFile(event.data.text, event.data.context);
  const fileId = await fileIdOf(event.data.text);
  if (!check.ok) return answer({ kind: "failed", fileId, message: check.message });
  for (let start = 0; start < check.rows.length; start += chunkSize)
    answer({ kind: "rows", ...pack(check.rows.slice(start, start + chunkSize)) });
  answer({ kind: "done", fileId, unknownColumns: check.unknownColumns });
};
