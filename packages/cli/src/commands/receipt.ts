/**
 * `cabline receipt <token>`: a booking's fare, line by line (spec §7 getBooking), and with --send
 * or --email the receipt e-mail (sendReceipt; the sandbox writes it to its outbox).
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { examples } from "../options.ts";
import { fields } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface ReceiptOptions {
  readonly send?: boolean;
  readonly email?: string;
}

export const runReceipt = async (context: Context, token: string, options: ReceiptOptions) => {
  const [{ Booking, Money }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  const details = await dispatch.tracking.getBooking({ bookingToken: token });
  const legs = Booking.legs(details);
  const total = Money.sum(
    legs.map((leg) => leg.fare.total),
    details.booking.fare.total.currency,
  );
  let sentTo: string | undefined;
  if (options.send === true || options.email !== undefined) {
    ({ sentTo } = await dispatch.bookings.sendReceipt({
      bookingToken: token,
      ...(options.email === undefined ? {} : { email: options.email }),
    }));
  }
  const result = { booking: details.booking, legs, total, ...(sentTo === undefined ? {} : { sentTo }) };
  context.out.result(result, {
    human: () => [
      ...legs.flatMap((leg) => {
        const rows = [
          ...leg.fare.lines.map((line) => [line.label, present.money(line.amount)]),
          ["Fare", present.money(leg.fare.total)],
        ];
        const width = Math.max(...rows.map(([label]) => label?.length ?? 0));
        const amounts = Math.max(...rows.map(([, amount]) => amount?.length ?? 0));
        return [
          `${leg.leg === "outbound" ? "Outbound" : "Return"} ${leg.booking_token}, ${present.when(leg.pickup_time)}, ${present.status(leg.status)}`,
          ...rows.map(([label = "", amount = ""]) => `  ${label.padEnd(width)}  ${amount.padStart(amounts)}`),
        ];
      }),
      ...fields([
        ["Total", present.money(total)],
        [
          "Paid by",
          `${details.booking.payment_method}${details.booking.payment_status === undefined ? "" : ` (${details.booking.payment_status.replaceAll("_", " ")})`}`,
        ],
        ["Sent to", sentTo],
      ]),
    ],
    quiet: () => present.money(total),
  });
  return result;
};

export const receiptCommand = (runtime: Runtime): Command =>
  new Command("receipt")
    .description("show a booking's fare line by line; --send e-mails the receipt")
    .argument("<token>", "the booking token")
    .option("--send", "e-mail the receipt to the passenger")
    .option(
      "--email <email>",
      "e-mail the receipt to this address: the booking's own or your account's (the server refuses others)",
    )
    .addHelpText("after", examples("cabline receipt 8f3kq2x9", "cabline receipt 8f3kq2x9 --email accounts@example.com"))
    .action(
      action(runtime, async (context, [token], options) => void (await runReceipt(context, String(token), options))),
    );
