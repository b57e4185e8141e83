/**
 * The conformance run as tables of steps (steps-*.ts): each step names a contract operation, how
 * to call it, the spec §8 codes that are a correct answer too, what the answer must also say, and
 * when it cannot run (skipped, with why) or does not apply (left out). A step may keep what later
 * steps need (the booking it made), and end the journey when it gives nothing to go on with.
 */
import type { DispatchApi } from "@cabline/api-ports/DispatchApi";
import { type Account, type Booking, type Driver, RideAvailability, ServiceArea, type Tenant } from "@cabline/domain";
import type { Check } from "./check.ts";
import { defaultTrip, type TripPlaces } from "./places.ts";
import type { Recorder, StepResult } from "./record.ts";

export interface ConformanceOptions {
  readonly dispatch: DispatchApi;
  /** Where the priced and booked trip goes; defaultTrip unless the operator names places. */
  readonly trip?: TripPlaces;
  readonly recorder: Recorder;
  readonly signedIn: boolean;
  readonly write: boolean;
  /** Epoch ms now, for the journey's pickup times. */
  readonly nowMs: number;
  /** A unique suffix for the journey's Idempotency-Key. */
  readonly runId: string;
  /** The session was opened for this run (--email), so the run may end it with doLogout. */
  readonly ownSession?: boolean;
  /** A driver's sign-in (--driver-email): the driver portal's reads are checked with it. */
  readonly driver?: { readonly email: string; readonly password: string };
  readonly onStep?: (step: StepResult) => void;
}

/** What the run starts from, and what the first reads found. */
export interface Start {
  readonly options: ConformanceOptions;
  readonly dispatch: DispatchApi;
  readonly trip: TripPlaces;
  configuration?: Tenant.TenantConfiguration | undefined;
  rideTypes?: ReadonlyArray<RideAvailability.RideType> | undefined;
  guestUserId?: string | undefined;
}

/** The journey once the first reads are in: its trip, priced and booked, and what steps kept. */
export interface Journey extends Start {
  readonly rideId: ReturnType<typeof RideAvailability.selectRideType>;
  /** Why nothing can be priced or booked, when no ride type takes the trip. */
  readonly noRide: string;
  /** The published service area, when the trip is outside it (the API must refuse it). */
  readonly outsideArea: Tenant.TenantConfiguration["service_area"] | undefined;
  /** The outbound's pickup time, two days from now. */
  readonly start: number;
  readonly roundTrip: Booking.BookingRequest;
  /** The guest's id when the run is not signed in (guest bookings and checkouts carry it). */
  readonly guest: { readonly guestUserId?: string };
  profile?: Account.UserProfile | undefined;
  driverLogin?: Driver.DriverLogin | undefined;
  booked?: Booking.CreatedBookings | undefined;
  byCard?: Booking.CreatedBookings | undefined;
  invited?: boolean;
}

export interface Step<C, A> {
  readonly operation: string;
  readonly description: string | ((c: C) => string);
  /** undefined: run it; a reason: record it as skipped; "omit": it does not apply, record nothing. */
  gate?(c: C): string | undefined;
  call(c: C): Promise<A>;
  readonly expectedCodes?: Check<A>["expectedCodes"] | ((c: C) => Check<A>["expectedCodes"]);
  verify?(value: A, c: C): string | undefined;
  /** Keeps what later steps need from the answer (undefined when the operation failed). */
  keep?(c: C, value: A | undefined): void;
  /** No answer, or skipped: the journey ends here. */
  readonly ends?: boolean;
}

/** A gate's answer for a step that does not apply. */
export const omit = "omit";

/** One table's step, its answer's type read from its call. */
export const stepOf =
  <C>() =>
  <A>(step: Step<C, A>): Step<C, A> =>
    step;

type Run = <A>(check: Check<A>) => Promise<A | undefined>;
type Skip = (operation: string, description: string, why: string) => void;

/** Runs a table in order; false when a step ended the journey. */
export const runSteps = async <C>(
  c: C,
  steps: ReadonlyArray<Step<C, unknown>>,
  run: Run,
  skip: Skip,
): Promise<boolean> => {
  for (const step of steps) {
    const description = typeof step.description === "function" ? step.description(c) : step.description;
    const gate = step.gate?.(c);
    if (gate === omit) continue;
    if (gate !== undefined) {
      skip(step.operation, description, gate);
      if (step.ends === true) return false;
      continue;
    }
    const value = await run({
      operation: step.operation,
      description,
      call: () => step.call(c),
      expectedCodes: typeof step.expectedCodes === "function" ? step.expectedCodes(c) : step.expectedCodes,
      verify: step.verify === undefined ? undefined : (answer) => step.verify?.(answer, c),
    });
    step.keep?.(c, value);
    if (step.ends === true && value === undefined) return false;
  }
  return true;
};

const hour = 3_600_000;

/** The round trip the run prices and books: the operator's trip, one passenger, cash. */
export const plan = (start: Start): Journey => {
  const { options, trip, rideTypes, guestUserId } = start;
  const rideId = RideAvailability.selectRideType(
    rideTypes ?? [],
    { passengers: 1, luggage: 0, direction: "outbound" },
    null,
  );
  const returnRideId = RideAvailability.selectRideType(
    rideTypes ?? [],
    { passengers: 1, luggage: 0, direction: "return" },
    rideId,
  );
  const leg = (
    pickup: Booking.Place,
    destinations: ReadonlyArray<Booking.Place>,
    at: number,
    ride: typeof rideId,
  ): Booking.LegRequest => ({
    dateTime: at,
    pickup,
    destinations,
    passengers: 1,
    luggage: 0,
    ...(ride === null || !Number.isInteger(Number(ride)) ? {} : { rideId: Number(ride) }),
    name: "Cabline Conformance",
    email: "conformance@example.com",
    phone: "+447700900999",
    dialCode: "GB",
  });
  const at = options.nowMs + 48 * hour;
  const guest = options.signedIn || guestUserId === undefined ? {} : { guestUserId };
  // A published service area says whether the trip may be booked: outside it, the API must refuse.
  const area = start.configuration?.service_area;
  const outside =
    area !== undefined &&
    !ServiceArea.servesTrip(
      area,
      { lat: trip.pickup.lat, lon: trip.pickup.lng },
      { lat: trip.drop.lat, lon: trip.drop.lng },
    );
  return Object.assign(start, {
    rideId,
    noRide:
      rideTypes === undefined
        ? "needs the ride types, and getActiveRideTypes failed"
        : "no ride type can take one passenger",
    outsideArea: outside ? area : undefined,
    start: at,
    guest,
    roundTrip: {
      outbound: leg(trip.pickup, [trip.drop, ...(trip.via === undefined ? [] : [trip.via])], at, rideId),
      return: leg(trip.drop, [trip.pickup], at + 6 * hour, returnRideId),
      returnEnabled: true,
      paymentMethod: "cash",
      ...(guest.guestUserId === undefined ? {} : { guestBooking: true, guestUserId: guest.guestUserId }),
    } satisfies Booking.BookingRequest,
  });
};

/** The start of a run: its options and trip, nothing read yet. */
export const startOf = (options: ConformanceOptions): Start => ({
  options,
  dispatch: options.dispatch,
  trip: options.trip ?? defaultTrip,
});
