// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverForgotPasswordPage() {
  return (
    <PlannedScreen
      title="Driver password reset"
      summary="We will e-mail you a link to set a new password."
      willHold={["Your e-mail address"]}
    />
  );
}
