// A new drop-off for a booked leg, found through the maps port's geocoder (spec §7 Maps service,
// region GB): type a street, postcode or place, press Find (or Enter), choose one of the places
// found, or keep the booked one. Native radios in a fieldset: one tab stop, arrow keys, the
// legend names the group. Only a place with coordinates can be chosen (the contract needs them).
// The place comboboxes of the booking forms live in their features; this one is the trips'.
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import { failureMessage as mapsFailure } from "@cabline/api-ports/MapsApi";
import { useId, useState, type KeyboardEvent } from "react";
import { Field, Fieldset, Input } from "../../../components/controls/field.tsx";
import { Radio, RadioGroup } from "../../../components/controls/radio.tsx";
import { useServices } from "../../../lib/session-context.tsx";
import { messages } from "../messages.ts";

const minLength = 3;
const keep = "keep";

type Search =
  | { readonly kind: "idle" }
  | { readonly kind: "searching" }
  | { readonly kind: "found"; readonly places: ReadonlyArray<Booking.Place> }
  | { readonly kind: "failed"; readonly message: string };

export function PlaceSearch(props: {
  /** The booked drop-off's address. */
  readonly current: string;
  readonly chosen: Booking.Place | undefined;
  readonly onChoose: (place: Booking.Place | undefined) => void;
}) {
  const m = messages.change;
  const load = useServices();
  const id = useId();
  const [text, setText] = useState("");
  const [search, setSearch] = useState<Search>({ kind: "idle" });
  const [tooShort, setTooShort] = useState(false);

  async function find() {
    if (text.trim().length < minLength) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setSearch({ kind: "searching" });
    // The places found before go; so does a choice among them.
    props.onChoose(undefined);
    try {
      const { maps } = await load();
      const places = (await maps.geocode(text.trim())).filter(Booking.isPlace).slice(0, 5);
      setSearch({ kind: "found", places });
    } catch (error) {
      setSearch({ kind: "failed", message: mapsFailure(error) });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter searches here; it does not send the whole change.
    if (event.key !== "Enter") return;
    event.preventDefault();
    void find();
  }

  const places = search.kind === "found" ? search.places : [];
  const value = props.chosen === undefined ? keep : String(places.indexOf(props.chosen));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{m.dropOff}</Fieldset.Legend>
      <Stack gap="3">
        <Text data-testid="change-drop-current">{m.dropOffNow(props.current)}</Text>
        <Field.Root invalid={tooShort}>
          <Field.Label htmlFor={`${id}-search`}>{m.search}</Field.Label>
          <Field.HelperText marginTop="0">{m.searchHint}</Field.HelperText>
          <Flex gap="2" align="flex-start" wrap="wrap">
            <Input
              id={`${id}-search`}
              flex="1"
              minWidth="12rem"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              data-testid="change-drop-search"
            />
            <Button
              variant="outline"
              onClick={() => void find()}
              loading={search.kind === "searching"}
              loadingText={m.finding}
              data-testid="change-drop-find"
            >
              {m.find}
            </Button>
          </Flex>
          <Field.ErrorText>{m.searchShort}</Field.ErrorText>
        </Field.Root>
        <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
          {search.kind === "found" ? (places.length === 0 ? m.noneFound : m.found(places.length)) : ""}
          {search.kind === "failed" ? search.message : ""}
        </Text>
        {places.length > 0 && (
          <RadioGroup label={m.results} data-testid="change-drop-results">
            <Radio
              name={`${id}-drop`}
              value={keep}
              checked={value === keep}
              onChecked={() => props.onChoose(undefined)}
            >
              {m.keep(props.current)}
            </Radio>
            {places.map((place, index) => (
              <Radio
                key={`${index}-${place.address}`}
                name={`${id}-drop`}
                value={String(index)}
                checked={value === String(index)}
                onChecked={() => props.onChoose(place)}
              >
                {place.address}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
