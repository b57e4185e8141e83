// One trip (spec §2 /trips/{id} and /previous-bookings/{bookingId}): each leg with its driver
// and status timeline, the receipt (e-mail it, print it), cancel with the fee shown first, track
// it live, pay for it if it waits for payment, and book the same journey again. Printed (Print
// receipt, or the browser's print), the page is the receipt alone: everything else is hidden and
// the receipt adds what a paper receipt carries (Receipt.tsx).
import { Alert, Button, Flex, Heading, Link as ChakraLink, Stack } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import * as Routes from "@cabline/domain/Routes";
import * as TripProgress from "@cabline/domain/TripProgress";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { CancelBooking } from "./components/CancelBooking.tsx";
import { LegDetails } from "./components/LegDetails.tsx";
import { Receipt } from "./components/Receipt.tsx";
import { money, refundOf } from "./format.ts";
import { messages } from "./messages.ts";
import { useTrip } from "./use-trip.ts";

export function TripPage() {
  const { id, bookingId } = useParams();
  const listPath = useLocation().pathname.startsWith("/previous-bookings") ? "/previous-bookings" : "/trips";
  const { state, reload } = useTrip(id ?? bookingId);
  const [cancelled, setCancelled] = useState<{ fee: string; refund?: string | undefined } | undefined>(undefined);

  const back = (
    <ChakraLink asChild color="brand.fg">
      <Link to={listPath}>{messages.trip.back}</Link>
    </ChakraLink>
  );
  if (state.kind === "loading") return <ScreenSkeleton />;
  if (state.kind !== "ready") {
    return (
      <Stack gap="5" paddingY="6">
        <Heading as="h1" size="2xl">
          {messages.trip.notFoundTitle}
        </Heading>
        <Alert.Root status="error" role="alert" data-testid="trip-error">
          <Alert.Indicator />
          <Alert.Description>{state.kind === "failed" ? state.message : messages.trip.notFound}</Alert.Description>
        </Alert.Root>
        {state.kind === "failed" && (
          <Button alignSelf="flex-start" variant="outline" onClick={reload}>
            {messages.list.retry}
          </Button>
        )}
        {back}
      </Stack>
    );
  }
  const { details } = state;
  const legs = Booking.legs(details);
  const token = details.booking.booking_token;
  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="6" _print={{ display: "none" }}>
        {back}
        <Heading as="h1" size="2xl">
          {messages.trip.title(details.booking.pair_id)}
        </Heading>
      </Stack>
      {cancelled !== undefined && (
        <Alert.Root status="success" role="status" data-testid="cancelled">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.cancel.done(cancelled.fee)}</Alert.Title>
            {cancelled.refund !== undefined && (
              <Alert.Description data-testid="cancelled-refund">
                {messages.cancel.refund(cancelled.refund)}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex gap="2" wrap="wrap" _print={{ display: "none" }}>
        {!legs.every((leg) => Booking.isFinished(leg.status)) && (
          <Button asChild colorPalette="brand">
            <Link to={`/t/${encodeURIComponent(token)}`}>{messages.trip.track}</Link>
          </Button>
        )}
        {TripProgress.awaitsPayment(details) && (
          <Button asChild colorPalette="brand" variant="outline">
            <Link to={Routes.paths.pay(token)} reloadDocument>
              {messages.trip.pay}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/book-ride" state={{ bookAgain: TripProgress.bookAgain(details.booking) }}>
            {messages.trip.bookAgain}
          </Link>
        </Button>
      </Flex>
      <Stack gap="6" _print={{ display: "none" }}>
        {legs.map((leg) => (
          <LegDetails key={leg.id} leg={leg} titled={legs.length > 1} />
        ))}
        {legs.some((leg) => Booking.isCancellable(leg.status)) && (
          <CancelBooking
            bookingToken={token}
            onCancelled={(done) => {
              const refund = refundOf(done);
              setCancelled({ fee: money(done.fee), refund: refund === undefined ? undefined : money(refund) });
              reload();
            }}
          />
        )}
      </Stack>
      <Receipt details={details} />
    </Stack>
  );
}
