// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function SubAccountsPage() {
  return (
    <PlannedScreen
      title="Sub-accounts"
      summary="People who book on the company account."
      willHold={["Invite by e-mail", "Remove access", "See who has accepted"]}
    />
  );
}
