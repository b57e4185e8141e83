// A journey from an airport (spec §4 airport fields): the flight number and meet and greet. Only
// such a journey draws them, so their code loads when an airport is chosen (JourneyFields), not
// with the booking form's first paint.
import { Heading, Stack } from "@chakra-ui/react";
import type * as BookingForm from "@cabline/domain/BookingForm";
import { Checkbox } from "../../../components/controls/checkbox.tsx";
import { bookingMessages as m } from "../messages.ts";
import { FlightField } from "./FlightField.tsx";

export type AirportFieldsProps = {
  readonly tab: string;
  readonly journey: BookingForm.Journey;
  readonly editJourney: (change: (j: BookingForm.Journey) => BookingForm.Journey) => void;
};

export default function AirportFields({ tab, journey, editJourney }: AirportFieldsProps) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" padding="4" data-testid={`${tab}-airport`}>
      <Heading as="h3" size="sm">
        {m.airportFields}
      </Heading>
      <FlightField
        id={`${tab}-flight`}
        value={journey.flightNumber}
        date={journey.date}
        onChange={(flightNumber) => editJourney((j) => ({ ...j, flightNumber }))}
      />
      <Checkbox
        checked={journey.meetAndGreet}
        onCheckedChange={(checked) => editJourney((j) => ({ ...j, meetAndGreet: checked }))}
        inputProps={{ "data-testid": `${tab}-meet-and-greet` }}
      >
        {m.meetAndGreet}
      </Checkbox>
    </Stack>
  );
}
