/**
 * Business booking validation (spec §5, §4 business booking): the same rules as the consumer
 * form's (Validation: picked places, capacity, limits) on the business form's fields, kept apart
 * so that the consumer's booking page does not load the business booking model.
 */
import * as BusinessBooking from "./BusinessBooking.ts";
import type * as ReturnJourney from "./ReturnJourney.ts";
import * as RideAvailability from "./RideAvailability.ts";
import { eachLeg, pickedPlace, validateCapacity, validateLimits } from "./Validation.ts";
import type { Issue } from "./ValidationIssue.ts";

// Too many stops is said on the drop-off, the first destination, where the form shows it.
const businessField: Readonly<Record<string, string>> = { room: "roomNumber", destinations: "destinations.0" };

/**
 * The business booking's limits (the ones the server applies, Limits.ts), on each journey's own
 * fields (`name`, `email`, `notes`, `roomNumber`, `reference`, `poNumber`, `dateTime`,
 * `destinations.0`), as `validateBusinessBooking` names them, so they land on the field at fault.
 */
export const validateBusinessLimits = (
  booking: BusinessBooking.BusinessBooking,
  nowMs: number,
): ReadonlyArray<Issue> => {
  const leg = (tab: ReturnJourney.Tab, journey: BusinessBooking.BusinessJourney): ReadonlyArray<Issue> =>
    validateLimits(
      tab,
      {
        destinations: journey.destinations.length,
        name: journey.name,
        email: journey.email,
        notes: journey.notes,
        room: journey.roomNumber,
        reference: journey.reference,
        poNumber: journey.poNumber,
        ...(journey.asap ? {} : { pickupTime: journey.dateTime }),
      },
      nowMs,
    ).map((found) => ({ ...found, field: businessField[found.field] ?? found.field }));
  return eachLeg(booking, leg);
};

const validateJourney = (
  tab: ReturnJourney.Tab,
  journey: BusinessBooking.BusinessJourney,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): ReadonlyArray<Issue> => [
  ...pickedPlace(tab, "pickup", journey.pickup, "pickup"),
  ...pickedPlace(tab, "destinations.0", BusinessBooking.dropOff(journey), "drop"),
  ...validateCapacity(tab, journey, RideAvailability.findById(rideTypes, journey.rideId), "rideId"),
];

/**
 * A business booking is valid only when the pickup and the first destination both have an id,
 * on the outbound and (when added) the return; a return needs a pickup and a drop; the ride
 * must carry the party (§5).
 */
export const validateBusinessBooking = (
  booking: BusinessBooking.BusinessBooking,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): ReadonlyArray<Issue> => eachLeg(booking, (tab, journey) => validateJourney(tab, journey, rideTypes));
