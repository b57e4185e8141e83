/**
 * The one place a failure becomes words and an exit code (STYLE: one handleError). The ports
 * reject with DispatchError / MapsError (api-ports); they are recognised by their tag so that
 * this module, loaded by every command, does not load effect.
 */
import { CliError, isCliError } from "./errors.ts";
import { ExitCode } from "./exit-codes.ts";
import type { Output } from "./output.ts";

interface PortError {
  readonly _tag: "DispatchError" | "MapsError";
  readonly reason: "Rejected" | "SignedOut" | "Contract" | "Network" | "Timeout";
  readonly operation: string;
  readonly code?: string;
  readonly message: string;
  readonly status?: number;
  readonly detail?: string;
}

export const isPortError = (error: unknown): error is PortError =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  (error._tag === "DispatchError" || error._tag === "MapsError") &&
  "reason" in error;

/** The exit code a port failure stands for. */
export const exitCodeOf = (reason: PortError["reason"]): ExitCode => {
  switch (reason) {
    case "Rejected":
    case "SignedOut":
      return ExitCode.rejected;
    case "Network":
    case "Timeout":
      return ExitCode.network;
    case "Contract":
      return ExitCode.contract;
  }
};

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
      ...(failure.fields.length > 0 ? { fields: failure.fields } : {}),
      ...(failure.hint === undefined ? {} : { hint: failure.hint }),
      ...(failure.detail === undefined ? {} : { detail: failure.detail }),
    };
    out.io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
    return failure.exitCode;
  }
  const lines = [`error${failure.code === undefined ? "" : ` [${failure.code}]`}: ${failure.message}`];
  for (const field of failure.fields) lines.push(`  ${field.field}: ${field.message}`);
  if (failure.detail !== undefined) lines.push(`  detail: ${failure.detail}`);
  if (failure.hint !== undefined) lines.push(`  ${failure.hint}`);
  out.io.stderr.write(`${lines.join("\n")}\n`);
  return failure.exitCode;
};
