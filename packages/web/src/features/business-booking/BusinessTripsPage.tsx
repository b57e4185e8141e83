// Company trips, /business/trips (spec §2; §3 Business scheduled rides list: upcoming, active and
// history tabs, page size and page index, history search; §9 sizes and "Total N Items").
import { Alert, Button, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { bizMessages } from "./messages.ts";
import { HistorySearch } from "./trips/HistorySearch.tsx";
import { TripsPager } from "./trips/TripsPager.tsx";
import { TripsTable } from "./trips/TripsTable.tsx";
import { tripsTabs, useTrips } from "./trips/use-trips.ts";

export function BusinessTripsPage() {
  const t = useTrips();
  const m = bizMessages.trips;
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {m.title}
        </Heading>
        <ChakraLink asChild color="brand.fg">
          <Link to="/business/book-ride">{m.book}</Link>
        </ChakraLink>
      </HStack>
      <HStack as="nav" aria-label={m.tabsLabel} gap="1" borderBottomWidth="1px">
        {tripsTabs.map((tab) => (
          <Button
            key={tab}
            variant="plain"
            borderRadius="0"
            borderBottomWidth="3px"
            borderColor={t.tab === tab ? "brand.solid" : "transparent"}
            fontWeight={t.tab === tab ? "semibold" : "normal"}
            color={t.tab === tab ? "fg" : "fg.muted"}
            aria-current={t.tab === tab ? "page" : undefined}
            onClick={() => t.setTab(tab)}
            data-testid={`trips-tab-${tab}`}
          >
            {m.tabs[tab]}
          </Button>
        ))}
      </HStack>
      {t.tab === "history" && <HistorySearch value={t.search} onSearch={t.setSearch} />}
      {t.tab === "active" && <Text color="fg.muted">{m.activeNote}</Text>}
      {t.state.status === "loading" && (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{m.loading}</Text>
        </HStack>
      )}
      {t.state.status === "failed" && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.failed}</Alert.Title>
            <Alert.Description>{t.state.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={t.retry}>
            {m.retry}
          </Button>
        </Alert.Root>
      )}
      {t.state.status === "ready" && (
        <>
          {t.state.bookings.length === 0 ? (
            <Text>{m.none}</Text>
          ) : (
            <TripsTable bookings={t.state.bookings} label={m.listLabel(m.tabs[t.tab] ?? "")} />
          )}
          <TripsPager
            total={t.state.total}
            page={t.page}
            pages={t.pages}
            size={t.size}
            paged={t.tab !== "active"}
            setPage={t.setPage}
            setSize={t.setSize}
          />
        </>
      )}
    </Stack>
  );
}
