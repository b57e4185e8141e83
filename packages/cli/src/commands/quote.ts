/**
 * `cabline quote`: prices a journey without booking it (spec §7 getCostEstimate): the fare of each
 * leg with its lines, the additional charges (mandatory, or optional to accept with
 * --accept-charge), the discount of a promo code, the prices of the other ride types and the
 * waiting and cancellation terms in the domain's words (BookingTerms). Takes the
 * same flags and file as `book`, and the same checks run first.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { examples } from "../options.ts";
import { fields, table } from "../output.ts";
import type { Runtime } from "../runtime.ts";
import { addBookingOptions, type BookingFlags } from "./booking-options.ts";

export const runQuote = async (context: Context, flags: BookingFlags) => {
  const [{ loadBooking }, { withCharges }, present, { BookingTerms, Quote }] = await Promise.all([
    import("../booking/load.ts"),
    import("../booking/prepare.ts"),
    import("../present.ts"),
    import("@cabline/domain"),
  ]);
  const { plan, prepared, services } = await loadBooking(context, flags);
  const estimate = await services.dispatch.bookings.getCostEstimate(prepared.request);
  const request = withCharges(prepared.request, estimate, plan);
  const result = { request, estimate };
  const rideName = (id: number) =>
    prepared.rideTypes.find((rideType) => String(rideType.id) === String(id))?.name ?? String(id);
  const indent = (lines: ReadonlyArray<string>) => lines.map((line) => `  ${line}`);
  const terms = BookingTerms.linesFor(
    estimate.terms,
    request.return === undefined ? [request.outbound.pickup] : [request.outbound.pickup, request.return.pickup],
  );
  const fareLines = (label: string, fare: typeof estimate.outbound) => [
    `${label}: ${present.fareText(fare)}`,
    ...indent(
      table(
        ["", ""],
        fare.lines.map((line) => [line.label, present.money(line.amount)]),
      ).slice(1),
    ),
  ];
  const charges = (label: string, list: typeof estimate.bookingAdditionalChargesOutbound) =>
    list.length === 0
      ? []
      : [
          `${label} additional charges:`,
          ...indent(
            table(
              ["", "", "", ""],
              list.map((charge) => [
                charge.code,
                charge.label,
                present.money(charge.amount),
                Quote.isMandatory(charge) ? "" : `(optional: --accept-charge ${charge.code})`,
              ]),
            ).slice(1),
          ),
        ];
  context.out.result(result, {
    human: () => [
      ...fields([
        ["Pickup", request.outbound.dateTime === undefined ? "ASAP" : present.when(request.outbound.dateTime)],
        ["Ride", request.outbound.rideId === undefined ? "" : rideName(request.outbound.rideId)],
        ["Return", request.return?.dateTime === undefined ? undefined : present.when(request.return.dateTime)],
        [
          "Booking as",
          prepared.booker.kind === "business" ? present.accountName(prepared.booker.account) : prepared.booker.kind,
        ],
      ]),
      "",
      ...fareLines("Outbound", estimate.outbound),
      ...(estimate.return === undefined ? [] : fareLines("Return", estimate.return)),
      ...charges("Outbound", estimate.bookingAdditionalChargesOutbound),
      ...charges("Return", estimate.bookingAdditionalChargesReturn),
      ...(estimate.discount === undefined ? [] : [`Discount: -${present.money(estimate.discount)}`]),
      `Total: ${present.money(estimate.total)}`,
      ...(estimate.quote_expires_at === undefined
        ? []
        : [`Quote valid until ${present.when(estimate.quote_expires_at)}`]),
      ...(terms.length === 0 ? [] : ["", "Waiting and cancelling:", ...indent(terms)]),
      ...(estimate.ride_type_quotes === undefined || estimate.ride_type_quotes.length === 0
        ? []
        : [
            "",
            "Other ride types:",
            ...table(
              ["RIDE", "OUTBOUND", "RETURN"],
              estimate.ride_type_quotes.map((quote) => [
                rideName(quote.ride_type_id),
                present.fareText(quote.outbound),
                quote.return === undefined ? "" : present.fareText(quote.return),
              ]),
            ),
          ]),
    ],
    quiet: () => present.money(estimate.total),
  });
  return result;
};

export const quoteCommand = (runtime: Runtime): Command =>
  addBookingOptions(
    new Command("quote").description("price a journey without booking it (same flags and file as book)"),
  )
    .addHelpText(
      "after",
      examples(
        'cabline quote --pickup "Southampton Airport" --drop "Mayflower Cruise Terminal" --passengers 2 --luggage 3',
        "cabline quote --file trip.yaml --json | jq .estimate.total",
      ),
    )
    // Kept: commander builds these from the options declared above but types them only as a record.
    .action(
      action(runtime, async (context, _args, options) => void (await runQuote(context, options as BookingFlags))),
    );
