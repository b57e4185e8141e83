// Consumer trips and previous bookings (spec §2 /trips, /trips/{id}, /previous-bookings).
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function TripsPage() {
  return (
    <PlannedScreen
      title="My trips"
      summary="Your upcoming and past rides."
      willHold={["Upcoming rides with tracking links", "Past rides with receipts", "Cancel with the fee shown first"]}
    />
  );
}

export function TripPage() {
  const { id, bookingId } = useParams();
  return (
    <PlannedScreen
      title="Trip details"
      summary="Everything about one ride."
      reference={id ?? bookingId}
      willHold={["Route and times", "Driver and vehicle", "Fare breakdown", "Receipt and cancellation"]}
    />
  );
}

export function PreviousBookingsPage() {
  return (
    <PlannedScreen
      title="Previous bookings"
      summary="Book again from a ride you have taken."
      willHold={["Your last bookings", "Book the same journey again"]}
    />
  );
}
