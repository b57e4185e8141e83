// The booking made (spec §4 booking flow): each leg's reference, route and time, how it is paid,
// and the tracking link (/t/<token>, spec §2). Text from the server is rendered as text.
import { BookingTermsNote } from "../../../components/BookingTermsNote.tsx";
import { OperatorLicence } from "../../../components/OperatorLicence.tsx";
import { Alert, Box, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";
import * as Routes from "@cabline/domain/Routes";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { bookingMessages as m } from "../messages.ts";
import { summaryMessages as sm } from "../summary-messages.ts";
import type { Confirmation } from "../state/draft.ts";

export function ConfirmationView({ confirmation, onAnother }: { confirmation: Confirmation; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the widget the tracking page opens at the top level, never inside the operator's frame.
  const widget = Routes.isWidget(useLocation().pathname);
  useEffect(() => heading.current?.focus(), []);
  const payment =
    confirmation.paymentMethod === "cash"
      ? sm.payCash
      : confirmation.paymentMethod === "account"
        ? sm.payAccount
        : sm.paidByCard;
  return (
    <Stack gap="5" data-testid="booking-confirmation">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Heading as="h1" size="xl" ref={heading} tabIndex={-1}>
            {sm.bookedTitle}
          </Heading>
          <Alert.Description>{sm.bookedIntro}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {confirmation.legs.map((leg) => (
        <Box key={leg.id} borderWidth="1px" borderRadius="md" padding="4" data-testid={`confirmed-${leg.leg}`}>
          <Stack gap="1">
            <Heading as="h2" size="md">
              {leg.leg === "outbound" ? sm.outboundLeg : sm.returnLeg}
            </Heading>
            <Text>
              {sm.bookingReference}: <span data-testid={`confirmed-${leg.leg}-id`}>{leg.id}</span>
            </Text>
            <Text>
              {leg.pickup} → {leg.drop}
            </Text>
            <Text>{leg.asap ? m.asapText : DateTime.formatDateTime(DateTime.fromEpochMs(leg.pickupTime))}</Text>
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link
                to={Routes.paths.track(leg.token)}
                data-testid={`track-${leg.leg}`}
                {...(widget ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {sm.trackLink(leg.leg)}
                {widget ? sm.newTab : ""}
              </Link>
            </ChakraLink>
          </Stack>
        </Box>
      ))}
      <Text>
        {payment}
        {confirmation.total === null ? "" : ` ${sm.total}: ${Money.format(confirmation.total)}`}
      </Text>
      <BookingTermsNote lines={confirmation.terms ?? []} testId="confirmation-terms" />
      <OperatorLicence data-testid="confirmation-operator-licence" />
      <Button variant="outline" alignSelf="start" onClick={onAnother}>
        {sm.bookAnother}
      </Button>
    </Stack>
  );
}
