// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverPortalPage() {
  return (
    <PlannedScreen
      title="Driver portal"
      summary="Sign in to see and bid on repeat-service contracts."
      willHold={["Sign in", "Open contracts", "Your bids"]}
    />
  );
}
