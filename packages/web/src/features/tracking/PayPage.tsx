// Token pages of a booking (spec §2 /t/{token}, /track/{token}, /pay/{token}, /share/{token}):
// reachable without signing in.
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

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
