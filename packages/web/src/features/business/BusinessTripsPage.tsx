// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessTripsPage() {
  return (
    <PlannedScreen
      title="Company trips"
      summary="Upcoming, active and past trips on the account."
      willHold={["Upcoming, active and history tabs", "Search history", "Pages of 10, 25, 50 or 100"]}
    />
  );
}
