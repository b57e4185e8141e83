// Spec §2: "A full-screen loading indicator appears while the configuration loads."
import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";
import { messages } from "../i18n/messages.ts";

export function FullScreenLoader() {
  return (
    <Center minHeight="100dvh" role="status" aria-live="polite" data-testid="full-screen-loader">
      <Spinner size="xl" color="brand.fg" borderWidth="4px" />
      <VisuallyHidden>{messages.app.loading}</VisuallyHidden>
    </Center>
  );
}
