// The trip on a map (issue 18): pickup (A), the stops and drop-off (B, C…), the route between them
// in order, and the car where the dispatch API last saw it, moving as the page refreshes. Drawn
// as SVG from the booking's coordinates (map-projection.ts): no tiles, no third-party script. The
// map is a picture with a text alternative; DriverPanel and JourneyDetails say the same in words.
import { Box, Heading, Text } from "@chakra-ui/react";
import type * as Booking from "@cabline/domain/Booking";
import { projection, withCoordinates } from "../map-projection.ts";
import { messages } from "../messages.ts";

const box = { width: 320, height: 200, margin: 24 };
const letter = (index: number): string => String.fromCharCode(65 + index);

export function RouteMap({ booking }: { readonly booking: Booking.Booking }) {
  const places = [booking.pickup_location, ...booking.destinations];
  const car = booking.driver?.location;
  const onMap = withCoordinates([...places, car]);
  const project = projection(onMap, box);
  if (project === undefined || withCoordinates(places).length === 0) return null;
  const stops = places.flatMap((place, index) =>
    place.lat === undefined || place.lng === undefined
      ? []
      : [{ ...project({ lat: place.lat, lng: place.lng }), label: letter(index), address: place.address }],
  );
  const carAt = car === undefined ? undefined : project(car);
  const description = messages.map.description(
    stops.map((stop) => `${stop.label}: ${stop.address}`),
    carAt !== undefined,
  );
  return (
    <Box as="section" aria-labelledby="map-heading" data-testid="route-map">
      <Heading as="h2" size="md" id="map-heading" marginBottom="3">
        {messages.map.heading}
      </Heading>
      <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" overflow="hidden">
        <svg viewBox={`0 0 ${box.width} ${box.height}`} width="100%" role="img" aria-label={description}>
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
      <Text fontSize="sm" color="fg.muted" marginTop="2" aria-hidden="true">
        {messages.map.legend(carAt !== undefined)}
      </Text>
    </Box>
  );
}
