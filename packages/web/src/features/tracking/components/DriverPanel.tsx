// Driver and vehicle of a leg, and where the car is, in words (the nearest address from the maps
// port, else coordinates) with how old that position is: the page never needs a map to be read.
import { Box, DataList, Heading, Text } from "@chakra-ui/react";
import type * as Booking from "@cabline/domain/Booking";
import * as TripProgress from "@cabline/domain/TripProgress";
import { messages } from "../messages.ts";
import { usePlaceName } from "../use-place-name.ts";

export function DriverPanel({ booking, now }: { readonly booking: Booking.Booking; readonly now: number }) {
  const driver = booking.driver;
  const place = usePlaceName(driver?.location);
  return (
    <Box as="section" aria-labelledby="driver-heading" data-testid="driver-panel">
      <Heading as="h2" size="md" id="driver-heading" marginBottom="3">
        {messages.driver.heading}
      </Heading>
      {driver === undefined ? (
        <Text color="fg.muted">{messages.driver.none}</Text>
      ) : (
        <DataList.Root orientation="horizontal" gap="2">
          <Row label={messages.driver.name} value={driver.name} testId="driver-name" />
          <Row label={messages.driver.vehicle} value={driver.vehicle} testId="driver-vehicle" />
          <Row label={messages.driver.registration} value={driver.registration} testId="driver-registration" />
          {driver.callsign !== undefined && <Row label={messages.driver.callsign} value={driver.callsign} />}
          {driver.phone_masked !== undefined && <Row label={messages.driver.phone} value={driver.phone_masked} />}
          {driver.eta_minutes !== undefined && booking.status === "en_route" && (
            <Row label={messages.driver.eta} value={messages.driver.etaValue(driver.eta_minutes)} testId="driver-eta" />
          )}
          <Row
            label={messages.driver.position}
            testId="driver-position"
            value={
              driver.location === undefined
                ? messages.driver.noPosition
                : [
                    place === undefined
                      ? messages.driver.coordinates(driver.location.lat, driver.location.lng)
                      : messages.driver.near(place),
                    ...ageOf(driver, now),
                  ].join(", ")
            }
          />
        </DataList.Root>
      )}
    </Box>
  );
}

const ageOf = (driver: Booking.AllocatedDriver, now: number): ReadonlyArray<string> => {
  const minutes = TripProgress.positionAgeMinutes(driver, now);
  return minutes === undefined ? [] : [messages.driver.age(minutes)];
};

function Row({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="8rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
