// The flight number of an airport trip (spec §3 flightNumber, §4 airport fields, §7
// flight_tracking/get): looked up when the field is left, so the passenger sees the flight the
// driver will follow, or the §8 message (flight_information_not_found) when there is none.
import { Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import * as DateTime from "@cabline/domain/DateTime";
import * as Flight from "@cabline/domain/Flight";
import { useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { messageOf } from "../hooks/use-ride-types.ts";
import { bookingMessages as m } from "../messages.ts";
import { errorTextColour } from "./styles.ts";

type Lookup =
  | { readonly status: "idle" }
  | { readonly status: "busy" }
  | { readonly status: "found"; readonly flight: Flight.FlightInfo }
  | { readonly status: "failed"; readonly message: string };

const describe = (flight: Flight.FlightInfo): string => {
  const arrival = DateTime.formatDateTime(DateTime.fromEpochMs(Flight.expectedArrival(flight)));
  const from = flight.origin?.name ?? flight.origin?.iata;
  const delay = Flight.delayMinutes(flight);
  return [
    `${flight.number}${from === undefined ? "" : ` from ${from}`}`,
    `${m.flightArrives} ${arrival}`,
    ...(delay > 0 ? [m.flightDelayed(delay)] : []),
    ...(Flight.needsAttention(flight) ? [m.flightAttention] : []),
  ].join(" · ");
};

export function FlightField({
  id,
  value,
  date,
  onChange,
}: {
  id: string;
  value: string;
  date: number;
  onChange: (flightNumber: string) => void;
}) {
  const load = useServices();
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });

  async function check() {
    if (!Flight.isFlightNumber(value)) return setLookup({ status: "idle" });
    setLookup({ status: "busy" });
    try {
      const { dispatch } = await load();
      const flight = await dispatch.tracking.getFlightTracking({
        flightNumber: Flight.normaliseNumber(value),
        date: DateTime.formatDate(DateTime.fromEpochMs(date)),
      });
      setLookup({ status: "found", flight });
    } catch (error) {
      setLookup({ status: "failed", message: messageOf(error) });
    }
  }

  return (
    <Field.Root invalid={lookup.status === "failed"}>
      <Field.Label htmlFor={id}>{m.flightNumber}</Field.Label>
      <Field.HelperText>{m.flightHint}</Field.HelperText>
      <Input
        id={id}
        autoComplete="off"
        autoCapitalize="characters"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => void check()}
      />
      <Text fontSize="sm" aria-live="polite" data-testid={`${id}-info`}>
        {lookup.status === "busy" ? m.flightChecking : lookup.status === "found" ? describe(lookup.flight) : ""}
      </Text>
      <Field.ErrorText color={errorTextColour}>
        {lookup.status === "failed" ? lookup.message : undefined}
      </Field.ErrorText>
    </Field.Root>
  );
}
