// The price of the journey as it stands (spec §7 getCostEstimate): asked again whenever the
// request changes (a promo code, the payment method), with progress, the §8 message on failure,
// and answers to older requests ignored.
import { isDispatchError } from "@cabline/api-ports/DispatchApi";
import type * as Booking from "@cabline/domain/Booking";
import type * as Quote from "@cabline/domain/Quote";
import { useEffect, useRef, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { messageOf } from "./use-ride-types.ts";

export type QuoteState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly estimate: Quote.CostEstimate }
  | { readonly status: "failed"; readonly message: string; readonly code?: string };

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: QuoteState = { status: "loading" };

export function useQuote(request: Booking.BookingRequest | undefined) {
  const load = useServices();
  const [state, setState] = useState<QuoteState>(loading);
  const [attempt, setAttempt] = useState(0);
  const ticket = useRef(0);
  const key = request === undefined ? "" : JSON.stringify(request);
  useEffect(() => {
    if (request === undefined) return;
    const mine = ++ticket.current;
    setState(loading);
    load()
      .then(({ dispatch }) => dispatch.bookings.getCostEstimate(request))
      .then((estimate) => mine === ticket.current && setState({ status: "ready", estimate }))
      .catch((error: unknown) => {
        if (mine !== ticket.current) return;
        const code = isDispatchError(error) ? error.code : undefined;
        setState({ status: "failed", message: messageOf(error), ...(code === undefined ? {} : { code }) });
      });
    // The request is compared by its JSON (key), not by identity.
  }, [load, key, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
