// Account screens other than sign-in (spec §2 /sign-up, /forgot-password, /reset-password and
// /reset_password — the same screen under both spellings).
import { useSearchParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function SignUpPage() {
  return (
    <PlannedScreen
      title="Create an account"
      summary="Book faster next time, and keep your trips in one place."
      willHold={["Name, e-mail and mobile number", "A code by text message to confirm the number", "Password"]}
    />
  );
}

export function ForgotPasswordPage() {
  return (
    <PlannedScreen
      title="Forgotten your password?"
      summary="We will e-mail you a link to set a new one."
      willHold={["Your e-mail address"]}
    />
  );
}

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
