/**
 * The one place a failure becomes words and an exit code (STYLE: one handleError). The ports
 * reject with DispatchError / MapsError (api-ports); they are recognised by their tag so that
 * this module, loaded by every command, does not load effect.
 *
 * A refusal reads as spec §8 says: its code and the catalogue's message for it (the §8 table, so
 * bad_request is "Bad Request - Please contact support."). When the API's own message says more
 * (which field of a bad_request, which area a pickup_not_in_soton means), it follows on a line of
 * its own, "the API says: name must be one line.", and is `serverMessage` with --json. Everything
 * printed is plain text of one line per item (PlainText, as the rest of the output): a message
 * from any server can neither forge a line nor send a terminal sequence.
 */
import { oneLine } from "@cabline/domain/PlainText";
import { CliError, isCliError } from "./errors.ts";
import { ExitCode } from "./exit-codes.ts";
import type { Output } from "./output.ts";

export interface PortError {
  readonly _tag: "DispatchError" | "MapsError";
  readonly reason: "Rejected" | "SignedOut" | "Contract" | "Network" | "Timeout";
  readonly operation: string;
  readonly code?: string;
  readonly message: string;
  readonly status?: number;
  readonly detail?: string;
  readonly serverMessage?: string;
}

export const isPortError = (error: unknown): error is PortError =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  (error._tag === "DispatchError" || error._tag === "MapsError") &&
  "reason" in error;

/** A port failure as a CliError: the catalogue code and message, and what to do next. */
export const fromPortError = (error: PortError, api?: string): CliError => {
  const where = api === undefined ? "the dispatch API" : api;
  const service = error._tag === "MapsError" ? "the maps service" : where;
  switch (error.reason) {
    case "Rejected":
      return new CliError({
        exitCode: ExitCode.rejected,
        code: error.code ?? "rejected",
        message: error.message,
        detail: error.detail,
        serverMessage: error.serverMessage,
      });
    case "SignedOut":
      return new CliError({
        exitCode: ExitCode.rejected,
        code: error.code ?? (error.status === 401 ? "unauthorised" : "invalid_token"),
        message: "The server ended your session (it no longer accepts the token).",
        hint:
          error.operation.startsWith("getContracts") || error.operation === "placeBid"
            ? "Run `cabline driver login` again."
            : "Run `cabline login` again.",
      });
    case "Network":
      return new CliError({
        exitCode: ExitCode.network,
        code: "network",
        message: `Could not reach ${service}.`,
        detail: error.detail,
        hint: "Check --api (or CABLINE_API) and that the server is running.",
      });
    case "Timeout":
      return new CliError({
        exitCode: ExitCode.network,
        code: "timeout",
        message: `${service} did not answer in time.`,
        detail: error.detail,
      });
    case "Contract":
      return new CliError({
        exitCode: ExitCode.contract,
        code: "contract_violation",
        message: `${service} answered ${error.operation} with something its contract does not allow.`,
        detail: error.detail,
        hint: "Run `cabline conformance` against this API for the full report.",
      });
  }
};

/**
 * A refusal on one line (a row of a bulk report): the catalogue's message, then the API's own
 * words when they say more, as plain text.
 * @lazy
 */
export const refusalLine = (message: string, serverMessage: string | undefined): string => {
  const server = serverMessage === undefined ? "" : oneLine(serverMessage);
  return server === "" || server === oneLine(message)
    ? oneLine(message)
    : `${oneLine(message)} The API says: ${server}`;
};

const asCliError = (error: unknown, api?: string): CliError => {
  if (isCliError(error)) return error;
  if (isPortError(error)) return fromPortError(error, api);
  const message = error instanceof Error ? error.message : String(error);
  return new CliError({ exitCode: ExitCode.rejected, code: "unexpected", message: `Unexpected error: ${message}` });
};

/** Prints the failure (stderr, or a JSON document on stdout with --json) and returns the exit code. */
export const handleError = (error: unknown, out: Output, api?: string): ExitCode => {
  const failure = asCliError(error, api);
  if (out.json) {
    const document = {
      ok: false,
      code: failure.code ?? null,
      message: failure.message,
      exitCode: failure.exitCode,
      ...(failure.serverMessage === undefined ? {} : { serverMessage: failure.serverMessage }),
      ...(failure.fields.length > 0 ? { fields: failure.fields } : {}),
      ...(failure.hint === undefined ? {} : { hint: failure.hint }),
      ...(failure.detail === undefined ? {} : { detail: failure.detail }),
    };
    out.io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
    return failure.exitCode;
  }
  // Each item on its own line, whatever a server put in it (PlainText.oneLine).
  const code = failure.code === undefined ? "" : ` [${oneLine(failure.code)}]`;
  const lines = [`error${code}: ${oneLine(failure.message)}`];
  if (failure.serverMessage !== undefined) lines.push(`  the API says: ${oneLine(failure.serverMessage)}`);
  for (const field of failure.fields) lines.push(`  ${oneLine(field.field)}: ${oneLine(field.message)}`);
  if (failure.detail !== undefined) lines.push(`  detail: ${oneLine(failure.detail)}`);
  if (failure.hint !== undefined) lines.push(`  ${oneLine(failure.hint)}`);
  out.io.stderr.write(`${lines.join("\n")}\n`);
  return failure.exitCode;
};
