// A failed call as the forms show it: the §8 message (DispatchError.message is the catalogue's),
// the field it belongs to (ErrorCatalogue.fieldFor, §5 "server error messages serve as
// validation feedback"), and whether the user is offline (nothing typed is lost; try again); and
// the error summary's links to the fields in error.
import type { DispatchError } from "@cabline/api-ports";
import * as ErrorCatalogue from "@cabline/domain/ErrorCatalogue";
import type { Problem } from "../ErrorSummary.tsx";
import { formMessages } from "./messages.ts";

export type Failure = {
  readonly message: string;
  readonly field: ReturnType<typeof ErrorCatalogue.fieldFor>;
  readonly code: string | undefined;
};

/**
 * A DispatchError by its tag rather than `instanceof`: the class lives with effect's Schema, which
 * a form's first load must not download (bundle-budget.json); the adapter rejects with nothing else
 * tagged so.
 */
export const isDispatchError = (error: unknown): error is DispatchError =>
  typeof error === "object" && error !== null && "_tag" in error && error._tag === "DispatchError";

export function failureOf(error: unknown): Failure {
  if (!isDispatchError(error))
    return { message: ErrorCatalogue.messageFor(undefined), field: undefined, code: undefined };
  if (error.reason === "Network" || error.reason === "Timeout")
    return { message: formMessages.offline, field: undefined, code: undefined };
  return {
    message: error.message,
    field: error.code === undefined ? undefined : ErrorCatalogue.fieldFor(error.code),
    code: error.code,
  };
}

/**
 * The error summary's links for a form whose fields have ids: one per field with an error (its
 * own check's or a failure's), in the order of the ids, which is the form's.
 */
export function summaryItems<Field extends string>(
  ids: Readonly<Record<Field, string>>,
  errors: Partial<Record<Field, string>>,
): Problem[] {
  const messages = new Map<string, string | undefined>(Object.entries(errors));
  return Object.entries<string>(ids).flatMap(([field, fieldId]) => {
    const text = messages.get(field);
    return text === undefined ? [] : [{ fieldId, text }];
  });
}
