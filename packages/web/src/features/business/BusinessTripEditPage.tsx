// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessTripEditPage() {
  return (
    <PlannedScreen
      title="Edit trip"
      summary="Change a trip that has not started."
      willHold={["Time, stops and passengers", "A clear message when the trip has already finished"]}
    />
  );
}
