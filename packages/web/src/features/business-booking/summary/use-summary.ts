// The summary's calls (spec §7 getCostEstimate and booking): the price of both legs with their
// additional charges, then one booking per press of Book with one Idempotency-Key per attempt:
// the key is kept while the same request is retried (a lost answer never books twice) and
// renewed when the request changes.
import type { Booking, Quote } from "@cabline/domain";
import * as QuoteRules from "@cabline/domain/Quote";
import * as BookingForm from "@cabline/domain/BookingForm";
import * as BookingRequests from "@cabline/domain/BookingRequests";
import * as BookingTerms from "@cabline/domain/BookingTerms";
import * as BusinessBookingRequest from "@cabline/domain/BusinessBookingRequest";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { tabPath } from "../hooks/use-business-form.ts";
import { useBusinessAccount } from "../hooks/use-account.ts";
import { draft$, replace, reset, useDraft } from "../state/draft.ts";
import { analyticsEvents, track } from "../../../lib/analytics.ts";

type Failure = { readonly message: string; readonly code?: string | undefined };

const failureOf = (error: unknown): Failure =>
  error instanceof Error
    ? { message: error.message, code: "code" in error && typeof error.code === "string" ? error.code : undefined }
    : { message: String(error) };

type Dispatch = Awaited<ReturnType<ReturnType<typeof useServices>>>["dispatch"];

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
  const { busy, run } = useGuardedSubmit();
  const booking$: "idle" | "booking" = busy ? "booking" : "idle";
  const [bookFailure, setBookFailure] = useState<Failure | undefined>(undefined);
  const [booked, setBooked] = useState<Booking.CreatedBookings | undefined>(undefined);
  // The terms the trip was booked on, in the domain's words, for the confirmation to repeat.
  const [bookedTerms, setBookedTerms] = useState<ReadonlyArray<string>>([]);
  const terms = useMemo(
    () => BookingTerms.linesFor(estimate?.terms, BookingForm.pickups(booking)),
    [estimate, booking],
  );

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

  /**
   * A refusal that names a field sends the user back to step 1 on the tab at fault with the
   * catalogue message on the field (§4, §8); true when it did.
   */
  const sendBack = useCallback(
    async (dispatch: Dispatch, sent: Booking.BookingRequest, failure: Failure): Promise<boolean> => {
      const current = draft$.get().booking;
      if (BusinessBookingRequest.applyServerError(current, failure.code, failure.message) === current) return false;
      const tab = await BookingRequests.legAtFault(sent, (request) => dispatch.bookings.getCostEstimate(request));
      const back = BusinessBookingRequest.applyServerError(draft$.get().booking, failure.code, failure.message, tab);
      replace(back);
      navigate(tabPath(back.tab));
      return true;
    },
    [navigate],
  );

  useEffect(() => {
    if (request === undefined || booked !== undefined) return;
    let live = true;
    setPricing("loading");
    void (async () => {
      const { dispatch } = await load();
      try {
        const answer = await dispatch.bookings.getCostEstimate(request);
        if (!live) return;
        setEstimate(answer);
        setPricing(undefined);
      } catch (error) {
        // Pricing checks the journey as booking does: a refusal of a field is put on the form.
        if (live && !(await sendBack(dispatch, request, failureOf(error))) && live) setPricing(failureOf(error));
      }
    })().catch((error: unknown) => live && setPricing(failureOf(error)));
    return () => {
      live = false;
    };
    // The price depends on the journey only; re-price when it changes or on retry.
  }, [load, request, attempt, booked, sendBack]);

  const book = useCallback(async () => {
    if (wanted === undefined) return;
    await run(async () => {
      setBookFailure(undefined);
      const { dispatch } = await load().catch(() => ({ dispatch: undefined }));
      try {
        if (dispatch === undefined) throw new Error("The booking service could not be loaded.");
        const created = await dispatch.bookings.createBooking(wanted, {
          idempotencyKey: keyFor(JSON.stringify(wanted)),
        });
        setBooked(created);
        setBookedTerms(terms);
        track(analyticsEvents.booked, {
          legs: created.bookings.length,
          payment: wanted.paymentMethod ?? "account",
          business: true,
        });
        reset();
      } catch (error) {
        const failure = failureOf(error);
        if (dispatch === undefined || !(await sendBack(dispatch, wanted, failure))) setBookFailure(failure);
      }
    });
  }, [wanted, load, sendBack, terms, run]);

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
    terms,
    bookedTerms,
  };
}
