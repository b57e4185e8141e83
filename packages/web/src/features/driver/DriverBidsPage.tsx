// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverBidsPage() {
  return (
    <PlannedScreen
      title="Contracts to bid on"
      summary="Repeat-service work such as school runs and hospital transfers."
      willHold={["Open contracts with their schedule", "Place a bid with your price"]}
    />
  );
}
