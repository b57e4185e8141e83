// "Book this journey again" on a trip (spec §3 bookings list) opens /book-ride with the past
// journey in the navigation state (TripProgress.bookAgain). It becomes a new draft once, at the
// form's own new time; the state is then cleared, so a reload keeps what the user changed since.
import * as BookingForm from "@cabline/domain/BookingForm";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { draft$ } from "../state/draft.ts";
import { freshDraft } from "./use-draft.ts";

const isPastJourney = (value: unknown): value is BookingForm.PastJourney => {
  if (typeof value !== "object" || value === null) return false;
  const past = value as Record<string, unknown>;
  const place = (p: unknown) =>
    typeof p === "object" && p !== null && typeof (p as { address?: unknown }).address === "string";
  return (
    place(past["pickup"]) &&
    Array.isArray(past["destinations"]) &&
    past["destinations"].every(place) &&
    Number.isInteger(past["passengers"]) &&
    Number.isInteger(past["luggage"]) &&
    (typeof past["rideId"] === "number" || typeof past["rideId"] === "string")
  );
};

export function useBookAgain(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const past = (location.state as { bookAgain?: unknown } | null)?.bookAgain;
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
