/**
 * The assistance a passenger needs: its schema (the booking request, the booking, a stored draft).
 * The rules are in ../Assistance.ts. Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
 */
import { Schema } from "effect";
import { needs } from "../Assistance.ts";

export const Need = Schema.Literals(needs);

export const Assistance = Schema.Struct({
  needs: Schema.Array(Need),
  /** Anything else, in the passenger's words (one line, at most Assistance.otherMax characters). */
  other: Schema.String,
});
