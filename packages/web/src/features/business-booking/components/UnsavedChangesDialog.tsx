// The warning dialog of spec §3 ("the warning dialog"): leaving the business booking with
// unsaved changes asks first. Moving between the tabs and the summary is not leaving.
import { Button, Portal, Text } from "@chakra-ui/react";
import { Dialog } from "../../../theme/later.ts";
import { useLeaveGuard } from "../../../lib/leave-guard.ts";
import { bizMessages } from "../messages.ts";

export function UnsavedChangesDialog({ dirty }: { readonly dirty: boolean }) {
  const leaving = useLeaveGuard(
    ({ from, to }) =>
      dirty && from.pathname !== to.pathname && !/^\/business\/(?!trips|bulk-upload-trips)[^/]+$/.test(to.pathname),
  );
  const open = leaving.held;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) leaving.stay();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="unsaved-dialog">
            <Dialog.Header>
              <Dialog.Title>{bizMessages.unsaved.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{bizMessages.unsaved.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={leaving.stay}>
                {bizMessages.unsaved.stay}
              </Button>
              <Button colorPalette="red" onClick={leaving.proceed}>
                {bizMessages.unsaved.leave}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
