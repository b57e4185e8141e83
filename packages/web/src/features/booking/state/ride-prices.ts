// Prices every ride type of the form in one estimate (spec §7 getCostEstimate, its
// ride_type_quotes), in words (domain Fares). Loaded with the first estimate the booking form
// asks for (hooks/use-ride-prices.ts), not at start-up: it brings the request builder with it.
import type { DispatchApi } from "@cabline/api-ports/DispatchApi";
import type * as BookingForm from "@cabline/domain/BookingForm";
import * as Fares from "@cabline/domain/Fares";
import { requestOf } from "./request.ts";

/** Each ride type's price on a leg, in words, or undefined where the estimate gave none. */
export type PriceOf = (leg: "outbound" | "return", rideTypeId: string) => string | undefined;

/** The form's ride types priced, or undefined when the dispatch API gave no price per ride type. */
export async function priceRideTypes(
  dispatch: DispatchApi,
  form: BookingForm.BookingForm,
  signedIn: boolean,
): Promise<PriceOf | undefined> {
  const quotes = (await dispatch.bookings.getCostEstimate(requestOf(form, { signedIn }))).ride_type_quotes;
  if (quotes === undefined) return undefined;
  const legs = { outbound: Fares.byRideType(quotes, "outbound"), return: Fares.byRideType(quotes, "return") };
  return (leg, rideTypeId) => {
    const fare = legs[leg].get(rideTypeId);
    return fare === undefined ? undefined : Fares.shortText(fare);
  };
}
