// One leg of a trip: when, where, who drives and its progress. Everything typed is text.
import { DataList, Grid, Heading, Stack } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import { dateTime } from "../format.ts";
import { messages, statusLabels } from "../messages.ts";
import { StatusTimeline } from "./StatusTimeline.tsx";
import * as Assistance from "@cabline/domain/AssistanceWords";

export function LegDetails({ leg, titled }: { readonly leg: Booking.Booking; readonly titled: boolean }) {
  const drop = Booking.dropOff(leg);
  return (
    <Stack gap="3" data-testid={`trip-leg-${leg.leg}`}>
      {titled && (
        <Heading as="h2" size="md">
          {messages.trip.leg(leg.leg)}
        </Heading>
      )}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="6">
        <DataList.Root orientation="horizontal" gap="2">
          <Row label={messages.trip.status} value={statusLabels[leg.status]} testId="trip-status" />
          <Row label={messages.trip.pickupTime} value={dateTime(leg.pickup_time)} />
          <Row label={messages.trip.from} value={leg.pickup_location.address} />
          {Booking.vias(leg).map((stop, index) => (
            <Row key={`${index}-${stop.address}`} label={messages.trip.via} value={stop.address} />
          ))}
          {drop !== undefined && <Row label={messages.trip.to} value={drop.address} />}
          <Row label={messages.trip.rideType} value={leg.ride_type_name ?? "—"} />
          <Row label={messages.trip.passengers} value={String(leg.passengers)} />
          <Row label={messages.trip.luggage} value={String(leg.luggage)} />
          {leg.flight !== undefined && <Row label={messages.trip.flight} value={leg.flight.number} />}
          <Row label={messages.trip.driver} value={leg.driver?.name ?? messages.trip.noDriver} />
          {leg.driver !== undefined && <Row label={messages.trip.vehicle} value={leg.driver.vehicle} />}
          {leg.driver !== undefined && <Row label={messages.trip.registration} value={leg.driver.registration} />}
          {leg.reference !== undefined && leg.reference !== "" && (
            <Row label={messages.trip.reference} value={leg.reference} />
          )}
          {leg.notes !== undefined && leg.notes !== "" && <Row label={messages.trip.notes} value={leg.notes} />}
          {Assistance.text(leg.assistance) !== undefined && (
            <Row label={messages.trip.assistance} value={Assistance.text(leg.assistance) ?? ""} />
          )}
        </DataList.Root>
        <StatusTimeline booking={leg} />
      </Grid>
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
