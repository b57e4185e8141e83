/**
 * Asking for a booking's manage link again (contract extension sendManageLink; spec §2 token
 * routes). A guest who lost the confirmation gives the e-mail address or phone number the
 * booking was made with; the links of that contact's bookings that are not finished go to that
 * same address or number and nowhere else (BookingMessages "manage_link"). The answer is the same
 * whether or not a booking matched, so it tells nobody who has booked; a contact is sent at most
 * three times an hour.
 */
import { Booking } from "@cabline/domain";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest } from "./errors.ts";
import { isEmail, normaliseEmail, optText } from "./input.ts";
import { notify } from "./ledger.ts";
import { toE164 } from "./phone.ts";
import * as RateLimit from "./rate-limit.ts";

const perContact: RateLimit.Limit = { max: 3, windowMs: 60 * 60_000 };
const mostPairs = 10;

const answer = {
  sent: true,
  message: "If a booking was made with these details, its link is on its way there.",
};

const sendManageLink = (ctx: Ctx): Reply => {
  const typed = optText(ctx.body, "contact") ?? badRequest("contact is required: the booking's e-mail or phone.");
  const email = isEmail(typed) ? normaliseEmail(typed) : undefined;
  const phone = email === undefined ? toE164(typed) : undefined;
  if (email === undefined && phone === undefined)
    return badRequest("contact must be an e-mail address or a phone number.");
  const key = `manage-link:${email ?? phone ?? ""}`;
  RateLimit.enforce(ctx, key, perContact);
  RateLimit.record(ctx, key);
  const open = Booking.statuses.filter((status) => !Booking.isFinished(status));
  const pairs = ctx.db.all<{ pair_id: number }>(
    `SELECT DISTINCT pair_id FROM bookings WHERE tenant = ? AND ${email === undefined ? "passenger_phone" : "passenger_email"} = ?
       AND status IN (${open.map(() => "?").join(", ")}) ORDER BY pair_id DESC LIMIT ${mostPairs}`,
    ctx.tenant.code,
    email ?? phone ?? "",
    ...open,
  );
  for (const { pair_id } of pairs) notify(ctx, pair_id, "manage_link", {}, email === undefined ? "sms" : "email");
  return ok(answer);
};

export const manageLinkRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/booking/sendManageLink", "form", "public", sendManageLink),
];
