// A trip's route where a screen shows one (docs/decisions/maps.md): Google's map when the tenant's
// configuration carries a Maps key (GoogleRouteMap, in a chunk of its own that loads only when a
// screen draws it, after the first paint), else the schematic RouteSketch, or nothing where the
// screen asks for no schematic (the booking form: its fields already say the route). The map is
// never the only way to read the route: every screen that shows one says it in words too.
import { lazy, Suspense } from "react";
import { useTenant } from "../../lib/state.ts";
import { RouteSketch, type RouteSketchProps } from "./RouteSketch.tsx";

const GoogleRouteMap = lazy(() => import("./GoogleRouteMap.tsx"));

export type TripMapProps = RouteSketchProps & {
  /** Without a Maps key, draw the schematic (true) or nothing (false). */
  readonly sketch?: boolean;
};

export function TripMap({ sketch = true, ...props }: TripMapProps) {
  const apiKey = useTenant().branding.mapsApiKey;
  const schematic = sketch ? <RouteSketch {...props} /> : null;
  if (apiKey === undefined) return schematic;
  return (
    <Suspense fallback={schematic}>
      <GoogleRouteMap apiKey={apiKey} fallback={schematic} {...props} />
    </Suspense>
  );
}
