// The journey of each leg: pickup time, from, via, to, ride type, people, flight, fare and
// payment. Every value the server or the passenger typed is rendered as text by React.
import { Box, DataList, Heading, Stack } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import { dateTime, money } from "../format.ts";
import { messages, paymentLabels, statusLabels } from "../messages.ts";
import * as Assistance from "@cabline/domain/AssistanceWords";

export function JourneyDetails({ details }: { readonly details: Booking.BookingDetails }) {
  const legs = Booking.legs(details);
  return (
    <Box as="section" aria-labelledby="journey-heading">
      <Heading as="h2" size="md" id="journey-heading" marginBottom="3">
        {messages.journey.heading}
      </Heading>
      <Stack gap="5">
        {legs.map((leg) => (
          <LegDetails key={leg.id} leg={leg} titled={legs.length > 1} />
        ))}
      </Stack>
    </Box>
  );
}

function LegDetails({ leg, titled }: { readonly leg: Booking.Booking; readonly titled: boolean }) {
  const drop = Booking.dropOff(leg);
  return (
    <Stack gap="2" data-testid={`leg-${leg.leg}`}>
      {titled && (
        <Heading as="h3" size="sm">
          {messages.journey.legHeading(leg.leg)}
        </Heading>
      )}
      <DataList.Root orientation="horizontal" gap="2">
        <Row
          label={messages.journey.pickupTime}
          value={`${dateTime(leg.pickup_time)}${leg.asap === true ? ` (${messages.journey.asap})` : ""}`}
        />
        <Row label={messages.journey.from} value={leg.pickup_location.address} testId="leg-from" />
        {Booking.vias(leg).map((stop, index) => (
          <Row key={`${index}-${stop.address}`} label={messages.journey.via} value={stop.address} />
        ))}
        {drop !== undefined && <Row label={messages.journey.to} value={drop.address} testId="leg-to" />}
        <Row label={messages.journey.rideType} value={leg.ride_type_name ?? messages.journey.unknownRide} />
        <Row label={messages.journey.passengers} value={String(leg.passengers)} />
        <Row label={messages.journey.luggage} value={String(leg.luggage)} />
        {leg.flight !== undefined && <Row label={messages.journey.flight} value={leg.flight.number} />}
        {leg.meet_and_greet === true && <Row label={messages.journey.meetAndGreet} value={messages.journey.yes} />}
        {leg.notes !== undefined && leg.notes !== "" && <Row label={messages.journey.notes} value={leg.notes} />}
        {Assistance.text(leg.assistance) !== undefined && (
          <Row
            label={messages.journey.assistance}
            value={Assistance.text(leg.assistance) ?? ""}
            testId="leg-assistance"
          />
        )}
        <Row label={messages.journey.status} value={statusLabels[leg.status]} testId="leg-status" />
        <Row label={messages.journey.fare} value={money(leg.fare.total)} testId="leg-fare" />
        {leg.payment_status !== undefined && (
          <Row label={messages.journey.payment} value={paymentLabels[leg.payment_status]} testId="leg-payment" />
        )}
      </DataList.Root>
    </Stack>
  );
}

function Row({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="8rem">{label}</DataList.ItemLabel>
      {/* Long words (an address, a link typed in the notes) wrap rather than widen the page (WCAG 1.4.10). */}
      <DataList.ItemValue data-testid={testId} overflowWrap="anywhere">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
