/**
 * `cabline book`: a full booking from flags or a JSON/YAML file (spec §3 Consumer booking form and
 * Business booking, §4 Booking flow, §7 createBooking). Every field is checked before anything is
 * booked (§5; messages from the domain and the §8 catalogue, exit 2); then the booking is priced
 * (its mandatory charges go with it), created with an Idempotency-Key, and, for a card booking
 * with --card, paid. A return is a second leg sharing the pair id.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { usageError } from "../errors.ts";
import { examples } from "../options.ts";
import type { Runtime } from "../runtime.ts";
import { addBookingOptions, type BookingFlags } from "./booking-options.ts";

export interface BookFlags extends BookingFlags {
  readonly idempotencyKey?: string;
}

const keyPattern = /^[A-Za-z0-9_.:-]{8,255}$/;

export const runBook = async (context: Context, flags: BookFlags) => {
  if (flags.idempotencyKey !== undefined && !keyPattern.test(flags.idempotencyKey)) {
    throw usageError("--idempotency-key must be 8-255 characters of letters, digits and _ . : -");
  }
  const [{ loadBooking }, { withCharges }, present, { paymentLines }] = await Promise.all([
    import("../booking/load.ts"),
    import("../booking/prepare.ts"),
    import("../present.ts"),
    import("./payment-lines.ts"),
  ]);
  const { plan, prepared, services } = await loadBooking(context, flags);
  const { dispatch } = services;
  const estimate = await dispatch.bookings.getCostEstimate(prepared.request);
  const request = withCharges(prepared.request, estimate, plan);
  const created = await dispatch.bookings.createBooking(
    request,
    flags.idempotencyKey === undefined ? {} : { idempotencyKey: flags.idempotencyKey },
  );

  let payment: Awaited<ReturnType<typeof dispatch.checkout.checkout>> | undefined;
  if (request.paymentMethod === "card" && plan.card !== undefined) {
    payment = await dispatch.checkout.checkout(
      {
        ...(created.basket_id === undefined
          ? { booking_ids: created.bookings.map((booking) => booking.id) }
          : { basket_id: created.basket_id }),
        paymentMethod: "card",
        card_id: plan.card,
        ...(plan.promo === undefined ? {} : { promocode: plan.promo }),
        ...(plan.poNumber === undefined ? {} : { po_number: plan.poNumber }),
        ...(prepared.booker.kind === "guest" ? { guestUserId: prepared.booker.guestUserId } : {}),
      },
      // The same booking is paid at most once, however often this is retried.
      { idempotencyKey: `checkout-${created.pair_id}-${created.bookings[0]?.booking_token ?? ""}`.slice(0, 255) },
    );
  }

  const tokens = created.bookings.map((booking) => booking.booking_token);
  const result = { ...created, ...(payment === undefined ? {} : { payment }) };
  const first = created.bookings[0];
  context.out.result(result, {
    human: () => [
      `Booked ${created.bookings.length === 2 ? "a return trip" : "a trip"} (pair ${created.pair_id}).`,
      ...created.bookings.flatMap((booking) => ["", ...present.legLines(booking)]),
      "",
      ...(created.amount_due !== undefined && created.amount_due.amountMinor > 0
        ? [`Amount due: ${present.money(created.amount_due)}`]
        : []),
      ...(payment === undefined
        ? request.paymentMethod === "card"
          ? [`Card payment pending: pay on the /pay/${first?.booking_token ?? ""} page, or book with --card <id>.`]
          : []
        : paymentLines(payment, `/pay/${first?.booking_token ?? ""}`)),
      `Track it: cabline track ${first?.booking_token ?? ""}`,
    ],
    quiet: () => tokens,
  });
  return result;
};

export const bookCommand = (runtime: Runtime): Command =>
  addBookingOptions(
    new Command("book").description("book a ride (flags or a JSON/YAML file); prints the booking token(s)"),
  )
    .option("--idempotency-key <key>", "reuse a key to make a retried booking book nothing twice")
    .addHelpText(
      "after",
      `
Booking file (JSON or YAML) keys: pickup, drop, vias, at | asap, passengers, luggage, rideType,
  flightNumber, meetAndGreet, notes, name, phone, email, room, reference, promo, payment, card,
  poNumber, costCentre, forSomeoneElse {name, email, phone, dialCode},
  return {at, pickup, drop, vias, passengers, luggage, rideType, flightNumber, meetAndGreet, notes}
${examples(
  'cabline book --pickup "Southampton Airport" --drop "Ocean Cruise Terminal" --via "Above Bar Street" --at "2025-07-01 09:30" --passengers 2 --return --return-at "2025-07-08 15:00"',
  "TOKEN=$(cabline book --file trip.yaml --quiet | head -1)",
  'cabline book --asap --pickup "Southampton Central" --drop "50.9503,-1.3568" --for-name "Ada Lovelace" --po-number PO-1234',
)}`,
    )
    // Kept: commander builds these from the options declared above but types them only as a record.
    .action(action(runtime, async (context, _args, options) => void (await runBook(context, options as BookFlags))));
