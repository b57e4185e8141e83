// Routes whose content the spec does not show (§2: /qr, /phone-review/{token},
// /driver_no_activity_feedback/{token}). Decided as real dispatch systems use them:
// /qr is where a QR code on a vehicle or poster lands, a quick booking for that operator;
// /phone-review/{token} asks a passenger who booked by phone to rate the ride;
// /driver_no_activity_feedback/{token} asks a driver who has not worked lately why.
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function PhoneReviewPage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="How was your ride?"
      summary="Tell us about the ride you booked by phone."
      reference={token}
      willHold={["A rating from 1 to 5", "A comment for the operator"]}
    />
  );
}
