/**
 * The failures commands raise on purpose. Anything else (a DispatchError from the ports, a
 * commander usage error, a bug) is turned into an exit code by handle-error.ts.
 */
import { ExitCode } from "./exit-codes.ts";

/** One field of a form that is wrong, named the way the flags and the booking file name it. */
export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

export interface CliErrorOptions {
  readonly exitCode: ExitCode;
  readonly message: string;
  /** A §8 catalogue code, or the CLI's own (`usage`, `validation`, `not_signed_in` ...). */
  readonly code?: string | undefined;
  readonly fields?: ReadonlyArray<FieldIssue> | undefined;
  /** What to do next, printed after the message. */
  readonly hint?: string | undefined;
  readonly detail?: string | undefined;
  /** The API's own words for a refusal, when they say more than `message` (DispatchError.serverMessage). */
  readonly serverMessage?: string | undefined;
}

export class CliError extends Error {
  override readonly name = "CliError";
  readonly exitCode: ExitCode;
  readonly code: string | undefined;
  readonly fields: ReadonlyArray<FieldIssue>;
  readonly hint: string | undefined;
  readonly detail: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(options: CliErrorOptions) {
    super(options.message);
    this.exitCode = options.exitCode;
    this.code = options.code;
    this.fields = options.fields ?? [];
    this.hint = options.hint;
    this.detail = options.detail;
    this.serverMessage = options.serverMessage;
  }
}

export const isCliError = (error: unknown): error is CliError => error instanceof CliError;

/** A wrong command line: exit 2, nothing sent. */
export const usageError = (message: string, hint?: string): CliError =>
  new CliError({ exitCode: ExitCode.usage, code: "usage", message, hint });

/** A form with wrong fields: exit 2, each field with its message, nothing booked. */
export const validationError = (
  fields: ReadonlyArray<FieldIssue>,
  message = "Please correct these fields:",
): CliError => new CliError({ exitCode: ExitCode.usage, code: "validation", message, fields });

/** A command that needs a signed-in customer when there is none. */
export const notSignedIn = (): CliError =>
  new CliError({
    exitCode: ExitCode.usage,
    code: "not_signed_in",
    message: "You are not signed in for this API and tenant.",
    hint: "Run `cabline login --email <email>` (or set CABLINE_TOKEN).",
  });

/** What a thrown value says: an Error's message, else the value as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The system's code for a failed file operation (ENOENT, EACCES ...), when the error has one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
