// What a person reads once their account is closed (/account-closed; /your-data moves here and
// signs out). The date the records are kept until comes in the address as a plain date and is
// shown only when it is one.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { formatDisplayDate, parseDate } from "@cabline/domain/DateTime";
import * as Routes from "@cabline/domain/Routes";
import { Link, useSearchParams } from "react-router";
import { yourDataMessages as m } from "./messages.ts";

/** "2027-11-29" as §9 writes dates ("29-Nov-2027"); anything but a real date is not shown. */
const readable = (text: string): string | undefined => {
  const date = parseDate(text);
  return date === undefined ? undefined : formatDisplayDate(date);
};

export function AccountClosedPage() {
  const [params] = useSearchParams();
  const until = readable(params.get("until") ?? "");
  return (
    <Stack gap="4" maxWidth="2xl" paddingY={{ base: "2", md: "6" }} data-testid="account-closed">
      <Heading as="h1" size="2xl">
        {m.closedTitle}
      </Heading>
      <Text>{m.closedSignedOut}</Text>
      {until !== undefined && <Text>{m.closedKept(until)}</Text>}
      <Text>{m.closedAgain}</Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to={Routes.paths.bookRide()}>{m.bookRide}</Link>
      </Button>
    </Stack>
  );
}
