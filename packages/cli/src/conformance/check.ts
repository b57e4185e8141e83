/**
 * One conformance check: call an operation through the real HTTP adapter (which decodes the
 * answer against contracts/dispatch.openapi.yaml) and record a StepResult from what came back —
 * an answer of the right shape and media type, an error the contract allows (spec §8 codes), or
 * what went wrong and where.
 */
import { isPortError, type PortError } from "../handle-error.ts";
import type { Exchange, Recorder, StepResult } from "./record.ts";

export interface Check<A> {
  readonly operation: string;
  readonly description: string;
  readonly call: () => Promise<A>;
  /** §8 codes that are a correct answer too (a lookup of something that does not exist). */
  readonly expectedCodes?: ReadonlyArray<string> | "any" | undefined;
  /** What the answer must also say, beyond its shape (the journey's promises). */
  readonly verify?: ((value: A) => string | undefined) | undefined;
}

const isJson = (contentType: string | undefined): boolean =>
  contentType === undefined || /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());

/** The exchanges one check made, and what the report says of them. */
const exchangesOf = (seen: ReadonlyArray<Exchange>) => {
  const last = seen.at(-1);
  return {
    last,
    http:
      last === undefined
        ? {}
        : {
            http: {
              method: last.method,
              path: last.path,
              ...(last.status === undefined ? {} : { status: last.status }),
            },
          },
    /** An answer with a body that is not JSON breaks the contract whatever its status. */
    mediaProblem: (() => {
      const wrong = seen.find(
        (exchange) => exchange.status !== undefined && exchange.body !== "" && !isJson(exchange.contentType),
      );
      return wrong === undefined
        ? undefined
        : `HTTP ${wrong.status} answered with Content-Type ${wrong.contentType ?? "(none)"}, not application/json: ${wrong.body ?? ""}`;
    })(),
  };
};

type Seen = ReturnType<typeof exchangesOf>;
type Base = Pick<StepResult, "operation" | "description">;

/** The result of a check whose operation answered. */
const answered = <A>(base: Base, check: Check<A>, value: A, seen: Seen): StepResult => {
  const broken = check.verify?.(value);
  const media = seen.mediaProblem;
  return {
    ...base,
    outcome: media === undefined && broken === undefined ? "pass" : "fail",
    accepted: true,
    matchesContract: media === undefined,
    ...seen.http,
    ...(media === undefined && broken === undefined ? {} : { detail: media ?? broken ?? "" }),
  };
};

/** The result of a check whose operation failed: refused, signed out, off contract or unreachable. */
const failed = (
  base: Base,
  expectedCodes: Check<unknown>["expectedCodes"],
  error: PortError,
  seen: Seen,
): StepResult => {
  const { last } = seen;
  const answer = last?.body === undefined || last.body === "" ? "" : ` Answer: ${last.body}`;
  const code = error.code;
  switch (error.reason) {
    case "Rejected": {
      const expected = expectedCodes === "any" || (code !== undefined && (expectedCodes ?? []).includes(code));
      const media = seen.mediaProblem;
      return {
        ...base,
        outcome: expected && media === undefined ? "pass" : "fail",
        accepted: expected,
        matchesContract: media === undefined,
        ...seen.http,
        ...(code === undefined ? {} : { code }),
        detail:
          media ??
          (expected
            ? `answered the error ${code ?? "(no code)"} as the contract allows`
            : `refused a valid request: ${code ?? "no code"} (${error.message}).${answer}`),
      };
    }
    case "SignedOut":
      return {
        ...base,
        outcome: "fail",
        accepted: false,
        matchesContract: true,
        ...seen.http,
        detail: `the session token was refused (HTTP ${error.status ?? "?"}).${answer}`,
      };
    case "Contract":
      return {
        ...base,
        outcome: "fail",
        accepted: last?.status !== undefined && last.status < 300,
        matchesContract: false,
        ...seen.http,
        detail: `${error.detail ?? error.message}${answer}`,
      };
    case "Network":
    case "Timeout":
      return {
        ...base,
        outcome: "fail",
        accepted: false,
        matchesContract: true,
        unreachable: true,
        ...seen.http,
        detail: `${error.reason === "Timeout" ? "no answer in time" : "unreachable"}: ${error.detail ?? error.message}${last?.status === undefined ? "" : ` (last answer HTTP ${last.status})`}`,
      };
  }
};

/**
 * Runs checks one after another, recording each: the answer when there is one, undefined when the
 * operation failed (the failure is in the record). Errors that are not the port's are thrown.
 */
export const createChecker =
  (recorder: Recorder, record: (step: StepResult) => void) =>
  async <A>(check: Check<A>): Promise<A | undefined> => {
    const from = recorder.exchanges.length;
    // The report's copy of each answer is read alongside the adapter (see recordingFetch).
    const seen = async () => {
      await Promise.all(recorder.pending.splice(0));
      return exchangesOf(recorder.exchanges.slice(from));
    };
    const base = { operation: check.operation, description: check.description };
    try {
      const value = await check.call();
      record(answered(base, check, value, await seen()));
      return value;
    } catch (error) {
      if (!isPortError(error)) throw error;
      record(failed(base, check.expectedCodes, error, await seen()));
      return undefined;
    }
  };
