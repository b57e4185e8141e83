/**
 * Ride types and which of them can carry a journey (spec §3 Ride type, §4 Ride type selection,
 * §5 Ride capacity).
 */
import type * as RideSchema from "./schemas/RideAvailability.ts";
import { isHttpUrl } from "./Theme.ts";

export type RideTypeId = typeof RideSchema.RideTypeId.Type;
export type RideType = typeof RideSchema.RideType.Type;

/**
 * The picture to show for a ride type: the dispatch API's image when it is an absolute http(s)
 * URL (the rule of the tenant's logo, §5: never `javascript:`, `data:` or a relative path), else
 * none, and the screen shows the name, seats and luggage alone.
 */
export const pictureOf = (rideType: Pick<RideType, "image_url">): string | undefined => {
  const url = rideType.image_url?.trim();
  return url !== undefined && isHttpUrl(url) ? url : undefined;
};

export type Direction = typeof RideSchema.Direction.Type;

export interface Load {
  readonly passengers: number;
  readonly luggage: number;
  /** A passenger stays in their wheelchair (Assistance.needsWheelchairVehicle): only an accessible vehicle carries them. */
  readonly wheelchair?: boolean | undefined;
}

export interface Demand extends Load {
  readonly direction: Direction;
}

/**
 * Ride capacity: passengers must not exceed numSeats and luggage must not exceed max_luggage (§5);
 * a passenger who stays in their wheelchair needs a wheelchair-accessible vehicle (Assistance).
 */
export const canCarry = (rideType: RideType, load: Load): boolean =>
  load.passengers <= rideType.numSeats &&
  load.luggage <= rideType.max_luggage &&
  (load.wheelchair !== true || rideType.wheelchair_accessible === true);

/** Whether a ride type may be used for the direction of travel. */
export const suits = (rideType: RideType, direction: Direction): boolean =>
  direction === "outbound" ? rideType.outboundCompatible : rideType.returnCompatible;

/**
 * Available rides: active and enabled ride types whose seats cover the passengers, whose luggage
 * capacity covers the luggage and which are compatible with the direction, in the given order (§4).
 */
export const availableRideTypes = (rideTypes: ReadonlyArray<RideType>, demand: Demand): ReadonlyArray<RideType> =>
  rideTypes.filter(
    (rideType) =>
      rideType.active && rideType.enabled && canCarry(rideType, demand) && suits(rideType, demand.direction),
  );

/** The selection is kept if still available, otherwise the first available is chosen, or none (§4). */
export const reconcileSelection = (
  available: ReadonlyArray<RideType>,
  selected: RideTypeId | null | undefined,
): RideTypeId | null => available.find((rideType) => rideType.id === selected)?.id ?? available[0]?.id ?? null;

/** Available types for the demand and the selection that follows from them. */
export const selectRideType = (
  rideTypes: ReadonlyArray<RideType>,
  demand: Demand,
  selected: RideTypeId | null | undefined,
): RideTypeId | null => reconcileSelection(availableRideTypes(rideTypes, demand), selected);

/**
 * A booking's leg with its ride type kept among those that fit its load (§4): the same leg back
 * when its choice still fits, so a form can tell that nothing changed. `chosen` and `choose` read
 * and set the leg's ride type (the consumer and business forms name it differently).
 */
export const reconcileLeg = <Leg extends Load>(
  rideTypes: ReadonlyArray<RideType>,
  leg: Leg,
  direction: Direction,
  chosen: RideTypeId | null,
  choose: (rideType: RideTypeId | null) => Leg,
  wheelchair = false,
): Leg => {
  const rideType = selectRideType(
    rideTypes,
    { passengers: leg.passengers, luggage: leg.luggage, wheelchair, direction },
    chosen,
  );
  return rideType === chosen ? leg : choose(rideType);
};

/** The return ride type defaults to the outbound type if it is return-compatible (§4); else none. */
export const defaultReturnRideType = (
  rideTypes: ReadonlyArray<RideType>,
  outbound: RideTypeId | null | undefined,
): RideTypeId | null => rideTypes.find((rideType) => rideType.id === outbound && rideType.returnCompatible)?.id ?? null;

export const findById = (rideTypes: ReadonlyArray<RideType>, id: RideTypeId | null | undefined): RideType | undefined =>
  rideTypes.find((rideType) => rideType.id === id);
