// Token pages of a booking (spec §2 /t/{token}, /track/{token}, /pay/{token}, /share/{token}):
// reachable without signing in.
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function TrackPage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="Track your ride"
      summary="Where your driver is and when they will arrive."
      reference={token}
      willHold={["Status of the booking as it moves", "Driver, vehicle and registration", "Live position on the map"]}
    />
  );
}

export function PayPage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="Pay for your ride"
      summary="Pay securely by card for a booking made for you."
      reference={token}
      willHold={["The journey and fare", "Card payment with 3-D Secure", "A receipt by e-mail"]}
    />
  );
}

export function SharePage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="Shared journey"
      summary="Someone shared their journey with you."
      reference={token}
      willHold={["Where the ride is now", "Expected arrival time"]}
    />
  );
}
