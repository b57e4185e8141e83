// Changing an upcoming leg from its manage link (contract extension updateBooking, POST
// /customer/v2/booking/update; spec §8 wrong_state). The booking token is the credential: a guest
// changes their own booking without signing in. The leg goes back as it is booked, in the shape
// the business edit page sends (features/business-booking/edit/use-trip-edit.ts), with what the
// passenger changed: the pickup time and the drop-off. The answer says what is now due
// (amount_due) and what goes back to the card (refund), which the page shows.
import type * as Booking from "@cabline/domain/Booking";
import type * as Location from "@cabline/domain/Location";
import type * as Money from "@cabline/domain/Money";
import { useState } from "react";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../lib/session-context.tsx";
import { codeOf, failureMessage, refundOf } from "./format.ts";

export type TripChange = {
  /** Epoch milliseconds. */
  readonly dateTime: number;
  /** The new drop-off; undefined keeps the booked one. */
  readonly dropOff: Booking.Place | undefined;
};

export type ChangeOutcome = {
  readonly amountDue: Money.Money | undefined;
  readonly refund: Money.Money | undefined;
};

export type ChangeFailure = { readonly message: string; readonly code?: string | undefined };

const placeOf = (location: Location.Location): Booking.Place => ({
  ...location,
  lat: location.lat ?? 0,
  lng: location.lng ?? 0,
});

/** The update of a booked leg: its places, party and details as booked, with the change. */
export const updateOf = (leg: Booking.Booking, change: TripChange): Booking.BookingUpdate => {
  const [booked, ...vias] = leg.destinations;
  const drop = change.dropOff ?? (booked === undefined ? undefined : placeOf(booked));
  return {
    booking_token: leg.booking_token,
    pickup: placeOf(leg.pickup_location),
    destinations: [...(drop === undefined ? [] : [drop]), ...vias.map(placeOf)],
    passengers: leg.passengers,
    luggage: leg.luggage,
    rideId: leg.ride_type_id,
    dateTime: change.dateTime,
    ...(leg.passenger_name === undefined ? {} : { name: leg.passenger_name }),
    ...(leg.passenger_phone === undefined ? {} : { phone: leg.passenger_phone }),
    ...(leg.passenger_email === undefined ? {} : { email: leg.passenger_email }),
    ...(leg.flight?.number === undefined ? {} : { flightNumber: leg.flight.number }),
    ...(leg.meet_and_greet === true ? { meetAndGreet: true } : {}),
    ...(leg.notes === undefined ? {} : { notes: leg.notes }),
    ...(leg.reference === undefined ? {} : { reference: leg.reference }),
    ...(leg.room === undefined ? {} : { roomNumber: leg.room }),
  };
};

export function useChangeTrip(onChanged: (outcome: ChangeOutcome) => void) {
  const load = useServices();
  const guard = useGuardedSubmit();
  const [failure, setFailure] = useState<ChangeFailure | undefined>(undefined);

  /** True once changed; false when refused, or while another change is on its way. */
  async function save(leg: Booking.Booking, change: TripChange): Promise<boolean> {
    const changed = await guard.run(async () => {
      setFailure(undefined);
      try {
        const { dispatch } = await load();
        const answer = await dispatch.bookings.updateBooking(updateOf(leg, change));
        onChanged({ amountDue: answer.amount_due, refund: refundOf(answer) });
        return true;
      } catch (error) {
        const code = codeOf(error);
        setFailure({ message: failureMessage(error), code: typeof code === "string" ? code : undefined });
        return false;
      }
    });
    return changed ?? false;
  }

  return { saving: guard.busy, failure, save };
}
