/**
 * `cabline trips list|show|cancel`: the signed-in user's bookings (spec §7 get/bookings with
 * count, filter, offset and search; history/get and upcoming/get for a business account), one
 * booking by token (getBooking), and cancelling a pair after its preview (getCancelBookingInfo,
 * cancelBookingPair: free while booked or allocated, a fee once the driver is on the way).
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { CliError, usageError } from "../errors.ts";
import { ExitCode } from "../exit-codes.ts";
import { examples, oneOf, wholeNumber } from "../options.ts";
import type { Runtime } from "../runtime.ts";

export const filters = ["all", "upcoming", "active", "history"] as const;
export type Filter = (typeof filters)[number];

export interface TripsListOptions {
  readonly filter?: Filter;
  readonly count?: number;
  readonly offset?: number;
  readonly search?: string;
  /** Every page, not just one. */
  readonly all?: boolean;
  /** The selected business account's trips rather than your own. */
  readonly account?: boolean;
}

const pageLimit = 100;

export const runTripsList = async (context: Context, options: TripsListOptions) => {
  context.requireToken();
  const [{ Constants }, { dispatch }, present, booker] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
    import("../booker.ts"),
  ]);
  const filter = options.filter ?? "all";
  let businessId: number | undefined;
  if (options.account === true) {
    if (filter !== "upcoming" && filter !== "history") {
      throw usageError("With --account, --filter is upcoming or history (the business trips tabs).");
    }
    const profile = await dispatch.customerAuth.checkToken();
    const selected = booker.selectedAccount(profile.accounts ?? [], context.session()?.selectedAccount);
    if (selected === undefined)
      throw usageError("No business account is selected.", "Choose one with: cabline account use <id>");
    businessId = Number(selected.business_id);
  }
  const fetchPage = (offset: number, count: number) => {
    const query = {
      count,
      offset,
      ...(options.search === undefined ? {} : { search: options.search }),
    };
    if (businessId !== undefined) {
      return filter === "history"
        ? dispatch.bookings.getHistory({ ...query, businessId })
        : dispatch.bookings.getUpcoming({ count, offset, businessId });
    }
    return dispatch.bookings.getBookings({ ...query, filter });
  };
  const count = options.count ?? (options.all === true ? pageLimit : Constants.defaultPageSize);
  const offset = options.offset ?? 0;
  let page = await fetchPage(offset, count);
  if (options.all === true) {
    const bookings = [...page.bookings];
    while (page.bookings.length > 0 && offset + bookings.length < page.total) {
      page = await fetchPage(offset + bookings.length, count);
      bookings.push(...page.bookings);
    }
    page = { ...page, bookings, count: bookings.length, offset };
  }
  context.out.result(page, {
    human: (value) => [
      ...(value.bookings.length === 0 ? ["No bookings."] : present.bookingsTable(value.bookings)),
      Constants.paginationTotalText(value.total),
    ],
    quiet: (value) => value.bookings.map((booking) => booking.booking_token),
  });
  return page;
};

export const runTripsShow = async (context: Context, token: string) => {
  const [{ Booking }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  const details = await dispatch.tracking.getBooking({ bookingToken: token });
  context.out.result(details, {
    human: (value) => [
      ...Booking.legs(value).flatMap((leg, index) => [...(index === 0 ? [] : [""]), ...present.legLines(leg)]),
      "",
      ...present.moneyLines(value),
    ],
    quiet: (value) => value.booking.status,
  });
  return details;
};

export interface CancelOptions {
  readonly legs?: "both" | "outbound" | "return";
  readonly reason?: string;
  /** Accept a cancellation fee. */
  readonly yes?: boolean;
}

export const runTripsCancel = async (context: Context, token: string, options: CancelOptions) => {
  const [{ Money }, { dispatch }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  const legs = options.legs ?? "both";
  const preview = await dispatch.bookings.getCancelBookingInfo({ bookingToken: token });
  const chosen = preview.legs.filter((leg) => legs === "both" || leg.leg === legs);
  const cancellable = chosen.filter((leg) => leg.cancellable);
  if (!preview.cancellable || cancellable.length === 0) {
    throw new CliError({
      exitCode: ExitCode.rejected,
      code: "not_cancellable",
      message: `This booking can no longer be cancelled (${chosen.map((leg) => `${leg.leg}: ${present.status(leg.status)}`).join(", ") || "no such leg"}).`,
    });
  }
  const fee = Money.sum(
    cancellable.map((leg) => leg.fee),
    preview.fee.currency,
  );
  if (fee.amountMinor > 0 && options.yes !== true) {
    throw new CliError({
      exitCode: ExitCode.usage,
      code: "fee_not_accepted",
      message: `Cancelling now costs ${present.money(fee)}${preview.policy === undefined ? "" : ` (${preview.policy})`}${
        preview.refund === undefined || preview.refund.amountMinor === 0
          ? ""
          : `; ${present.money(preview.refund)} goes back to your card`
      }.`,
      hint: "Add --yes to cancel and accept the fee.",
    });
  }
  const cancellation = await dispatch.bookings.cancelBookingPair({
    bookingToken: token,
    legs,
    ...(options.reason === undefined ? {} : { reason: options.reason }),
  });
  context.out.result(cancellation, {
    human: (value) => [
      ...value.bookings.map(
        (booking) =>
          `Cancelled the ${booking.leg} leg ${booking.booking_token} (${present.when(booking.pickup_time)}).`,
      ),
      `Fee: ${present.money(value.fee)}`,
      ...(value.refund === undefined || value.refund.amountMinor === 0
        ? []
        : [`Refund: ${present.money(value.refund)} to your card`]),
    ],
    quiet: (value) => value.bookings.map((booking) => booking.booking_token),
  });
  return cancellation;
};

export const tripsCommand = (runtime: Runtime): Command => {
  const command = new Command("trips")
    .description("list, show and cancel your bookings")
    .addHelpText(
      "after",
      examples("cabline trips list --filter upcoming", "cabline trips show <token>", "cabline trips cancel <token>"),
    );
  command
    .command("list")
    .description("list your bookings, newest first (Total N Items)")
    .option("--filter <filter>", "all, upcoming, active or history", oneOf(filters))
    .option("--count <n>", "bookings per page (default 10)", wholeNumber(1))
    .option("--offset <n>", "skip this many", wholeNumber(0))
    .option("--search <text>", "only bookings matching the text")
    .option("--all", "fetch every page")
    .option("--account", "the selected business account's trips (filter upcoming or history)")
    .addHelpText(
      "after",
      examples(
        "cabline trips list --filter upcoming",
        "cabline trips list --all --json | jq '.total'",
        "cabline trips list --account --filter history",
      ),
    )
    .action(action(runtime, async (context, _args, options) => void (await runTripsList(context, options))));
  command
    .command("show")
    .description("show a booking and its return leg")
    .argument("<token>", "the booking token")
    .addHelpText("after", examples("cabline trips show 8f3kq2x9"))
    .action(action(runtime, async (context, [token]) => void (await runTripsShow(context, String(token)))));
  command
    .command("cancel")
    .description("cancel a booking (both legs of a return unless --legs says otherwise)")
    .argument("<token>", "the booking token")
    .option("--legs <legs>", "both, outbound or return", oneOf(["both", "outbound", "return"] as const))
    .option("--reason <text>", "why (for the operator)")
    .option("-y, --yes", "accept a cancellation fee")
    .addHelpText(
      "after",
      examples("cabline trips cancel 8f3kq2x9", "cabline trips cancel 8f3kq2x9 --legs return --yes"),
    )
    .action(
      action(
        runtime,
        async (context, [token], options) => void (await runTripsCancel(context, String(token), options)),
      ),
    );
  return command;
};
