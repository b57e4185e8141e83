/**
 * A booking's money and life as one model (spec §3 basket, card, totalAmount, additionalCharges;
 * §7 booking, checkout, cancelBookingPair, getCancelBookingInfo; the spec shows neither pricing
 * nor statuses, so the rules are decided here the way UK operators settle them, and written down
 * in docs/decisions/booking-ledger.md).
 *
 * A ledger is a pair's legs (fare, discount, status, cancellation fee) and the money that moved
 * for it (card charges and refunds). Every operation is a transition: it gives the next ledger
 * and the money it moved, or a named refusal. What a person pays, is refunded or owes is read
 * from the ledger and nowhere else:
 *
 * - owed: each leg's fare less its discount; a cancelled leg owes its cancellation fee instead.
 * - paid: succeeded card charges; refunded: succeeded refunds.
 * - due: what is owed and not yet paid, for card bookings (cash is paid to the driver, account is
 *   invoiced to the company: nothing is due online).
 * - After every transition paid − refunded never exceeds owed: a cheaper edit or a cancellation
 *   refunds the difference to the card at once, so money collected minus refunds always equals
 *   what the final state owes once nothing is due.
 *
 * Decisions:
 * - A dearer edit of a paid card booking makes the difference due; the booking says "£X to pay"
 *   until paid (a second charge, by the pay link). A cheaper one refunds the difference.
 * - Edits are allowed while the trip is upcoming (Booking.isChangeable); once the driver is on
 *   the way only cancelling, at the cancellation fee, is possible (wrong_state for an edit).
 * - At most one card payment is in flight (3-D Secure waiting): a second checkout is refused with
 *   payment_in_progress, naming the waiting payment so the client resumes it. A waiting payment
 *   lapses after `paymentHoldMs`; an edit or cancellation supersedes it (its amount is no longer
 *   right), and confirming a lapsed or superseded payment is refused with payment_superseded.
 *   Confirming a payment that already succeeded answers the same again (a replay).
 * - Cancelling costs the fee for the leg's status (Booking.cancellationFeeFor), never more than
 *   the leg's own price: a £6 trip cancelled late costs £6, not £10.
 * - A promo code is applied before any money is taken; its discount is split outbound first and
 *   never exceeds the fare it applies to (splitDiscount).
 */
import { cancellationFeeFor, canTransition, isChangeable, type BookingStatus } from "./Booking.ts";
import type { PaymentMethod } from "./Payment.ts";

/** How long a payment may wait for 3-D Secure before it lapses (Stripe's challenge window is shorter). */
export const paymentHoldMs = 15 * 60_000;

export interface Leg {
  readonly id: number;
  readonly leg: "outbound" | "return";
  readonly status: BookingStatus;
  /** The fare before the discount, pence. */
  readonly fare: number;
  /** The promo code's share, pence; never more than the fare. */
  readonly discount: number;
  /** Set when the leg was cancelled: what cancelling it cost, pence. */
  readonly cancellationFee: number | null;
}

export type MovementStatus = "requires_action" | "succeeded" | "failed" | "superseded";

/** Money that moved, or was asked to move, for the pair. */
export interface Movement {
  readonly id: string;
  readonly kind: "charge" | "refund";
  /** Pence, always positive. */
  readonly amount: number;
  readonly status: MovementStatus;
  /** Epoch ms. */
  readonly at: number;
}

export interface Ledger {
  readonly method: PaymentMethod;
  readonly legs: ReadonlyArray<Leg>;
  readonly movements: ReadonlyArray<Movement>;
}

/** Why an operation is refused: codes of the error catalogue (ErrorCatalogue.extensionMessages). */
export type Refusal =
  "wrong_state" | "payment_in_progress" | "payment_superseded" | "nothing_to_pay" | "invalid_booking" | "card_declined";

export type Step =
  | { readonly ok: true; readonly ledger: Ledger; readonly charged: number; readonly refunded: number }
  | { readonly ok: false; readonly refusal: Refusal; readonly waiting?: Movement };

const sum = (values: ReadonlyArray<number>): number => values.reduce((a, b) => a + b, 0);

/** What a leg owes: its fare less its discount, or its cancellation fee once cancelled. */
export const legOwes = (leg: Leg): number =>
  leg.status === "cancelled" ? (leg.cancellationFee ?? 0) : Math.max(0, leg.fare - leg.discount);

export const owed = (ledger: Ledger): number => sum(ledger.legs.map(legOwes));

const succeeded = (ledger: Ledger, kind: Movement["kind"]): number =>
  sum(ledger.movements.filter((m) => m.kind === kind && m.status === "succeeded").map((m) => m.amount));

export const paid = (ledger: Ledger): number => succeeded(ledger, "charge");
export const refunded = (ledger: Ledger): number => succeeded(ledger, "refund");
/** What the operator holds for the pair. */
export const held = (ledger: Ledger): number => paid(ledger) - refunded(ledger);

/** What is left to pay online: card bookings only. */
export const due = (ledger: Ledger): number =>
  ledger.method === "card" ? Math.max(0, owed(ledger) - held(ledger)) : 0;

/** The card payment waiting for 3-D Secure at `now`, if any. */
export const waiting = (ledger: Ledger, now: number): Movement | undefined =>
  ledger.movements.find((m) => m.kind === "charge" && m.status === "requires_action" && now - m.at < paymentHoldMs);

/**
 * The payment status every leg of the pair shows (the contract's PaymentStatus): cash is paid to
 * the driver, account invoiced; a card pair is requires_action while a payment waits, paid once
 * nothing is due and money is held, refunded once everything held went back, failed when the
 * last attempt failed, and pending otherwise.
 */
export const paymentStatus = (
  ledger: Ledger,
  now: number,
): "pay_driver" | "invoiced" | "requires_action" | "paid" | "refunded" | "failed" | "pending" => {
  if (ledger.method === "cash") return "pay_driver";
  if (ledger.method === "account") return "invoiced";
  if (waiting(ledger, now) !== undefined) return "requires_action";
  if (due(ledger) === 0 && held(ledger) > 0) return "paid";
  if (due(ledger) === 0 && refunded(ledger) > 0) return "refunded";
  const lastCharge = [...ledger.movements].reverse().find((m) => m.kind === "charge");
  return lastCharge?.status === "failed" && due(ledger) > 0 ? "failed" : "pending";
};

/** Lapses waiting payments older than the hold. */
export const expire = (ledger: Ledger, now: number): Ledger => ({
  ...ledger,
  movements: ledger.movements.map((m) =>
    m.status === "requires_action" && now - m.at >= paymentHoldMs ? { ...m, status: "superseded" } : m,
  ),
});

const supersedeWaiting = (ledger: Ledger): Ledger => ({
  ...ledger,
  movements: ledger.movements.map((m) => (m.status === "requires_action" ? { ...m, status: "superseded" } : m)),
});

/** Refunds what is held beyond what is owed (a cheaper edit, a cancellation). */
const settle = (ledger: Ledger, now: number, refundId: string): { ledger: Ledger; refunded: number } => {
  const surplus = held(ledger) - owed(ledger);
  if (ledger.method !== "card" || surplus <= 0) return { ledger, refunded: 0 };
  return {
    ledger: {
      ...ledger,
      movements: [...ledger.movements, { id: refundId, kind: "refund", amount: surplus, status: "succeeded", at: now }],
    },
    refunded: surplus,
  };
};

const refuse = (refusal: Refusal, waitingPayment?: Movement): Step => ({
  ok: false,
  refusal,
  ...(waitingPayment === undefined ? {} : { waiting: waitingPayment }),
});

/** Splits a pair's discount: the outbound takes what it can, the return the rest; never more than a fare. */
export const splitDiscount = (discount: number, fares: ReadonlyArray<number>): number[] => {
  let left = Math.max(0, discount);
  return fares.map((fare) => {
    const share = Math.min(left, Math.max(0, fare));
    left -= share;
    return share;
  });
};

/**
 * A new pair: booked legs, nothing paid.
 * @internal The ledger's tests start every pair here (the sandbox builds its ledger from stored rows).
 */
export const open = (method: PaymentMethod, legs: ReadonlyArray<Omit<Leg, "status" | "cancellationFee">>): Ledger => ({
  method,
  legs: legs.map((leg) => ({ ...leg, status: "booked", cancellationFee: null })),
  movements: [],
});

const live = (ledger: Ledger): ReadonlyArray<Leg> => ledger.legs.filter((leg) => leg.status !== "cancelled");

/**
 * Applies a promo code's discount to the pair (split by splitDiscount). Only before money is
 * taken: once paid, the price is settled (wrong_state); while a payment waits for 3-D Secure it
 * was asked for the old price (payment_in_progress). The same discount again changes nothing.
 */
export const applyDiscount = (ledger: Ledger, discount: number, now: number): Step => {
  const shares = splitDiscount(
    discount,
    ledger.legs.map((leg) => leg.fare),
  );
  const unchanged = ledger.legs.every((leg, i) => leg.discount === shares[i]);
  if (unchanged) return { ok: true, ledger, charged: 0, refunded: 0 };
  if (held(ledger) > 0 || ledger.legs.some((leg) => !isChangeable(leg.status))) return refuse("wrong_state");
  // A waiting payment was asked for the old price: the price stays until it is finished or lapses.
  const pending = waiting(expire(ledger, now), now);
  if (pending !== undefined) return refuse("payment_in_progress", pending);
  return {
    ok: true,
    ledger: { ...ledger, legs: ledger.legs.map((leg, i) => ({ ...leg, discount: shares[i] ?? 0 })) },
    charged: 0,
    refunded: 0,
  };
};

export type ChargeOutcome = "succeeded" | "requires_action" | "failed";

/**
 * Checkout by card: charges what is due (a cash booking may still be paid online; an invoiced
 * account booking may not, wrong_state). Refused while another payment waits
 * (payment_in_progress, naming it), when nothing is due (nothing_to_pay) or when no leg can be
 * paid for any more (wrong_state: every leg finished, or cancelled with nothing owed).
 */
export const chargeCard = (
  ledger: Ledger,
  payment: { readonly id: string; readonly outcome: ChargeOutcome; readonly now: number },
): Step => {
  const current = expire(ledger, payment.now);
  const pending = waiting(current, payment.now);
  if (pending !== undefined) return refuse("payment_in_progress", pending);
  // The company was invoiced: only its admins change that, not a pay link.
  if (current.method === "account") return refuse("wrong_state");
  const asCard: Ledger = { ...current, method: "card" };
  const amount = due(asCard);
  if (amount === 0) return refuse(live(current).length === 0 ? "wrong_state" : "nothing_to_pay");
  const movement: Movement = {
    id: payment.id,
    kind: "charge",
    amount,
    status: payment.outcome,
    at: payment.now,
  };
  const next: Ledger = { ...asCard, movements: [...asCard.movements, movement] };
  return { ok: true, ledger: next, charged: payment.outcome === "succeeded" ? amount : 0, refunded: 0 };
};

/**
 * Finishes a payment that waited for 3-D Secure. A payment that already succeeded answers the
 * same again; a lapsed or superseded one is refused (payment_superseded); a failed challenge
 * fails the payment (card_declined, and the pair can be paid again).
 */
export const confirmCard = (
  ledger: Ledger,
  confirmation: { readonly id: string; readonly challengePassed: boolean; readonly now: number },
): Step => {
  const current = expire(ledger, confirmation.now);
  const movement = current.movements.find((m) => m.id === confirmation.id && m.kind === "charge");
  if (movement === undefined) return refuse("invalid_booking");
  if (movement.status === "succeeded") return { ok: true, ledger: current, charged: 0, refunded: 0 };
  if (movement.status === "superseded") return refuse("payment_superseded");
  if (movement.status === "failed") return refuse("card_declined");
  // Never more than is due now: a payment asked for an older, higher price is superseded.
  if (movement.amount > due({ ...current, method: "card" })) return refuse("payment_superseded");
  const status: MovementStatus = confirmation.challengePassed ? "succeeded" : "failed";
  const next: Ledger = {
    ...current,
    movements: current.movements.map((m) => (m.id === movement.id ? { ...m, status } : m)),
  };
  if (!confirmation.challengePassed) return { ok: true, ledger: next, charged: 0, refunded: 0 };
  return { ok: true, ledger: next, charged: movement.amount, refunded: 0 };
};

/**
 * Chooses cash or account for a pair nothing has been paid on (the driver is paid, or the
 * company invoiced). A pair that holds card money keeps paying by card (wrong_state).
 */
export const payOffline = (ledger: Ledger, method: "cash" | "account", now: number): Step => {
  const current = supersedeWaiting(expire(ledger, now));
  if (held(current) > 0) return refuse("wrong_state");
  if (live(current).length === 0) return refuse("wrong_state");
  return { ok: true, ledger: { ...current, method }, charged: 0, refunded: 0 };
};

/**
 * A leg repriced by an edit: allowed while the leg is upcoming. The discount stays, capped at
 * the new fare; a waiting payment is superseded; money held beyond what is now owed goes back.
 */
export const reprice = (
  ledger: Ledger,
  change: { readonly legId: number; readonly fare: number; readonly now: number; readonly refundId: string },
): Step => {
  const leg = ledger.legs.find((candidate) => candidate.id === change.legId);
  if (leg === undefined) return refuse("invalid_booking");
  if (!isChangeable(leg.status)) return refuse("wrong_state");
  const repriced: Ledger = supersedeWaiting({
    ...ledger,
    legs: ledger.legs.map((candidate) =>
      candidate.id === leg.id
        ? { ...candidate, fare: change.fare, discount: Math.min(candidate.discount, change.fare) }
        : candidate,
    ),
  });
  const settled = settle(repriced, change.now, change.refundId);
  return { ok: true, ledger: settled.ledger, charged: 0, refunded: settled.refunded };
};

/** What cancelling these legs now would cost and give back, without doing it. */
export const cancellationPreview = (
  ledger: Ledger,
  legIds: ReadonlyArray<number>,
): { readonly fee: number; readonly refund: number; readonly cancellable: boolean } => {
  const step = cancel(ledger, { legIds, now: 0, refundId: "preview" });
  if (!step.ok) return { fee: 0, refund: 0, cancellable: false };
  const fee = sum(step.ledger.legs.filter((leg) => legIds.includes(leg.id)).map((leg) => leg.cancellationFee ?? 0));
  return { fee, refund: step.refunded, cancellable: true };
};

/** What cancelling a leg now costs: the fee for its status, never more than the leg's own price. */
export const feeToCancel = (leg: Leg): number =>
  Math.min(cancellationFeeFor(leg.status)?.amountMinor ?? 0, Math.max(0, leg.fare - leg.discount));

/**
 * Cancels legs: each must be cancellable now (Booking.cancellationFeeFor), and owes its fee
 * instead of its fare; a waiting payment is superseded and money held beyond what is owed goes
 * back to the card.
 */
export const cancel = (
  ledger: Ledger,
  request: { readonly legIds: ReadonlyArray<number>; readonly now: number; readonly refundId: string },
): Step => {
  const targets = ledger.legs.filter((leg) => request.legIds.includes(leg.id));
  if (targets.length === 0) return refuse("invalid_booking");
  if (targets.some((leg) => cancellationFeeFor(leg.status) === undefined)) return refuse("wrong_state");
  const cancelled: Ledger = supersedeWaiting({
    ...ledger,
    legs: ledger.legs.map((leg) =>
      request.legIds.includes(leg.id) ? { ...leg, status: "cancelled", cancellationFee: feeToCancel(leg) } : leg,
    ),
  });
  const settled = settle(cancelled, request.now, request.refundId);
  return { ok: true, ledger: settled.ledger, charged: 0, refunded: settled.refunded };
};

/**
 * The driver's progress on a leg (Booking.nextStatuses); no money moves.
 * @internal The property tests walk legs through it to reach the fees due once the driver is on the way.
 */
export const progress = (ledger: Ledger, legId: number, to: BookingStatus): Step => {
  const leg = ledger.legs.find((candidate) => candidate.id === legId);
  if (leg === undefined) return refuse("invalid_booking");
  if (to === "cancelled" || !canTransition(leg.status, to)) return refuse("wrong_state");
  return {
    ok: true,
    ledger: { ...ledger, legs: ledger.legs.map((c) => (c.id === legId ? { ...c, status: to } : c)) },
    charged: 0,
    refunded: 0,
  };
};

/** The money summary a booking shows (getBooking's balance): pence. */
export interface Balance {
  readonly owed: number;
  readonly paid: number;
  readonly refunded: number;
  readonly due: number;
}

export const balance = (ledger: Ledger): Balance => ({
  owed: owed(ledger),
  paid: paid(ledger),
  refunded: refunded(ledger),
  due: due(ledger),
});

/**
 * The invariant every reachable ledger keeps: money held is never more than what is owed, no
 * amount is negative, at most one payment waits, and a discount never exceeds its fare.
 * @internal The property tests state the ledger's invariants with it after every operation.
 */
export const invariantProblems = (ledger: Ledger, now: number): ReadonlyArray<string> => [
  ...(held(ledger) > owed(ledger) ? [`held ${held(ledger)} > owed ${owed(ledger)}`] : []),
  ...(held(ledger) < 0 ? [`held ${held(ledger)} < 0`] : []),
  ...(ledger.movements.some((m) => m.amount <= 0) ? ["a movement of no money"] : []),
  ...(ledger.movements.filter((m) => m.status === "requires_action" && now - m.at < paymentHoldMs).length > 1
    ? ["two payments in flight"]
    : []),
  ...ledger.legs.filter((leg) => leg.discount > leg.fare || leg.discount < 0).map((leg) => `leg ${leg.id} discount`),
];
