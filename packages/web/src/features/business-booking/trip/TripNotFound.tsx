// What a company trip page says when its address names no trip, or a number that is not one of
// the chosen account's trips (TripReference; use-company-trip.ts): what happened and where to go.
import { Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type * as Account from "@cabline/domain/Account";
import type * as TripReference from "@cabline/domain/TripReference";
import { Link } from "react-router";
import { bizMessages } from "../messages.ts";

export function TripNotFound({
  reference,
  account,
}: {
  /** The number that was looked for; undefined when the address names no trip. */
  readonly reference?: TripReference.TripReference | undefined;
  readonly account: Account.Account | undefined;
}) {
  const m = bizMessages.trip;
  const name = account?.name ?? `Account ${account?.business_id ?? ""}`;
  return (
    <Stack gap="3" data-testid="trip-not-found">
      <Heading as="h1" size="2xl">
        {m.notFoundTitle}
      </Heading>
      <Text>{reference?._tag === "Number" ? m.notFound(reference.id, name) : m.unnamed}</Text>
      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to="/business/trips">{m.trips}</Link>
      </ChakraLink>
    </Stack>
  );
}
