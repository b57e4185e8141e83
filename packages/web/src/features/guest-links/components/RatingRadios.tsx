// A rating from 1 to 5 as GOV.UK radios: a fieldset with a visible legend and hint, one labelled
// radio per value, the error beside them.
import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { messages } from "../messages.ts";

export function RatingRadios(props: {
  readonly value: number | undefined;
  readonly onChange: (value: number) => void;
  readonly error: string | undefined;
}) {
  return (
    <Box as="fieldset" aria-describedby="rating-hint">
      <Text as="legend" fontWeight="semibold">
        {messages.review.rating}
      </Text>
      <Text id="rating-hint" fontSize="sm" color="fg.muted">
        {messages.review.ratingHint}
      </Text>
      {props.error !== undefined && (
        <Text color="red.fg" fontSize="sm">
          {props.error}
        </Text>
      )}
      <Stack direction={{ base: "column", sm: "row" }} gap="3" marginTop="2">
        {[1, 2, 3, 4, 5].map((n) => (
          <Flex as="label" key={n} gap="2" align="center" cursor="pointer">
            <input
              type="radio"
              id={`rating-${n}`}
              name="rating"
              value={n}
              checked={props.value === n}
              onChange={() => props.onChange(n)}
            />
            {messages.review.stars(n)}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
