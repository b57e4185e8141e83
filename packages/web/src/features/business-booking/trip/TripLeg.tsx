// One leg of a company trip: places, passenger, references and the status timeline, as text.
import { DataList, Heading, List, Text } from "@chakra-ui/react";
import { Card } from "../../../theme/later.ts";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";
import { bizMessages, statusLabels } from "../messages.ts";
import * as Assistance from "@cabline/domain/AssistanceWords";

const at = (ms: number) => DateTime.formatDateTime(DateTime.fromEpochMs(ms));

export function TripLeg({ leg }: { readonly leg: Booking.Booking }) {
  const s = bizMessages.summary;
  const rows: Array<[string, string]> = [
    [s.when, at(leg.pickup_time)],
    [s.pickup, leg.pickup_location.address],
    [s.dropOff, Booking.dropOff(leg)?.address ?? ""],
    ...Booking.vias(leg).map((via): [string, string] => [
      s.via,
      `${via.address}${via.user === undefined ? "" : ` (${via.user.name})`}`,
    ]),
    [s.passenger, leg.passenger_name ?? ""],
    [s.rideType, [leg.ride_type_name, s.party(leg.passengers, leg.luggage)].filter(Boolean).join(" · ")],
    ...(leg.reference === undefined ? [] : [[s.reference, leg.reference] satisfies [string, string]]),
    ...(leg.notes === undefined ? [] : [[s.notes, leg.notes] satisfies [string, string]]),
    ...(Assistance.text(leg.assistance) === undefined
      ? []
      : [[s.assistance, Assistance.text(leg.assistance) ?? ""] satisfies [string, string]]),
    ...(leg.your_references?.po_number === undefined
      ? []
      : [[s.poNumber, leg.your_references.po_number] satisfies [string, string]]),
    [s.payment, bizMessages.form.methods[leg.payment_method] ?? leg.payment_method],
    [s.price, Money.format(leg.fare.total)],
    [bizMessages.trips.status, statusLabels[leg.status] ?? leg.status],
  ];
  return (
    <Card.Root data-testid={`trip-leg-${leg.leg}`}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {leg.leg === "outbound" ? s.outbound : s.return}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value], index) => (
            <DataList.Item key={`${label}-${index}`}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Heading as="h3" size="sm">
          {bizMessages.trip.timeline}
        </Heading>
        <List.Root paddingStart="4">
          {leg.status_history.map((change) => (
            <List.Item key={`${change.status}-${change.at}`}>
              <Text as="span">{statusLabels[change.status] ?? change.status}</Text>{" "}
              <Text as="span" color="fg.muted">
                {at(change.at)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
