// A page of company trips: when, passenger, places, status, PO number and fare, each trip a link
// to it. Names, places, references and PO numbers are the server's text, shown as text.
//
// It reflows (WCAG 1.4.4 resize text, 1.4.10 reflow). From 1024 CSS px wide it is a table whose
// cells wrap (long places break rather than run into the next column); narrower, which is also a
// 1280 px screen at 200 % zoom (640 CSS px), each trip is a card listing the same values under
// their names, so nothing scrolls sideways or overlaps. The table sits in a scroll region that
// takes keyboard focus and is named, should a long unbroken value still make it wider than the
// page. One or the other is drawn, not both, so each trip is one row for tests and screen readers.
import { Badge, Box, Flex, Link as ChakraLink, Stack, Text, useBreakpointValue } from "@chakra-ui/react";
import { Card, Table } from "../../../theme/later.ts";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";
import { Link } from "react-router";
import { bizMessages, statusLabels } from "../messages.ts";

type Props = { readonly bookings: ReadonlyArray<Booking.Booking>; readonly label: string };

const when = (booking: Booking.Booking) => DateTime.formatDateTime(DateTime.fromEpochMs(booking.pickup_time));
const href = (booking: Booking.Booking) => `/business/trips/${encodeURIComponent(booking.booking_token)}`;
/** The link's name: which trip, then when (the visible text). */
const linkName = (booking: Booking.Booking) => `${bizMessages.trips.open(booking.id)}, ${when(booking)}`;

export function TripsTable(props: Props) {
  // Measured before the first paint (ssr: false), so a phone never draws the table first.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  return wide ? <WideTable {...props} /> : <TripCards {...props} />;
}

function WideTable({ bookings, label }: Props) {
  const m = bizMessages.trips;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      whiteSpace="normal"
      tabIndex={0}
      role="region"
      aria-label={label}
      focusVisibleRing="outside"
    >
      <Table.Root size="sm" data-testid="trips-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.when}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.passenger}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.from}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.to}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.status}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.po}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.fare}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((booking) => (
            <Table.Row key={booking.id} data-testid="trip-row">
              <Table.Cell whiteSpace="nowrap">
                <ChakraLink asChild color="brand.fg">
                  <Link to={href(booking)} aria-label={linkName(booking)}>
                    {when(booking)}
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell minWidth="24" overflowWrap="anywhere">
                {booking.passenger_name ?? ""}
              </Table.Cell>
              <Table.Cell minWidth="32" overflowWrap="anywhere">
                {booking.pickup_location.address}
              </Table.Cell>
              <Table.Cell minWidth="32" overflowWrap="anywhere">
                {Booking.dropOff(booking)?.address ?? ""}
              </Table.Cell>
              <Table.Cell minWidth="24">{statusLabels[booking.status] ?? booking.status}</Table.Cell>
              <Table.Cell minWidth="20" overflowWrap="anywhere">
                {booking.your_references?.po_number ?? ""}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {Money.format(booking.fare.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function TripCards({ bookings, label }: Props) {
  const m = bizMessages.trips;
  return (
    <Stack as="ul" gap="3" listStyle="none" aria-label={label} data-testid="trips-table">
      {bookings.map((booking) => {
        const fields: ReadonlyArray<readonly [string, string]> = [
          [m.passenger, booking.passenger_name ?? ""],
          [m.from, booking.pickup_location.address],
          [m.to, Booking.dropOff(booking)?.address ?? ""],
          [m.po, booking.your_references?.po_number ?? ""],
          [m.fare, Money.format(booking.fare.total)],
        ];
        return (
          <Box as="li" key={booking.id} data-testid="trip-row">
            <Card.Root size="sm" variant="outline">
              <Card.Body gap="2">
                <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
                  <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                    <Link to={href(booking)} aria-label={linkName(booking)}>
                      {when(booking)}
                    </Link>
                  </ChakraLink>
                  <Badge colorPalette={booking.status === "cancelled" ? "red" : "gray"}>
                    {statusLabels[booking.status] ?? booking.status}
                  </Badge>
                </Flex>
                <Box
                  as="dl"
                  display="grid"
                  gridTemplateColumns="max-content minmax(0, 1fr)"
                  columnGap="3"
                  rowGap="1"
                  fontSize="sm"
                >
                  {fields
                    .filter(([, value]) => value !== "")
                    .map(([name, value]) => (
                      <Field key={name} name={name} value={value} />
                    ))}
                </Box>
              </Card.Body>
            </Card.Root>
          </Box>
        );
      })}
    </Stack>
  );
}

/** One name and value of a card: the name muted, the value wrapping anywhere it must. */
function Field({ name, value }: { readonly name: string; readonly value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {name}
      </Text>
      <Text as="dd" overflowWrap="anywhere">
        {value}
      </Text>
    </>
  );
}
