// The consumer's trips (spec §2 /trips, §6 consumer; §7 upcoming/get and history/get): upcoming
// and past bookings in two tabs, each paged (§9), linked to /trips/{id}.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link } from "react-router";
import { TripListPanel } from "./components/TripListPanel.tsx";
import { messages } from "./messages.ts";
import { Tabs } from "../../components/controls/tabs.tsx";

export function TripsPage() {
  const [list, setList] = useState<"upcoming" | "history">("upcoming");
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
      <Tabs
        value={list}
        onValueChange={setList}
        tabs={[
          { value: "upcoming", label: messages.trips.upcoming },
          { value: "history", label: messages.trips.past },
        ]}
      >
        {list === "upcoming" ? (
          <TripListPanel key="upcoming" list="upcoming" linkBase="/trips" empty={messages.trips.noUpcoming} />
        ) : (
          <TripListPanel key="history" list="history" linkBase="/trips" empty={messages.trips.noPast} searchable />
        )}
      </Tabs>
    </Stack>
  );
}
