// Pay for a booking by its token (spec §2 /pay/{token}; §7 getBooking and checkout): what is left
// to pay (amount_due: after a dearer change of a paid booking, the difference, not the fare), the
// card form (sandbox payments adapter offline, 3-D Secure when the bank asks, a waiting payment
// resumed: use-card-payment.ts) and the paid state afterwards. No tenant script runs here: the web server leaves them out of /pay (§1,
// PCI SAQ A), and this page adds none.
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import * as TripProgress from "@cabline/domain/TripProgress";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { CardPaymentForm } from "./components/CardPaymentForm.tsx";
import { ContactOperator } from "./components/ContactOperator.tsx";
import { JourneyDetails } from "./components/JourneyDetails.tsx";
import { LoadFailure } from "./components/LoadFailure.tsx";
import { ThreeDSecureDialog } from "./components/ThreeDSecureDialog.tsx";
import { money } from "./format.ts";
import { messages } from "./messages.ts";
import { payMessages } from "./pay-messages.ts";
import { useBookingByToken } from "./use-booking-by-token.ts";
import { useCardPayment } from "./use-card-payment.ts";

export function PayPage() {
  const { token = "" } = useParams();
  const { state, retry, reload } = useBookingByToken(token, { poll: false });
  const payment = useCardPayment(token);
  const paid = payment.state.kind === "paid";
  useEffect(() => {
    if (paid) void reload();
  }, [paid, reload]);

  if (state.kind === "loading") return <ScreenSkeleton />;
  if (state.kind === "failed") {
    return <LoadFailure title={payMessages.title} {...state} onRetry={() => void retry()} />;
  }
  const amount = money(TripProgress.amountToPay(state.details));
  const due = TripProgress.awaitsPayment(state.details);
  const alreadyPaid = state.details.booking.payment_status === "paid";
  return (
    <Stack gap="6" maxWidth="2xl" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {payMessages.title}
        </Heading>
        <Text color="fg.muted">{messages.track.reference(state.details.booking.pair_id)}</Text>
      </Stack>
      {paid || alreadyPaid ? (
        <Alert.Root status="success" role="status" data-testid="pay-paid">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{payMessages.paidTitle}</Alert.Title>
            <Alert.Description>
              {payment.state.kind === "paid" && payment.state.result.payment !== undefined
                ? payMessages.paidBody(money(payment.state.result.payment.amount))
                : payMessages.paidNoAmount}
            </Alert.Description>
            <Button asChild variant="outline" size="sm" alignSelf="flex-start">
              <Link to={`/t/${encodeURIComponent(token)}`}>{payMessages.track}</Link>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : due ? (
        <>
          <Text fontSize="xl" data-testid="pay-amount">
            {payMessages.due}: <strong>{amount}</strong>
          </Text>
          <Text>{payMessages.intro}</Text>
          <CardPaymentForm
            amount={amount}
            paying={payment.state.kind === "paying"}
            failure={payment.state.kind === "failed" ? payment.state.message : undefined}
            onPay={(entry) => void payment.pay(entry)}
          />
        </>
      ) : (
        <Alert.Root status="info" data-testid="pay-not-due">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{payMessages.notDueTitle}</Alert.Title>
            <Alert.Description>{payMessages.notDueBody}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <JourneyDetails details={state.details} />
      <ContactOperator />
      <ThreeDSecureDialog
        amount={
          payment.challenge === undefined
            ? undefined
            : payment.challengeAmount === undefined
              ? amount
              : money(payment.challengeAmount)
        }
        onDecide={(ok) => payment.challenge?.(ok)}
      />
    </Stack>
  );
}
