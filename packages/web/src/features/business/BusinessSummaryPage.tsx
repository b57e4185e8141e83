// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessSummaryPage() {
  return (
    <PlannedScreen
      title="Business booking summary"
      summary="Check the journey, passengers and PO number before booking."
      willHold={["Both legs", "Passengers", "PO number", "Fare"]}
    />
  );
}
