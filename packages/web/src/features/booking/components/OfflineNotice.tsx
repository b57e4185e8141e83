// Tells the user they are offline, politely so a screen reader hears it once.
import { Alert } from "@chakra-ui/react";
import { useOnline } from "../hooks/use-online.ts";
import { bookingMessages as m } from "../messages.ts";

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" aria-live="polite" data-testid="booking-offline">
      <Alert.Indicator />
      <Alert.Title>{m.offline}</Alert.Title>
    </Alert.Root>
  );
}
