// The trip on a map (components/maps/TripMap.tsx: Google's with a Maps key, else a schematic):
// pickup (A), the stops and drop-off (B, C…) and the car where the dispatch API last saw it,
// moving as the booking's events arrive (docs/decisions/live-tracking.md). DriverPanel and
// JourneyDetails say the same in words.
import type * as Booking from "@cabline/domain/Booking";
import { TripMap } from "../../../components/maps/TripMap.tsx";
import { messages } from "../messages.ts";

export function RouteMap({ booking }: { readonly booking: Booking.Booking }) {
  return (
    <TripMap
      places={[booking.pickup_location, ...booking.destinations]}
      car={booking.driver?.location}
      heading={messages.map.heading}
      describe={messages.map.description}
      legend={messages.map.legend}
      id="map-heading"
      testId="route-map"
    />
  );
}
