// Routes whose content the spec does not show (§2: /qr, /phone-review/{token},
// /driver_no_activity_feedback/{token}). Decided as real dispatch systems use them:
// /qr is where a QR code on a vehicle or poster lands, a quick booking for that operator;
// /phone-review/{token} asks a passenger who booked by phone to rate the ride;
// /driver_no_activity_feedback/{token} asks a driver who has not worked lately why.
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function DriverNoActivityFeedbackPage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="We have missed you"
      summary="Tell us why you have not been driving lately."
      reference={token}
      willHold={["Reasons to choose from", "A note for the operator"]}
    />
  );
}
