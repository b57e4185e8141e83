// Change an upcoming company trip, /business/trips/edit?token= (spec §2; contract updateBooking;
// §8 wrong_state shown with what to do). See use-trip-edit.ts for the decisions. Opened with no
// trip, the page says how to choose one and asks the dispatch API nothing.
import { Alert, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link, useSearchParams } from "react-router";
import { TripEditForm } from "./edit/TripEditForm.tsx";
import { useTripEdit } from "./edit/use-trip-edit.ts";
import { bizMessages } from "./messages.ts";
import { TripNotFound } from "./trip/TripNotFound.tsx";

export function BusinessTripEditPage() {
  const [params] = useSearchParams();
  const raw = params.get("token");
  const e = useTripEdit(raw);
  const m = bizMessages.edit;
  if (raw === null || raw === "") {
    return (
      <Stack gap="4" paddingY={{ base: "2", md: "6" }} maxWidth="3xl" data-testid="edit-choose-trip">
        <Heading as="h1" size="2xl">
          {m.chooseTitle}
        </Heading>
        <Text>{m.choose}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to="/business/trips">{m.chooseLink}</Link>
        </ChakraLink>
      </Stack>
    );
  }
  if (e.state.kind === "unnamed" || e.state.kind === "not_found") {
    return (
      <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="3xl">
        <TripNotFound reference={e.state.kind === "not_found" ? e.state.reference : undefined} account={e.account} />
      </Stack>
    );
  }
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="3xl">
      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to={`/business/trips/${encodeURIComponent(raw)}`}>{m.back}</Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        {m.title}
      </Heading>
      {e.state.kind === "failed" ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{e.state.message}</Alert.Title>
        </Alert.Root>
      ) : e.leg === undefined ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>{bizMessages.trip.loading}</Text>
        </HStack>
      ) : (
        <>
          <Text>
            {bizMessages.trip.title(e.leg.id)} · {e.leg.pickup_location.address}
          </Text>
          {e.failure !== undefined && (
            <Alert.Root status="error" role="alert" data-testid="edit-failure">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{e.failure.message}</Alert.Title>
                <Alert.Description>{e.failure.code === "wrong_state" ? m.finishedHint : m.failed}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {e.saved && (
            <Alert.Root status="success" role="status" data-testid="edit-saved">
              <Alert.Indicator />
              <Alert.Title>{m.saved}</Alert.Title>
            </Alert.Root>
          )}
          <TripEditForm key={e.leg.id} leg={e.leg} saving={e.saving} onSave={(values) => void e.save(values)} />
        </>
      )}
    </Stack>
  );
}
