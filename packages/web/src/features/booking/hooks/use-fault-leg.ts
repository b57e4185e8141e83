// The leg a server refusal of the journey belongs to (spec §4: back to step 1 on the tab at
// fault). The dispatch API names no leg, so for a round trip the domain's legAtFault prices the
// outbound alone; a one-way trip's refusal, or one that names no journey field, is the outbound's.
import type * as Booking from "@cabline/domain/Booking";
import * as BookingRequests from "@cabline/domain/BookingRequests";
import { useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { fieldOfCode } from "../state/error-fields.ts";

export function useFaultLeg(request: Booking.BookingRequest | undefined, code: string | undefined) {
  const load = useServices();
  const [leg, setLeg] = useState<"outbound" | "return">("outbound");
  const onJourney = code !== undefined && fieldOfCode[code]?.startsWith("outbound-") === true;
  const key = request === undefined ? "" : JSON.stringify(request);
  useEffect(() => {
    setLeg("outbound");
    if (!onJourney || request?.return === undefined) return;
    let live = true;
    void load()
      .then(({ dispatch }) => BookingRequests.legAtFault(request, (sent) => dispatch.bookings.getCostEstimate(sent)))
      .then((found) => live && setLeg(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The request is compared by its JSON (key), not by identity.
  }, [load, key, code, onJourney]);
  return leg;
}
