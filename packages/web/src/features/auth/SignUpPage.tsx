// Account screens other than sign-in (spec §2 /sign-up, /forgot-password, /reset-password and
// /reset_password — the same screen under both spellings).
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
