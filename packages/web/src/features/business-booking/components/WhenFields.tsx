// When the ride is (spec §2 ASAP sets the time to one minute from now; §4 pickup now + 15 min;
// §5 a typed date is checked; a London wall time that does not exist or happens twice is said so).
import { Grid, Stack } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import type { ReturnJourney } from "@cabline/domain";
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import * as DateTime from "@cabline/domain/DateTime";
import { useEffect, useState } from "react";
import { clockNow } from "../state/draft.ts";
import { bizMessages } from "../messages.ts";
import { CheckField, TextField } from "./fields.tsx";

type Props = {
  readonly tab: ReturnJourney.Tab;
  readonly journey: BusinessBooking.BusinessJourney;
  readonly change: (update: (booking: BusinessBooking.BusinessBooking) => BusinessBooking.BusinessBooking) => void;
};

const localParts = (epochMs: number) => {
  const wall = DateTime.fromEpochMs(epochMs);
  const two = (n: number) => String(n).padStart(2, "0");
  return { date: DateTime.formatDate(wall), time: `${two(wall.hour)}:${two(wall.minute)}` };
};

export function WhenFields({ tab, journey, change }: Props) {
  const m = bizMessages.form;
  const [typed, setTyped] = useState(() => localParts(journey.dateTime));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  useEffect(() => setTyped(localParts(journey.dateTime)), [journey.dateTime]);

  function commit(next: { date: string; time: string }) {
    setTyped(next);
    const date = DateTime.parseDate(next.date);
    const time = DateTime.parseTime(next.time);
    if (date === undefined || time === undefined) return setProblem(m.dateInvalid);
    const instant = DateTime.fromLocal(date.toPlainDateTime(time));
    if (instant._tag === "Failure") return setProblem(instant.failure.message);
    setProblem(undefined);
    change((booking) => BusinessBooking.setDateTime(booking, DateTime.toEpochMs(instant.success)));
  }

  const error = problem ?? journey.errors["dateTime"];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {m.when}
      </Fieldset.Legend>
      <Stack gap="3" marginTop="2">
        <CheckField
          id={`${tab}-asap`}
          label={m.asap}
          checked={journey.asap}
          onChange={(asap) => change((booking) => BusinessBooking.setAsap(booking, asap, clockNow()))}
        />
        <Grid templateColumns={{ base: "1fr 1fr", md: "12rem 10rem" }} gap="3">
          <TextField
            id={`${tab}-date`}
            label={m.date}
            type="date"
            value={typed.date}
            error={error}
            onChange={(date) => commit({ ...typed, date })}
          />
          <TextField
            id={`${tab}-time`}
            label={m.time}
            type="time"
            value={typed.time}
            onChange={(time) => commit({ ...typed, time })}
          />
        </Grid>
      </Stack>
    </Fieldset.Root>
  );
}
