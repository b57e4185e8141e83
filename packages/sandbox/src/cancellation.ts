/**
 * Cancelling, the cancellation preview and receipts (spec §7 cancelBookingPair,
 * getCancelBookingInfo, sendReceipt). The booking token is the credential, so guests can act
 * from the track and share pages. Cancelling is free while booked or driver_allocated, £10.00
 * once the driver is en route or has arrived, and refused with wrong_state from
 * passenger_on_board on (lifecycle.cancellationFee).
 */
import { bookingByToken, pairOf, toBooking, totalOf, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json, parseJson } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { isEmail, normaliseEmail, optText } from "./input.ts";
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
  const after = pairOf(ctx, row.pair_id).filter((leg) => cancellable.some((target) => target.id === leg.id));
  const email = after[0]?.passenger_email;
  if (email !== undefined && email !== null) {
    send(ctx, {
      channel: "email",
      to: email,
      subject: `${ctx.tenant.website_name} booking ${row.pair_id} cancelled`,
      body: `Your booking ${row.pair_id} (${after.map((leg) => leg.leg).join(" and ")}) is cancelled. Cancellation fee: ${formatPence(feeTotal)}.${optText(ctx.body, "reason") === undefined ? "" : `\nReason: ${optText(ctx.body, "reason")}`}`,
    });
  }
  return ok({ bookings: after.map((leg) => toBooking(ctx.db, leg, ctx.now)), fee: money(feeTotal) });
};

const sendReceipt = (ctx: Ctx): Reply => {
  const { pair } = pairByToken(ctx, optText(ctx.body, "booking_token"));
  const typed = optText(ctx.body, "email");
  if (typed !== undefined && !isEmail(typed)) return fail("email_invalid");
  const to =
    typed === undefined ? pair.find((leg) => leg.passenger_email !== null)?.passenger_email : normaliseEmail(typed);
  if (to === undefined || to === null) return badRequest("This booking has no e-mail address; send one in `email`.");
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
