// "Change this trip" on the manage page: for each leg still upcoming (Booking.isChangeable:
// booked, or a driver assigned but not on the way), the pickup date and time and the drop-off.
// The form opens on request, so the page stays short; what the server answers (a new price to
// pay, money back) is shown by the page. A refusal says what happened and what to do.
import { Alert, Button, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import { useId, useState, type FormEvent } from "react";
import { TextField } from "../../../components/forms/TextField.tsx";
import { messages } from "../messages.ts";
import { useChangeTrip, type ChangeOutcome } from "../use-change-trip.ts";
import { PlaceSearch } from "./PlaceSearch.tsx";

const two = (n: number) => String(n).padStart(2, "0");

export function ChangeTrip(props: {
  readonly legs: ReadonlyArray<Booking.Booking>;
  readonly onChanged: (outcome: ChangeOutcome) => void;
}) {
  const m = messages.change;
  const headingId = useId();
  const formsId = useId();
  const [open, setOpen] = useState(false);
  const changeable = props.legs.filter((leg) => Booking.isChangeable(leg.status));
  if (changeable.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="change-trip">
      <Heading as="h2" size="md" id={headingId}>
        {m.heading}
      </Heading>
      <Text>{m.intro}</Text>
      <Button
        variant="outline"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={formsId}
        onClick={() => setOpen((was) => !was)}
        data-testid="change-open"
      >
        {open ? m.close : m.open}
      </Button>
      <Stack id={formsId} gap="6" hidden={!open}>
        {open &&
          changeable.map((leg) => (
            <ChangeLeg
              key={leg.id}
              leg={leg}
              titled={props.legs.length > 1}
              onChanged={(outcome) => {
                setOpen(false);
                props.onChanged(outcome);
              }}
            />
          ))}
      </Stack>
    </Stack>
  );
}

function ChangeLeg(props: {
  readonly leg: Booking.Booking;
  readonly titled: boolean;
  readonly onChanged: (outcome: ChangeOutcome) => void;
}) {
  const m = messages.change;
  const { leg } = props;
  const id = useId();
  const wall = DateTime.fromEpochMs(leg.pickup_time);
  const bookedDate = DateTime.formatDate(wall);
  const bookedTime = `${two(wall.hour)}:${two(wall.minute)}`;
  const [date, setDate] = useState(bookedDate);
  const [time, setTime] = useState(bookedTime);
  const [dropOff, setDropOff] = useState<Booking.Place | undefined>(undefined);
  const [problem, setProblem] = useState<{ readonly date: boolean; readonly message: string } | undefined>(undefined);
  const change = useChangeTrip(props.onChanged);
  // "Change something first" goes as soon as something is changed.
  const edited = () => setProblem((shown) => (shown?.date === false ? undefined : shown));
  const legName = messages.trip.leg(leg.leg);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sameTime = date === bookedDate && time === bookedTime;
    if (sameTime && dropOff === undefined) return setProblem({ date: false, message: m.unchanged });
    setProblem(undefined);
    // The booked time to the second when the passenger left it alone.
    if (sameTime) return void change.save(leg, { dateTime: leg.pickup_time, dropOff });
    const day = DateTime.parseDate(date);
    const clock = DateTime.parseTime(time);
    if (day === undefined || clock === undefined) return setProblem({ date: true, message: m.dateInvalid });
    const instant = DateTime.fromLocal(day.toPlainDateTime(clock));
    if (instant._tag === "Failure") return setProblem({ date: true, message: instant.failure.message });
    void change.save(leg, { dateTime: DateTime.toEpochMs(instant.success), dropOff });
  }

  const failure = change.failure;
  return (
    <form onSubmit={submit} noValidate aria-label={props.titled ? m.legHeading(legName) : m.heading}>
      <Stack gap="4" maxWidth="xl" data-testid={`change-${leg.leg}`}>
        {props.titled && (
          <Heading as="h3" size="sm">
            {m.legHeading(legName)}
          </Heading>
        )}
        {failure !== undefined && (
          <Alert.Root status="error" role="alert" data-testid="change-failure">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m.failed}</Alert.Title>
              <Alert.Description>
                {failure.code === "wrong_state" ? `${failure.message} ${m.finishedHint}` : failure.message}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: "1fr 1fr", md: "12rem 10rem" }} gap="3">
          <TextField
            id={`${id}-date`}
            label={m.date}
            type="date"
            value={date}
            error={problem?.date === true ? problem.message : undefined}
            onValue={(value) => {
              setDate(value);
              edited();
            }}
            data-testid="change-date"
          />
          <TextField
            id={`${id}-time`}
            label={m.time}
            type="time"
            value={time}
            onValue={(value) => {
              setTime(value);
              edited();
            }}
            data-testid="change-time"
          />
        </Grid>
        <PlaceSearch
          current={Booking.dropOff(leg)?.address ?? ""}
          chosen={dropOff}
          onChoose={(place) => {
            setDropOff(place);
            if (place !== undefined) edited();
          }}
        />
        {problem?.date === false && (
          <Text role="alert" color="fg.error" data-testid="change-unchanged">
            {problem.message}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={change.saving}
          loadingText={m.saving}
          data-testid="change-save"
        >
          {m.save}
        </Button>
      </Stack>
    </form>
  );
}
