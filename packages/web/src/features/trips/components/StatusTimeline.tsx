// The status timeline of a leg (TripProgress.timeline): reached steps with their times, the
// current one marked, "Not yet" and "Did not happen" for the rest. The rule is the domain's; this
// is the trips feature's own rendering of it (features do not import each other).
import { Box, Flex, Heading, List, Text } from "@chakra-ui/react";
import type * as Booking from "@cabline/domain/Booking";
import * as TripProgress from "@cabline/domain/TripProgress";
import { dateTime } from "../format.ts";
import { messages, statusLabels } from "../messages.ts";

const dotColour: Readonly<Record<TripProgress.StepState, string>> = {
  done: "green.solid",
  current: "brand.solid",
  upcoming: "border.emphasized",
  skipped: "border",
};

export function StatusTimeline({ booking }: { readonly booking: Booking.Booking }) {
  const headingId = `progress-${booking.id}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId} marginBottom="2">
        {messages.trip.progress}
      </Heading>
      <List.Root as="ol" listStyle="none" gap="2" data-testid="status-timeline">
        {TripProgress.timeline(booking).map((step) => (
          <List.Item key={step.status} data-state={step.state} data-status={step.status}>
            <Flex gap="3" align="baseline">
              <Box
                width="2.5"
                height="2.5"
                flexShrink="0"
                borderRadius="full"
                bg={dotColour[step.state]}
                aria-hidden="true"
              />
              <Text fontWeight={step.state === "current" ? "bold" : "normal"}>{statusLabels[step.status]}</Text>
              <Text fontSize="sm" color="fg.muted">
                {step.at !== undefined
                  ? dateTime(step.at)
                  : step.state === "skipped"
                    ? messages.trip.skipped
                    : step.state === "upcoming"
                      ? messages.trip.notYet
                      : messages.trip.timeUnknown}
              </Text>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
