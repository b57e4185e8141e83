// "I need assistance" on the booking form (the domain's Assistance): the passenger says what help
// they need for the whole booking. Its fields load only once the box is ticked, so the form's first
// paint carries none of them; unticking clears what was chosen.
import { Stack, Text } from "@chakra-ui/react";
import * as Assistance from "@cabline/domain/Assistance";
import * as BookingForm from "@cabline/domain/BookingForm";
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import { lazy, Suspense, useState } from "react";
import { Checkbox } from "../../../components/controls/checkbox.tsx";
import { bookingMessages as m } from "../messages.ts";
import { updateForm } from "../state/draft.ts";

const AssistanceFields = lazy(() =>
  import("./AssistanceFields.tsx").then((module) => ({ default: module.AssistanceFields })),
);

export function AssistanceChoice({
  form,
  rideTypes,
}: {
  form: BookingForm.BookingForm;
  rideTypes: ReadonlyArray<RideAvailability.RideType>;
}) {
  const assistance = BookingForm.assistanceOf(form);
  const [open, setOpen] = useState(() => !Assistance.isNone(assistance));
  const set = (next: Assistance.Assistance) => updateForm((f) => BookingForm.setAssistance(f, next, rideTypes));
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Checkbox
          checked={open}
          onCheckedChange={(checked) => {
            setOpen(checked);
            if (!checked) set(Assistance.none);
          }}
          inputProps={{ "data-testid": "need-assistance", "aria-describedby": "assistance-hint" }}
        >
          {m.assistance.toggle}
        </Checkbox>
        <Text id="assistance-hint" fontSize="sm" color="fg.muted" paddingStart="7">
          {m.assistance.hint}
        </Text>
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <AssistanceFields assistance={assistance} onChange={set} words={m.assistance} />
        </Suspense>
      )}
    </Stack>
  );
}
