// The summary's calls (spec §7 getCostEstimate and booking): the price of both legs with their
// additional charges, then one booking per press of Book with one Idempotency-Key per attempt:
// the key is kept while the same request is retried (a lost answer never books twice) and
// renewed when the request changes.
import type { Booking, Quote } from "@cabline/domain";
import * as QuoteRules from "@cabline/domain/Quote";
import * as BusinessBookingRequest from "@cabline/domain/BusinessBookingRequest";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useServices } from "../../../../lib/session-context.tsx";
import { tabPath } from "../hooks/use-business-form.ts";
import { useBusinessAccount } from "../hooks/use-account.ts";
import { draft$, replace, reset, useDraft } from "../state/draft.ts";
import { analyticsEvents, track } from "../../../../lib/analytics.ts";

type Failure = { readonly message: string; readonly code?: string | undefined };

const failureOf = (error: unknown): Failure =>
  error instanceof Error
    ? { message: error.message, code: (error as { code?: string }).code }
    : { message: String(error) };

export type Accepted = { readonly outbound: ReadonlyArray<string>; readonly return: ReadonlyArray<string> };

export function useSummary() {
  const load = useServices();
  const navigate = useNavigate();
  const { booking } = useDraft();
  const { account, settings } = useBusinessAccount();
  const request = useMemo(
    () => (account === undefined ? undefined : BusinessBookingRequest.request(booking, account)),
    [booking, account],
  );
  const [estimate, setEstimate] = useState<Quote.CostEstimate | undefined>(undefined);
  const [pricing, setPricing] = useState<Failure | "loading" | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [accepted, setAccepted] = useState<Accepted>({ outbound: [], return: [] });
  const [booking$, setBooking] = useState<"idle" | "booking">("idle");
  const [bookFailure, setBookFailure] = useState<Failure | undefined>(undefined);
  const [booked, setBooked] = useState<Booking.CreatedBookings | undefined>(undefined);
  const inFlight = useRef(false);

  const wanted = useMemo(() => {
    if (request === undefined || estimate === undefined) return request;
    const charges = (list: ReadonlyArray<Quote.AdditionalCharge>, optional: ReadonlyArray<string>) => {
      const codes = QuoteRules.acceptedChargeCodes(list, optional);
      return codes.length > 0 ? { additionalCharges: codes } : {};
    };
    return {
      ...request,
      outbound: { ...request.outbound, ...charges(estimate.bookingAdditionalChargesOutbound, accepted.outbound) },
      ...(request.return === undefined
        ? {}
        : { return: { ...request.return, ...charges(estimate.bookingAdditionalChargesReturn, accepted.return) } }),
    };
  }, [request, estimate, accepted]);

  // One key per attempt to book this exact request (DispatchApi Idempotent).
  const key = useRef<{ body: string; key: string } | undefined>(undefined);
  const keyFor = (body: string) => {
    if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
    return key.current.key;
  };

  useEffect(() => {
    if (request === undefined || booked !== undefined) return;
    let live = true;
    setPricing("loading");
    load()
      .then(({ dispatch }) => dispatch.bookings.getCostEstimate(request))
      .then(
        (answer) => {
          if (!live) return;
          setEstimate(answer);
          setPricing(undefined);
        },
        (error: unknown) => live && setPricing(failureOf(error)),
      );
    return () => {
      live = false;
    };
    // The price depends on the journey only; re-price when it changes or on retry.
  }, [load, request, attempt, booked]);

  const book = useCallback(async () => {
    if (inFlight.current || wanted === undefined) return;
    inFlight.current = true;
    setBooking("booking");
    setBookFailure(undefined);
    try {
      const { dispatch } = await load();
      const created = await dispatch.bookings.createBooking(wanted, { idempotencyKey: keyFor(JSON.stringify(wanted)) });
      setBooked(created);
      track(analyticsEvents.booked, {
        legs: created.bookings.length,
        payment: wanted.paymentMethod ?? "account",
        business: true,
      });
      reset();
    } catch (error) {
      const failure = failureOf(error);
      const current = draft$.get().booking;
      const back = BusinessBookingRequest.applyServerError(current, failure.code, failure.message);
      if (back !== current) {
        // A field at fault: back to step 1 on its tab with the catalogue message on it (§4, §8).
        replace(back);
        navigate(tabPath(back.tab));
      } else {
        setBookFailure(failure);
      }
    } finally {
      inFlight.current = false;
      setBooking("idle");
    }
  }, [wanted, load, navigate]);

  return {
    booking,
    account,
    settings,
    estimate,
    pricing,
    retryPricing: () => setAttempt((n) => n + 1),
    accepted,
    setAccepted,
    book,
    booking$,
    bookFailure,
    booked,
  };
}
