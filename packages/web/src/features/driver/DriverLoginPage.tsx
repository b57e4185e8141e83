// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverLoginPage() {
  return (
    <PlannedScreen
      title="Driver sign in"
      summary="Drivers sign in separately from passengers; the session lasts 10 minutes."
      willHold={["E-mail and password", "Forgotten password"]}
    />
  );
}
