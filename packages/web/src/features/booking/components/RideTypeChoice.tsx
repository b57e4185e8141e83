// The ride types that can carry the journey (spec §4 Ride type selection: active, enabled, enough
// seats and luggage room, compatible with the direction; RideAvailability decides), as the radio
// cards both booking forms use (components/controls/radio.tsx RideTypeRadios), with loading and retry.
import { Text } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import { RideTypeRadios } from "../../../components/controls/radio.tsx";
import * as RideAvailability from "@cabline/domain/RideAvailability";
import { bookingMessages as m } from "../messages.ts";
import { RetryAlert } from "./RetryAlert.tsx";
import { errorTextColour } from "./styles.ts";
import type { RideTypesState } from "../hooks/use-ride-types.ts";
import type { RidePrices } from "../hooks/use-ride-prices.ts";

/** The price line of each ride type on this leg (spec §4; docs/decisions/first-step-prices.md). */
function priceText(prices: RidePrices, leg: "outbound" | "return"): (rideType: RideAvailability.RideType) => string {
  switch (prices.status) {
    case "waiting":
      return () => "";
    case "pricing":
      return () => m.pricing;
    case "unknown":
      return () => m.priceNextStep;
    case "ready":
      return (rideType) => prices.priceOf(leg, String(rideType.id)) ?? m.priceNextStep;
  }
}

export type RideTypeChoiceProps = {
  readonly id: string;
  readonly state: RideTypesState;
  readonly demand: RideAvailability.Demand;
  readonly value: RideAvailability.RideTypeId | null;
  readonly onChange: (id: RideAvailability.RideTypeId) => void;
  readonly onRetry: () => void;
  readonly error?: string | undefined;
  /** Each ride type's price on this journey, when the form shows them (the consumer form). */
  readonly prices?: RidePrices | undefined;
};

export function RideTypeChoice({ id, state, demand, value, onChange, onRetry, error, prices }: RideTypeChoiceProps) {
  const available = state.status === "ready" ? RideAvailability.availableRideTypes(state.rideTypes, demand) : [];
  return (
    <Fieldset.Root invalid={error !== undefined} id={id} tabIndex={-1}>
      <Fieldset.Legend fontWeight="medium">{m.rideType}</Fieldset.Legend>
      {state.status === "loading" && <Text aria-live="polite">{m.rideTypeLoading}</Text>}
      {state.status === "failed" && <RetryAlert message={state.message} onRetry={onRetry} />}
      {state.status === "ready" && available.length === 0 && <Text role="alert">{m.rideTypeNone}</Text>}
      {available.length > 0 && (
        <RideTypeRadios
          name={id}
          rideTypes={available}
          value={value}
          onChange={onChange}
          pictureOf={RideAvailability.pictureOf}
          priceOf={prices === undefined ? undefined : priceText(prices, demand.direction)}
        />
      )}
      <Fieldset.ErrorText color={errorTextColour}>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
