// "Book this journey again" on a trip (spec §3 bookings list) opens /book-ride with the past
// journey in the navigation state (TripProgress.bookAgain). It becomes a new draft once, at the
// form's own new time; the state is then cleared, so a reload keeps what the user changed since.
import * as BookingForm from "@cabline/domain/BookingForm";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { draft$ } from "../state/draft.ts";
import { freshDraft } from "./use-draft.ts";

/** The fields read from /book-ride's navigation state and the journey in it: any may be missing. */
type Fields = {
  /** TripProgress.bookAgain's past journey. */
  readonly bookAgain?: unknown;
  /** A FocusRequest's field id, from /summary. */
  readonly focus?: unknown;
  readonly pickup?: unknown;
  readonly destinations?: unknown;
  readonly passengers?: unknown;
  readonly luggage?: unknown;
  readonly rideId?: unknown;
  readonly address?: unknown;
};

/**
 * The fields of a value /book-ride reads from its navigation state (which react-router types any),
 * each unknown until checked; none for a value that is no object.
 */
export const fieldsOf = (value: unknown): Fields => (typeof value === "object" && value !== null ? value : {});

const isPastJourney = (value: unknown): value is BookingForm.PastJourney => {
  const past = fieldsOf(value);
  const place = (p: unknown) => typeof fieldsOf(p).address === "string";
  return (
    place(past.pickup) &&
    Array.isArray(past.destinations) &&
    past.destinations.every(place) &&
    Number.isInteger(past.passengers) &&
    Number.isInteger(past.luggage) &&
    (typeof past.rideId === "number" || typeof past.rideId === "string")
  );
};

export function useBookAgain(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const past = fieldsOf(location.state).bookAgain;
  useEffect(() => {
    if (!isPastJourney(past)) return;
    const fresh = freshDraft();
    draft$.set({ ...fresh, form: BookingForm.withPastJourney(fresh.form, past) });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [past, navigate, location.pathname, location.search, location.hash]);
}
