// After booking (spec §7 booking): each leg with its tracking link (/t/{token}), a card booking's
// way to pay (/pay/{token}), the terms it was booked on, who it is booked with, and the ways on.
import { Alert, Heading, Link as ChakraLink, List, Stack, Text } from "@chakra-ui/react";
import { BookingTermsNote } from "../../../components/BookingTermsNote.tsx";
import { OperatorLicence } from "../../../components/OperatorLicence.tsx";
import { Card } from "../../../theme/later.ts";
import type { Booking } from "@cabline/domain";
import * as Routes from "@cabline/domain/Routes";
import * as DateTime from "@cabline/domain/DateTime";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { bizMessages } from "../messages.ts";

export function Confirmation({
  created,
  terms,
}: {
  readonly created: Booking.CreatedBookings;
  /** The terms the trip was booked on (BookingTerms.linesFor), repeated as the summary showed them. */
  readonly terms: ReadonlyArray<string>;
}) {
  const m = bizMessages.confirmation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const first = created.bookings[0];
  return (
    <Stack gap="6" data-testid="biz-confirmation">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Heading as="h1" size="2xl" ref={heading} tabIndex={-1}>
            {m.title}
          </Heading>
          <Alert.Description>{m.body(created.bookings.length)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {created.bookings.map((leg) => (
        <Card.Root key={leg.id} data-testid={`booked-${leg.leg}`}>
          <Card.Body gap="2">
            <Text fontWeight="semibold">
              {m.reference} {leg.id} ·{" "}
              {leg.leg === "outbound" ? bizMessages.summary.outbound : bizMessages.summary.return}
            </Text>
            <Text>{DateTime.formatDateTime(DateTime.fromEpochMs(leg.pickup_time))}</Text>
            <Text>{leg.pickup_location.address}</Text>
            <ChakraLink asChild color="brand.fg">
              <Link to={`/t/${encodeURIComponent(leg.booking_token)}`}>
                {m.track(leg.leg === "outbound" ? "outbound" : "return")}
              </Link>
            </ChakraLink>
          </Card.Body>
        </Card.Root>
      ))}
      <BookingTermsNote lines={terms} testId="confirmation-terms" />
      <OperatorLicence data-testid="confirmation-operator-licence" />
      <List.Root paddingStart="0" listStyleType="none" gap="2">
        {created.basket_id !== undefined && first !== undefined && (
          <List.Item>
            <ChakraLink asChild color="brand.fg">
              <Link to={Routes.paths.pay(first.booking_token)} reloadDocument>
                {m.pay}
              </Link>
            </ChakraLink>
          </List.Item>
        )}
        <List.Item>
          <ChakraLink asChild color="brand.fg">
            <Link to="/business/trips">{m.trips}</Link>
          </ChakraLink>
        </List.Item>
        <List.Item>
          <ChakraLink asChild color="brand.fg">
            <Link to="/business/book-ride">{m.another}</Link>
          </ChakraLink>
        </List.Item>
      </List.Root>
    </Stack>
  );
}
