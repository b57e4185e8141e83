// How fresh the token page's news is, and the driver's countdown: both tick each second here, in
// leaves of their own, so the page around them is not drawn again every second. The rules
// (when news is stale, how an ETA counts down) are the domain's TripProgress.
import { Alert, Text } from "@chakra-ui/react";
import type * as Booking from "@cabline/domain/Booking";
import { isFinished } from "@cabline/domain/Booking";
import * as TripProgress from "@cabline/domain/TripProgress";
import { useNow } from "../../../lib/use-now.ts";
import { messages } from "../messages.ts";

/** "Updated 12 s ago", or a warning once the news is stale, or that a failed refresh will be retried. */
export function Freshness(props: {
  readonly status: Booking.BookingStatus;
  readonly heardAt: number;
  readonly refreshFailed: boolean;
}) {
  const now = useNow(1000, props.heardAt);
  if (isFinished(props.status))
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="last-checked">
        {messages.finishedNote}
      </Text>
    );
  const fresh = TripProgress.freshness(props.status, props.heardAt, now);
  if (fresh.stale || props.refreshFailed)
    return (
      <Alert.Root status="warning" data-testid={fresh.stale ? "news-stale" : "refresh-failed"}>
        <Alert.Indicator />
        <Alert.Title>{fresh.stale ? messages.stale(fresh.seconds) : messages.refreshFailed}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="last-checked">
      {messages.updated(fresh.seconds)}
    </Text>
  );
}

/** "Arriving in 4 min" while the driver is on the way and dispatch gives an ETA; nothing otherwise. */
export function ArrivingIn({ booking, heardAt }: { readonly booking: Booking.Booking; readonly heardAt: number }) {
  const now = useNow(1000, heardAt);
  const minutes = TripProgress.arrivingInMinutes(booking, heardAt, now);
  if (minutes === undefined) return null;
  return (
    <Text fontSize="2xl" fontWeight="bold" data-testid="arriving-in">
      {messages.arrivingIn(minutes)}
    </Text>
  );
}
