// Routes whose content the spec does not show (§2: /qr, /phone-review/{token},
// /driver_no_activity_feedback/{token}). Decided as real dispatch systems use them:
// /qr is where a QR code on a vehicle or poster lands, a quick booking for that operator;
// /phone-review/{token} asks a passenger who booked by phone to rate the ride;
// /driver_no_activity_feedback/{token} asks a driver who has not worked lately why.
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function QrPage() {
  return (
    <PlannedScreen
      title="Book from a QR code"
      summary="You scanned one of our QR codes: book a ride here."
      willHold={["Pickup preset from the code's place", "Quick booking"]}
    />
  );
}
