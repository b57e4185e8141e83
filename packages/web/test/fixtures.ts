// Data the web package's tests share: a ride type as the domain holds it (spec §3 Ride type).
import type { RideAvailability } from "@cabline/domain";

export const saloon: RideAvailability.RideType = {
  id: 1,
  name: "Saloon",
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 2,
  outboundCompatible: true,
  returnCompatible: true,
};
