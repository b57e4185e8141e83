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
