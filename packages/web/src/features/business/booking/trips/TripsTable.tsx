// A page of company trips: when, passenger, places, status, PO number and fare, each row a link
// to the trip. Names, places, references and PO numbers are the server's text, shown as text.
import { Link as ChakraLink, Table } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";
import { Link } from "react-router";
import { bizMessages, statusLabels } from "../messages.ts";

export function TripsTable({ bookings }: { readonly bookings: ReadonlyArray<Booking.Booking> }) {
  const m = bizMessages.trips;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="trips-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{m.when}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.passenger}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.from}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.to}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.po}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{m.fare}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((booking) => (
            <Table.Row key={booking.id} data-testid="trip-row">
              <Table.Cell whiteSpace="nowrap">
                <ChakraLink asChild color="brand.fg">
                  <Link
                    to={`/business/trips/${encodeURIComponent(booking.booking_token)}`}
                    aria-label={`${m.open(booking.id)}, ${DateTime.formatDateTime(DateTime.fromEpochMs(booking.pickup_time))}`}
                  >
                    {DateTime.formatDateTime(DateTime.fromEpochMs(booking.pickup_time))}
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell maxWidth="48" wordBreak="break-word">
                {booking.passenger_name ?? ""}
              </Table.Cell>
              <Table.Cell minWidth="36" maxWidth="64">
                {booking.pickup_location.address}
              </Table.Cell>
              <Table.Cell minWidth="36" maxWidth="64">
                {Booking.dropOff(booking)?.address ?? ""}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{statusLabels[booking.status] ?? booking.status}</Table.Cell>
              <Table.Cell>{booking.your_references?.po_number ?? ""}</Table.Cell>
              <Table.Cell textAlign="end">{Money.format(booking.fare.total)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
