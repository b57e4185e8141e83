// Consumer trips and previous bookings (spec §2 /trips, /trips/{id}, /previous-bookings).
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

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
