// A list that could not be loaded (ride types, cruise terminals): why, and a button to try again.
import { Button, Stack, Text } from "@chakra-ui/react";
import { bookingMessages as m } from "../messages.ts";

export function RetryAlert({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <Stack direction="row" align="center" gap="3" role="alert">
      <Text>{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {m.retry}
      </Button>
    </Stack>
  );
}
