// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverResetPasswordPage() {
  return (
    <PlannedScreen
      title="Set a new driver password"
      summary="Choose a new password for the driver portal."
      willHold={["New password", "Confirm password"]}
    />
  );
}
