/**
 * A tenant's service area: where its trips must start or finish (spec §8 pickup_not_in_soton,
 * "Trip must either start or finish inside Southampton region"). The region is the tenant's own:
 * Southampton for Solent Cars, Gosport and Portsmouth for the others. An area is a circle round a
 * centre or a polygon of points; both are kept in the tenant's configuration.
 */
import { Schema } from "effect";

export const Point = Schema.Struct({ lat: Schema.Number, lon: Schema.Number });
export type Point = typeof Point.Type;

export const Circle = Schema.Struct({
  kind: Schema.Literal("circle"),
  /** How the area is called in messages: "Southampton region". */
  name: Schema.String,
  centre: Point,
  radius_km: Schema.Number,
});
export type Circle = typeof Circle.Type;

export const Polygon = Schema.Struct({
  kind: Schema.Literal("polygon"),
  name: Schema.String,
  /** The boundary in order; the last point joins the first. */
  vertices: Schema.Array(Point),
});
export type Polygon = typeof Polygon.Type;

export const ServiceArea = Schema.Union([Circle, Polygon]);
export type ServiceArea = typeof ServiceArea.Type;

const earthRadiusKm = 6371.0088;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (a: Point, b: Point): number => {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Ray casting on the plane of latitude and longitude: exact enough for a town-sized area. */
const insidePolygon = (vertices: ReadonlyArray<Point>, point: Point): boolean => {
  // Each edge runs from the vertex before (the last one, for the first) to this one.
  let b = vertices.at(-1);
  if (b === undefined) return false; // no vertices, no area
  let inside = false;
  for (const a of vertices) {
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lonAtLat = a.lon + ((point.lat - a.lat) / (b.lat - a.lat)) * (b.lon - a.lon);
      if (point.lon < lonAtLat) inside = !inside;
    }
    b = a;
  }
  return inside;
};

/** Whether the point lies in the area (a circle includes its edge). */
export const contains = (area: ServiceArea, point: Point): boolean =>
  area.kind === "circle" ? distanceKm(area.centre, point) <= area.radius_km : insidePolygon(area.vertices, point);

/**
 * Whether the area serves a trip: it starts (pickup) or finishes (drop-off, the first of the
 * contract's destinations; vias follow it) inside the area.
 */
export const servesTrip = (area: ServiceArea, pickup: Point, dropOff: Point): boolean =>
  contains(area, pickup) || contains(area, dropOff);

/** The message of pickup_not_in_soton for this area: §8's wording with the area's name. */
export const refusalMessage = (area: ServiceArea): string => `Trip must either start or finish inside ${area.name}.`;
