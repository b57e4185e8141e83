// One company trip, /business/trips/{id} (spec §2; §7 getBooking, getCancelBookingInfo,
// cancelBookingPair, sendReceipt): both legs with their timeline, cancel with the fee shown
// first, and a receipt by e-mail. The id is the trip's number or its booking token, read as
// /trips/{id} reads it (TripReference; booking/trip/use-company-trip.ts).
import { Alert, Button, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import * as Money from "@cabline/domain/Money";
import { Link, useParams } from "react-router";
import { bizMessages } from "./messages.ts";
import { TripLeg } from "./trip/TripLeg.tsx";
import { TripNotFound } from "./trip/TripNotFound.tsx";
import { useTrip } from "./trip/use-trip.ts";

export function BusinessTripPage() {
  const { id } = useParams();
  const t = useTrip(id);
  const m = bizMessages.trip;
  const legs = t.state.kind === "ready" ? Booking.legs(t.state.details) : [];
  const first = legs[0];
  const cancellable = legs.some((leg) => Booking.isCancellable(leg.status));
  if (t.state.kind === "unnamed" || t.state.kind === "not_found") {
    return (
      <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="3xl">
        <TripNotFound reference={t.state.kind === "not_found" ? t.state.reference : undefined} account={t.account} />
      </Stack>
    );
  }
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="3xl">
      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to="/business/trips">{m.back}</Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        {first === undefined ? bizMessages.trips.title : m.title(first.id)}
      </Heading>
      {t.state.kind === "failed" && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.failed}</Alert.Title>
            <Alert.Description>{t.state.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={t.retry}>
            {bizMessages.trips.retry}
          </Button>
        </Alert.Root>
      )}
      {t.state.kind === "loading" && (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{m.loading}</Text>
        </HStack>
      )}
      {t.notice !== undefined && (
        <Alert.Root status={t.notice.kind === "ok" ? "success" : "error"} role="alert" data-testid="trip-notice">
          <Alert.Indicator />
          <Alert.Title>{t.notice.text}</Alert.Title>
        </Alert.Root>
      )}
      {legs.map((leg) => (
        <TripLeg key={leg.id} leg={leg} />
      ))}
      {first !== undefined && (
        <HStack gap="3" wrap="wrap">
          {cancellable && t.preview === undefined && (
            <Button
              variant="outline"
              colorPalette="red"
              loading={t.busy === "cancel-preview"}
              loadingText={m.cancelPreviewing}
              onClick={() => void t.previewCancel()}
            >
              {m.cancel}
            </Button>
          )}
          <Button
            variant="outline"
            loading={t.busy === "receipt"}
            loadingText={m.sending}
            onClick={() => void t.receipt(m.receiptSent)}
          >
            {m.receipt}
          </Button>
          {Booking.phase(first.status) === "upcoming" && (
            <ChakraLink asChild color="brand.fg">
              <Link to={`/business/trips/edit?token=${encodeURIComponent(first.booking_token)}`}>{m.edit}</Link>
            </ChakraLink>
          )}
        </HStack>
      )}
      {t.preview !== undefined && (
        <Alert.Root status="warning" data-testid="cancel-preview">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>
              {t.preview.fee.amountMinor === 0 ? m.cancelFree : m.cancelFee(Money.format(t.preview.fee))}
            </Alert.Title>
            {t.preview.policy !== undefined && <Alert.Description>{t.preview.policy}</Alert.Description>}
            <HStack gap="2" wrap="wrap">
              <Button
                colorPalette="red"
                loading={t.busy === "cancel"}
                loadingText={m.cancelling}
                onClick={() => void t.cancel(m.cancelled)}
              >
                {m.confirmCancel}
              </Button>
              <Button variant="outline" onClick={t.keep}>
                {m.keep}
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
