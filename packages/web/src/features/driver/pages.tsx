// Driver portal (spec §2 /driver, /driver/login, /driver/bids, /driver-signup, driver password
// reset; §4 driver session of 10 minutes).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverPortalPage() {
  return (
    <PlannedScreen
      title="Driver portal"
      summary="Sign in to see and bid on repeat-service contracts."
      willHold={["Sign in", "Open contracts", "Your bids"]}
    />
  );
}

export function DriverLoginPage() {
  return (
    <PlannedScreen
      title="Driver sign in"
      summary="Drivers sign in separately from passengers; the session lasts 10 minutes."
      willHold={["E-mail and password", "Forgotten password"]}
    />
  );
}

export function DriverBidsPage() {
  return (
    <PlannedScreen
      title="Contracts to bid on"
      summary="Repeat-service work such as school runs and hospital transfers."
      willHold={["Open contracts with their schedule", "Place a bid with your price"]}
    />
  );
}

export function DriverSignupPage() {
  return (
    <PlannedScreen
      title="Drive with us"
      summary="Apply to drive for this operator."
      willHold={["Your details and licence", "Vehicle", "Application status"]}
    />
  );
}

export function DriverForgotPasswordPage() {
  return (
    <PlannedScreen
      title="Driver password reset"
      summary="We will e-mail you a link to set a new password."
      willHold={["Your e-mail address"]}
    />
  );
}

export function DriverResetPasswordPage() {
  return (
    <PlannedScreen
      title="Set a new driver password"
      summary="Choose a new password for the driver portal."
      willHold={["New password", "Confirm password"]}
    />
  );
}
