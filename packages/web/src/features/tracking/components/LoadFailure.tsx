// The token page when the booking cannot be shown: invalid_booking says "Invalid booking Token."
// (§8) and what to do; anything else offers a retry. A made-up token never looks like a booking.
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { messages } from "../messages.ts";
import { ContactOperator } from "./ContactOperator.tsx";

export function LoadFailure(props: {
  readonly title: string;
  readonly message: string;
  readonly invalid: boolean;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  return (
    <Stack gap="5" data-testid="booking-load-failure">
      <Heading as="h1" size="2xl">
        {props.title}
      </Heading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{props.invalid ? messages.invalidTitle : messages.failedTitle}</Alert.Title>
          <Alert.Description>
            <Text data-testid="booking-error">{props.message}</Text>
            {props.invalid && <Text marginTop="1">{messages.invalidHelp}</Text>}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {!props.invalid && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          onClick={props.onRetry}
          loading={props.retrying}
          loadingText={messages.retrying}
        >
          {messages.retry}
        </Button>
      )}
      <ContactOperator />
    </Stack>
  );
}
