// A repeat-service contract in words (spec §2 /driver/bids): the route, the schedule (days, times,
// period, trips) and what the work needs. Server text is rendered as text, never markup. The trips
// are Driver.contractTrips of the schedule, the count the bid's total is over (BidForm); the bids
// so far are the live ones (Driver.bidsSoFar, kept current by Driver.withMyBid).
import { Badge, Box, DataList, HStack, List, Text } from "@chakra-ui/react";
import * as AssistanceWords from "@cabline/domain/AssistanceWords";
import * as DateTime from "@cabline/domain/DateTime";
import * as Driver from "@cabline/domain/Driver";
import * as Money from "@cabline/domain/Money";
import { TripMap } from "../../../components/maps/TripMap.tsx";
import { driverMessages } from "../messages.ts";

const text = driverMessages.bids;

const day = (iso: string): string => {
  const date = DateTime.parseDate(iso);
  return date === undefined ? iso : DateTime.formatDisplayDate(date);
};

export const closesAt = (epochMs: number): string => DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));

export function ContractDetails({ contract }: { readonly contract: Driver.RepeatContract }) {
  const [drop, ...vias] = [...contract.destinations].reverse();
  const schedule = contract.schedule;
  const trips = Driver.contractTrips(schedule);
  const needs = [
    ...(Driver.needsWheelchairVehicle(contract) ? [text.wheelchair] : []),
    ...(contract.passengers !== undefined ? [text.passengers(contract.passengers)] : []),
    ...(contract.luggage !== undefined && contract.luggage > 0 ? [text.luggage(contract.luggage)] : []),
    ...(contract.requirements ?? []),
  ];
  const assistance = AssistanceWords.text(contract.assistance);
  return (
    <DataList.Root orientation="vertical" size="md" gap="4">
      <DataList.Item>
        <DataList.ItemLabel>{text.route}</DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start" gap="1">
          <List.Root paddingStart="4" gap="1">
            <List.Item>
              {text.from}: {contract.pickup_location.address}
            </List.Item>
            {vias.reverse().map((stop, index) => (
              <List.Item key={`${index}-${stop.address}`}>
                {text.via}: {stop.address}
              </List.Item>
            ))}
            {drop !== undefined && (
              <List.Item>
                {text.to}: {drop.address}
              </List.Item>
            )}
          </List.Root>
          {contract.estimated_miles_per_trip !== undefined && (
            <Text color="fg.muted">{text.miles(contract.estimated_miles_per_trip)}</Text>
          )}
          <Box width="full" maxWidth="sm" marginTop="2">
            <TripMap
              places={[contract.pickup_location, ...contract.destinations]}
              heading={text.map.heading}
              describe={text.map.description}
              legend={text.map.legend}
              id={`contract-map-${contract.id}`}
              testId={`contract-map-${contract.id}`}
              level="h3"
            />
          </Box>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{text.schedule}</DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start" gap="1">
          <Text>
            {schedule.days.map((d) => text.days[d]).join(", ")} ·{" "}
            {text.times(schedule.outbound_time, schedule.return_time)}
          </Text>
          <Text>
            {text.period(day(schedule.start_date), day(schedule.end_date))} ·{" "}
            <span data-testid={`contract-trips-${contract.id}`}>{text.trips(trips)}</span>
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
      {needs.length > 0 && (
        <DataList.Item>
          <DataList.ItemLabel>{text.requirements}</DataList.ItemLabel>
          <DataList.ItemValue flexDirection="column" alignItems="start" gap="1">
            <HStack wrap="wrap" gap="2">
              {needs.map((need) => (
                // A badge keeps to one line; a long need ("Wheelchair-accessible vehicle needed") wraps
                // instead of pushing the page sideways at 320 px (WCAG 1.4.10).
                <Badge key={need} variant="outline" size="md" whiteSpace="normal" height="auto" paddingY="0.5">
                  {need}
                </Badge>
              ))}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {assistance !== undefined && (
        <DataList.Item>
          <DataList.ItemLabel>{text.assistance}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={`contract-assistance-${contract.id}`}>{assistance}</DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel>{text.closes(closesAt(contract.bidding_closes_at))}</DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start" gap="1">
          <Text color="fg.muted">
            {contract.guide_price_per_trip !== undefined &&
              `${text.guide(Money.format(contract.guide_price_per_trip))} · `}
            <span data-testid={`contract-bids-${contract.id}`}>{text.bidsCount(contract.bids_count ?? 0)}</span>
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
