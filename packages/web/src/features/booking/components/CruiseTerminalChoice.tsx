// The drop-off of the cruise-book journey (spec §3 cruise-book, §5 "a drop-off with an id"): the
// Southampton cruise terminals as the maps service knows them (Tariff.isCruiseTerminal: the
// place's type or name), each with its id, as radio buttons. A maps service answers a search with
// a handful of places (Google and the sandbox: five), so the address search sits under the list for
// a terminal it left out; if the list cannot be had at all, the search alone stands in.
// Decision: no terminal list is hard-coded here; the operator's maps service is the source.
import { Box, Text } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import { Radio, RadioGroup } from "../../../components/controls/radio.tsx";
import * as Location from "@cabline/domain/Location";
import * as Tariff from "@cabline/domain/Tariff";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { messageOf } from "../hooks/use-ride-types.ts";
import { bookingMessages as m } from "../messages.ts";
import { RetryAlert } from "./RetryAlert.tsx";
import { PlaceField } from "./PlaceField.tsx";
import { errorTextColour } from "./styles.ts";

type Terminals =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  | { readonly status: "ready"; readonly terminals: ReadonlyArray<Location.Location> };

const terminalQuery = "cruise terminal";

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: Terminals = { status: "loading" };

export function CruiseTerminalChoice({
  id,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly value: Location.Location | null;
  readonly error?: string | undefined;
  readonly onChange: (location: Location.Location | null) => void;
}) {
  const load = useServices();
  const [state, setState] = useState<Terminals>(loading);
  const fetchTerminals = useCallback(() => {
    let live = true;
    setState(loading);
    load()
      .then(({ maps }) => maps.geocode(terminalQuery))
      .then((found) => {
        const terminals = found.filter(
          (place) =>
            Location.hasId(place) &&
            Tariff.isCruiseTerminal({
              ...(place.types === undefined ? {} : { types: place.types }),
              description: place.address,
            }),
        );
        if (live) setState({ status: "ready", terminals });
      })
      .catch((failure: unknown) => live && setState({ status: "failed", message: messageOf(failure) }));
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(fetchTerminals, [fetchTerminals]);

  if (state.status === "ready" && state.terminals.length === 0) {
    return <PlaceField id={id} label={m.cruiseTerminal} value={value} error={error} onChange={onChange} />;
  }
  return (
    // The id is on a wrapper: the error summary's link (#outbound-drop) moves focus here.
    <Box id={id} tabIndex={-1}>
      <Fieldset.Root invalid={error !== undefined}>
        <Fieldset.Legend fontWeight="medium">{m.cruiseTerminal}</Fieldset.Legend>
        {state.status === "loading" && <Text aria-live="polite">{m.cruiseTerminalsLoading}</Text>}
        {state.status === "failed" && <RetryAlert message={state.message} onRetry={fetchTerminals} />}
        {state.status === "ready" && (
          <RadioGroup>
            {state.terminals.map((terminal) => (
              <Radio
                key={String(terminal.id)}
                name={id}
                value={String(terminal.id)}
                checked={value?.id !== undefined && String(value.id) === String(terminal.id)}
                onChecked={() => onChange(terminal)}
                card
              >
                {terminal.address}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <Fieldset.ErrorText color={errorTextColour}>{error}</Fieldset.ErrorText>
        {state.status !== "loading" && (
          <PlaceField
            id={`${id}-search`}
            label={m.otherTerminal}
            value={value !== null && !listed(state, value) ? value : null}
            onChange={onChange}
          />
        )}
      </Fieldset.Root>
    </Box>
  );
}

const listed = (state: Terminals, value: Location.Location): boolean =>
  state.status === "ready" && state.terminals.some((terminal) => terminal.id === value.id);
