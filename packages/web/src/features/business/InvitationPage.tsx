// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function InvitationPage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="Join your company account"
      summary="Accept the invitation to book on your company's account."
      reference={token}
      willHold={["Who invited you", "Accept and set your password"]}
    />
  );
}
