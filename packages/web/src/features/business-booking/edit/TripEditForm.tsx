// The fields of an upcoming trip the booker may change, prefilled from the booking.
import { Button, Grid, Stack } from "@chakra-ui/react";
import type { Booking } from "@cabline/domain";
import * as DateTime from "@cabline/domain/DateTime";
import { useState, type FormEvent } from "react";
import { TextField } from "../components/fields.tsx";
import { bizMessages } from "../messages.ts";
import type { EditValues } from "./use-trip-edit.ts";

const two = (n: number) => String(n).padStart(2, "0");

export function TripEditForm({
  leg,
  saving,
  onSave,
}: {
  readonly leg: Booking.Booking;
  readonly saving: boolean;
  readonly onSave: (values: EditValues) => void;
}) {
  const m = bizMessages.form;
  const wall = DateTime.fromEpochMs(leg.pickup_time);
  const [date, setDate] = useState(DateTime.formatDate(wall));
  const [time, setTime] = useState(`${two(wall.hour)}:${two(wall.minute)}`);
  const [notes, setNotes] = useState(leg.notes ?? "");
  const [reference, setReference] = useState(leg.reference ?? "");
  const [room, setRoom] = useState(leg.room ?? "");
  const [poNumber, setPoNumber] = useState(leg.your_references?.po_number ?? "");
  const [problem, setProblem] = useState<string | undefined>(undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const day = DateTime.parseDate(date);
    const clock = DateTime.parseTime(time);
    if (day === undefined || clock === undefined) return setProblem(m.dateInvalid);
    const instant = DateTime.fromLocal(day.toPlainDateTime(clock));
    if (instant._tag === "Failure") return setProblem(instant.failure.message);
    setProblem(undefined);
    onSave({ dateTime: DateTime.toEpochMs(instant.success), notes, reference, room, poNumber });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={bizMessages.trip.edit}>
      <Stack gap="4" maxWidth="xl">
        <Grid templateColumns={{ base: "1fr 1fr", md: "12rem 10rem" }} gap="3">
          <TextField id="edit-date" label={m.date} type="date" value={date} error={problem} onChange={setDate} />
          <TextField id="edit-time" label={m.time} type="time" value={time} onChange={setTime} />
        </Grid>
        <TextField id="edit-poNumber" label={m.poNumber} value={poNumber} onChange={setPoNumber} />
        <TextField id="edit-reference" label={m.reference} value={reference} onChange={setReference} />
        <TextField id="edit-room" label={m.room} value={room} onChange={setRoom} />
        <TextField id="edit-notes" label={m.notes} multiline value={notes} onChange={setNotes} />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={saving}
          loadingText={bizMessages.edit.saving}
        >
          {bizMessages.edit.save}
        </Button>
      </Stack>
    </form>
  );
}
