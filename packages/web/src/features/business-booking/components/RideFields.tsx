// Passengers, luggage and the ride types that can carry them (spec §4 Ride type selection: the
// domain's RideAvailability decides what is offered and keeps or replaces the choice; §9 4 / 0),
// and what assistance the leg's passenger needs (the domain's Assistance), which can narrow it.
import { Grid, Stack, Text } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import * as Assistance from "@cabline/domain/Assistance";
import * as RideAvailability from "@cabline/domain/RideAvailability";
import type { ReturnJourney } from "@cabline/domain";
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import { useEffect, useState } from "react";
import { bizMessages } from "../messages.ts";
import { AssistanceChoice } from "../../../components/assistance/AssistanceChoice.tsx";
import { RideTypeRadios } from "../../../components/controls/radio.tsx";
import { TextField } from "./fields.tsx";

type Props = {
  readonly tab: ReturnJourney.Tab;
  readonly journey: BusinessBooking.BusinessJourney;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly change: (update: (booking: BusinessBooking.BusinessBooking) => BusinessBooking.BusinessBooking) => void;
};

/** A typed count as a number; what cannot be read stays typed and is not applied. */
const countOf = (text: string): number | undefined => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : undefined);

export function RideFields({ tab, journey, rideTypes, change }: Props) {
  const m = bizMessages.form;
  const [typed, setTyped] = useState({ passengers: String(journey.passengers), luggage: String(journey.luggage) });
  useEffect(
    () => setTyped({ passengers: String(journey.passengers), luggage: String(journey.luggage) }),
    [journey.passengers, journey.luggage],
  );
  const available = BusinessBooking.availableRides(journey, tab, rideTypes);

  function setCount(key: "passengers" | "luggage", text: string) {
    setTyped((current) => ({ ...current, [key]: text }));
    const value = countOf(text);
    if (value === undefined) return;
    change((booking) =>
      BusinessBooking.setLoad(
        booking,
        { passengers: journey.passengers, luggage: journey.luggage, [key]: value },
        rideTypes,
      ),
    );
  }

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {m.ride}
      </Fieldset.Legend>
      <Stack gap="3" marginTop="2">
        <Grid templateColumns={{ base: "1fr 1fr", md: "10rem 10rem" }} gap="3">
          <TextField
            id={`${tab}-passengers`}
            label={m.passengers}
            type="number"
            inputMode="numeric"
            min={1}
            value={typed.passengers}
            error={journey.errors["passengers"]}
            onChange={(text) => setCount("passengers", text)}
          />
          <TextField
            id={`${tab}-luggage`}
            label={m.luggage}
            type="number"
            inputMode="numeric"
            min={0}
            value={typed.luggage}
            error={journey.errors["luggage"]}
            onChange={(text) => setCount("luggage", text)}
          />
        </Grid>
        {/* The leg's passenger's assistance: a wheelchair user who stays seated narrows the ride types below. */}
        <AssistanceChoice
          key={tab}
          prefix={`${tab}-assistance`}
          assistance={BusinessBooking.assistanceOf(journey)}
          onChange={(next) => change((booking) => BusinessBooking.setAssistance(booking, next, rideTypes))}
          toggle={m.needAssistance}
        />
        {available.length === 0 ? (
          <Text color="fg.error" id={`${tab}-rideId`} tabIndex={-1}>
            {Assistance.needsWheelchairVehicle(journey.assistance) ? m.noAccessibleRideTypes : m.noRideTypes}
          </Text>
        ) : (
          // The same radio cards as the consumer form (components/controls/radio.tsx RideTypeRadios).
          <Fieldset.Root invalid={journey.errors["rideId"] !== undefined} id={`${tab}-rideId`} tabIndex={-1}>
            <Fieldset.Legend fontWeight="medium">{m.rideType}</Fieldset.Legend>
            <RideTypeRadios
              name={`${tab}-rideId`}
              rideTypes={available}
              value={journey.rideId ?? null}
              onChange={(id) => change((booking) => BusinessBooking.setRide(booking, id))}
              pictureOf={RideAvailability.pictureOf}
            />
            <Fieldset.ErrorText color="fg.error">{journey.errors["rideId"]}</Fieldset.ErrorText>
          </Fieldset.Root>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
