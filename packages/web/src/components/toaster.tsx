// Notifications and toasts (spec §9): 3000 ms, width 350, placement top-end, offsets 30.
import { Portal, Stack } from "@chakra-ui/react";
import { createToaster, Toast, Toaster as ChakraToaster } from "../theme/later.ts";
import * as Constants from "@cabline/domain/Constants";

export const toaster = createToaster({
  placement: Constants.toastPlacement,
  duration: Constants.notificationDurationMs,
  offsets: `${Constants.toastOffset}px`,
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: `${Constants.notificationWidth}px` }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
