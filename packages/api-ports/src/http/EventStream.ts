/**
 * Reads `text/event-stream` (the WHATWG server-sent events format) from text arriving in chunks of
 * any size: lines end with LF, CRLF or CR; `event:` names the frame, `data:` lines join with LF,
 * a blank line sends the frame, and a line starting with `:` is a comment (a keep-alive). Fields a
 * client does not use (`id:`, `retry:`) are ignored. A frame left unfinished when the text ends is
 * dropped, as a browser's EventSource drops it. Used by the dispatch adapter's watchBooking
 * (contracts/dispatch.openapi.yaml, /customer/v2/booking/events), which reads the stream with
 * fetch rather than EventSource so that it sends the tenant header and runs in Node (the CLI, the
 * contract tests) as in the browser.
 */
export interface StreamEvent {
  /** `message` when the frame names none. */
  readonly event: string;
  readonly data: string;
}

export interface EventStreamReader {
  /** Reads the next piece of text; calls back for each whole frame and comment in it. */
  push(text: string): void;
}

export const eventStreamReader = (listener: {
  readonly onEvent: (event: StreamEvent) => void;
  /** Any comment line: the server is still there. */
  readonly onComment?: () => void;
}): EventStreamReader => {
  let buffer = "";
  let name = "";
  let data: string[] = [];
  // A CR that ended the last piece: an LF at the start of the next one belongs to it.
  let afterCr = false;

  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) listener.onEvent({ event: name === "" ? "message" : name, data: data.join("\n") });
      name = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) {
      listener.onComment?.();
      return;
    }
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  };

  return {
    push(text) {
      buffer += afterCr && text.startsWith("\n") ? text.slice(1) : text;
      afterCr = false;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) break;
        // A CR at the very end may be the first half of a CRLF split across pieces.
        const crlf = buffer.startsWith("\r\n", end);
        if (!crlf && buffer[end] === "\r" && end === buffer.length - 1) afterCr = true;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + (crlf ? 2 : 1));
      }
    },
  };
};
