// The flight of an airport pickup (spec §7 flight_tracking/get): its status and when it is
// expected in, so the passenger sees what the driver plans around; a failure shows its §8 text
// (flight_information_not_found) and leaves the rest of the page as it is.
import { Box, Heading, Text } from "@chakra-ui/react";
import type * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Flight from "@cabline/domain/Flight";
import { useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { dateTime } from "../format.ts";
import { flightLabels, messages } from "../messages.ts";

type State = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; flight: Flight.FlightInfo };

export function FlightStatus({ booking }: { readonly booking: Booking.Booking }) {
  const load = useServices();
  const number = booking.flight?.number;
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    if (number === undefined) return;
    let cancelled = false;
    void (async () => {
      try {
        const { dispatch } = await load();
        const flight = await dispatch.tracking.getFlightTracking({
          flightNumber: number,
          date: DateTime.formatDate(DateTime.fromEpochMs(booking.pickup_time)),
        });
        if (!cancelled) setState({ kind: "ready", flight });
      } catch (error) {
        const { message }: { readonly message?: unknown } = typeof error === "object" && error !== null ? error : {};
        if (!cancelled) setState({ kind: "failed", message: typeof message === "string" ? message : "Unknown Error" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [load, number, booking.pickup_time]);
  if (number === undefined) return null;
  return (
    <Box as="section" aria-labelledby="flight-heading" data-testid="flight-status">
      <Heading as="h2" size="md" id="flight-heading" marginBottom="2">
        {messages.flight.heading(number)}
      </Heading>
      {state.kind === "loading" && <Text color="fg.muted">{messages.flight.loading}</Text>}
      {state.kind === "failed" && <Text>{state.message}</Text>}
      {state.kind === "ready" && (
        <Text>
          {flightLabels[state.flight.status]}.{" "}
          {messages.flight.expected(dateTime(Flight.expectedArrival(state.flight)))}
          {Flight.delayMinutes(state.flight) > 0 ? ` ${messages.flight.late(Flight.delayMinutes(state.flight))}` : ""}
          {state.flight.terminal !== undefined ? ` ${messages.flight.terminal(state.flight.terminal)}` : ""}
        </Text>
      )}
    </Box>
  );
}
