/**
 * The sandbox's store of the domain's BookingLedger: a pair's legs are its booking rows, its
 * money movements are the card rows of the payments table (charges and refunds). Operations read
 * the ledger, ask the domain for the transition, and write the result back here; no money is
 * worked out anywhere else (docs/decisions/booking-ledger.md).
 */
import { Assistance, BookingLedger, BookingMessages, BookingTerms, DateTime, Tariff, Tenant } from "@cabline/domain";
import { fareOf, pairOf, type BookingRow } from "./booking-records.ts";
import type { Ctx } from "./context.ts";
import { json } from "./db.ts";
import { fail } from "./errors.ts";
import { money } from "./money.ts";
import { send } from "./outbox.ts";
import { licenceOf } from "./tenants.ts";
import { termsOf } from "./tariff.ts";
import { randomId } from "./tokens.ts";
import { decodeAssistance, decodeFare, decodePlace, decodeStops } from "./stored-json.ts";

interface MovementRow {
  readonly id: string;
  readonly kind: "charge" | "refund";
  readonly amount: number;
  readonly status: string;
  readonly created_at: number;
}

const movementStatuses: ReadonlyArray<BookingLedger.MovementStatus> = [
  "requires_action",
  "succeeded",
  "failed",
  "superseded",
];

const toMovement = (row: MovementRow): BookingLedger.Movement => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  status: movementStatuses.find((status) => status === row.status) ?? "failed",
  at: row.created_at,
});

/** A booking row as one leg of the ledger. */
export const ledgerLeg = (row: BookingRow): BookingLedger.Leg => ({
  id: row.id,
  leg: row.leg,
  status: row.status,
  fare: decodeFare(row.fare).total.amount,
  discount: row.discount,
  cancellationFee: row.cancellation_fee,
});

/** The pair's ledger as stored. */
export const ledgerOf = (ctx: Ctx, rows: ReadonlyArray<BookingRow>): BookingLedger.Ledger => {
  const first = rows[0] ?? fail("invalid_booking");
  const movements = ctx.db
    .all<MovementRow>(
      "SELECT id, kind, amount, status, created_at FROM payments WHERE tenant = ? AND pair_id = ? AND method = 'card' ORDER BY created_at, rowid",
      ctx.tenant.code,
      first.pair_id,
    )
    .map(toMovement);
  return {
    method: first.payment_method,
    legs: rows.map(ledgerLeg),
    movements,
  };
};

/** Writes what a transition changed: legs (status, discount, fee, method, payment status) and movements. */
export const saveLedger = (
  ctx: Ctx,
  pairId: number,
  before: BookingLedger.Ledger,
  after: BookingLedger.Ledger,
  details: { readonly cardBrand?: string; readonly cardLast4?: string; readonly clientSecret?: string } = {},
): void => {
  const status = BookingLedger.paymentStatus(after, ctx.now);
  for (const leg of after.legs) {
    ctx.db.run(
      "UPDATE bookings SET discount = ?, cancellation_fee = ?, payment_method = ?, payment_status = ? WHERE id = ? AND tenant = ?",
      leg.discount,
      leg.cancellationFee,
      after.method,
      status,
      leg.id,
      ctx.tenant.code,
    );
  }
  for (const movement of after.movements) {
    const earlier = before.movements.find((m) => m.id === movement.id);
    if (earlier === undefined) {
      ctx.db.run(
        `INSERT INTO payments(id, tenant, pair_id, kind, holder, booking_ids, method, amount, status, card_brand, card_last4,
           client_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, 'card', ?, ?, ?, ?, ?, ?)`,
        movement.id,
        ctx.tenant.code,
        pairId,
        movement.kind,
        `pair:${pairId}`,
        json(after.legs.map((leg) => leg.id)),
        movement.amount,
        movement.status,
        details.cardBrand ?? null,
        details.cardLast4 ?? null,
        movement.status === "requires_action" ? (details.clientSecret ?? null) : null,
        movement.at,
      );
    } else if (earlier.status !== movement.status) {
      ctx.db.run(
        "UPDATE payments SET status = ? WHERE id = ? AND tenant = ?",
        movement.status,
        movement.id,
        ctx.tenant.code,
      );
    }
  }
};

/**
 * A transition's answer, or its refusal as the error envelope. payment_in_progress names the
 * waiting payment as `describe` tells it (checkout's Payment, with its client_secret), so the client
 * resumes its 3-D Secure step.
 */
export const stepOrFail = (
  step: BookingLedger.Step,
  describe?: (paymentId: string) => Record<string, unknown> | undefined,
): Extract<BookingLedger.Step, { ok: true }> => {
  if (step.ok) return step;
  const payment = step.waiting === undefined ? undefined : describe?.(step.waiting.id);
  return fail(step.refusal, payment === undefined ? {} : { extra: { payment } });
};

export const refundId = (ctx: Ctx): string => randomId(ctx.random, "re_", 12);

/** The money a booking shows (the contract's Balance). */
export const balanceOf = (ledger: BookingLedger.Ledger) => {
  const b = BookingLedger.balance(ledger);
  return { owed: money(b.owed), paid: money(b.paid), refunded: money(b.refunded), due: money(b.due) };
};

const place = (text: string): string => decodePlace(text).description;

const legView = (row: BookingRow): BookingMessages.LegView => ({
  leg: row.leg,
  pickupTime: DateTime.formatDateTime(DateTime.fromEpochMs(row.pickup_time)),
  from: place(row.pickup),
  to: decodeStops(row.destinations)[0]?.description ?? "",
  rideType: row.ride_type_name,
  status: row.status,
  lines: [
    ...fareOf(row).lines.map((line) => ({ label: line.label, amount: line.amount.amount })),
    ...(row.cancellation_fee === null ? [] : [{ label: "Cancellation fee", amount: row.cancellation_fee }]),
  ],
});

/**
 * Sends a message of the pair, composed by the domain from its state now: by e-mail to the
 * booking's address and by SMS to its phone (the outbox).
 */
export const notify = (
  ctx: Ctx,
  pairId: number,
  kind: BookingMessages.Kind,
  extra: Partial<
    Pick<BookingMessages.Input, "changes" | "charged" | "refunded" | "cancelledLegs" | "fee" | "reason">
  > = {},
  only?: BookingMessages.Channel,
  to?: string,
): void => {
  const rows = pairOf(ctx, pairId);
  const first = rows[0];
  if (first === undefined) return;
  const input: BookingMessages.Input = {
    tenantName: ctx.tenant.website_name,
    licence: Tenant.licenceText(licenceOf(ctx.tenant)),
    origin: ctx.webBase,
    pairId,
    token: first.token,
    ledger: ledgerOf(ctx, rows),
    legs: rows.filter((row) => row.status !== "cancelled" || kind === "cancelled" || kind === "receipt").map(legView),
    assistance: Assistance.text(first.assistance === null ? undefined : decodeAssistance(first.assistance)),
    // The terms the booking was made on, as the quote gave them; the confirmation repeats them.
    terms: BookingTerms.lines(termsOf(ctx.tenant), {
      airportPickup: rows.some((row) => Tariff.isAirport(decodePlace(row.pickup))),
    }),
    ...extra,
  };
  const email = to ?? rows.find((row) => row.passenger_email !== null)?.passenger_email ?? null;
  const phone = rows.find((row) => row.passenger_phone !== null)?.passenger_phone ?? null;
  if (email !== null && only !== "sms") {
    send(ctx, { channel: "email", to: email, ...BookingMessages.compose(kind, "email", input) });
  }
  if (phone !== null && only !== "email") {
    const sms = BookingMessages.compose(kind, "sms", input);
    send(ctx, { channel: "sms", to: phone, subject: sms.subject, body: sms.body });
  }
};
