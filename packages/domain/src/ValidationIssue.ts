/**
 * A validation issue (spec §5): the rule broken, the field and the tab it belongs to, and the
 * message to show. Its own module so that both the booking forms and the validation can name it
 * without importing each other.
 */
import { Schema } from "effect";
import * as RideSchema from "./schemas/RideAvailability.ts";

export const Rule = Schema.Literals([
  "pickup_id_required",
  "drop_off_id_required",
  "stop_id_required",
  "pickup_required",
  "drop_required",
  "ride_type_required",
  "passengers_invalid",
  "luggage_invalid",
  "too_many_passengers",
  "too_much_luggage",
  "too_many_stops",
  "too_long",
  "too_far_ahead",
  "pickup_time_passed",
  "return_before_outbound",
]);
export type Rule = typeof Rule.Type;

export const Issue = Schema.Struct({
  tab: RideSchema.Direction,
  /** The field path within the tab's journey, e.g. "pickup", "destinations.0", "passengers". */
  field: Schema.String,
  rule: Rule,
  message: Schema.String,
});
export type Issue = typeof Issue.Type;
