/**
 * What a conformance run records: each HTTP exchange as the recording fetch saw it, and each
 * step's result (whether the request was accepted, whether the answer matched the contract, and
 * what was seen when not).
 */
/** One HTTP exchange, as the recording fetch saw it. */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly contentType?: string;
  readonly body?: string;
  readonly error?: string;
}

export type Outcome = "pass" | "fail" | "skip";

export interface StepResult {
  readonly operation: string;
  readonly description: string;
  readonly outcome: Outcome;
  /** The server took the request (an answer, success or an expected error). */
  readonly accepted: boolean;
  /** The answer had the shape the contract gives it. */
  readonly matchesContract: boolean;
  readonly http?: { readonly method: string; readonly path: string; readonly status?: number };
  readonly detail?: string;
  /** The §8 code of an error answer. */
  readonly code?: string;
  /** No answer at all: the server could not be reached or was too slow. */
  readonly unreachable?: boolean;
}

export interface Recorder {
  readonly exchanges: Array<Exchange>;
  /** Answers still being read for the report (see recordingFetch). */
  readonly pending: Array<Promise<void>>;
}

export const createRecorder = (): Recorder => ({ exchanges: [], pending: [] });

const snippet = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
};

/** The first few kilobytes of an answer, for the report; the rest is left to the adapter. */
const head = async (response: Response, maxBytes = 4096): Promise<string> => {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let total = 0;
  try {
    while (total < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } catch {
    // An aborted or broken body: report what arrived.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks)).slice(0, maxBytes);
};

/** A fetch that keeps the method, path, status, content type and the start of each answer. */
export const recordingFetch =
  (recorder: Recorder, base: (input: Request, init?: RequestInit) => Promise<Response>) =>
  async (input: Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input.url);
    try {
      const response = await base(input, init);
      const contentType = response.headers.get("content-type") ?? undefined;
      const exchange: { -readonly [K in keyof Exchange]: Exchange[K] } = {
        method: input.method,
        path: url.pathname,
        status: response.status,
        ...(contentType === undefined ? {} : { contentType }),
        body: "",
      };
      recorder.exchanges.push(exchange);
      // The copy is read alongside the adapter's own reading: waiting for it first would stall
      // both halves of the tee once the unread half's buffer is full.
      recorder.pending.push(
        head(response.clone()).then((text) => {
          exchange.body = snippet(text);
        }),
      );
      return response;
    } catch (error) {
      recorder.exchanges.push({
        method: input.method,
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  };
