// The waiting and cancellation terms a booking is made on, in the domain's words (BookingTerms):
// beside the price before "Book now" on the consumer and business summaries, and again on the
// confirmation. Nothing when the dispatch API's quote gave no terms.
import { Box, Heading, List, Text } from "@chakra-ui/react";
import { useId } from "react";

export const bookingTermsMessages = { heading: "Waiting and cancelling" };

export function BookingTermsNote({ lines, testId }: { lines: ReadonlyArray<string>; testId: string }) {
  const heading = useId();
  if (lines.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={heading} borderWidth="1px" borderRadius="md" padding="4" data-testid={testId}>
      <Heading as="h2" size="md" id={heading} marginBottom="2">
        {bookingTermsMessages.heading}
      </Heading>
      <List.Root gap="1" paddingStart="5">
        {lines.map((line) => (
          <List.Item key={line}>
            <Text>{line}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
