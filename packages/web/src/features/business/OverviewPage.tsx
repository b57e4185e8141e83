// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function OverviewPage() {
  return (
    <PlannedScreen
      title="Overview"
      summary="Spend and trips across the account."
      willHold={["Trips this month", "Spend by cost centre and PO number"]}
    />
  );
}
