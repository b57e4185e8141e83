// The 10-minute driver session made visible (spec §4 Driver session): the time left, a warning in
// the last 2 minutes, and a polite live region that speaks only at a few marks (5, 2 and 1 minutes,
// 30 seconds) so a screen reader is not read a number every second.
import { Alert, Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import * as DriverCountdown from "@cabline/domain/DriverCountdown";
import type * as Session from "@cabline/domain/Session";
import { useEffect, useRef, useState } from "react";
import { driverMessages } from "../messages.ts";

export function SessionCountdown({ session, now }: { readonly session: Session.DriverSession; readonly now: number }) {
  const left = DriverCountdown.remainingMs(session, now);
  const phase = DriverCountdown.phase(session, now);
  const previous = useRef(left);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const mark = DriverCountdown.markCrossed(previous.current, left);
    previous.current = left;
    if (mark !== undefined) setAnnouncement(driverMessages.countdown.announce(DriverCountdown.spoken(mark)));
  }, [left]);
  const ending = phase === "ending_soon";
  return (
    <Box>
      <HStack
        justify="space-between"
        gap="2"
        paddingX="3"
        paddingY="2"
        borderRadius="md"
        bg={ending ? "orange.subtle" : "bg.muted"}
        color={ending ? "orange.fg" : "fg"}
      >
        <Text fontSize="sm" id="driver-session-label">
          {driverMessages.countdown.label}
        </Text>
        <Text
          role="timer"
          aria-labelledby="driver-session-label"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          data-testid="driver-session-countdown"
        >
          {DriverCountdown.clock(left)}
        </Text>
      </HStack>
      {ending && (
        <Alert.Root status="warning" role="note" marginTop="2" data-testid="driver-session-warning">
          <Alert.Indicator />
          <Alert.Description>{driverMessages.countdown.ending(DriverCountdown.spoken(left))}</Alert.Description>
        </Alert.Root>
      )}
      <VisuallyHidden role="status" aria-live="polite" data-testid="driver-session-announcement">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
