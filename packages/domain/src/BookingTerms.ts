/**
 * The terms a passenger agrees to before booking: how long the driver waits free and what waiting
 * costs after it, and until when cancelling is free and the fee after (spec §3 cost estimate; the
 * spec does not show terms, so the shape is ours: contracts/README.md "Terms"). UK licensing
 * conditions (e.g. Southampton's and Portsmouth's private hire operator conditions) expect the
 * fare and any charges to be agreed before the journey; real dispatch systems quote a free
 * waiting allowance at the kerb, a longer one from an airport flight's landing, a rate a minute
 * after that, and a cancellation fee once the driver has set off. One rule for the sandbox (which
 * quotes them), the web (which shows them before "Book now" and on the confirmation), the CLI and
 * the booking e-mails.
 */
import * as Airport from "./Airport.ts";
import * as Booking from "./Booking.ts";
import type * as Location from "./Location.ts";
import * as Money from "./Money.ts";
import type * as TermsSchema from "./schemas/BookingTerms.ts";
import type * as Tariff from "./Tariff.ts";

export type Terms = typeof TermsSchema.Terms.Type;

/** The terms a tenant's tariff gives; cancelling costs Booking.cancellationFee once the driver sets off. */
export const fromTariff = (tariff: Tariff.Tariff): Terms => ({
  waiting: {
    freeMinutes: tariff.waiting_free_minutes,
    airportFreeMinutes: tariff.airport_waiting_free_minutes,
    perMinute: Money.fromMinor(tariff.waiting_per_minute_pence),
  },
  cancellation: { freeUntil: "en_route", fee: Booking.cancellationFee },
});

const minutes = (count: number): string => `${count} minute${count === 1 ? "" : "s"}`;

const afterwards = (perMinute: Money.Money): string =>
  perMinute.amountMinor === 0
    ? "and waiting is free after that"
    : `then waiting costs ${Money.format(perMinute)} a minute`;

/** The terms in plain words: one line for waiting at the pickup, one at an airport (when asked), one for cancelling. */
export interface Words {
  readonly waiting: string;
  readonly airportWaiting?: string;
  readonly cancellation: string;
}

/**
 * How the terms read. `airportPickup` adds the airport's allowance, counted from the flight's
 * landing, for a booking that picks up at an airport.
 */
export const words = (terms: Terms, options: { readonly airportPickup: boolean }): Words => {
  const { freeMinutes, airportFreeMinutes, perMinute } = terms.waiting;
  const waiting =
    freeMinutes === 0
      ? perMinute.amountMinor === 0
        ? "Waiting at the pickup is free."
        : `Waiting at the pickup costs ${Money.format(perMinute)} a minute from the pickup time.`
      : `Your driver waits ${minutes(freeMinutes)} free from the pickup time, ${afterwards(perMinute)}.`;
  const airportWaiting = options.airportPickup
    ? `At the airport your driver waits ${minutes(airportFreeMinutes)} free from when your flight lands, ${afterwards(perMinute)}.`
    : undefined;
  const fee = terms.cancellation.fee;
  const cancellation =
    fee.amountMinor === 0
      ? "Cancelling is free until the ride starts."
      : `Cancelling is free until your driver sets off; after that it costs ${Money.format(fee)}.`;
  return airportWaiting === undefined ? { waiting, cancellation } : { waiting, airportWaiting, cancellation };
};

/** The words as lines, in reading order (the confirmation e-mail, the CLI). */
export const lines = (terms: Terms, options: { readonly airportPickup: boolean }): ReadonlyArray<string> => {
  const w = words(terms, options);
  return [w.waiting, ...(w.airportWaiting === undefined ? [] : [w.airportWaiting]), w.cancellation];
};

/**
 * The lines a booking's screens show for a quote's terms: the airport's allowance when any of its
 * pickups (BookingForm.pickups) is at an airport; none when the quote gave no terms.
 */
export const linesFor = (
  terms: Terms | undefined,
  pickups: ReadonlyArray<Location.Location | null>,
): ReadonlyArray<string> =>
  terms === undefined ? [] : lines(terms, { airportPickup: pickups.some((pickup) => Airport.isAirport(pickup)) });
