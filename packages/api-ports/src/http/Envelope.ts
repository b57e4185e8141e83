/**
 * Spec §8 "Handling", in one place: what an answer of the dispatch API means. It builds on the
 * domain's reading (ErrorCatalogue.interpret) and adds what only an HTTP client sees:
 * - HTTP 401 or invalid_token: SignedOut;
 * - any other code: Rejected, the code kept, the catalogue message (unknown codes with underscores
 *   as spaces, no code at all 'Unknown Error'); no_error is ignored; the server's own `message`
 *   is kept beside it as serverMessage, one line of plain text, when it says more;
 * - a plain-string body is an error too: its text is the code when it reads like one;
 * - a body that does not match the contract (missing field, wrong type, HTML, truncated JSON, too
 *   big, empty): Contract, with a detail saying which operation and what;
 * - a gateway's 502/503/504 that the retries did not get past: Network.
 */
import { ErrorCatalogue, PlainText } from "@cabline/domain";
import { Schema } from "effect";
import { DispatchError, dispatchMessages, serverMessageMax, type OperationId } from "../DispatchApi.ts";
import { isTransientStatus } from "./Retry.ts";
import { type Body, looksLikeHtml, looksLikeJson, TransportFailure } from "./Transport.ts";

export interface Exchange {
  readonly operation: OperationId;
  readonly method: "GET" | "POST";
  readonly path: string;
}

const where = (exchange: Exchange, status?: number) =>
  `${exchange.method} ${exchange.path}${status === undefined ? "" : ` answered HTTP ${status}`}`;

const failed = (
  exchange: Exchange,
  reason: DispatchError["reason"],
  fields: {
    readonly code?: string | undefined;
    readonly message: string;
    readonly status?: number | undefined;
    readonly detail?: string | undefined;
    readonly serverMessage?: string | undefined;
  },
): DispatchError =>
  new DispatchError({
    reason,
    operation: exchange.operation,
    message: fields.message,
    ...(fields.serverMessage === undefined ? {} : { serverMessage: fields.serverMessage }),
    ...(fields.code === undefined ? {} : { code: fields.code }),
    ...(fields.status === undefined ? {} : { status: fields.status }),
    ...(fields.detail === undefined ? {} : { detail: fields.detail }),
  });

export const contractError = (exchange: Exchange, status: number | undefined, problem: string): DispatchError =>
  failed(exchange, "Contract", {
    message: dispatchMessages.Contract,
    status,
    detail: `${where(exchange, status)} ${problem}`,
  });

const networkError = (exchange: Exchange, status: number | undefined, detail: string): DispatchError =>
  failed(exchange, "Network", {
    message: dispatchMessages.Network,
    status,
    detail: `${where(exchange, status)}: ${detail}`,
  });

/** A plain-string body reads as a code when it looks like one (a short single line), not prose or a page. */
const asCode = (text: string): string => {
  const trimmed = text.trim();
  return /^[A-Za-z][\w .-]{0,63}$/.test(trimmed) ? trimmed : "";
};

/**
 * The server's own message in an error envelope, as one line of plain text (PlainText.singleLine:
 * no control, direction override or line break reaches a terminal or a page), when it says more
 * than the catalogue's `message`: the sandbox's bad_request says "name must be one line.".
 */
const serverMessageOf = (body: unknown, catalogue: string): string | undefined => {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  const message = body.message;
  if (typeof message !== "string") return undefined;
  const line = PlainText.singleLine(message, serverMessageMax);
  return line === "" || line === catalogue ? undefined : line;
};

const fromOutcome = (
  exchange: Exchange,
  status: number,
  outcome: ErrorCatalogue.Outcome,
  detail: string,
  body?: unknown,
): DispatchError => {
  if (outcome._tag === "SignOut") {
    return failed(exchange, "SignedOut", {
      code: ErrorCatalogue.invalidToken,
      message: ErrorCatalogue.messageFor(ErrorCatalogue.invalidToken),
      status,
      detail,
    });
  }
  const message = outcome._tag === "Failure" ? outcome.message : ErrorCatalogue.unknownErrorMessage;
  return failed(exchange, "Rejected", {
    code: outcome._tag === "Failure" ? outcome.code : undefined,
    message,
    serverMessage: serverMessageOf(body, message),
    status,
    detail,
  });
};

/**
 * Reads an answer: the decoded domain value, or the DispatchError that says what went wrong.
 * `decoder` is the operation's response schema (Wire.ts).
 */
export const readAnswer = <A>(
  exchange: Exchange,
  status: number,
  body: Body,
  decoder: Schema.Decoder<A>,
): { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: DispatchError } => {
  const fail = (error: DispatchError) => ({ ok: false as const, error });
  const detail = where(exchange, status);

  if (status === 401) {
    return fail(fromOutcome(exchange, status, { _tag: "SignOut", reason: "unauthorised" }, detail));
  }
  if (isTransientStatus(status)) {
    // A gateway's page says nothing about the booking; a coded answer from the API itself is read as usual.
    const outcome = body.kind === "json" ? ErrorCatalogue.interpret({ status, body: body.value }) : undefined;
    if (outcome?._tag !== "Failure" || outcome.code === undefined) {
      return fail(networkError(exchange, status, "the gateway gave up"));
    }
  }

  // §8: a plain-string body is an error; its text is the code, when it reads like one.
  const plainStringError = (text: string) => {
    const outcome = ErrorCatalogue.interpret({ status, body: asCode(text) });
    return outcome._tag === "Ok"
      ? fail(contractError(exchange, status, "with a plain string instead of an object."))
      : fail(fromOutcome(exchange, status, outcome, `${detail} with a plain string.`));
  };
  if (body.kind === "text") {
    if (looksLikeHtml(body.text)) return fail(contractError(exchange, status, "with an HTML page instead of JSON."));
    if (looksLikeJson(body.text)) return fail(contractError(exchange, status, "with malformed or truncated JSON."));
    return plainStringError(body.text);
  }
  if (body.kind === "empty") {
    return status >= 200 && status < 300
      ? fail(contractError(exchange, status, "with an empty body."))
      : fail(
          fromOutcome(
            exchange,
            status,
            ErrorCatalogue.interpret({ status, body: undefined }),
            `${detail} with an empty body.`,
          ),
        );
  }
  if (typeof body.value === "string") return plainStringError(body.value);

  const outcome = ErrorCatalogue.interpret({ status, body: body.value });
  if (outcome._tag !== "Ok") return fail(fromOutcome(exchange, status, outcome, detail, body.value));
  const decoded = Schema.decodeUnknownResult(decoder)(body.value);
  return decoded._tag === "Success"
    ? { ok: true, value: decoded.success }
    : fail(contractError(exchange, status, `with a body that does not match the contract: ${decoded.failure.message}`));
};

/** A request that got no answer. */
export const fromTransportFailure = (exchange: Exchange, failure: TransportFailure): DispatchError =>
  failure.kind === "Timeout"
    ? failed(exchange, "Timeout", {
        message: dispatchMessages.Timeout,
        detail: `${where(exchange)}: ${failure.message}`,
      })
    : failure.kind === "TooLarge"
      ? contractError(exchange, undefined, `answered too much: ${failure.message}`)
      : networkError(exchange, undefined, failure.message);

/** Anything else thrown on the way: a bug of this adapter or of the runtime, reported as a contract problem. */
export const fromUnexpected = (exchange: Exchange, error: unknown): DispatchError =>
  error instanceof DispatchError
    ? error
    : error instanceof TransportFailure
      ? fromTransportFailure(exchange, error)
      : contractError(
          exchange,
          undefined,
          `could not be read: ${error instanceof Error ? error.message : String(error)}`,
        );
