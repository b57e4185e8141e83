// The ride types that can carry the journey (spec §4 Ride type selection: active, enabled, enough
// seats and luggage room, compatible with the direction; RideAvailability decides), as radios
// with their seats, luggage and a picture of the vehicle (RideAvailability.pictureOf: the dispatch
// API's image when it is an http(s) URL). The picture is decoration beside the name, so it has no
// text of its own, a fixed box (nothing moves when it arrives) and is hidden if it fails to load.
import { HStack, Text } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import { Radio, RadioGroup } from "../../../components/controls/radio.tsx";
import * as RideAvailability from "@cabline/domain/RideAvailability";
import { bookingMessages as m } from "../messages.ts";
import { RetryAlert } from "./RetryAlert.tsx";
import { errorTextColour } from "./styles.ts";
import type { RideTypesState } from "../hooks/use-ride-types.ts";

export type RideTypeChoiceProps = {
  readonly id: string;
  readonly state: RideTypesState;
  readonly demand: RideAvailability.Demand;
  readonly value: RideAvailability.RideTypeId | null;
  readonly onChange: (id: RideAvailability.RideTypeId) => void;
  readonly onRetry: () => void;
  readonly error?: string | undefined;
};

export function RideTypeChoice({ id, state, demand, value, onChange, onRetry, error }: RideTypeChoiceProps) {
  const available = state.status === "ready" ? RideAvailability.availableRideTypes(state.rideTypes, demand) : [];
  return (
    <Fieldset.Root invalid={error !== undefined} id={id} tabIndex={-1}>
      <Fieldset.Legend fontWeight="medium">{m.rideType}</Fieldset.Legend>
      {state.status === "loading" && <Text aria-live="polite">{m.rideTypeLoading}</Text>}
      {state.status === "failed" && <RetryAlert message={state.message} onRetry={onRetry} />}
      {state.status === "ready" && available.length === 0 && <Text role="alert">{m.rideTypeNone}</Text>}
      {available.length > 0 && (
        <RadioGroup>
          {available.map((rideType) => (
            <Radio
              key={String(rideType.id)}
              name={id}
              value={String(rideType.id)}
              checked={value !== null && String(value) === String(rideType.id)}
              onChecked={() => onChange(rideType.id)}
              card
            >
              <HStack gap="3" flex="1" justify="space-between">
                <span>
                  <Text as="span" fontWeight="medium">
                    {rideType.name}
                  </Text>{" "}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {m.seats(rideType.numSeats)} · {m.bags(rideType.max_luggage)}
                  </Text>
                </span>
                <Picture src={RideAvailability.pictureOf(rideType)} />
              </HStack>
            </Radio>
          ))}
        </RadioGroup>
      )}
      <Fieldset.ErrorText color={errorTextColour}>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

function Picture({ src }: { readonly src: string | undefined }) {
  if (src === undefined) return null;
  return (
    <img
      src={src}
      alt=""
      width={72}
      height={36}
      loading="lazy"
      decoding="async"
      style={{ width: "72px", height: "36px", objectFit: "contain", flexShrink: 0 }}
      onError={(event) => {
        event.currentTarget.style.visibility = "hidden";
      }}
      data-testid="ride-type-picture"
    />
  );
}
