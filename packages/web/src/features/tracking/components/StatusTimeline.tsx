// The status timeline of a leg (TripProgress.timeline): reached steps with their times, the
// current one marked, steps not reached yet as "Not yet" and steps a cancelled trip skipped as
// "Did not happen". An ordered list, so screen readers hear it in order.
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

export function StatusTimeline({
  booking,
  headingId,
}: {
  readonly booking: Booking.Booking;
  readonly headingId: string;
}) {
  const steps = TripProgress.timeline(booking);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId} marginBottom="3">
        {messages.timeline.heading}
      </Heading>
      <List.Root as="ol" listStyle="none" gap="3" data-testid="status-timeline">
        {steps.map((step) => (
          <List.Item
            key={step.status}
            data-state={step.state}
            data-status={step.status}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <Flex gap="3" align="flex-start">
              <Box
                marginTop="1.5"
                width="3"
                height="3"
                flexShrink="0"
                borderRadius="full"
                bg={dotColour[step.state]}
                aria-hidden="true"
              />
              <Box>
                <Text
                  fontWeight={step.state === "current" ? "bold" : "normal"}
                  color={step.state === "skipped" || step.state === "upcoming" ? "fg.muted" : "fg"}
                >
                  {statusLabels[step.status]}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {step.at !== undefined
                    ? dateTime(step.at)
                    : step.state === "skipped"
                      ? messages.timeline.skipped
                      : step.state === "upcoming"
                        ? messages.timeline.notYet
                        : messages.timeline.timeUnknown}
                </Text>
              </Box>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
