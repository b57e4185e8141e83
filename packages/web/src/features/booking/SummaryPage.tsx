// Booking screens (spec §2 /book-ride, /summary, /embeddedBook; §3 consumer booking form). The
// booking steps arrive with the booking issue; the frame and the guard are real now.
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function SummaryPage() {
  return (
    <PlannedScreen
      title="Booking summary"
      summary="Check the journey and the price before you book."
      willHold={["Both legs of the journey", "Fare and extras", "Payment method", "The Book button"]}
    />
  );
}
