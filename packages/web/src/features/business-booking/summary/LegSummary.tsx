// One leg on the summary (spec §3 Business booking): places, time, passenger, party, ride, the
// airport and driver details, and its price with the additional charges (§7 getCostEstimate).
// Everything typed or sent by the server is rendered as text.
import { DataList, Heading, Link as ChakraLink, List, Stack, Text } from "@chakra-ui/react";
import { Card } from "../../../theme/later.ts";
import type { RideAvailability } from "@cabline/domain";
import * as Assistance from "@cabline/domain/Assistance";
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";
import * as Fares from "@cabline/domain/Fares";
import * as Quote from "@cabline/domain/Quote";
import { Link } from "react-router";
import { tabPath } from "../hooks/use-business-form.ts";
import { bizMessages } from "../messages.ts";
import { CheckField } from "../components/fields.tsx";

type Props = {
  readonly leg: "outbound" | "return";
  readonly journey: BusinessBooking.BusinessJourney;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly fare: Quote.Fare | undefined;
  readonly charges: ReadonlyArray<Quote.AdditionalCharge>;
  readonly accepted: ReadonlyArray<string>;
  readonly onAccept: (codes: ReadonlyArray<string>) => void;
};

const when = (journey: BusinessBooking.BusinessJourney) =>
  journey.asap ? bizMessages.summary.asap : DateTime.formatDateTime(DateTime.fromEpochMs(journey.dateTime));

export function LegSummary({ leg, journey, rideTypes, fare, charges, accepted, onAccept }: Props) {
  const m = bizMessages.summary;
  const rows: Array<[string, string]> = [
    [m.pickup, journey.pickup?.address ?? ""],
    [m.dropOff, BusinessBooking.dropOff(journey)?.address ?? ""],
    ...BusinessBooking.vias(journey)
      .filter((via) => via.location !== null && via.location.address.trim() !== "")
      .map((via): [string, string] => [
        m.via,
        `${via.location?.address ?? ""}${via.user !== null && via.user.name.trim() !== "" ? ` (${via.user.name})` : ""}`,
      ]),
    [m.when, when(journey)],
    [m.passenger, [journey.name, journey.email, journey.phone].filter((s) => s.trim() !== "").join(", ") || m.yourself],
    [
      m.rideType,
      [rideTypes.find((r) => r.id === journey.rideId)?.name, m.party(journey.passengers, journey.luggage)]
        .filter(Boolean)
        .join(" · "),
    ],
    ...(journey.flightNumber.trim() === "" ? [] : [[m.flight, journey.flightNumber] satisfies [string, string]]),
    ...(journey.meetAndGreet ? [[m.meetAndGreet, "✓"] satisfies [string, string]] : []),
    ...(journey.roomNumber.trim() === "" ? [] : [[m.room, journey.roomNumber] satisfies [string, string]]),
    ...(journey.reference.trim() === "" ? [] : [[m.reference, journey.reference] satisfies [string, string]]),
    ...(journey.notes.trim() === "" ? [] : [[m.notes, journey.notes] satisfies [string, string]]),
    // The assistance in the domain's words (Assistance.text), as dispatch and the driver read it.
    ...(Assistance.text(journey.assistance) === undefined
      ? []
      : [[m.assistance, Assistance.text(journey.assistance) ?? ""] satisfies [string, string]]),
  ];
  const range = fare === undefined ? undefined : Fares.range(fare);
  return (
    <Card.Root data-testid={`summary-${leg}`}>
      <Card.Header>
        <Stack direction="row" justify="space-between" align="baseline">
          <Heading as="h2" size="lg">
            {leg === "outbound" ? m.outbound : m.return}
          </Heading>
          <ChakraLink asChild color="brand.fg">
            <Link to={tabPath(leg)}>
              {m.change}
              <Text as="span" srOnly>{` ${leg === "outbound" ? m.outbound : m.return}`}</Text>
            </Link>
          </ChakraLink>
        </Stack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value], index) => (
            <DataList.Item key={`${label}-${index}`}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {fare !== undefined && (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {m.price}
            </Heading>
            <List.Root paddingStart="0" listStyleType="none" gap="1">
              {fare.lines.map((line) => (
                <List.Item key={line.code} display="flex" justifyContent="space-between">
                  <Text>{line.label}</Text>
                  <Text>{Money.format(line.amount)}</Text>
                </List.Item>
              ))}
            </List.Root>
            {charges.length > 0 && (
              <Stack gap="1">
                <Text fontWeight="semibold">{m.charges}</Text>
                {charges.map((charge) =>
                  Quote.isMandatory(charge) ? (
                    <Stack key={charge.code} direction="row" justify="space-between">
                      <Text>{charge.label}</Text>
                      <Text>{Money.format(charge.amount)}</Text>
                    </Stack>
                  ) : (
                    <Stack key={charge.code} direction="row" justify="space-between">
                      <CheckField
                        id={`${leg}-charge-${charge.code}`}
                        label={`${charge.label} (${m.optional})`}
                        checked={accepted.includes(charge.code)}
                        onChange={(on) =>
                          onAccept(on ? [...accepted, charge.code] : accepted.filter((c) => c !== charge.code))
                        }
                      />
                      <Text>{Money.format(charge.amount)}</Text>
                    </Stack>
                  ),
                )}
              </Stack>
            )}
            <Stack direction="row" justify="space-between" fontWeight="bold" data-testid={`price-${leg}`}>
              <Text>{m.total}</Text>
              <Text>
                {range === undefined
                  ? Money.format(fare.total)
                  : `${Money.format(range.low)} – ${Money.format(range.high)}`}
              </Text>
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
