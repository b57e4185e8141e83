// A route drawn as SVG from coordinates (map-projection.ts): the first place (A), the stops and
// the last place (B, C…), the line between them in order, and, when given, the car where it was
// last seen. No tiles and no third-party script. The sketch is a picture with a text alternative;
// the screens that show it say the same in words (the tracking page, the driver's contracts).
import { Box, Heading, Text } from "@chakra-ui/react";
import { projection, withCoordinates, type GeoPoint } from "./map-projection.ts";
import type { ReactNode } from "react";

const box = { width: 320, height: 200, margin: 24 };
const letter = (index: number): string => String.fromCharCode(65 + index);

export type SketchPlace = Partial<GeoPoint> & { readonly address: string };

export type RouteSketchProps = {
  readonly places: ReadonlyArray<SketchPlace>;
  readonly car?: GeoPoint | undefined;
  readonly heading: string;
  /** The text alternative: the stops as "A: address", and whether the car is shown. */
  readonly describe: (stops: ReadonlyArray<string>, car: boolean) => string;
  readonly legend: (car: boolean) => string;
  readonly id: string;
  readonly testId?: string;
  /** The heading's level where the sketch sits: a section of the page (h2) or of a card (h3). */
  readonly level?: "h2" | "h3";
};

/** The places that have coordinates, lettered by their place in the trip (A the pickup, then B, C…). */
export const letteredStops = (places: ReadonlyArray<SketchPlace>) =>
  places.flatMap((place, index) =>
    place.lat === undefined || place.lng === undefined
      ? []
      : [{ position: { lat: place.lat, lng: place.lng }, label: letter(index), address: place.address }],
  );

/** The text alternative of a drawn route: its lettered stops, and whether the car is shown. */
export const routeDescription = (
  describe: RouteSketchProps["describe"],
  stops: ReturnType<typeof letteredStops>,
  car: boolean,
): string =>
  describe(
    stops.map((stop) => `${stop.label}: ${stop.address}`),
    car,
  );

/** What every drawing of a route sits in: the section and its heading, and the legend under it. */
export function MapFrame(props: {
  readonly frame: Pick<RouteSketchProps, "heading" | "id" | "testId" | "level">;
  readonly legend: string;
  readonly google?: true;
  readonly children: ReactNode;
}) {
  const { heading, id, testId, level = "h2" } = props.frame;
  return (
    <Box as="section" aria-labelledby={id} data-testid={testId} data-map={props.google === true ? "google" : "sketch"}>
      <Heading as={level} size={level === "h2" ? "md" : "sm"} id={id} marginBottom="3">
        {heading}
      </Heading>
      {props.children}
      <Text fontSize="sm" color="fg.muted" marginTop="2" aria-hidden="true">
        {props.legend}
      </Text>
    </Box>
  );
}

export function RouteSketch(props: RouteSketchProps) {
  const { places, car, describe, legend } = props;
  const onMap = withCoordinates([...places, car]);
  const project = projection(onMap, box);
  const lettered = letteredStops(places);
  if (project === undefined || lettered.length === 0) return null;
  const stops = lettered.map((stop) => ({ ...project(stop.position), label: stop.label }));
  const carAt = car === undefined ? undefined : project(car);
  return (
    <MapFrame frame={props} legend={legend(carAt !== undefined)}>
      <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" overflow="hidden">
        <svg
          viewBox={`0 0 ${box.width} ${box.height}`}
          width="100%"
          role="img"
          aria-label={routeDescription(describe, lettered, carAt !== undefined)}
        >
          <polyline
            points={stops.map((stop) => `${stop.x},${stop.y}`).join(" ")}
            fill="none"
            stroke="var(--chakra-colors-fg-muted)"
            strokeWidth="2"
            strokeDasharray="6 4"
          />
          {stops.map((stop) => (
            <g key={stop.label} data-testid={`map-stop-${stop.label}`}>
              <circle cx={stop.x} cy={stop.y} r="10" fill="var(--chakra-colors-brand-solid)" />
              <text
                x={stop.x}
                y={stop.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="11"
                fontWeight="bold"
                fill="var(--chakra-colors-brand-contrast)"
              >
                {stop.label}
              </text>
            </g>
          ))}
          {carAt !== undefined && (
            <g data-testid="map-car" data-x={carAt.x.toFixed(1)} data-y={carAt.y.toFixed(1)}>
              <rect
                x={carAt.x - 9}
                y={carAt.y - 7}
                width="18"
                height="14"
                rx="4"
                fill="var(--chakra-colors-fg)"
                stroke="var(--chakra-colors-bg)"
                strokeWidth="2"
              />
            </g>
          )}
        </svg>
      </Box>
    </MapFrame>
  );
}
