// Token pages of a booking (spec §2 /t/{token}, /track/{token}, /pay/{token}, /share/{token}):
// reachable without signing in.
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

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
