// Airport fields when the pickup or a destination is an airport (spec §4 Airport fields), then
// room, reference and notes for the driver (§3 Business booking). Meet and greet only where the
// leg starts at an airport or cruise terminal (Airport.offersMeetAndGreet: there are arrivals).
import { Grid, Stack } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import type { BusinessBooking, ReturnJourney } from "@cabline/domain";
import { offersMeetAndGreet } from "@cabline/domain/Airport";
import { limits } from "@cabline/domain/Validation";
import { bizMessages } from "../messages.ts";
import { CheckField, TextField } from "./fields.tsx";

type Props = {
  readonly tab: ReturnJourney.Tab;
  readonly journey: BusinessBooking.BusinessJourney;
  readonly update: (change: Partial<BusinessBooking.BusinessJourney>) => void;
};

export function DetailsFields({ tab, journey, update }: Props) {
  const m = bizMessages.form;
  return (
    <Stack gap="6">
      {journey.isAirportBooking && (
        <Fieldset.Root data-testid={`${tab}-airport`}>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            {m.airport}
          </Fieldset.Legend>
          <Stack gap="3" marginTop="2">
            <TextField
              id={`${tab}-flight-number`}
              label={m.flightNumber}
              hint={m.flightHint}
              autoComplete="off"
              maxLength={10}
              value={journey.flightNumber}
              error={journey.errors["flightNumber"]}
              onChange={(flightNumber) => update({ flightNumber: flightNumber.toUpperCase() })}
            />
            {offersMeetAndGreet(journey.pickup) && (
              <CheckField
                id={`${tab}-meet-and-greet`}
                label={m.meetAndGreet}
                checked={journey.meetAndGreet}
                onChange={(meetAndGreet) => update({ meetAndGreet })}
              />
            )}
          </Stack>
        </Fieldset.Root>
      )}
      <Fieldset.Root>
        <Fieldset.Legend fontSize="lg" fontWeight="semibold">
          {m.details}
        </Fieldset.Legend>
        <Stack gap="3" marginTop="2">
          <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
            {/* Lengths capped where the server caps them (Validation.limits). */}
            <TextField
              id={`${tab}-roomNumber`}
              label={m.room}
              maxLength={limits.referenceLength}
              value={journey.roomNumber}
              error={journey.errors["roomNumber"]}
              onChange={(roomNumber) => update({ roomNumber })}
            />
            <TextField
              id={`${tab}-reference`}
              label={m.reference}
              maxLength={limits.referenceLength}
              value={journey.reference}
              error={journey.errors["reference"]}
              onChange={(reference) => update({ reference })}
            />
          </Grid>
          <TextField
            id={`${tab}-notes`}
            label={m.notes}
            multiline
            maxLength={limits.notesLength}
            value={journey.notes}
            error={journey.errors["notes"]}
            onChange={(notes) => update({ notes })}
          />
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
}
