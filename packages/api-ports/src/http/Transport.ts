/**
 * The fetch every HTTP adapter uses (spec §7 "The timeout is 60000 ms"). It really aborts: the
 * AbortController cancels the connection and the reading of the body alike, so a server that never
 * answers, or answers forever, frees the request at the timeout. It reads at most `maxBodyBytes`
 * (5 MiB by default) so a runaway body becomes a contract error instead of exhausting memory, and
 * hands openapi-fetch a Response whose body is already in memory.
 */
import { Constants } from "@cabline/domain";

export type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

export const defaultTimeoutMs = Constants.apiTimeoutMs;
export const defaultMaxBodyBytes = 5 * 1024 * 1024;

/** Why no answer could be read: unreachable, too slow, or too big. */
export class TransportFailure extends Error {
  override readonly name = "TransportFailure";
  // A plain field, not a parameter property: Node runs these sources by stripping types only.
  readonly kind: "Network" | "Timeout" | "TooLarge";
  constructor(kind: "Network" | "Timeout" | "TooLarge", message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

const readLimited = async (response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> => {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  const tooLarge = () =>
    new TransportFailure("TooLarge", `The answer is larger than ${maxBytes} bytes (HTTP ${response.status}).`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
};

/** A fetch that times out, bounds the body and reports failures as TransportFailure. */
export const boundedFetch =
  (options: { readonly fetch?: Fetch | undefined; readonly timeoutMs: number; readonly maxBodyBytes: number }) =>
  async (request: Request): Promise<Response> => {
    const base = options.fetch ?? ((input: Request, init?: RequestInit) => globalThis.fetch(input, init));
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`No answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const followCaller = () => controller.abort(request.signal.reason);
    request.signal.addEventListener("abort", followCaller, { once: true });
    try {
      const response = await base(request, { signal: controller.signal });
      const bytes = await readLimited(response, options.maxBodyBytes);
      const headers = new Headers(response.headers);
      // The body below is decoded and complete: these no longer describe it.
      headers.delete("content-encoding");
      headers.delete("content-length");
      return new Response(nullBodyStatuses.has(response.status) ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    } catch (error) {
      if (error instanceof TransportFailure) throw error;
      if (timedOut) {
        throw new TransportFailure("Timeout", `No answer within ${options.timeoutMs} ms; the request was aborted.`, {
          cause: error,
        });
      }
      throw new TransportFailure("Network", describe(error), { cause: error });
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener("abort", followCaller);
    }
  };

export type Body =
  | { readonly kind: "empty" }
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "text"; readonly text: string };

/** A body as text: empty, JSON, or text that is not JSON (plain string, HTML, truncated JSON). */
export const parseBody = (text: string | undefined): Body => {
  if (text === undefined || text.trim() === "") return { kind: "empty" };
  try {
    const value: unknown = JSON.parse(text);
    return { kind: "json", value };
  } catch {
    return { kind: "text", text };
  }
};

/** The body of an openapi-fetch result made with `parseAs: "text"`. */
export const bodyOf = (result: {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}): Body => {
  // Success: openapi-fetch hands over the text as it is.
  if (result.response.ok) return parseBody(typeof result.data === "string" ? result.data : undefined);
  // Failure: openapi-fetch has tried JSON.parse already and kept the text when that failed.
  if (result.error === undefined) return { kind: "empty" };
  if (typeof result.error === "string")
    return result.error.trim() === "" ? { kind: "empty" } : { kind: "text", text: result.error };
  return { kind: "json", value: result.error };
};

/** Whether a text body is an HTML page (a proxy's or a framework's error page). */
export const looksLikeHtml = (text: string): boolean => /^\s*</.test(text);

/** Whether a text body was meant to be JSON but is not (truncated, malformed). */
export const looksLikeJson = (text: string): boolean => /^\s*[[{"]/.test(text);
