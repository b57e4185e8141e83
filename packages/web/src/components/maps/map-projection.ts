// Where the places of a trip and the car go on a route sketch (tracking, driver contracts): an
// equirectangular projection of their coordinates into a box, north up, one scale on both axes
// (a degree of longitude is cos(latitude) of a degree of latitude), with a margin so markers
// never touch the edge. No map tiles: none may be fetched here, and the page's text already says
// where the car is (DriverPanel); the map shows the shape of the trip and the car moving along it.

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

export interface Projected {
  readonly x: number;
  readonly y: number;
}

const isPoint = (point: Partial<GeoPoint> | undefined): point is GeoPoint =>
  point !== undefined && Number.isFinite(point.lat) && Number.isFinite(point.lng);

/** Keeps the points that have coordinates. */
export const withCoordinates = (points: ReadonlyArray<Partial<GeoPoint> | undefined>): GeoPoint[] =>
  points.filter(isPoint);

/**
 * A projection of `points` into a `width` × `height` box with `margin` on every side; undefined
 * when there is nothing to draw. A single point (or points all in one place) sits in the middle.
 */
export function projection(
  points: ReadonlyArray<GeoPoint>,
  box: { readonly width: number; readonly height: number; readonly margin: number },
): ((point: GeoPoint) => Projected) | undefined {
  if (points.length === 0) return undefined;
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lng * xScale);
  const ys = points.map((p) => p.lat);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const innerWidth = box.width - 2 * box.margin;
  const innerHeight = box.height - 2 * box.margin;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale =
    spanX === 0 && spanY === 0 ? 0 : Math.min(innerWidth / (spanX || Infinity), innerHeight / (spanY || Infinity));
  // Centred: the trip's extent in the middle of the box.
  const offsetX = box.margin + (innerWidth - spanX * scale) / 2;
  const offsetY = box.margin + (innerHeight - spanY * scale) / 2;
  return (point) => ({
    x: offsetX + (point.lng * xScale - minX) * scale,
    // North up: larger latitudes higher, so smaller y.
    y: offsetY + (maxY - point.lat) * scale,
  });
}
