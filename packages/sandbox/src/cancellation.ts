/**
 * Cancelling, the cancellation preview and receipts (spec §7 cancelBookingPair,
 * getCancelBookingInfo, sendReceipt). The booking token is the credential, so guests can act
 * from their own track and pay pages; a share link has a token of its own that only reads
 * (share-links.ts). Receipts go to the booking's e-mail or its signed-in owner's only, and a
 * cancellation reason is one line of plain text of at most 200 characters. Cancelling is free
 * while booked or driver_allocated, £10.00 (never more than the leg's price) once the driver is
 * en route or has arrived, and refused with wrong_state from passenger_on_board on; what it costs
 * and what goes back to the card is the domain's BookingLedger.cancel, and the passenger is told
 * both (BookingMessages).
 */
import { bookingByToken, pairOf, toBooking, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { BookingLedger, PlainText, Validation } from "@cabline/domain";
import { isEmail, normaliseEmail, optString, optText } from "./input.ts";
import { ledgerOf, notify, refundId, saveLedger, stepOrFail } from "./ledger.ts";
import { cancellationFee, cancellationFeePence } from "./lifecycle.ts";
import { formatPence, money } from "./money.ts";
import { decodeHistory } from "./stored-json.ts";

const tokenPattern = /^[A-Za-z0-9_-]{22,}$/;

const pairByToken = (
  ctx: Ctx,
  token: string | null | undefined,
): { row: BookingRow; pair: ReadonlyArray<BookingRow> } => {
  if (token === null || token === undefined || !tokenPattern.test(token)) return fail("invalid_booking");
  const row = bookingByToken(ctx, token) ?? fail("invalid_booking");
  return { row, pair: pairOf(ctx, row.pair_id) };
};

const policy = (pair: ReadonlyArray<BookingRow>): string => {
  if (pair.some((leg) => cancellationFee(leg.status) !== undefined)) {
    return `Free until your driver is on the way; ${formatPence(cancellationFeePence)} after that (never more than the fare).`;
  }
  if (pair.some((leg) => leg.status === "passenger_on_board"))
    return "You are on your way: this trip can no longer be cancelled.";
  return "This trip has finished.";
};

const targetsOf = (pair: ReadonlyArray<BookingRow>, which: string): ReadonlyArray<BookingRow> => {
  if (!["both", "outbound", "return"].includes(which)) return badRequest("legs must be both, outbound or return.");
  const targets = which === "both" ? pair : pair.filter((leg) => leg.leg === which);
  if (targets.length === 0) return badRequest(`This booking has no ${which} leg.`);
  return targets;
};

const getCancelBookingInfo = (ctx: Ctx): Reply => {
  const { pair } = pairByToken(ctx, ctx.query.get("booking_token"));
  const ledger = ledgerOf(ctx, pair);
  const legs = ledger.legs.map((leg) => {
    const cancellable = cancellationFee(leg.status) !== undefined;
    return {
      booking_id: leg.id,
      leg: leg.leg,
      status: leg.status,
      cancellable,
      fee: money(cancellable ? BookingLedger.feeToCancel(leg) : 0),
    };
  });
  const open = legs.filter((leg) => leg.cancellable).map((leg) => leg.booking_id);
  const preview = BookingLedger.cancellationPreview(ledger, open);
  return ok({
    cancellable: open.length > 0,
    fee: money(preview.fee),
    refund: money(preview.refund),
    policy: policy(pair),
    legs,
  });
};

const cancelBookingPair = (ctx: Ctx): Reply => {
  const { row, pair } = pairByToken(ctx, optText(ctx.body, "booking_token"));
  const which = optText(ctx.body, "legs") ?? "both";
  const targets = targetsOf(pair, which);
  const cancellable = targets.filter((leg) => cancellationFee(leg.status) !== undefined);
  if (cancellable.length === 0 || (which !== "both" && cancellable.length !== targets.length))
    return fail("wrong_state");
  const reason = cancellationReason(optString(ctx.body, "reason"));
  const before = ledgerOf(ctx, pair);
  const step = stepOrFail(
    BookingLedger.cancel(before, { legIds: cancellable.map((leg) => leg.id), now: ctx.now, refundId: refundId(ctx) }),
  );
  for (const leg of cancellable) {
    const history = [...decodeHistory(leg.history), { status: "cancelled", at: ctx.now }];
    ctx.db.run(
      "UPDATE bookings SET status = 'cancelled', history = ?, next_transition_at = NULL WHERE id = ? AND tenant = ?",
      json(history),
      leg.id,
      ctx.tenant.code,
    );
  }
  saveLedger(ctx, row.pair_id, before, step.ledger);
  const fee = step.ledger.legs
    .filter((leg) => cancellable.some((target) => target.id === leg.id))
    .reduce((total, leg) => total + (leg.cancellationFee ?? 0), 0);
  notify(ctx, row.pair_id, "cancelled", {
    cancelledLegs: cancellable.map((leg) => leg.leg),
    fee,
    refunded: step.refunded,
    ...(reason === undefined ? {} : { reason }),
  });
  const after = pairOf(ctx, row.pair_id).filter((leg) => cancellable.some((target) => target.id === leg.id));
  return ok({
    bookings: after.map((leg) => toBooking(ctx.db, leg, ctx.now)),
    fee: money(fee),
    refund: money(step.refunded),
  });
};

/** The reason as one line of plain text, at most Validation.limits.cancellationReasonLength characters. */
const cancellationReason = (typed: string | undefined): string | undefined => {
  const reason = PlainText.shortAnswer(typed ?? "", Validation.limits.cancellationReasonLength);
  if (reason === "too_long")
    return badRequest(`The reason is at most ${Validation.limits.cancellationReasonLength} characters.`);
  return reason;
};

const sendReceipt = (ctx: Ctx): Reply => {
  const { pair } = pairByToken(ctx, optText(ctx.body, "booking_token"));
  const typed = optText(ctx.body, "email");
  if (typed !== undefined && !isEmail(typed)) return fail("email_invalid");
  const own = pair.find((leg) => leg.passenger_email !== null)?.passenger_email ?? undefined;
  const customer = ctx.customer;
  const owner =
    customer !== undefined && pair.some((leg) => leg.customer_id === customer.id) ? customer.email : undefined;
  const to = typed === undefined ? (own ?? owner) : normaliseEmail(typed);
  if (to === undefined) return badRequest("This booking has no e-mail address; sign in as its owner.");
  // A token page is not an account: receipts go to the booking's own address or its signed-in owner's, never
  // to an address the holder of a link chooses.
  if (to !== own && to !== owner)
    return badRequest("Receipts go only to the booking's e-mail address or to its signed-in owner's.");
  // The receipt is composed by the domain from the booking's state (BookingMessages "receipt").
  notify(ctx, pair[0]?.pair_id ?? 0, "receipt", {}, "email", to);
  return ok({ sent_to: to });
};

export const cancellationRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/v2/getCancelBookingInfo", "none", "optional", getCancelBookingInfo),
  route("POST", "/customer/v2/checkout/cancelBookingPair", "form", "optional", cancelBookingPair),
  route("POST", "/customer/v2/sendReceipt", "form", "optional", sendReceipt),
];
