// The pickup date and time (spec §2 ASAP = now + 1 min, §4 default now + 15 min, §5 typed dates
// clamped and invalid ones reverted, §9 DD-MMM-YYYY hh:mm a). The browser's own date and time
// inputs are the accessible picker; the chosen time is read back in the spec's format, and a
// London wall time that does not exist or happens twice is explained (DateTime.fromLocal).
import { Button, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { systemClock } from "@cabline/api-ports/Clock";
import * as DateTime from "@cabline/domain/DateTime";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { bookingMessages as m } from "../messages.ts";
import { errorTextColour } from "./styles.ts";
import { Checkbox } from "../../../components/controls/checkbox.tsx";

// The calendar (and the date library under it) loads when the customer first opens it.
const CalendarPicker = lazy(() => import("./CalendarPicker.tsx"));

export type WhenFieldProps = {
  readonly idPrefix: string;
  readonly date: number;
  /** Offered on the outbound only. */
  readonly asap?: boolean | undefined;
  readonly onDate: (epochMs: number) => void;
  readonly onAsap?: ((asap: boolean) => void) | undefined;
  readonly error?: string | undefined;
};

const pad = (n: number) => String(n).padStart(2, "0");
const dateText = (ms: number) => DateTime.formatDate(DateTime.fromEpochMs(ms));
const timeText = (ms: number) => {
  const zoned = DateTime.fromEpochMs(ms);
  return `${pad(zoned.hour)}:${pad(zoned.minute)}`;
};

export function WhenField({ idPrefix, date, asap, onDate, onAsap, error }: WhenFieldProps) {
  const [day, setDay] = useState(dateText(date));
  const [time, setTime] = useState(timeText(date));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [calendar, setCalendar] = useState(false);
  const calendarToggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setDay(dateText(date));
    setTime(timeText(date));
  }, [date]);

  const today = DateTime.toLondon(systemClock.now()).toPlainDate();

  function commit(nextDay: string, nextTime: string) {
    const last = DateTime.fromEpochMs(date);
    const plainDate = DateTime.typedDate(nextDay, last.toPlainDate(), { min: today });
    const plainTime = DateTime.parseTime(nextTime) ?? last.toPlainTime();
    const result = DateTime.fromLocal(plainDate.toPlainDateTime(plainTime));
    if (result._tag === "Failure") {
      setProblem(result.failure.message);
      return;
    }
    setProblem(undefined);
    const epoch = DateTime.toEpochMs(result.success);
    if (epoch !== date) onDate(epoch);
    else {
      setDay(dateText(date));
      setTime(timeText(date));
    }
  }

  const shown = problem ?? error;
  return (
    <Field.Root invalid={shown !== undefined}>
      <Stack gap="2" width="full">
        <Text fontWeight="medium" as="span" id={`${idPrefix}-when-label`}>
          {m.when}
        </Text>
        {onAsap !== undefined && (
          <Checkbox checked={asap === true} onCheckedChange={onAsap} inputProps={{ "data-testid": `${idPrefix}-asap` }}>
            {m.asap}
          </Checkbox>
        )}
        <Stack direction="row" gap="3" role="group" aria-labelledby={`${idPrefix}-when-label`}>
          <Stack gap="1" flex="3">
            <Text asChild fontSize="sm" fontWeight="medium">
              <label htmlFor={`${idPrefix}-date`}>{m.date}</label>
            </Text>
            <Input
              id={`${idPrefix}-date`}
              type="date"
              min={DateTime.formatDate(today)}
              value={day}
              disabled={asap === true}
              onChange={(event) => setDay(event.currentTarget.value)}
              onBlur={(event) => commit(event.currentTarget.value, time)}
            />
          </Stack>
          <Stack gap="1" flex="2">
            <Text asChild fontSize="sm" fontWeight="medium">
              <label htmlFor={`${idPrefix}-time`}>{m.time}</label>
            </Text>
            <Input
              id={`${idPrefix}-time`}
              type="time"
              value={time}
              disabled={asap === true}
              onChange={(event) => setTime(event.currentTarget.value)}
              onBlur={(event) => commit(day, event.currentTarget.value)}
            />
          </Stack>
        </Stack>
        <Button
          ref={calendarToggle}
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          disabled={asap === true}
          aria-expanded={calendar}
          aria-controls={`${idPrefix}-calendar`}
          onClick={() => setCalendar((open) => !open)}
          data-testid={`${idPrefix}-calendar-toggle`}
        >
          {calendar ? m.hideCalendar : m.showCalendar}
        </Button>
        <div id={`${idPrefix}-calendar`}>
          {calendar && asap !== true && (
            <Suspense fallback={<Text fontSize="sm">{m.loadingCalendar}</Text>}>
              <CalendarPicker
                value={day}
                min={DateTime.formatDate(today)}
                label={m.calendarLabel}
                onPick={(picked) => {
                  setDay(picked);
                  commit(picked, time);
                  setCalendar(false);
                  calendarToggle.current?.focus();
                }}
              />
            </Suspense>
          )}
        </div>
        <Text fontSize="sm" color="fg.muted" data-testid={`${idPrefix}-when-text`} aria-live="polite">
          {m.whenHint(asap === true ? m.asapText : DateTime.formatDateTime(DateTime.fromEpochMs(date)))}
        </Text>
      </Stack>
      <Field.ErrorText color={errorTextColour}>{shown}</Field.ErrorText>
    </Field.Root>
  );
}
