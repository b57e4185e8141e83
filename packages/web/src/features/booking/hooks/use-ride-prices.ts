// Each ride type's price on the first step (spec §4 ride type selection, §7 getCostEstimate;
// docs/decisions/first-step-prices.md): once the form can be priced (BookingForm.priceable), one
// estimate prices every ride type (its ride_type_quotes); asked again when the journey changes,
// not when only the ride type does. The summary still prices the booking afresh before "Book".
// The pricing (state/ride-prices.ts) and the dispatch adapter load with the first estimate, not at
// start-up.
import * as BookingForm from "@cabline/domain/BookingForm";
import { useEffect, useRef, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import type { PriceOf } from "../state/ride-prices.ts";

export type RidePrices =
  /** Not yet priceable: a place is still to be chosen. */
  | { readonly status: "waiting" }
  | { readonly status: "pricing" }
  /** Each ride type's price on a leg, in words (Fares.shortText), or undefined where none was given. */
  | { readonly status: "ready"; readonly priceOf: PriceOf }
  /** The dispatch API would not say: each type reads "price on the next step". */
  | { readonly status: "unknown" };

const waiting: RidePrices = { status: "waiting" };
const pricing: RidePrices = { status: "pricing" };
const unknown: RidePrices = { status: "unknown" };

/** Typing settles for this long before a journey is priced. */
const settleMs = 300;

/** What the prices depend on: the journey and its return, without the ride type chosen. */
const journeyKey = (form: BookingForm.BookingForm): string => {
  const leg = (journey: BookingForm.Journey) => ({ ...journey, rideType: null });
  return JSON.stringify({
    outbound: leg(form.outbound),
    back: form.returnEnabled ? leg(form.returnJourney) : null,
    asap: form.asap,
    promo: form.promocode,
    payment: form.paymentMethod,
  });
};

export function useRidePrices(form: BookingForm.BookingForm, signedIn: boolean): RidePrices {
  const load = useServices();
  const [prices, setPrices] = useState<RidePrices>(waiting);
  const ticket = useRef(0);
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  const key = BookingForm.priceable(form) ? journeyKey(form) : "";
  useEffect(() => {
    const mine = ++ticket.current;
    if (key === "") {
      setPrices(waiting);
      return;
    }
    setPrices(pricing);
    const timer = setTimeout(() => {
      void Promise.all([load(), import("../state/ride-prices.ts")])
        .then(([{ dispatch }, pricing]) => pricing.priceRideTypes(dispatch, latest.current, signedIn))
        .then(
          (priceOf) =>
            mine === ticket.current && setPrices(priceOf === undefined ? unknown : { status: "ready", priceOf }),
          () => mine === ticket.current && setPrices(unknown),
        );
    }, settleMs);
    return () => clearTimeout(timer);
  }, [key, load, signedIn]);
  return prices;
}
