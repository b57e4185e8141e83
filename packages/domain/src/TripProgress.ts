/**
 * What the track, share, pay and trip pages say about a booking's progress (spec §2 /t, /track,
 * /pay, /share, /trips/{id}; §3 "booking statuses not shown", so the statuses are Booking's).
 * The timeline is honest: a step is "done" only when the status history says the leg reached it
 * (with the time it did), steps a cancelled or no-show leg never reached are "skipped", not
 * "upcoming", and nothing is guessed. How often a page asks again, and whether a card booking
 * still waits for payment, are rules here so every page agrees.
 */
import * as Booking from "./Booking.ts";
import * as Money from "./Money.ts";

export type StepState = "done" | "current" | "upcoming" | "skipped";

export interface Step {
  readonly status: Booking.BookingStatus;
  readonly state: StepState;
  /** Epoch milliseconds the leg reached the step, when the history says. */
  readonly at?: number;
}

const forwardIndex = (status: Booking.BookingStatus): number => Booking.forwardPath.indexOf(status);

/**
 * The steps of a leg, in order: the forward path (booked ... completed), then the ending
 * (cancelled or no_show) when the leg ended early. The current status is "current" unless the
 * trip is over, in which case every reached step is "done".
 */
export const timeline = (booking: Booking.Booking): ReadonlyArray<Step> => {
  const finished = Booking.isFinished(booking.status);
  const endedEarly = booking.status === "cancelled" || booking.status === "no_show";
  const reached = Math.max(
    forwardIndex(booking.status),
    ...booking.status_history.map((change) => forwardIndex(change.status)),
    0,
  );
  const withTime = (status: Booking.BookingStatus, state: StepState): Step => {
    const at = Booking.reachedAt(booking, status);
    return at === undefined ? { status, state } : { status, state, at };
  };
  const forward = Booking.forwardPath.map((status, index): Step => {
    if (index > reached) return withTime(status, endedEarly ? "skipped" : "upcoming");
    if (index === reached && !finished) return withTime(status, "current");
    return withTime(status, "done");
  });
  return endedEarly ? [...forward, withTime(booking.status, "done")] : forward;
};

/** Payment states in which a card booking still needs paying (the pay page's form shows). */
const unpaid: ReadonlyArray<Booking.PaymentStatus> = ["pending", "requires_action", "failed"];

/**
 * True when the booking (and its pair) waits for a card payment: a card booking whose payment is
 * pending, waiting for 3-D Secure or failed, not yet finished, and with something due.
 */
export const awaitsPayment = (details: Booking.BookingDetails): boolean => {
  const booking = details.booking;
  if (booking.payment_method !== "card") return false;
  if (booking.payment_status === undefined || !unpaid.includes(booking.payment_status)) return false;
  if (Booking.isFinished(booking.status)) return false;
  return details.amount_due === undefined || details.amount_due.amountMinor > 0;
};

/** What the pay page charges: the amount due, or the fares of the legs when the server gives none. */
export const amountToPay = (details: Booking.BookingDetails): Money.Money =>
  details.amount_due ??
  Money.sum(
    Booking.legs(details).map((leg) => leg.fare.total),
    details.booking.fare.total.currency,
  );

/** Ask again every 10 s while the driver is on the way or the passenger aboard, 20 s before. */
export const activeRefreshMs = 10_000;
export const upcomingRefreshMs = 20_000;

/** How long a page waits before asking for the leg again; undefined once nothing more can happen. */
export const refreshAfterMs = (status: Booking.BookingStatus): number | undefined =>
  Booking.isFinished(status) ? undefined : Booking.phase(status) === "active" ? activeRefreshMs : upcomingRefreshMs;

/**
 * Following a booking live (the dispatch API's booking events): the server sends a keep-alive
 * every `keepAliveMs`, a moving car's position at most every `positionEveryMs`, and a client that
 * hears nothing at all for `streamSilenceMs` (three keep-alives missed) takes the stream as
 * stopped and falls back to asking on the timer above.
 */
export const keepAliveMs = 15_000;
export const positionEveryMs = 5_000;
export const streamSilenceMs = 45_000;
/** A page whose stream stopped asks on the timer meanwhile, and tries the stream again after this. */
export const streamRetryMs = 30_000;
/**
 * A page opens its stream this long after it starts, not during its first load: the page arrives
 * with the booking as the server drew it, and the stream's first frame is the booking as it is
 * then, so nothing is missed; a connection held open from the start would keep the first load from
 * ever settling (a browser's or Lighthouse's "network idle" never comes).
 */
export const followAfterMs = 3_000;

/**
 * A page's news of a leg becomes stale when it has heard nothing new for this long while the trip
 * can still change: twice the slowest refresh (20 s) and a margin, so one slow answer does not
 * warn, two missed ones do. Decision, as dispatch apps do (a grey "last seen" car): the page keeps
 * what it showed and says how old it is, never hides it.
 */
export const staleAfterMs = 45_000;

export interface Freshness {
  /** Whole seconds since the page last heard from the dispatch API about this leg. */
  readonly seconds: number;
  /** Too long without news while the trip can still change: the page warns. */
  readonly stale: boolean;
}

/** How fresh a page's view of a leg is, `heardAt` being when it last heard anything (an event, an answer, a keep-alive). */
export const freshness = (status: Booking.BookingStatus, heardAt: number, now: number): Freshness => {
  const age = Math.max(0, now - heardAt);
  return { seconds: Math.floor(age / 1000), stale: !Booking.isFinished(status) && age > staleAfterMs };
};

/**
 * The minutes the headline gives ("arriving in 4 min"): while the driver is on the way and the
 * dispatch API gives an ETA, counted down from when it gave it, never under 1 (a car a minute
 * away is "arriving in 1 min" until it has arrived; the status says when it has).
 */
export const arrivingInMinutes = (booking: Booking.Booking, heardAt: number, now: number): number | undefined => {
  const eta = booking.driver?.eta_minutes;
  if (booking.status !== "en_route" || eta === undefined) return undefined;
  return Math.max(1, eta - Math.floor(Math.max(0, now - heardAt) / 60_000));
};

/** Whole minutes since the driver's position was reported, or undefined when it has no time. */
export const positionAgeMinutes = (driver: Booking.AllocatedDriver, now: number): number | undefined =>
  driver.location_updated_at === undefined
    ? undefined
    : Math.max(0, Math.floor((now - driver.location_updated_at) / 60_000));

/** The journey of a past leg, for "book again": the places, people and ride type, never the time. */
export interface BookAgain {
  readonly pickup: Booking.Booking["pickup_location"];
  readonly destinations: ReadonlyArray<Booking.Stop>;
  readonly passengers: number;
  readonly luggage: number;
  readonly rideId: number;
}

/** What /book-ride is prefilled with to book a leg's journey again (it picks a new time). */
export const bookAgain = (booking: Booking.Booking): BookAgain => ({
  pickup: booking.pickup_location,
  destinations: booking.destinations,
  passengers: booking.passengers,
  luggage: booking.luggage,
  rideId: booking.ride_type_id,
});

/** What a leg costs the passenger: its fare, or only the cancellation fee once it is cancelled. */
export const chargeOf = (leg: Booking.Booking): Money.Money =>
  leg.status === "cancelled" ? (leg.cancellation_fee ?? Money.fromMinor(0, leg.fare.total.currency)) : leg.fare.total;

/** The receipt's total: what every leg of the trip costs. */
export const receiptTotal = (details: Booking.BookingDetails): Money.Money =>
  Money.sum(Booking.legs(details).map(chargeOf), details.booking.fare.total.currency);
