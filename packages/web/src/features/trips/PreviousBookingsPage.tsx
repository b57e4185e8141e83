// Consumer trips and previous bookings (spec §2 /trips, /trips/{id}, /previous-bookings).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function PreviousBookingsPage() {
  return (
    <PlannedScreen
      title="Previous bookings"
      summary="Book again from a ride you have taken."
      willHold={["Your last bookings", "Book the same journey again"]}
    />
  );
}
