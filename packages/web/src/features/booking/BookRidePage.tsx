// Booking screens (spec §2 /book-ride, /summary, /embeddedBook; §3 consumer booking form). The
// booking steps arrive with the booking issue; the frame and the guard are real now.
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BookRidePage() {
  return (
    <PlannedScreen
      title="Book a ride"
      summary="Where from, where to and when: a booking in a few taps."
      willHold={[
        "Pickup, drop-off and via stops with address search",
        "Date and time, or as soon as possible",
        "Passengers, luggage and the ride types that fit them",
        "A return journey with its own details",
        "Flight number and meet-and-greet for airport trips",
        "Price, promo code and payment",
      ]}
    />
  );
}
