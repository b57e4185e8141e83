// The bulk file's reader off the main thread (issue 20: no main-thread task over 50 ms while a
// 100,000-row file is read and checked).
import type { BulkTripFile } from "@cabline/domain";
import { checkFile } from "./check-file.ts";

type Request = { readonly text: string; readonly context: BulkTripFile.CheckContext };

self.onmessage = (event: MessageEvent<Request>) => {
  self.postMessage(checkFile(event.data.text, event.data.context));
};
