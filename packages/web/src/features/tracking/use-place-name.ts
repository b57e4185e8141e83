// The name of the place nearest a position (spec §7 maps service, reverse geocoding), so the
// car's position can be read as words; undefined until known or when the lookup fails (the page
// then shows the coordinates).
import type * as Booking from "@cabline/domain/Booking";
import { useEffect, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";

export function usePlaceName(position: Booking.Position | undefined): string | undefined {
  const load = useServices();
  const [name, setName] = useState<{ key: string; name: string } | undefined>(undefined);
  // About 10 m: a car that has barely moved is not looked up again.
  const key = position === undefined ? undefined : `${position.lat.toFixed(4)},${position.lng.toFixed(4)}`;
  useEffect(() => {
    if (position === undefined || key === undefined) return;
    let cancelled = false;
    void (async () => {
      try {
        const { maps } = await load();
        const [nearest] = await maps.reverseGeocode({ lat: position.lat, lng: position.lng });
        if (!cancelled && nearest !== undefined) setName({ key, name: nearest.address });
      } catch {
        // The coordinates stay on screen.
      }
    })();
    return () => {
      cancelled = true;
    };
    // The key stands for the position: a new object with the same place is not looked up again.
  }, [key, load]);
  return name !== undefined && name.key === key ? name.name : undefined;
}
