// "I need assistance" on a booking form (the domain's Assistance): the consumer form's, for the
// whole booking, and the business form's, for each leg's passenger. Its fields load only once the
// box is ticked, so a form's first paint carries none of them; unticking clears what was chosen.
// The form decides what a change does (BookingForm.setAssistance, BusinessBooking.setAssistance:
// never priced, a wheelchair user who stays seated offered only accessible vehicles).
import { Stack, Text } from "@chakra-ui/react";
import * as Assistance from "@cabline/domain/Assistance";
import { lazy, Suspense, useState } from "react";
import { Checkbox } from "../controls/checkbox.tsx";
import { assistanceMessages as words } from "./messages.ts";

const AssistanceFields = lazy(() =>
  import("./AssistanceFields.tsx").then((module) => ({ default: module.AssistanceFields })),
);

export function AssistanceChoice({
  prefix,
  assistance,
  onChange,
  toggle,
}: {
  /** Names the box, its hint and its fields, unique on the page ("assistance", "outbound-assistance"). */
  readonly prefix: string;
  readonly assistance: Assistance.Assistance;
  readonly onChange: (next: Assistance.Assistance) => void;
  /** The box's words, the form's own ("I need assistance"). */
  readonly toggle: string;
}) {
  const [open, setOpen] = useState(() => !Assistance.isNone(assistance));
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Checkbox
          checked={open}
          onCheckedChange={(checked) => {
            setOpen(checked);
            if (!checked) onChange(Assistance.none);
          }}
          inputProps={{ "data-testid": `need-${prefix}`, "aria-describedby": `${prefix}-hint` }}
        >
          {toggle}
        </Checkbox>
        <Text id={`${prefix}-hint`} fontSize="sm" color="fg.muted" paddingStart="7">
          {words.hint}
        </Text>
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <AssistanceFields prefix={prefix} assistance={assistance} onChange={onChange} words={words} />
        </Suspense>
      )}
    </Stack>
  );
}
