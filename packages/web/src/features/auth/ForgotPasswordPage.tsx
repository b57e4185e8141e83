// Account screens other than sign-in (spec §2 /sign-up, /forgot-password, /reset-password and
// /reset_password — the same screen under both spellings).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function ForgotPasswordPage() {
  return (
    <PlannedScreen
      title="Forgotten your password?"
      summary="We will e-mail you a link to set a new one."
      willHold={["Your e-mail address"]}
    />
  );
}
