// What the track and share pages show of a booking as it moves: the headline (announced when it
// changes), the driver and car, the status timeline, the journey, and when it was last checked.
// `children` adds the page's own actions (the track page's pay link); the share page adds none.
import { Badge, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import type * as Booking from "@cabline/domain/Booking";
import type { ReactNode } from "react";
import { messages, sharedHeadlines, statusHeadlines, statusLabels } from "../messages.ts";
import { ContactOperator } from "./ContactOperator.tsx";
import { DriverPanel } from "./DriverPanel.tsx";
import { FlightStatus } from "./FlightStatus.tsx";
import { ArrivingIn, Freshness } from "./Freshness.tsx";
import { JourneyDetails } from "./JourneyDetails.tsx";
import { RouteMap } from "./RouteMap.tsx";
import { StatusTimeline } from "./StatusTimeline.tsx";
import type { ColourPalette } from "../../../theme/system.ts";

export function LiveBooking(props: {
  readonly title: string;
  readonly intro?: string;
  readonly details: Booking.BookingDetails;
  readonly checkedAt: number;
  readonly refreshFailed: boolean;
  /** Someone the passenger shared the ride with: the headline speaks of "the passenger". */
  readonly shared?: boolean;
  /** The page's own actions, under the headline. */
  readonly children?: ReactNode;
  /** More of the page's own, after the details. */
  readonly after?: ReactNode;
}) {
  const booking = props.details.booking;
  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} data-testid="live-booking">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        {props.intro !== undefined && <Text color="fg.muted">{props.intro}</Text>}
        <Text color="fg.muted" data-testid="booking-reference">
          {messages.track.reference(booking.pair_id)}
        </Text>
      </Stack>
      <Stack gap="2" role="status" aria-live="polite" data-testid="booking-headline">
        <Badge
          alignSelf="flex-start"
          size="lg"
          colorPalette={badgePalette(booking.status)}
          data-testid="booking-status"
        >
          {statusLabels[booking.status]}
        </Badge>
        <Text fontSize="lg" fontWeight="semibold">
          {(props.shared === true ? sharedHeadlines : statusHeadlines)[booking.status]}
        </Text>
      </Stack>
      {/* Outside the live region: a countdown announced every minute would drown the news. How old
          the news is goes beside it, so a warning is seen before the details below. */}
      <Stack gap="1">
        <ArrivingIn booking={booking} heardAt={props.checkedAt} />
        <Freshness status={booking.status} heardAt={props.checkedAt} refreshFailed={props.refreshFailed} />
      </Stack>
      {props.children}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="8">
        <Stack gap="8">
          <DriverPanel booking={booking} now={props.checkedAt} />
          <FlightStatus booking={booking} />
          <StatusTimeline booking={booking} headingId="timeline-heading" />
        </Stack>
        <Stack gap="8">
          <RouteMap booking={booking} />
          <JourneyDetails details={props.details} />
        </Stack>
      </Grid>
      {props.after}
      <ContactOperator />
    </Stack>
  );
}

const badgePalette = (status: Booking.BookingStatus): ColourPalette =>
  status === "cancelled" || status === "no_show" ? "red" : status === "completed" ? "gray" : "green";
