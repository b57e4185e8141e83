// The receipt of a trip: each leg's fare lines, any cancellation fee and the total, with how it
// was paid. It prints on its own (window.print) and can be e-mailed (spec §7 sendReceipt, to the
// passenger's address). The fare lines are the server's; they are rendered as text. Printed, it
// is the page (TripPage hides the rest) and carries what a paper receipt does: the operator, the
// booking reference, the date of issue, and each leg's time, passenger and journey.
import { Alert, Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Separator } from "../../../theme/later.ts";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as TripProgress from "@cabline/domain/TripProgress";
import { useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { useTenant } from "../../../lib/state.ts";
import { OperatorLicence } from "../../../components/OperatorLicence.tsx";
import { failureMessage, money } from "../format.ts";
import { messages, paymentLabels } from "../messages.ts";

type Sending =
  { kind: "idle" } | { kind: "sending" } | { kind: "sent"; to: string } | { kind: "failed"; message: string };

export function Receipt({ details }: { readonly details: Booking.BookingDetails }) {
  const legs = Booking.legs(details);
  const total = TripProgress.receiptTotal(details);
  const { branding } = useTenant();
  const when = (epochMs: number) => DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));
  return (
    <Stack as="section" gap="3" aria-labelledby="receipt-heading" data-testid="receipt">
      <Stack gap="1" display="none" _print={{ display: "flex" }} data-testid="receipt-print-header">
        <Text fontSize="xl" fontWeight="bold">
          {branding.appName}
        </Text>
        <Text>{messages.receipt.reference(details.booking.pair_id)}</Text>
        <Text>{messages.receipt.issued(when(Date.now()))}</Text>
        <OperatorLicence color="fg" data-testid="receipt-operator-licence" />
      </Stack>
      <Heading as="h2" size="md" id="receipt-heading">
        {messages.receipt.heading}
      </Heading>
      {legs.map((leg) => (
        <Stack key={leg.id} gap="1">
          {legs.length > 1 && <Text fontWeight="semibold">{messages.trip.leg(leg.leg)}</Text>}
          <Text fontSize="sm" display="none" _print={{ display: "block" }}>
            {messages.receipt.journey(
              when(leg.pickup_time),
              leg.pickup_location.address,
              Booking.dropOff(leg)?.address ?? "",
              leg.passenger_name ?? "",
            )}
          </Text>
          {leg.status === "cancelled" ? (
            <Text fontSize="sm">{messages.receipt.cancelled}</Text>
          ) : (
            leg.fare.lines.map((line, index) => (
              <Line key={`${index}-${line.code}`} label={line.label} amount={money(line.amount)} />
            ))
          )}
          {leg.cancellation_fee !== undefined && (
            <Line label={messages.receipt.cancellationFee} amount={money(leg.cancellation_fee)} />
          )}
          {leg.payment_status !== undefined && (
            <Text fontSize="sm" color="fg.muted">
              {messages.receipt.payment}: {paymentLabels[leg.payment_status]}
            </Text>
          )}
        </Stack>
      ))}
      <Separator />
      <Line label={messages.receipt.total} amount={money(total)} strong testId="receipt-total" />
      <ReceiptActions bookingToken={details.booking.booking_token} />
    </Stack>
  );
}

function Line(props: { label: string; amount: string; strong?: boolean; testId?: string }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={props.strong === true ? "bold" : "normal"}>
      <Text>{props.label}</Text>
      <Text data-testid={props.testId}>{props.amount}</Text>
    </Flex>
  );
}

function ReceiptActions({ bookingToken }: { readonly bookingToken: string }) {
  const load = useServices();
  const [state, setState] = useState<Sending>({ kind: "idle" });
  const guard = useGuardedSubmit();
  async function send() {
    await guard.run(async () => {
      setState({ kind: "sending" });
      try {
        const { dispatch } = await load();
        const { sentTo } = await dispatch.bookings.sendReceipt({ bookingToken });
        setState({ kind: "sent", to: sentTo });
      } catch (error) {
        setState({ kind: "failed", message: failureMessage(error) });
      }
    });
  }
  return (
    <Stack gap="3" _print={{ display: "none" }}>
      <Flex gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => void send()}
          loading={state.kind === "sending"}
          loadingText={messages.receipt.sending}
          data-testid="send-receipt"
        >
          {messages.receipt.send}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {messages.receipt.print}
        </Button>
      </Flex>
      <Box role="status" aria-live="polite">
        {state.kind === "sent" && (
          <Alert.Root status="success" data-testid="receipt-sent">
            <Alert.Indicator />
            <Alert.Title>{messages.receipt.sent(state.to)}</Alert.Title>
          </Alert.Root>
        )}
      </Box>
      {state.kind === "failed" && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.receipt.failed}</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
