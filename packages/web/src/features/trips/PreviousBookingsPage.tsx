// Previous bookings (spec §2 /previous-bookings; §7 history/get with search): past trips, paged
// (§9) and searchable, each linked to /previous-bookings/{bookingId} for its receipt and "book again".
import { Heading, Stack, Text } from "@chakra-ui/react";
import { TripListPanel } from "./components/TripListPanel.tsx";
import { messages } from "./messages.ts";

export function PreviousBookingsPage() {
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {messages.previous.title}
        </Heading>
        <Text color="fg.muted">{messages.previous.intro}</Text>
      </Stack>
      <TripListPanel list="history" linkBase="/previous-bookings" empty={messages.previous.none} searchable />
    </Stack>
  );
}
