// Google's map of a trip, through @react-google-maps/api (docs/decisions/maps.md): the places as
// lettered markers A, B, C… joined in order, and the car where the dispatch API last saw it. It
// loads Google's script only when a screen draws it (TripMap loads this chunk lazily), fits the
// places once they change (not when the car moves, so a person who panned keeps the view), and
// falls back to the schematic when the script cannot load. The route in words sits beside it on
// every screen; here a visually hidden description says the stops for a screen reader.
import { Box, VisuallyHidden } from "@chakra-ui/react";
import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from "@react-google-maps/api";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { letteredStops, MapFrame, routeDescription, type RouteSketchProps } from "./RouteSketch.tsx";

/** One loader per page: every map of the page shares Google's script. */
const loaderId = "cabline-google-maps";

const cssColour = (variable: string, otherwise: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || otherwise;

type Props = RouteSketchProps & { readonly apiKey: string; readonly fallback: ReactNode };

export default function GoogleRouteMap(props: Props) {
  const { apiKey, fallback, places, car, describe, legend } = props;
  const { isLoaded, loadError } = useJsApiLoader({
    id: loaderId,
    googleMapsApiKey: apiKey,
    region: "GB",
    language: "en-GB",
  });
  const stops = useMemo(() => letteredStops(places), [places]);
  const where = stops.map((stop) => `${stop.position.lat},${stop.position.lng}`).join(" ");
  const [map, setMap] = useState<google.maps.Map | undefined>(undefined);
  useEffect(() => {
    if (map === undefined || stops.length === 0) return;
    const bounds = new google.maps.LatLngBounds();
    for (const stop of stops) bounds.extend(stop.position);
    if (car !== undefined) bounds.extend(car);
    map.fitBounds(bounds, 40);
    // Fitted again when the places change (`where`), not on every move of the car.
  }, [map, where]);

  if (loadError !== undefined || stops.length === 0) return fallback;
  return (
    <MapFrame frame={props} legend={legend(car !== undefined)} google>
      <VisuallyHidden>{routeDescription(describe, stops, car !== undefined)}</VisuallyHidden>
      <Box height={{ base: "15rem", md: "18rem" }} borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.subtle">
        {isLoaded && (
          <GoogleMap
            mapContainerStyle={{ width: "100%", height: "100%" }}
            onLoad={setMap}
            onUnmount={() => setMap(undefined)}
            options={{ disableDefaultUI: true, zoomControl: true, clickableIcons: false }}
          >
            <PolylineF
              path={stops.map((stop) => stop.position)}
              options={{ strokeColor: cssColour("--chakra-colors-brand-solid", "#1a365d"), strokeWeight: 4 }}
            />
            {stops.map((stop) => (
              <MarkerF key={stop.label} position={stop.position} label={stop.label} title={stop.address} />
            ))}
            {car !== undefined && (
              <MarkerF
                position={car}
                zIndex={10}
                icon={{
                  path: google.maps.SymbolPath.CIRCLE,
                  scale: 8,
                  fillColor: cssColour("--chakra-colors-fg", "#1a202c"),
                  fillOpacity: 1,
                  strokeColor: "#ffffff",
                  strokeWeight: 2,
                }}
              />
            )}
          </GoogleMap>
        )}
      </Box>
    </MapFrame>
  );
}
