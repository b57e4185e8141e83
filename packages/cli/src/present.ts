/**
 * How bookings, fares and accounts read on a terminal: London times in the §9 format
 * ("01-Jul-2025 09:30 am"), money as "£12.50", statuses as words. Loaded by commands when they
 * run (it imports the domain).
 */
import type { Quote } from "@cabline/domain";
import { Account, Assistance, type Authority, Booking, DateTime, Fares, Money } from "@cabline/domain";
import { fields, table } from "./output.ts";

export const money = (amount: Money.Money | undefined): string => (amount === undefined ? "" : Money.format(amount));

/**
 * The money of a booking as the dispatch API's ledger gives it (never worked out here): what it
 * costs, what was paid and refunded by card, and what is still due, as the web's manage page says.
 */
export const moneyLines = (details: Booking.BookingDetails): Array<string> => {
  const balance = details.balance;
  if (balance === undefined)
    return details.amount_due === undefined || details.amount_due.amountMinor === 0
      ? []
      : [`Amount due: ${money(details.amount_due)}`];
  return fields([
    ["Price", money(balance.owed)],
    ["Paid by card", balance.paid.amountMinor === 0 ? undefined : money(balance.paid)],
    ["Refunded", balance.refunded.amountMinor === 0 ? undefined : money(balance.refunded)],
    ["Amount due", balance.due.amountMinor === 0 ? undefined : money(balance.due)],
  ]);
};

export const when = (epochMs: number | undefined): string =>
  epochMs === undefined ? "" : DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));

export const status = (value: Booking.BookingStatus): string => value.replaceAll("_", " ");

export const placeText = (place: { readonly address: string } | undefined): string => place?.address ?? "";

export const fareText = (fare: Quote.Fare): string => {
  const range = Fares.range(fare);
  return range === undefined
    ? `${money(fare.total)} (${fare.quote_type.toLowerCase()})`
    : `${money(range.low)}–${money(range.high)} (estimated)`;
};

/** One leg in a few lines. */
export const legLines = (booking: Booking.Booking): Array<string> => {
  const vias = Booking.vias(booking);
  return fields([
    ["Leg", `${booking.leg} (pair ${booking.pair_id})`],
    ["Token", booking.booking_token],
    ["Status", status(booking.status)],
    ["Pickup", `${when(booking.pickup_time)}${booking.asap === true ? " (ASAP)" : ""}`],
    ["From", placeText(booking.pickup_location)],
    ...vias.map((via, index): readonly [string, string] => [`Via ${index + 1}`, placeText(via)]),
    ["To", placeText(Booking.dropOff(booking))],
    ["Passengers", `${booking.passengers}, luggage ${booking.luggage}`],
    ["Ride", booking.ride_type_name ?? String(booking.ride_type_id)],
    ["Passenger", booking.passenger_name],
    ["Flight", booking.flight?.number],
    ["Meet & greet", booking.meet_and_greet === true ? "yes" : undefined],
    ["Notes", booking.notes],
    ["Assistance", Assistance.text(booking.assistance)],
    ["PO number", booking.your_references?.po_number],
    ["Fare", fareText(booking.fare)],
    [
      "Payment",
      `${booking.payment_method}${booking.payment_status === undefined ? "" : ` (${booking.payment_status.replaceAll("_", " ")})`}`,
    ],
    [
      "Driver",
      booking.driver === undefined
        ? undefined
        : `${booking.driver.name}, ${booking.driver.vehicle} ${booking.driver.registration}`,
    ],
  ]);
};

/** Several legs as a table. */
export const bookingsTable = (bookings: ReadonlyArray<Booking.Booking>): Array<string> =>
  table(
    ["TOKEN", "LEG", "PICKUP", "STATUS", "FROM", "TO", "FARE"],
    bookings.map((booking) => [
      booking.booking_token,
      booking.leg,
      when(booking.pickup_time),
      status(booking.status),
      placeText(booking.pickup_location),
      placeText(Booking.dropOff(booking)),
      money(booking.fare.total),
    ]),
  );

export const accountName = (account: Account.Account): string =>
  account.name ?? `Business ${String(account.business_id)}`;

export const accountsTable = (
  accounts: ReadonlyArray<Account.Account>,
  selected: Account.Account | undefined,
): Array<string> =>
  table(
    ["", "BUSINESS", "USER", "NAME", "ROLE", "PAYMENT", "PO NUMBER"],
    accounts.map((account) => [
      selected !== undefined && Account.sameAccount(account, selected) ? "*" : "",
      String(account.business_id),
      String(account.business_user_id),
      accountName(account),
      account.role,
      account.default_payment_type,
      account.is_po_number_enabled ? "required" : "",
    ]),
  );

export const authoritiesText = (held: ReadonlyArray<Authority.Authority>): string => held.join(", ");
