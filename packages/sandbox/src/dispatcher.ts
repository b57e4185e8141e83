/**
 * Dispatcher controls (sandbox only, outside the contract, off unless SANDBOX_DISPATCHER_CONTROLS=1):
 * what a dispatcher's console would do to move a trip on without waiting for the clock.
 *
 * POST /sandbox/dispatcher/advance, form `booking_token`: the leg's next lifecycle step (see
 * lifecycle.ts: driver allocated 30 s after an ASAP booking is confirmed, on the way 30 s later, …)
 * falls due now. The leg's confirmation time moves back by the wait, so every later step keeps its
 * spacing and the driver's position follows as it would have. Answers the leg's status after the
 * step. Refused with invalid_booking for a token of another tenant, with booking_cannot_be_changed
 * for a leg that is finished, cancelled or not yet confirmed, and with bad_request when the next
 * step is tied to a pickup time more than 15 minutes away.
 *
 * GET /sandbox/dispatcher/booking?id=N: a leg as the dispatcher's console shows it, by its number
 * (the record getBooking gives, without the booking and share tokens, which are the customer's
 * links): what dispatch knows of a trip, its assistance and a closed account's kept record among it.
 *
 * The end-to-end tests use them so a tracking journey does not wait a minute of real time and a
 * journey can read what dispatch holds; an operator demonstrating the sandbox can show a trip moving.
 */
import type { BookingRow } from "./booking-records.ts";
import { bookingByToken, bringUpToDate, timingOf, toBooking } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optText } from "./input.ts";
import { advance } from "./lifecycle.ts";

const advanceLeg = (ctx: Ctx): Reply => {
  const token = optText(ctx.body, "booking_token") ?? fail("invalid_booking");
  const row = bookingByToken(ctx, token) ?? fail("invalid_booking");
  const next = advance(row.status, timingOf(row), ctx.now).nextAt;
  if (next === undefined || row.confirmed_at === null) return fail("booking_cannot_be_changed");
  const wait = Math.max(0, next - ctx.now);
  const shifted = timingOf({ ...row, confirmed_at: row.confirmed_at - wait });
  // A step tied to the pickup time (15 minutes before it, for a trip booked ahead) stays there:
  // a dispatcher does not move the customer's pickup.
  if (advance(row.status, shifted, ctx.now).status === row.status) {
    return badRequest("the next step waits for the pickup time; only a trip within 15 minutes of pickup moves on");
  }
  ctx.db.run(
    "UPDATE bookings SET confirmed_at = ?, next_transition_at = ? WHERE id = ? AND tenant = ?",
    row.confirmed_at - wait,
    ctx.now,
    row.id,
    ctx.tenant.code,
  );
  const moved: BookingRow = { ...row, confirmed_at: row.confirmed_at - wait, next_transition_at: ctx.now };
  return ok({ booking_token: token, status: bringUpToDate(ctx.db, moved, ctx.now).status });
};

const legById = (ctx: Ctx): Reply => {
  const id = Number(ctx.query.get("id"));
  if (!Number.isInteger(id)) return badRequest("id must be a booking number.");
  const row =
    ctx.db.get<BookingRow>("SELECT * FROM bookings WHERE id = ? AND tenant = ?", id, ctx.tenant.code) ??
    fail("invalid_booking");
  const { booking_token: _token, share_token: _share, ...record } = toBooking(ctx.db, row, ctx.now);
  return ok({ booking: record });
};

export const dispatcherRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/sandbox/dispatcher/advance", "form", "public", advanceLeg),
  route("GET", "/sandbox/dispatcher/booking", "none", "public", legById),
];
