/**
 * The Southampton region of the pickup_not_in_soton rule (spec §8: "Trip must either start or
 * finish inside Southampton region"). Defined once, here: within 16 km (10 miles) of the city
 * centre, which takes in Eastleigh, the airport, Totton, Hythe, Netley, Hedge End and Romsey and
 * leaves out Winchester, Fareham, Gosport and Portsmouth.
 */
export const sotonCentre = { lat: 50.9097, lon: -1.4044 } as const;
export const sotonRadiusKm = 16;

const earthRadiusKm = 6371.0088;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): number => {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
};

export const inSotonRegion = (point: { lat: number; lon: number }): boolean =>
  distanceKm(sotonCentre, point) <= sotonRadiusKm;
