/**
 * The error envelope of spec §8 as the sandbox answers it (contracts/README.md "Status-code
 * rule"): 400 for business-rule errors, 401 invalid_token, 429 too_many_attempts_please_wait with
 * Retry-After, 500 internal_server_error. Messages, of §8 and of the contract's extension codes,
 * come from the domain's ErrorCatalogue.
 */
import { ErrorCatalogue } from "@cabline/domain";

/** The message of a code: §8's table, or the contract's extension codes, both held by the domain. */
export const messageOf = (code: string): string => ErrorCatalogue.messageFor(code);

export interface ErrorOptions {
  /** HTTP status; 400 unless the code says otherwise. */
  readonly status?: number;
  /** A more specific message than the catalogue's (used for bad_request). */
  readonly message?: string;
  /** Keep this request's writes (a failed-attempt counter) although the answer is an error. */
  readonly commit?: boolean;
  /** Seconds for Retry-After (429). */
  readonly retryAfter?: number;
  /** Extra fields of the envelope (e.g. decline_code). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly commit: boolean;
  readonly retryAfter: number | undefined;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(code: string, options: ErrorOptions = {}) {
    super(options.message ?? messageOf(code));
    this.code = code;
    this.status =
      options.status ??
      (code === "invalid_token"
        ? 401
        : code === "too_many_attempts_please_wait"
          ? 429
          : code === "internal_server_error"
            ? 500
            : 400);
    this.commit = options.commit ?? false;
    this.retryAfter = options.retryAfter;
    this.extra = options.extra ?? {};
  }
}

/** Throws the error envelope for `code`; handlers call it where a rule is broken. */
export const fail = (code: string, options?: ErrorOptions): never => {
  throw new ApiError(code, options);
};

/** 400 bad_request with a message saying what was wrong with the request. */
export const badRequest = (message: string): never => fail("bad_request", { message });
