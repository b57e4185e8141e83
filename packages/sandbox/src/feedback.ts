/**
 * Ride feedback from the operator's links (contract extension submitBookingFeedback; spec §2
 * /phone-review/{token} and /driver_no_activity_feedback/{token}, whose screens the spec does not
 * show). The rules are the domain's (Feedback.ts): a review once the ride is completed,
 * a driver no-show report from the pickup time until an hour after it, while it is not finished. The booking token is the credential; a share
 * link's token is not a booking token, so it is refused with invalid_booking like every write.
 *
 * Each is stored (one review and one no-show report per leg: a review sent again replaces the
 * earlier one, a report sent again changes nothing) and e-mailed to the operator's support
 * address, where a dispatcher reads it: the outbox shows it (GET /sandbox/outbox).
 */
import { Feedback } from "@cabline/domain";
import { bookingByToken, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optInt, optString, optText } from "./input.ts";
import { send } from "./outbox.ts";
import { decodeDescribed } from "./stored-json.ts";
import { formatInstant } from "./time.ts";

const tokenPattern = /^[A-Za-z0-9_-]{22,}$/;

type Stored = { readonly rating: number | null; readonly comment: string; readonly created_at: number };

const legOf = (ctx: Ctx): BookingRow => {
  const token = optText(ctx.body, "booking_token");
  if (token === undefined || !tokenPattern.test(token)) return fail("invalid_booking");
  return bookingByToken(ctx, token) ?? fail("invalid_booking");
};

const kindOf = (ctx: Ctx): Feedback.Kind => {
  const kind = optText(ctx.body, "kind");
  return Feedback.kinds.find((known) => known === kind) ?? badRequest("kind must be review or driver_no_show.");
};

const stored = (ctx: Ctx, leg: BookingRow, kind: Feedback.Kind): Stored | undefined =>
  ctx.db.get<Stored>(
    "SELECT rating, comment, created_at FROM booking_feedback WHERE tenant = ? AND booking_id = ? AND kind = ?",
    ctx.tenant.code,
    leg.id,
    kind,
  );

const place = (leg: BookingRow): string => {
  try {
    return decodeDescribed(leg.pickup).description ?? "";
  } catch {
    return "";
  }
};

const submitBookingFeedback = (ctx: Ctx): Reply => {
  const leg = legOf(ctx);
  const kind = kindOf(ctx);
  const refused = Feedback.refusal(kind, leg.status, { pickupTime: leg.pickup_time, now: ctx.now });
  if (refused !== undefined) return fail("wrong_state", { message: Feedback.messages[refused] });
  const checked: { readonly rating?: number; readonly comment: string } | { readonly problem: Feedback.Problem } =
    kind === "review"
      ? Feedback.checkReview(optInt(ctx.body, "rating"), optString(ctx.body, "comment"))
      : Feedback.checkComment(optString(ctx.body, "comment"));
  if ("problem" in checked) return badRequest(Feedback.messages[checked.problem]);
  const rating = checked.rating ?? null;
  const before = stored(ctx, leg, kind);
  const answer = { kind, booking_id: leg.id, received_at: formatInstant(before?.created_at ?? ctx.now) };
  if (before !== undefined && !Feedback.tellsOperatorAgain(kind)) return ok(answer);
  ctx.db.run(
    `INSERT INTO booking_feedback(tenant, booking_id, kind, rating, comment, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(tenant, booking_id, kind) DO UPDATE SET rating = excluded.rating, comment = excluded.comment, updated_at = excluded.updated_at`,
    ctx.tenant.code,
    leg.id,
    kind,
    rating,
    checked.comment,
    ctx.now,
    ctx.now,
  );
  const passenger = leg.passenger_name ?? "The passenger";
  const ride = `booking ${leg.pair_id} (${leg.leg}, ${formatInstant(leg.pickup_time)}, from ${place(leg)})`;
  const comment = checked.comment === "" ? "" : `\nComment:\n${checked.comment}`;
  send(ctx, {
    channel: "email",
    to: ctx.tenant.support_email,
    ...(kind === "review"
      ? {
          subject: `${before === undefined ? "Review" : "Changed review"} of booking ${leg.pair_id}: ${rating ?? 0} of 5`,
          body: `${passenger} rated ${ride} ${rating ?? 0} of 5.${comment}`,
        }
      : {
          subject: `Driver not arrived: booking ${leg.pair_id}`,
          body: `${passenger} reports that the driver has not arrived for ${ride}. Status when reported: ${leg.status}.${comment}`,
        }),
  });
  return ok(answer);
};

export const feedbackRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/bookingFeedback", "form", "optional", submitBookingFeedback),
];
