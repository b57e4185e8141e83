// A list of trips: each leg's pickup time, from, stops, to, ride type, price and status, linked
// to its detail page; page size, paging and "Total N Items" (§9); a search for past trips.
// Addresses and names are rendered as text.
//
// Decision: past trips (history/get: completed, cancelled and no-show, newest first) are one
// list, and a cancelled or missed trip is marked where it stands rather than shown apart: the
// list is paged by the server, so splitting a page would give uneven pages and a "Total N Items"
// that counts what is not there. The page's intro says cancelled trips are included; each card's
// status says which (in words, not colour alone), and a cancelled trip shows what it cost
// (TripProgress.chargeOf: its cancellation fee, or nothing), not a fare that was never charged.
import { Alert, Badge, Box, Button, Flex, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { Card } from "../../../theme/later.ts";
import * as Booking from "@cabline/domain/Booking";
import * as TripProgress from "@cabline/domain/TripProgress";
import { Link } from "react-router";
import { dateTime, money } from "../format.ts";
import { messages, statusLabels } from "../messages.ts";
import { type TripListKind, useTripList } from "../use-trip-list.ts";
import { Pagination } from "./Pagination.tsx";
import { TripSearch } from "./TripSearch.tsx";

export function TripListPanel(props: {
  readonly list: TripListKind;
  readonly linkBase: string;
  readonly empty: string;
  readonly searchable?: boolean;
}) {
  const trips = useTripList(props.list);
  const { state } = trips;
  return (
    <Stack gap="4" data-testid={`trip-list-${props.list}`}>
      {props.searchable === true && <TripSearch initial={trips.search} onSearch={trips.setSearch} />}
      {state.kind === "loading" && (
        <Flex role="status" gap="2" align="center" color="fg.muted">
          <Spinner size="sm" />
          <Text>{messages.list.loading}</Text>
        </Flex>
      )}
      {state.kind === "failed" && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{messages.list.failed}</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={trips.retry}>
              {messages.list.retry}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.kind === "ready" && state.page.bookings.length === 0 && <Text color="fg.muted">{props.empty}</Text>}
      {state.kind === "ready" && state.page.bookings.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none">
          {state.page.bookings.map((booking) => (
            <Box as="li" key={booking.id}>
              <TripCard booking={booking} href={`${props.linkBase}/${booking.id}`} />
            </Box>
          ))}
        </Stack>
      )}
      {state.kind === "ready" && (
        <Pagination
          total={state.page.total}
          pageIndex={trips.pageIndex}
          pageSize={trips.pageSize}
          onPage={trips.setPageIndex}
          onPageSize={trips.setPageSize}
        />
      )}
    </Stack>
  );
}

function TripCard({ booking, href }: { readonly booking: Booking.Booking; readonly href: string }) {
  const drop = Booking.dropOff(booking);
  const stops = Booking.vias(booking).length;
  const charge = TripProgress.chargeOf(booking);
  const cost =
    booking.status !== "cancelled"
      ? money(charge)
      : charge.amountMinor > 0
        ? messages.list.cancelledFee(money(charge))
        : messages.list.cancelledFree;
  return (
    <Card.Root size="sm" variant="outline" data-testid="trip-card">
      <Card.Body gap="1">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{dateTime(booking.pickup_time)}</Text>
          <Badge colorPalette={booking.status === "cancelled" ? "red" : "gray"}>{statusLabels[booking.status]}</Badge>
        </Flex>
        <Text>
          {booking.pickup_location.address}
          {drop !== undefined && (
            <>
              {" "}
              <Text as="span" color="fg.muted">
                {messages.list.to}
              </Text>{" "}
              {drop.address}
            </>
          )}
        </Text>
        <Flex justify="space-between" gap="2" wrap="wrap" color="fg.muted" fontSize="sm">
          <Text>
            {[booking.ride_type_name, stops > 0 ? messages.list.via(stops) : undefined].filter(Boolean).join(" · ")}
          </Text>
          <Text fontWeight="semibold" color="fg" data-testid="trip-cost">
            {cost}
          </Text>
        </Flex>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={href}>{messages.list.view(booking.id)}</Link>
        </ChakraLink>
      </Card.Body>
    </Card.Root>
  );
}
