// The trip on a map (components/maps/RouteSketch.tsx): pickup (A), the stops and drop-off (B, C…)
// and the car where the dispatch API last saw it, moving as the booking's events arrive
// (docs/decisions/live-tracking.md).
// DriverPanel and JourneyDetails say the same in words.
import type * as Booking from "@cabline/domain/Booking";
import { RouteSketch } from "../../../components/maps/RouteSketch.tsx";
import { messages } from "../messages.ts";

export function RouteMap({ booking }: { readonly booking: Booking.Booking }) {
  return (
    <RouteSketch
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
