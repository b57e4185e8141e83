// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessSignupPage() {
  return (
    <PlannedScreen
      title="Open a business account"
      summary="Book and pay for company travel in one place."
      willHold={["Company details", "Billing contact", "Account payment and PO numbers"]}
    />
  );
}
