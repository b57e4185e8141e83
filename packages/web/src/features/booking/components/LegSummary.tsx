// One journey as the summary shows it (spec §4 summary): route with vias, time in the spec's
// format, party, ride type and airport details. Addresses are rendered as text.
import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import type * as BookingForm from "@cabline/domain/BookingForm";
import * as DateTime from "@cabline/domain/DateTime";
import * as Location from "@cabline/domain/Location";
import * as RideAvailability from "@cabline/domain/RideAvailability";
import { bookingMessages as m } from "../messages.ts";
import { summaryMessages as sm } from "../summary-messages.ts";

export type LegSummaryProps = {
  readonly title: string;
  readonly journey: BookingForm.Journey;
  readonly asap: boolean;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly testId: string;
};

export function LegSummary({ title, journey, asap, rideTypes, testId }: LegSummaryProps) {
  const stops = journey.additionalStops.filter((stop) => !Location.isBlank(stop));
  const rideType = RideAvailability.findById(rideTypes, journey.rideType);
  return (
    <Box borderWidth="1px" borderRadius="md" padding="4" data-testid={testId}>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <List.Root variant="plain" gap="1">
          <List.Item display="block">
            <Text as="span" color="fg.muted">
              {sm.from}:{" "}
            </Text>
            {journey.pickup?.address}
          </List.Item>
          {stops.map((stop, index) => (
            <List.Item key={index} display="block">
              <Text as="span" color="fg.muted">
                {sm.via}:{" "}
              </Text>
              {stop.address}
            </List.Item>
          ))}
          <List.Item display="block">
            <Text as="span" color="fg.muted">
              {sm.to}:{" "}
            </Text>
            {journey.drop?.address}
          </List.Item>
        </List.Root>
        <Text>{asap ? m.asapText : DateTime.formatDateTime(DateTime.fromEpochMs(journey.date))}</Text>
        <Text>
          {sm.passengersLuggage(journey.passengers, journey.luggage)}
          {rideType === undefined ? "" : ` · ${rideType.name}`}
        </Text>
        {journey.isAirportBooking && (journey.flightNumber !== "" || journey.meetAndGreet) && (
          <Text>
            {[journey.flightNumber, journey.meetAndGreet ? m.meetAndGreet : ""].filter((s) => s !== "").join(" · ")}
          </Text>
        )}
        {journey.notes !== "" && <Text color="fg.muted">{journey.notes}</Text>}
      </Stack>
    </Box>
  );
}
