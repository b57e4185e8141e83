// The consumer's trips (spec §2 /trips, §6 consumer; §7 upcoming/get and history/get): upcoming
// and past bookings in two tabs, each paged (§9), linked to /trips/{id}.
import { Button, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { TripListPanel } from "./components/TripListPanel.tsx";
import { messages } from "./messages.ts";

export function TripsPage() {
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {messages.trips.title}
        </Heading>
        <Text color="fg.muted">{messages.trips.intro}</Text>
      </Stack>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/book-ride">{messages.trips.bookRide}</Link>
      </Button>
      <Tabs.Root defaultValue="upcoming" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="upcoming">{messages.trips.upcoming}</Tabs.Trigger>
          <Tabs.Trigger value="history">{messages.trips.past}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming">
          <TripListPanel list="upcoming" linkBase="/trips" empty={messages.trips.noUpcoming} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <TripListPanel list="history" linkBase="/trips" empty={messages.trips.noPast} searchable />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
