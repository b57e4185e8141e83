// Consumer trips and previous bookings (spec §2 /trips, /trips/{id}, /previous-bookings).
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
