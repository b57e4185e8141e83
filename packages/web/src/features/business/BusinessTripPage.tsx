// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessTripPage() {
  const { id } = useParams();
  return (
    <PlannedScreen
      title="Company trip"
      summary="One trip on the account."
      reference={id}
      willHold={["Route and passengers", "Status and driver", "Edit or cancel"]}
    />
  );
}
