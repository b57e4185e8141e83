// Cancelling a trip with the fee shown first (spec §7 getCancelBookingInfo, then
// cancelBookingPair): the button asks the server what cancelling now costs (and what goes back
// to the card, when the server says), the dialog says it and which legs it cancels, and only the
// confirm button cancels. One cancellation however often it is pressed; a refusal (wrong_state)
// shows its §8 message. The screen is told the whole answer: the fee and any refund.
import { Alert, Button, List, Portal, Stack, Text } from "@chakra-ui/react";
import { Dialog } from "../../../theme/later.ts";
import type * as Booking from "@cabline/domain/Booking";
import { useState } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../../lib/session-context.tsx";
import { failureMessage, money, refundOf } from "../format.ts";
import { messages, statusLabels } from "../messages.ts";

type Step =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "preview"; preview: Booking.CancellationPreview }
  | { kind: "cancelling"; preview: Booking.CancellationPreview }
  | { kind: "failed"; message: string; preview?: Booking.CancellationPreview };

/** The steps of a cancellation: the preview asked for, then one cancellation however often confirmed. */
function useCancellation(bookingToken: string, onCancelled: (done: Booking.Cancellation) => void) {
  const load = useServices();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const guard = useGuardedSubmit();

  async function preview() {
    setStep({ kind: "checking" });
    try {
      const { dispatch } = await load();
      setStep({
        kind: "preview",
        preview: await dispatch.bookings.getCancelBookingInfo({ bookingToken }),
      });
    } catch (error) {
      setStep({ kind: "failed", message: failureMessage(error) });
    }
  }

  async function cancel(shown: Booking.CancellationPreview) {
    await guard.run(async () => {
      setStep({ kind: "cancelling", preview: shown });
      try {
        const { dispatch } = await load();
        const done = await dispatch.bookings.cancelBookingPair({ bookingToken });
        setStep({ kind: "idle" });
        onCancelled(done);
      } catch (error) {
        setStep({ kind: "failed", message: failureMessage(error), preview: shown });
      }
    });
  }

  return { step, setStep, preview, cancel };
}

export function CancelBooking(props: {
  readonly bookingToken: string;
  readonly onCancelled: (done: Booking.Cancellation) => void;
}) {
  const { step, setStep, preview, cancel } = useCancellation(props.bookingToken, props.onCancelled);

  const shown =
    step.kind === "preview" || step.kind === "cancelling"
      ? step.preview
      : step.kind === "failed"
        ? step.preview
        : undefined;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        onClick={() => void preview()}
        loading={step.kind === "checking"}
        loadingText={messages.cancel.checking}
        data-testid="cancel-booking"
      >
        {messages.cancel.button}
      </Button>
      {step.kind === "failed" && step.preview === undefined && <CancelFailed message={step.message} />}
      <Dialog.Root
        open={shown !== undefined}
        role="alertdialog"
        onOpenChange={(details) => {
          if (!details.open && step.kind !== "cancelling") setStep({ kind: "idle" });
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="cancel-dialog">
              <Dialog.Header>
                <Dialog.Title>{messages.cancel.title}</Dialog.Title>
              </Dialog.Header>
              {shown !== undefined && (
                <CancelPreview shown={shown} failure={step.kind === "failed" ? step.message : undefined} />
              )}
              <Dialog.Footer>
                <Button
                  variant="outline"
                  onClick={() => setStep({ kind: "idle" })}
                  disabled={step.kind === "cancelling"}
                >
                  {messages.cancel.keep}
                </Button>
                {shown?.cancellable === true && (
                  <Button
                    colorPalette="red"
                    onClick={() => void cancel(shown)}
                    loading={step.kind === "cancelling"}
                    loadingText={messages.cancel.confirming}
                    data-testid="cancel-confirm"
                  >
                    {messages.cancel.confirm(money(shown.fee))}
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** The server's refusal of the preview or of the cancellation (its §8 message). */
function CancelFailed({ message }: { readonly message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.cancel.failed}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What cancelling now costs, what goes back to the card, and the legs it cancels. */
function CancelPreview({
  shown,
  failure,
}: {
  readonly shown: Booking.CancellationPreview;
  readonly failure: string | undefined;
}) {
  const refund = refundOf(shown);
  return (
    <Dialog.Body>
      <Stack gap="3">
        {failure !== undefined && <CancelFailed message={failure} />}
        {shown.cancellable ? (
          <Text fontWeight="semibold" data-testid="cancel-fee">
            {shown.fee.amountMinor === 0 ? messages.cancel.feeFree : messages.cancel.fee(money(shown.fee))}
          </Text>
        ) : (
          <Text fontWeight="semibold">{messages.cancel.notCancellable}</Text>
        )}
        {shown.cancellable && refund !== undefined && (
          <Text data-testid="cancel-refund">{messages.cancel.refund(money(refund))}</Text>
        )}
        {shown.policy !== undefined && <Text color="fg.muted">{shown.policy}</Text>}
        <Text>{messages.cancel.legs}:</Text>
        <List.Root paddingStart="4">
          {shown.legs
            .filter((leg) => leg.cancellable)
            .map((leg) => (
              <List.Item key={leg.booking_id}>
                {messages.trip.leg(leg.leg)} ({statusLabels[leg.status]}): {money(leg.fee)}
              </List.Item>
            ))}
        </List.Root>
      </Stack>
    </Dialog.Body>
  );
}
