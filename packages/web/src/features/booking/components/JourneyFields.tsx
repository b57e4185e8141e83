// One journey of the consumer form (spec §3, §4): pickup, via stops, drop-off and swap; when;
// passengers, luggage and the ride types that fit; airport fields when a place is an airport.
// Every change is a BookingForm transition on the current tab; field ids are "<tab>-<field>"
// so the error summary can link to them.
import { Button, HStack, IconButton, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { JourneyMap } from "./JourneyMap.tsx";
import { Field, Textarea } from "../../../components/controls/field.tsx";
import { systemClock } from "@cabline/api-ports/Clock";
import * as BookingForm from "@cabline/domain/BookingForm";
import * as Location from "@cabline/domain/Location";
import { limits } from "@cabline/domain/Limits";
import { bookingMessages as m } from "../messages.ts";
import type { RideTypesState } from "../hooks/use-ride-types.ts";
import type { QuickPicks } from "../hooks/quick-pick-list.ts";
import { updateForm } from "../state/draft.ts";
import { CountField } from "./CountField.tsx";
import { PlaceField } from "./PlaceField.tsx";
import { RideTypeChoice } from "./RideTypeChoice.tsx";
import type { RidePrices } from "../hooks/use-ride-prices.ts";
import { errorTextColour } from "./styles.ts";
import { WhenField } from "./WhenField.tsx";

// Drawn for an airport pickup only: its code loads then.
const AirportFields = lazy(() => import("./AirportFields.tsx"));

export type JourneyFieldsProps = {
  readonly form: BookingForm.BookingForm;
  readonly errors: Readonly<Record<string, string>>;
  readonly rideTypes: RideTypesState;
  readonly onRetryRideTypes: () => void;
  readonly quickPicks: QuickPicks;
  /** Each ride type's price on this journey (hooks/use-ride-prices.ts). */
  readonly prices?: RidePrices | undefined;
};

const rideTypesOf = (state: RideTypesState) => (state.status === "ready" ? state.rideTypes : []);

type Tab = BookingForm.BookingForm["selectedTab"];
type FieldError = (field: string) => string | undefined;
type EditJourney = (change: (j: BookingForm.Journey) => BookingForm.Journey) => void;

export function JourneyFields({ form, errors, rideTypes, onRetryRideTypes, quickPicks, prices }: JourneyFieldsProps) {
  const tab = form.selectedTab;
  const journey = BookingForm.currentJourney(form);
  const error = (field: string) => errors[`${tab}.${field}`];
  // Bound to this tab, not "the current one": a place resolved after the user switched tabs
  // (placeDetails is a call) still lands on the journey it was picked for.
  const editJourney: EditJourney = (change) => updateForm((f) => BookingForm.updateJourney(f, tab, change));

  return (
    <Stack gap="5">
      <PlaceField
        id={`${tab}-pickup`}
        label={m.pickup}
        value={journey.pickup}
        quickPicks={quickPicks}
        locate
        error={error("pickup")}
        onChange={(location) => editJourney((j) => ({ ...j, pickup: location }))}
      />
      <ViaStops
        tab={tab}
        stops={journey.additionalStops}
        quickPicks={quickPicks}
        error={error}
        editJourney={editJourney}
      />
      <PlaceField
        id={`${tab}-drop`}
        label={m.drop}
        value={journey.drop}
        quickPicks={quickPicks}
        error={error("drop")}
        onChange={(location) => editJourney((j) => ({ ...j, drop: location }))}
      />
      <JourneyMap journey={journey} id={`${tab}-route-map`} />
      <HStack gap="3" wrap="wrap">
        {/* A journey carries at most limits.viaStops stops, as the server allows. */}
        <Button
          variant="outline"
          size="sm"
          disabled={journey.additionalStops.length >= limits.viaStops}
          onClick={() => updateForm(BookingForm.addStop)}
        >
          {m.addStop}
        </Button>
        <Button
          variant="outline"
          size="sm"
          data-testid={`${tab}-swap`}
          onClick={() => updateForm(BookingForm.swapLocations)}
        >
          ⇅ {m.swap}
        </Button>
      </HStack>
      <WhenField
        idPrefix={tab}
        date={journey.date}
        asap={tab === "outbound" ? form.asap : undefined}
        error={error("date")}
        onDate={(date) => updateForm((f) => BookingForm.setDate(f, date))}
        onAsap={
          tab === "outbound" ? (asap) => updateForm((f) => BookingForm.setAsap(f, asap, systemClock.now())) : undefined
        }
      />
      <LoadFields tab={tab} journey={journey} rideTypes={rideTypes} error={error} />
      <RideTypeChoice
        id={`${tab}-rideType`}
        state={rideTypes}
        demand={BookingForm.demandOf(form, tab)}
        value={journey.rideType}
        error={error("rideType")}
        onRetry={onRetryRideTypes}
        onChange={(rideType) => updateForm((f) => BookingForm.setRideType(f, rideType))}
        prices={prices}
      />
      {journey.isAirportBooking && (
        <Suspense fallback={null}>
          <AirportFields tab={tab} journey={journey} editJourney={editJourney} />
        </Suspense>
      )}
      <NotesField tab={tab} notes={journey.notes} error={error("notes")} editJourney={editJourney} />
    </Stack>
  );
}

/** The via stops, each a place with its remove button. */
function ViaStops({
  tab,
  stops,
  quickPicks,
  error,
  editJourney,
}: {
  readonly tab: Tab;
  readonly stops: BookingForm.Journey["additionalStops"];
  readonly quickPicks: QuickPicks;
  readonly error: FieldError;
  readonly editJourney: EditJourney;
}) {
  return (
    <>
      {stops.map((stop, index) => (
        <HStack key={index} align="end" gap="2">
          <PlaceField
            id={`${tab}-stop-${index}`}
            label={m.stop(index + 1)}
            value={Location.isBlank(stop) ? null : stop}
            error={error(`stop-${index}`)}
            quickPicks={quickPicks}
            onChange={(location) =>
              editJourney((j) => ({
                ...j,
                additionalStops: j.additionalStops.with(index, location ?? Location.empty),
              }))
            }
          />
          <IconButton
            aria-label={m.removeStop(index + 1)}
            variant="outline"
            onClick={() => updateForm((f) => BookingForm.removeStop(f, index))}
          >
            ✕
          </IconButton>
        </HStack>
      ))}
    </>
  );
}

/** Passengers and luggage; a change chooses the ride type again for them (BookingForm.setLoad). */
function LoadFields({
  tab,
  journey,
  rideTypes,
  error,
}: {
  readonly tab: Tab;
  readonly journey: BookingForm.Journey;
  readonly rideTypes: RideTypesState;
  readonly error: FieldError;
}) {
  return (
    <HStack gap="4" align="start">
      <CountField
        id={`${tab}-passengers`}
        label={m.passengers}
        value={journey.passengers}
        min={1}
        error={error("passengers")}
        onChange={(passengers) =>
          updateForm((f) => BookingForm.setLoad(f, { passengers, luggage: journey.luggage }, rideTypesOf(rideTypes)))
        }
      />
      <CountField
        id={`${tab}-luggage`}
        label={m.luggage}
        value={journey.luggage}
        min={0}
        error={error("luggage")}
        onChange={(luggage) =>
          updateForm((f) => BookingForm.setLoad(f, { passengers: journey.passengers, luggage }, rideTypesOf(rideTypes)))
        }
      />
    </HStack>
  );
}

/** The notes for the driver. */
function NotesField({
  tab,
  notes,
  error,
  editJourney,
}: {
  readonly tab: Tab;
  readonly notes: string;
  readonly error: string | undefined;
  readonly editJourney: EditJourney;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={`${tab}-notes`}>{m.notes}</Field.Label>
      <Textarea
        id={`${tab}-notes`}
        rows={2}
        maxLength={limits.notesLength}
        value={notes}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          editJourney((j) => ({ ...j, notes: typed }));
        }}
      />
      <Field.ErrorText color={errorTextColour}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
