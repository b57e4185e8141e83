/**
 * How a fare reads where a person chooses (spec §4 ride type selection, §3 cost estimate): the
 * first step shows each ride type's price from the estimate's ride_type_quotes before the summary
 * (docs/decisions/first-step-prices.md). Kept apart from Quote.ts, which holds the estimate's
 * schema: the booking form loads this with its first estimate, not the schema library.
 */
import * as Money from "./Money.ts";
import type * as Quote from "./Quote.ts";

/** The price range to show: low–high for an ESTIMATED fare that has both, else undefined. */
export const range = (fare: Quote.Fare): { readonly low: Money.Money; readonly high: Money.Money } | undefined =>
  fare.quote_type === "ESTIMATED" && fare.low !== undefined && fare.high !== undefined
    ? { low: fare.low, high: fare.high }
    : undefined;

/** "£12.50" (fixed), "£10.00–£14.00" (estimated range), "about £12.00", "metered, about £12.00". */
export const shortText = (fare: Quote.Fare): string => {
  const bounds = range(fare);
  if (bounds !== undefined) return `${Money.format(bounds.low)}–${Money.format(bounds.high)}`;
  switch (fare.quote_type) {
    case "FIXED":
      return Money.format(fare.total);
    case "ESTIMATED":
      return `about ${Money.format(fare.total)}`;
    case "METERED":
      return `metered, about ${Money.format(fare.total)}`;
  }
};

/** Each ride type's fare for one leg, by ride type id, as the estimate priced them. */
export const byRideType = (
  quotes: ReadonlyArray<Quote.RideTypeQuote> | undefined,
  leg: "outbound" | "return",
): ReadonlyMap<string, Quote.Fare> =>
  new Map(
    (quotes ?? []).flatMap((quote) => {
      const fare = leg === "outbound" ? quote.outbound : quote.return;
      return fare === undefined ? [] : [[String(quote.ride_type_id), fare] as const];
    }),
  );
