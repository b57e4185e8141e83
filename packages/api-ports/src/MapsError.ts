/**
 * The maps port's failure (MapsApi.ts), a class on effect/Schema. In its own module so that what
 * a screen reads of the port (its types and messages) carries no schema code.
 */
import { Schema } from "effect";

/**
 * Why a maps call failed: Rejected (the service refused: bad key, quota, unknown place; `code` is
 * Google's status), Contract (an answer this adapter cannot read), Network, Timeout.
 */
export const MapsErrorReason = Schema.Literals(["Rejected", "Contract", "Network", "Timeout"]);
export type MapsErrorReason = typeof MapsErrorReason.Type;

export class MapsError extends Schema.TaggedError<MapsError>()("MapsError", {
  reason: MapsErrorReason,
  operation: Schema.String,
  code: Schema.optionalKey(Schema.String),
  message: Schema.String,
  status: Schema.optionalKey(Schema.Int),
  detail: Schema.optionalKey(Schema.String),
}) {}

export const isMapsError = (error: unknown): error is MapsError => error instanceof MapsError;
