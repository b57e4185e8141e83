// What assistance the passenger needs (the domain's Assistance): a wheelchair they stay in or move
// from, and the other needs, with their own words for the driver. Never priced; staying seated
// offers only wheelchair-accessible vehicles (BookingForm.setAssistance), and says so here.
import { Stack, Text } from "@chakra-ui/react";
import * as Assistance from "@cabline/domain/Assistance";
import { Checkbox } from "../controls/checkbox.tsx";
import { Field, Fieldset, Input } from "../controls/field.tsx";
import { Radio, RadioGroup } from "../controls/radio.tsx";

/** The form's words for these fields (messages.ts assistance), passed in so this chunk does not split the form's messages off. */
export type AssistanceWords = {
  readonly legend: string;
  readonly wheelchair: string;
  readonly noWheelchair: string;
  readonly accessibleOnly: string;
  readonly other: string;
};

const { wheelchairNeeds, otherNeeds } = Assistance;

export function AssistanceFields({
  prefix,
  assistance,
  onChange,
  words,
}: {
  prefix: string;
  assistance: Assistance.Assistance;
  onChange: (next: Assistance.Assistance) => void;
  words: AssistanceWords;
}) {
  const wheelchair = wheelchairNeeds.find((need) => assistance.needs.includes(need)) ?? "none";
  // The needs are kept as the domain keeps them; the words only when the leg is sent (BookingRequests).
  const withNeeds = (needs: ReadonlyArray<Assistance.Need>) =>
    onChange({ needs: Assistance.normalise({ needs }).needs, other: assistance.other });
  const setWheelchair = (choice: Assistance.Need | "none") =>
    withNeeds([
      ...assistance.needs.filter((need) => !wheelchairNeeds.includes(need)),
      ...(choice === "none" ? [] : [choice]),
    ]);
  const toggle = (need: Assistance.Need, on: boolean) =>
    withNeeds(on ? [...assistance.needs, need] : assistance.needs.filter((candidate) => candidate !== need));
  return (
    <Fieldset.Root data-testid={`${prefix}-fields`} paddingStart="7">
      <Fieldset.Legend srOnly>{words.legend}</Fieldset.Legend>
      <Stack gap="4">
        <Stack gap="2">
          <Text fontWeight="medium" id={`${prefix}-wheelchair`}>
            {words.wheelchair}
          </Text>
          <RadioGroup aria-labelledby={`${prefix}-wheelchair`}>
            {(["none", ...wheelchairNeeds] as const).map((choice) => (
              <Radio
                key={choice}
                name={`${prefix}-wheelchair`}
                value={choice}
                checked={wheelchair === choice}
                onChecked={() => setWheelchair(choice)}
              >
                {choice === "none" ? words.noWheelchair : Assistance.labels[choice]}
              </Radio>
            ))}
          </RadioGroup>
          {wheelchair === "wheelchair_stays_seated" && (
            <Text fontSize="sm" color="fg.muted" data-testid={`${prefix}-accessible-only`}>
              {words.accessibleOnly}
            </Text>
          )}
        </Stack>
        <Stack gap="2">
          {otherNeeds.map((need) => (
            <Checkbox key={need} checked={assistance.needs.includes(need)} onCheckedChange={(on) => toggle(need, on)}>
              {Assistance.labels[need]}
            </Checkbox>
          ))}
        </Stack>
        <Field.Root>
          <Field.Label>{words.other}</Field.Label>
          <Input
            maxLength={Assistance.otherMax}
            value={assistance.other}
            onChange={(event) => onChange({ ...assistance, other: event.currentTarget.value })}
          />
        </Field.Root>
      </Stack>
    </Fieldset.Root>
  );
}
