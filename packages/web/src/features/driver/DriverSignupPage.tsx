// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverSignupPage() {
  return (
    <PlannedScreen
      title="Drive with us"
      summary="Apply to drive for this operator."
      willHold={["Your details and licence", "Vehicle", "Application status"]}
    />
  );
}
