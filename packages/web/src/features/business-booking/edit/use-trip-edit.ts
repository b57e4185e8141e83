// Changing an upcoming company trip (contract extension updateBooking; spec §8 wrong_state
// "Booking cannot be updated as it is already finished."). The leg is sent back as it is booked,
// with the fields the booker changed: pickup time, notes, reference, room and PO number.
// Decision (spec silent): /business/trips/edit?token= names the leg to change, read as every trip
// page reads a trip (TripReference: the trip page links its booking token; a number works too).
// Without it the page asks the booker to choose a trip and calls nothing (use-company-trip.ts).
import type { Booking } from "@cabline/domain";
import { useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { useCompanyTrip } from "../trip/use-company-trip.ts";

export type EditValues = {
  readonly dateTime: number;
  readonly notes: string;
  readonly reference: string;
  readonly room: string;
  readonly poNumber: string;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The §8 code of a DispatchError (read by its field: any other thrown value has none). */
const codeOf = (error: unknown): string | undefined => {
  const { code }: { readonly code?: unknown } = typeof error === "object" && error !== null ? error : {};
  return typeof code === "string" ? code : undefined;
};

/** The update of a booked leg with the edited values (the places and party as booked). */
export const updateOf = (leg: Booking.Booking, values: EditValues): Booking.BookingUpdate => ({
  booking_token: leg.booking_token,
  pickup: { ...leg.pickup_location, lat: leg.pickup_location.lat ?? 0, lng: leg.pickup_location.lng ?? 0 },
  destinations: leg.destinations.map((stop) => ({ ...stop, lat: stop.lat ?? 0, lng: stop.lng ?? 0 })),
  passengers: leg.passengers,
  luggage: leg.luggage,
  rideId: leg.ride_type_id,
  dateTime: values.dateTime,
  ...(leg.passenger_name === undefined ? {} : { name: leg.passenger_name }),
  ...(leg.passenger_phone === undefined ? {} : { phone: leg.passenger_phone }),
  ...(leg.passenger_email === undefined ? {} : { email: leg.passenger_email }),
  ...(leg.flight?.number === undefined ? {} : { flightNumber: leg.flight.number }),
  ...(leg.meet_and_greet === true ? { meetAndGreet: true } : {}),
  notes: values.notes,
  reference: values.reference,
  roomNumber: values.room,
  ...(values.poNumber.trim() === "" ? {} : { poNumber: values.poNumber.trim() }),
});

export function useTripEdit(raw: string | null) {
  const load = useServices();
  const { state, account } = useCompanyTrip(raw);
  /** The leg as the last save returned it. */
  const [updated, setUpdated] = useState<Booking.Booking | undefined>(undefined);
  const guard = useGuardedSubmit();
  const [failure, setFailure] = useState<{ message: string; code?: string } | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const found = state.kind === "ready" ? state.details.booking : undefined;
  const leg = updated !== undefined && updated.id === found?.id ? updated : found;

  async function save(values: EditValues) {
    if (leg === undefined) return;
    await guard.run(async () => {
      setFailure(undefined);
      try {
        const { dispatch } = await load();
        const details = await dispatch.bookings.updateBooking(updateOf(leg, values));
        setUpdated(details.booking);
        setSaved(true);
      } catch (error) {
        const code = codeOf(error);
        setFailure({ message: messageOf(error), ...(code === undefined ? {} : { code }) });
      }
    });
  }

  return { state, account, leg, saving: guard.busy, failure, saved, save };
}
