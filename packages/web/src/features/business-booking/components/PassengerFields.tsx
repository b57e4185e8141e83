// The passenger of a leg (spec §3 Business booking: name, email, dialCode, phone).
import { Grid, Stack } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import type { BusinessBooking, ReturnJourney } from "@cabline/domain";
import { bizMessages } from "../messages.ts";
import { dialCodes, SelectField, TextField } from "./fields.tsx";
import { limits } from "@cabline/domain/Validation";

type Props = {
  readonly tab: ReturnJourney.Tab;
  readonly journey: BusinessBooking.BusinessJourney;
  readonly update: (change: Partial<BusinessBooking.BusinessJourney>) => void;
};

export function PassengerFields({ tab, journey, update }: Props) {
  const m = bizMessages.form;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {m.passenger}
      </Fieldset.Legend>
      <Fieldset.HelperText>{m.passengerHint}</Fieldset.HelperText>
      <Stack gap="4" marginTop="2">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
          <TextField
            id={`${tab}-name`}
            label={m.name}
            autoComplete="off"
            maxLength={limits.nameLength}
            value={journey.name}
            error={journey.errors["name"]}
            onChange={(name) => update({ name })}
          />
          <TextField
            id={`${tab}-email`}
            label={m.email}
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={limits.emailLength}
            value={journey.email}
            error={journey.errors["email"]}
            onChange={(email) => update({ email })}
          />
        </Grid>
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
          <SelectField
            id={`${tab}-dial-code`}
            label={m.dialCode}
            value={journey.dialCode}
            options={dialCodes}
            onChange={(dialCode) => update({ dialCode })}
          />
          <TextField
            id={`${tab}-phone`}
            label={m.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={journey.phone}
            error={journey.errors["phone"]}
            onChange={(phone) => update({ phone })}
          />
        </Grid>
      </Stack>
    </Fieldset.Root>
  );
}
