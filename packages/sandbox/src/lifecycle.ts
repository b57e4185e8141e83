/**
 * The status lifecycle of a booking leg (contracts/README.md, after Karhoo's trip statuses):
 * booked → driver_allocated → en_route → arrived → passenger_on_board → completed, with cancelled
 * before passenger_on_board. Status is a function of the clock: each step has a time computed
 * from when the booking was confirmed (paid, or at once for cash and account) and its pickup
 * time; reads persist the steps that are due. Times (pickup P, confirmation C):
 *   driver_allocated   max(C + 30 s, P − 15 min)
 *   en_route           max(allocated + 30 s, P − 10 min)
 *   arrived            max(en_route + 60 s, P − 1 min)
 *   passenger_on_board max(arrived + 60 s, P + 1 min)
 *   completed          on board + the trip (2 minutes a road mile: 30 mph), 2 to 90 minutes
 * So an ASAP booking (P = C + 1 min) moves every 30-60 s and a booking for next week waits
 * until 15 minutes before its pickup. Unconfirmed card bookings stay booked.
 */
import { Booking, OneOf } from "@cabline/domain";
import { minutes } from "./time.ts";

export type Status = Booking.BookingStatus;
/** The statuses the clock moves a leg through: Booking.forwardPath after booked. */
const stepStatuses = [
  "driver_allocated",
  "en_route",
  "arrived",
  "passenger_on_board",
  "completed",
] as const satisfies ReadonlyArray<Status>;
export type Step = (typeof stepStatuses)[number];
const isStep = (status: Status): status is Step => OneOf.isOneOf(stepStatuses, status);
export const steps: ReadonlyArray<Step> = Booking.forwardPath.filter(isStep);

export interface Change {
  readonly status: Status;
  readonly at: number;
}

export interface Timing {
  readonly confirmedAt: number;
  readonly pickupTime: number;
  readonly roadMiles: number;
}

export const tripMs = (roadMiles: number): number => minutes(Math.min(90, Math.max(2, Math.round(roadMiles * 2))));

/** When each step falls due: the sandbox's simulation of a driver, not a business rule. */
export const timeline = (timing: Timing): Readonly<Record<Step, number>> => {
  const allocated = Math.max(timing.confirmedAt + 30_000, timing.pickupTime - minutes(15));
  const enRoute = Math.max(allocated + 30_000, timing.pickupTime - minutes(10));
  const arrived = Math.max(enRoute + 60_000, timing.pickupTime - minutes(1));
  const onBoard = Math.max(arrived + 60_000, timing.pickupTime + minutes(1));
  return {
    driver_allocated: allocated,
    en_route: enRoute,
    arrived,
    passenger_on_board: onBoard,
    completed: onBoard + tripMs(timing.roadMiles),
  };
};

export const isFinished = Booking.isFinished;

/** Not yet started: the booking can still be changed (updateBooking) and cancelled free of charge. */
export const isChangeable = Booking.isChangeable;

/** The next step along the trip from a status, as the domain's transitions allow. */
const nextStep = (status: Status): Step | undefined => Booking.nextStatuses(status).find(isStep);

/**
 * The steps due at `now` after the current status, and when the next one falls due (undefined
 * once finished or while unconfirmed).
 */
export const advance = (
  status: Status,
  timing: Timing | undefined,
  now: number,
): { readonly changes: ReadonlyArray<Change>; readonly status: Status; readonly nextAt: number | undefined } => {
  if (timing === undefined || isFinished(status)) return { changes: [], status, nextAt: undefined };
  const times = timeline(timing);
  const changes: Change[] = [];
  let current = status;
  for (let step = nextStep(current); step !== undefined; step = nextStep(current)) {
    if (times[step] > now) return { changes, status: current, nextAt: times[step] };
    changes.push({ status: step, at: times[step] });
    current = step;
  }
  return { changes, status: current, nextAt: undefined };
};

/** The cancellation fee in pence (Booking.cancellationFee). */
export const cancellationFeePence = Booking.cancellationFee.amountMinor;

/** The fee to cancel a leg now, or undefined when it cannot be cancelled (on board or finished → wrong_state). */
export const cancellationFee = (status: Status): number | undefined => Booking.cancellationFeeFor(status)?.amountMinor;
