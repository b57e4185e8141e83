// The one place field of every booking form, consumer and business (spec §3 Location, §7 Maps
// service; docs/decisions/place-combobox.md): an address typed with search as you type, in the
// WAI-ARIA combobox pattern, so the list is reachable with arrows, Enter and Escape and read out by
// screen readers. With nothing typed it offers what the form gives it (recent places, airports).
// What is typed is kept, without an id, until a suggestion is picked, so nothing typed is lost;
// a form that needs a chosen place (§5 business trips) refuses one without an id.
import { Box, Spinner, Stack, Text } from "@chakra-ui/react";
import type * as Location from "@cabline/domain/Location";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Field, Input } from "../controls/field.tsx";
import { type Suggestion, usePlaceSearch } from "./use-place-search.ts";

export type PlaceComboboxProps = {
  readonly id: string;
  readonly label: string;
  readonly value: Location.Location | null;
  readonly onChange: (location: Location.Location | null) => void;
  readonly error?: string | undefined;
  /** Offered while nothing is typed. */
  readonly offered?: ReadonlyArray<Suggestion> | undefined;
  /** The field's hint, and what it says while searching and when nothing matches. */
  readonly words: { readonly hint: string; readonly searching: string; readonly noMatches: string };
  /** Search starts at this many characters (default 2). */
  readonly minLength?: number;
  /** Drawn under the field (the pickup's "Use my current location"): `settle` hands it a place. */
  readonly extra?: ((settle: (location: Location.Location) => void) => ReactNode) | undefined;
};

/**
 * What is typed reaches the form 250 ms after the last key, on leaving the field, or when a place
 * is chosen: handing every key to the form re-rendered the whole booking page, 150 ms a key on a
 * mid-range phone (INP). The field shows the typing at once.
 */
function useTypedHandover(value: Location.Location | null, onChange: PlaceComboboxProps["onChange"]) {
  const [text, setText] = useState(value?.address ?? "");
  const typedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingTyped = useRef<string | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const cancel = () => {
    clearTimeout(typedTimer.current);
    pendingTyped.current = undefined;
  };
  const flush = () => {
    const typed = pendingTyped.current;
    cancel();
    if (typed !== undefined) latestOnChange.current(typed.trim() === "" ? null : { address: typed });
  };
  const type = (next: string) => {
    setText(next);
    pendingTyped.current = next;
    clearTimeout(typedTimer.current);
    typedTimer.current = setTimeout(flush, 250);
  };
  // Typing not yet handed over is not lost when the field goes (a tab switch, leaving the page).
  useEffect(() => flush, []);
  // Follow changes made elsewhere (swap, return defaults, restore), but not while typing is pending.
  useEffect(() => {
    if (pendingTyped.current === undefined) setText(value?.address ?? "");
  }, [value?.address]);
  return { text, setText, type, flush, cancel };
}

export function PlaceCombobox(props: PlaceComboboxProps) {
  const { id, label, onChange, error, offered = [], words, minLength, extra } = props;
  const listId = useId();
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePlaceSearch(minLength);
  // A chosen suggestion is located (placeDetails) before it reaches the form: until then the field
  // shows the place's name but the form still holds what was typed, so the field says it is busy.
  const [locating, setLocating] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useTypedHandover(props.value, onChange);
  const typing = typed.text.trim() !== "";
  const options: ReadonlyArray<Suggestion> = typing ? search.suggestions : offered;

  async function pick(option: Suggestion) {
    typed.cancel();
    setOpen(false);
    setActive(-1);
    typed.setText(option.label);
    setLocating(true);
    try {
      const location = await search.resolve(option);
      if (location !== undefined) onChange(location);
    } finally {
      setLocating(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosen = open ? options[active] : undefined;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && chosen !== undefined) {
      event.preventDefault();
      void pick(chosen);
    } else if (event.key === "Enter") {
      // Enter sends the form: what is typed goes to the form first.
      typed.flush();
    } else if (event.key === "Escape" || event.key === "Tab") {
      // Tabbing on closes the list at once: left open while the blur settles, it would cover the
      // control that takes focus next (WCAG 2.4.11).
      setOpen(false);
    }
  }

  const showList = open && (options.length > 0 || (typing && !search.busy));
  return (
    <Field.Root invalid={error !== undefined || search.error !== undefined} position="relative">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Field.HelperText id={hintId}>{words.hint}</Field.HelperText>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-busy={locating || undefined}
        value={typed.text}
        onChange={(event) => {
          typed.type(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
          search.query(event.currentTarget.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          typed.flush();
          blurTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {extra?.((location) => {
        typed.cancel();
        onChange(location);
      })}
      {(search.busy || search.resolving) && (
        <Stack direction="row" align="center" gap="2" aria-live="polite">
          <Spinner size="xs" />
          <Text fontSize="sm">{words.searching}</Text>
        </Stack>
      )}
      <SuggestionList
        listId={listId}
        label={label}
        hidden={!showList}
        options={options}
        active={active}
        noMatches={options.length === 0 && typing && !search.busy ? words.noMatches : undefined}
        onPick={(option) => void pick(option)}
        // Keep focus in the input while a suggestion is clicked.
        onPress={() => clearTimeout(blurTimer.current)}
      />
      <Field.ErrorText>{error ?? search.error}</Field.ErrorText>
    </Field.Root>
  );
}

function SuggestionList(props: {
  readonly listId: string;
  readonly label: string;
  readonly hidden: boolean;
  readonly options: ReadonlyArray<Suggestion>;
  readonly active: number;
  readonly noMatches: string | undefined;
  readonly onPick: (option: Suggestion) => void;
  readonly onPress: () => void;
}) {
  const { listId, active } = props;
  return (
    <Box
      as="ul"
      id={listId}
      role="listbox"
      aria-label={props.label}
      hidden={props.hidden}
      position="absolute"
      top="100%"
      insetX="0"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      maxHeight="72"
      overflowY="auto"
      marginTop="1"
      onMouseDown={(event) => {
        event.preventDefault();
        props.onPress();
      }}
    >
      {props.noMatches !== undefined && (
        <Box as="li" role="option" aria-disabled="true" aria-selected="false" padding="3" color="fg.muted">
          {props.noMatches}
        </Box>
      )}
      {props.options.map((option, index) => (
        <Box
          as="li"
          key={option.key}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          padding="3"
          cursor="pointer"
          bg={index === active ? "bg.emphasized" : undefined}
          _hover={{ bg: "bg.muted" }}
          onClick={() => props.onPick(option)}
        >
          {option.group !== undefined && (
            <Text as="span" fontSize="xs" color="fg.muted" display="block">
              {option.group}
            </Text>
          )}
          <Text as="span" display="block">
            {option.label}
          </Text>
          {option.secondary !== undefined && (
            <Text as="span" fontSize="sm" color="fg.muted" display="block">
              {option.secondary}
            </Text>
          )}
        </Box>
      ))}
    </Box>
  );
}
