// Booking screens (spec §2 /book-ride, /summary, /embeddedBook; §3 consumer booking form). The
// booking steps arrive with the booking issue; the frame and the guard are real now.
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function EmbeddedBookPage() {
  return (
    <PlannedScreen
      title="Quick book"
      summary="A compact booking form for the operator's own website."
      willHold={["Pickup and drop-off", "Date and time or ASAP", "Passengers and luggage", "Contact details"]}
    />
  );
}
