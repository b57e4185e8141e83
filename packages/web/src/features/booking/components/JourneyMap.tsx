// The route of the journey being booked, on Google's map, once its pickup and drop-off are places
// with coordinates (docs/decisions/maps.md). Only a tenant with a Maps key gets one: without it
// the fields above and the summary already say the route, and a schematic would add nothing. The
// map's code (TripMap and Google's loader) loads only then, so the booking form's first load does
// not carry it.
import type * as BookingForm from "@cabline/domain/BookingForm";
import * as Location from "@cabline/domain/Location";
import { lazy, Suspense } from "react";
import { useTenant } from "../../../lib/state.ts";
import { bookingMessages as m } from "../messages.ts";

const TripMap = lazy(() => import("../../../components/maps/TripMap.tsx").then((map) => ({ default: map.TripMap })));

export function JourneyMap({ journey, id }: { readonly journey: BookingForm.Journey; readonly id: string }) {
  const withKey = useTenant().branding.mapsApiKey !== undefined;
  const { pickup, drop } = journey;
  if (!withKey || pickup === null || drop === null || pickup.lat === undefined || drop.lat === undefined) return null;
  const places = [pickup, ...journey.additionalStops.filter((stop) => !Location.isBlank(stop)), drop];
  return (
    <Suspense fallback={null}>
      <TripMap
        sketch={false}
        places={places}
        heading={m.map.heading}
        describe={m.map.description}
        legend={m.map.legend}
        id={id}
        testId={id}
        level="h3"
      />
    </Suspense>
  );
}
