// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessTabPage() {
  const { activeTab } = useParams();
  return (
    <PlannedScreen
      title="Business booking"
      summary="Book for yourself or for others on the company account."
      reference={activeTab}
      willHold={[
        "Passenger details and booking for others",
        "Pickup, drop-off and vias, each able to carry a passenger",
        "PO number and cost centre",
        "Account payment",
      ]}
    />
  );
}
