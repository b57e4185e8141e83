/** What a booking sends (outbox): the confirmation e-mail with the tracking or payment link. */
import type { BookingRow } from "./booking-records.ts";
import { totalOf } from "./booking-records.ts";
import type { Ctx } from "./context.ts";
import { formatPence } from "./money.ts";
import { send } from "./outbox.ts";
import { formatInstant } from "./time.ts";

/** The confirmation e-mail (outbox): the tracking link, or the payment link for card bookings. */
export const confirmationEmail = (ctx: Ctx, rows: ReadonlyArray<BookingRow>): void => {
  const first = rows[0];
  if (first === undefined || first.passenger_email === null) return;
  const lines = rows.map(
    (row) =>
      `${row.leg === "outbound" ? "Outbound" : "Return"}: ${formatInstant(row.pickup_time)} from ${JSON.parse(row.pickup).description}, ${row.ride_type_name}, ${formatPence(totalOf(row))}`,
  );
  const link =
    first.payment_method === "card" && first.payment_status === "pending"
      ? `Pay now: ${ctx.webBase}/pay/${first.token}`
      : `Track your driver: ${ctx.webBase}/t/${first.token}`;
  send(ctx, {
    channel: "email",
    to: first.passenger_email,
    subject: `${ctx.tenant.website_name} booking ${first.pair_id}`,
    body: [`Thank you for booking with ${ctx.tenant.website_name}.`, ...lines, link].join("\n"),
  });
};
