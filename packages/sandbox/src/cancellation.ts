/**
 * Cancelling, the cancellation preview and receipts (spec §7 cancelBookingPair,
 * getCancelBookingInfo, sendReceipt). The booking token is the credential, so guests can act
 * from their own track and pay pages; a share link has a token of its own that only reads
 * (share-links.ts). Receipts go to the booking's e-mail or its signed-in owner's only, and a
 * cancellation reason is one line of plain text of at most 200 characters (issue 14 item 6). Cancelling is free while booked or driver_allocated, £10.00
 * once the driver is en route or has arrived, and refused with wrong_state from
 * passenger_on_board on (lifecycle.cancellationFee).
 */
import { bookingByToken, pairOf, toBooking, totalOf, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json, parseJson } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { PlainText, Validation } from "@cabline/domain";
import { isEmail, normaliseEmail, optString, optText } from "./input.ts";
import { cancellationFee, cancellationFeePence, type Change } from "./lifecycle.ts";
import { formatPence, money } from "./money.ts";
import { send } from "./outbox.ts";
import { formatInstant } from "./time.ts";

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
    return `Free until your driver is on the way; ${formatPence(cancellationFeePence)} after that.`;
  }
  if (pair.some((leg) => leg.status === "passenger_on_board"))
    return "You are on your way: this trip can no longer be cancelled.";
  return "This trip has finished.";
};

const getCancelBookingInfo = (ctx: Ctx): Reply => {
  const { pair } = pairByToken(ctx, ctx.query.get("booking_token"));
  const legs = pair.map((leg) => {
    const fee = cancellationFee(leg.status);
    return {
      booking_id: leg.id,
      leg: leg.leg,
      status: leg.status,
      cancellable: fee !== undefined,
      fee: money(fee ?? 0),
    };
  });
  return ok({
    cancellable: legs.some((leg) => leg.cancellable),
    fee: money(legs.reduce((total, leg) => total + (leg.cancellable ? leg.fee.amount : 0), 0)),
    policy: policy(pair),
    legs,
  });
};

const cancelBookingPair = (ctx: Ctx): Reply => {
  const { row, pair } = pairByToken(ctx, optText(ctx.body, "booking_token"));
  const which = optText(ctx.body, "legs") ?? "both";
  if (!["both", "outbound", "return"].includes(which)) return badRequest("legs must be both, outbound or return.");
  const targets = which === "both" ? pair : pair.filter((leg) => leg.leg === which);
  if (targets.length === 0) return badRequest(`This booking has no ${which} leg.`);
  const cancellable = targets.filter((leg) => cancellationFee(leg.status) !== undefined);
  if (cancellable.length === 0 || (which !== "both" && cancellable.length !== targets.length))
    return fail("wrong_state");
  let feeTotal = 0;
  for (const leg of cancellable) {
    const fee = cancellationFee(leg.status) ?? 0;
    feeTotal += fee;
    const history = [...parseJson<Change[]>(leg.history), { status: "cancelled", at: ctx.now }];
    ctx.db.run(
      `UPDATE bookings SET status = 'cancelled', history = ?, next_transition_at = NULL, cancellation_fee = ?,
         payment_status = CASE WHEN payment_status = 'paid' THEN 'refunded' ELSE payment_status END WHERE id = ? AND tenant = ?`,
      json(history),
      fee,
      leg.id,
      ctx.tenant.code,
    );
  }
  const reason = cancellationReason(optString(ctx.body, "reason"));
  const after = pairOf(ctx, row.pair_id).filter((leg) => cancellable.some((target) => target.id === leg.id));
  const email = after[0]?.passenger_email;
  if (email !== undefined && email !== null) {
    send(ctx, {
      channel: "email",
      to: email,
      subject: `${ctx.tenant.website_name} booking ${row.pair_id} cancelled`,
      body: `Your booking ${row.pair_id} (${after.map((leg) => leg.leg).join(" and ")}) is cancelled. Cancellation fee: ${formatPence(feeTotal)}.${reason === undefined ? "" : `\nReason: ${reason}`}`,
    });
  }
  return ok({ bookings: after.map((leg) => toBooking(ctx.db, leg, ctx.now)), fee: money(feeTotal) });
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
  // to an address the holder of a link chooses (issue 14 item 6).
  if (to !== own && to !== owner)
    return badRequest("Receipts go only to the booking's e-mail address or to its signed-in owner's.");
  const lines = pair.flatMap((leg) => [
    `${leg.leg === "outbound" ? "Outbound" : "Return"} ${leg.id}, ${formatInstant(leg.pickup_time)}, ${leg.status}:`,
    ...(JSON.parse(leg.fare) as { lines: { label: string; amount: { amount: number } }[] }).lines.map(
      (line) => `  ${line.label}: ${formatPence(line.amount.amount)}`,
    ),
    ...(leg.discount > 0 ? [`  ${leg.promocode ?? "Promo code"} discount: ${formatPence(-leg.discount)}`] : []),
    ...(leg.cancellation_fee === null ? [] : [`  Cancellation fee: ${formatPence(leg.cancellation_fee)}`]),
    `  Total: ${formatPence(totalOf(leg))} (${leg.payment_method}, ${leg.payment_status})`,
  ]);
  send(ctx, {
    channel: "email",
    to,
    subject: `${ctx.tenant.website_name} receipt for booking ${pair[0]?.pair_id ?? ""}`,
    body: [`Receipt from ${ctx.tenant.website_name}`, ...lines].join("\n"),
  });
  return ok({ sent_to: to });
};

export const cancellationRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/v2/getCancelBookingInfo", "none", "optional", getCancelBookingInfo),
  route("POST", "/customer/v2/checkout/cancelBookingPair", "form", "optional", cancelBookingPair),
  route("POST", "/customer/v2/sendReceipt", "form", "optional", sendReceipt),
];
