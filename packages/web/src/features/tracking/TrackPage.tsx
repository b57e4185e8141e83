// Track a booking by its token (spec §2 /t/{token} and /track/{token}, §7 getBooking): status,
// driver and vehicle, where the car is in words, updating by itself; invalid_booking per §8.
// A card booking still waiting for payment links to its pay page; the passenger's own link (not
// a read-only one) links to the booking's manage page, /manage/{token} (features/trips).
import { Alert, Button, Link as ChakraLink } from "@chakra-ui/react";
import * as TripProgress from "@cabline/domain/TripProgress";
import * as Routes from "@cabline/domain/Routes";
import { Link, useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { LiveBooking, preloadLiveBooking } from "./live-booking-lazy.tsx";
import { LoadFailure } from "./components/LoadFailure.tsx";
import { ShareLink } from "./components/ShareLink.tsx";
import { messages } from "./messages.ts";
import { useBookingByToken } from "./use-booking-by-token.ts";

export function TrackPage() {
  const { token } = useParams();
  const { state, retry } = useBookingByToken(token);
  // The live view's code loads beside the booking; not for a token the server already refused.
  if (state.kind !== "failed") preloadLiveBooking();
  if (state.kind === "loading") return <ScreenSkeleton />;
  if (state.kind === "failed") {
    return <LoadFailure title={messages.track.title} {...state} onRetry={() => void retry()} />;
  }
  return (
    <LiveBooking
      title={messages.track.title}
      details={state.details}
      checkedAt={state.checkedAt}
      refreshFailed={state.refreshFailed}
      after={
        state.details.booking.share_token === undefined ? undefined : (
          <ShareLink shareToken={state.details.booking.share_token} />
        )
      }
    >
      {TripProgress.awaitsPayment(state.details) && token !== undefined && (
        <Alert.Root status="warning" data-testid="payment-needed">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{messages.track.payNeeded}</Alert.Title>
            <Button asChild colorPalette="brand" alignSelf="flex-start" size="sm">
              <Link to={Routes.paths.pay(token)} reloadDocument>
                {messages.track.payNow}
              </Link>
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.details.booking.read_only !== true && token !== undefined && (
        <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
          <Link to={Routes.paths.manage(token)} data-testid="manage-link">
            {messages.track.manage}
          </Link>
        </ChakraLink>
      )}
    </LiveBooking>
  );
}
