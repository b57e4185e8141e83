// Account screens other than sign-in (spec §2 /sign-up, /forgot-password, /reset-password and
// /reset_password — the same screen under both spellings).
import { useSearchParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <PlannedScreen
      title="Set a new password"
      summary="Choose a new password for your account."
      reference={params.get("token") === null ? undefined : "reset link"}
      willHold={["New password", "Confirm password"]}
    />
  );
}
