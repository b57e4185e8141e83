// The 3-D Secure step of a card payment in test mode: the sandbox has no bank, so this dialog
// stands in for the bank's page (with a real Stripe key, Stripe.js shows the bank's own). The
// passenger confirms or cancels; cancelling charges nothing.
import { Button, Portal, Text } from "@chakra-ui/react";
import { Dialog } from "../../../theme/later.ts";
import { payMessages } from "../pay-messages.ts";

export function ThreeDSecureDialog(props: {
  readonly amount: string | undefined;
  readonly onDecide: (approved: boolean) => void;
}) {
  return (
    <Dialog.Root
      open={props.amount !== undefined}
      role="alertdialog"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) props.onDecide(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="three-d-secure">
            <Dialog.Header>
              <Dialog.Title>{payMessages.challengeTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{payMessages.challengeBody}</Text>
              {props.amount !== undefined && (
                <Text marginTop="2" fontWeight="semibold">
                  {payMessages.challengeAmount(props.amount)}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => props.onDecide(false)}>
                {payMessages.challengeReject}
              </Button>
              <Button colorPalette="brand" onClick={() => props.onDecide(true)} data-testid="three-d-secure-approve">
                {payMessages.challengeApprove}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
