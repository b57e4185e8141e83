// What a screen shows while its code or data is on the way: the shape of a page,
// so the layout is on screen at once and nothing moves when the content arrives. It fills the
// viewport, so the footer waits below the fold instead of being pushed down by the content
// (measured on /t/{token}: CLS 0.19 with the footer in view, the track page being taller).
import { Skeleton, Stack } from "@chakra-ui/react";
import { messages } from "../i18n/messages.ts";

export function ScreenSkeleton() {
  return (
    <Stack
      gap="5"
      paddingY="6"
      role="status"
      aria-busy="true"
      aria-label={messages.app.loading}
      data-testid="screen-skeleton"
      minHeight="100dvh"
    >
      <Skeleton height="10" width="60%" />
      <Skeleton height="5" width="80%" />
      <Skeleton height="40" maxWidth="2xl" />
    </Stack>
  );
}
