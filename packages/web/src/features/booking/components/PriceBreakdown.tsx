// The quote (spec §3 cost estimate and additionalCharges, §7 getCostEstimate): each leg's fare
// lines and additional charges, the discount and the total in £ (Money.format).
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Separator } from "../../../theme/later.ts";
import * as Money from "@cabline/domain/Money";
import type * as Quote from "@cabline/domain/Quote";
import type { QuoteState } from "../hooks/use-quote.ts";
import { bookingMessages as m } from "../messages.ts";
import { summaryMessages as sm } from "../summary-messages.ts";

function Line({ label, amount, strong }: { label: string; amount: Money.Money; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong === true ? "semibold" : undefined}>
      <Text>{label}</Text>
      <Text>{Money.format(amount)}</Text>
    </HStack>
  );
}

function LegPrice({
  title,
  fare,
  charges,
}: {
  title: string;
  fare: Quote.Fare;
  charges: ReadonlyArray<Quote.AdditionalCharge>;
}) {
  // The fare's lines already include the charges it priced; list those once, as charges.
  const charged = charges.filter((charge) => fare.lines.some((line) => line.code === charge.code));
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{title}</Text>
      {fare.lines
        .filter((line) => !charges.some((charge) => charge.code === line.code))
        .map((line) => (
          <Line key={line.code} label={line.label} amount={line.amount} />
        ))}
      {charged.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {sm.additionalCharges}
        </Text>
      )}
      {charged.map((charge) => (
        <Line key={charge.code} label={charge.label} amount={charge.amount} />
      ))}
    </Stack>
  );
}

export function PriceBreakdown({ state, onRetry }: { state: QuoteState; onRetry: () => void }) {
  return (
    <Box borderWidth="1px" borderRadius="md" padding="4" data-testid="price">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {sm.price}
        </Heading>
        {state.status === "loading" && (
          <Stack gap="2" aria-live="polite" aria-busy="true">
            <Text>{sm.quoting}</Text>
            <Skeleton height="4" />
            <Skeleton height="4" />
          </Stack>
        )}
        {state.status === "failed" && (
          <Stack gap="2" role="alert">
            <Text fontWeight="medium">{sm.quoteFailed}</Text>
            <Text>{state.message}</Text>
            <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
              {m.retry}
            </Button>
          </Stack>
        )}
        {state.status === "ready" && (
          <Stack gap="3">
            <LegPrice
              title={sm.outboundLeg}
              fare={state.estimate.outbound}
              charges={state.estimate.bookingAdditionalChargesOutbound}
            />
            {state.estimate.return !== undefined && (
              <LegPrice
                title={sm.returnLeg}
                fare={state.estimate.return}
                charges={state.estimate.bookingAdditionalChargesReturn}
              />
            )}
            {state.estimate.discount !== undefined && state.estimate.discount.amountMinor !== 0 && (
              <Line
                label={sm.discount}
                amount={{ ...state.estimate.discount, amountMinor: -Math.abs(state.estimate.discount.amountMinor) }}
              />
            )}
            <Separator />
            <Box data-testid="price-total">
              <Line label={sm.total} amount={state.estimate.total} strong />
            </Box>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
