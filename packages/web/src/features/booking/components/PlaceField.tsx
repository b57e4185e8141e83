// An address field with search as you type (spec §3 Location, §7 Maps service): the WAI-ARIA
// combobox pattern, so the list is reachable with arrows, Enter and Escape and read out by screen
// readers. With nothing typed it offers the user's recent places and the airports. What is typed
// is kept (without an id) until a suggestion is picked, so nothing typed is lost.
import { Box, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import type * as Location from "@cabline/domain/Location";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { bookingMessages as m } from "../messages.ts";
import { errorTextColour } from "./styles.ts";
import { canLocate, useMyLocation } from "../hooks/use-my-location.ts";
import { type QuickPicks, useQuickPickList } from "../hooks/quick-pick-list.ts";
import { type Suggestion, usePlaceSearch } from "../hooks/use-place-search.ts";

export type PlaceFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: Location.Location | null;
  readonly onChange: (location: Location.Location | null) => void;
  readonly error?: string | undefined;
  readonly quickPicks?: QuickPicks | undefined;
  /** Offers "Use my current location" (the pickup field). */
  readonly locate?: boolean;
};

export function PlaceField({ id, label, value, onChange, error, quickPicks, locate = false }: PlaceFieldProps) {
  const listId = useId();
  const [text, setText] = useState(value?.address ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePlaceSearch();
  // A chosen suggestion is located (placeDetails) before it reaches the form: until then the field
  // shows the place's name but the form still holds what was typed, so the field says it is busy.
  const [locating, setLocating] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What is typed reaches the form (and so its saved copy) 250 ms after the last key, on leaving
  // the field, or when a place is chosen: handing every key to the form re-rendered the whole
  // booking page, 150 ms a key on a mid-range phone (INP). The field shows the typing at once.
  const typedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingTyped = useRef<string | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const cancelTyped = () => {
    clearTimeout(typedTimer.current);
    pendingTyped.current = undefined;
  };
  const flushTyped = () => {
    const typed = pendingTyped.current;
    cancelTyped();
    if (typed !== undefined) latestOnChange.current(typed.trim() === "" ? null : { address: typed });
  };
  // Typing not yet handed over is not lost when the field goes (a tab switch, leaving the page).
  useEffect(() => flushTyped, []);

  // Follow changes made elsewhere (swap, return defaults, restore), but not while typing is pending.
  useEffect(() => {
    if (pendingTyped.current === undefined) setText(value?.address ?? "");
  }, [value?.address]);

  const typing = text.trim() !== "";
  const offered = useQuickPickList(quickPicks);
  const options: ReadonlyArray<Suggestion> = typing ? search.suggestions : offered;

  async function pick(option: Suggestion) {
    cancelTyped();
    setOpen(false);
    setActive(-1);
    setText(option.label);
    setLocating(true);
    try {
      const location = await search.resolve(option);
      if (location !== undefined) onChange(location);
    } finally {
      setLocating(false);
    }
  }

  function onType(next: string) {
    setText(next);
    setOpen(true);
    setActive(-1);
    pendingTyped.current = next;
    clearTimeout(typedTimer.current);
    typedTimer.current = setTimeout(flushTyped, 250);
    search.query(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && !(open && options[active] !== undefined)) {
      // Enter sends the form: what is typed goes to the form first.
      flushTyped();
    } else if (event.key === "Enter" && open && options[active] !== undefined) {
      event.preventDefault();
      void pick(options[active]);
    } else if (event.key === "Escape" || event.key === "Tab") {
      // Tabbing on closes the list at once: left open while the blur settles, it would cover the
      // control that takes focus next (WCAG 2.4.11).
      setOpen(false);
    }
  }

  const showList = open && (options.length > 0 || (typing && !search.busy));
  const hintId = `${id}-hint`;
  return (
    <Field.Root invalid={error !== undefined || search.error !== undefined} position="relative">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Field.HelperText id={hintId}>{m.addressHint}</Field.HelperText>
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
        value={text}
        onChange={(event) => onType(event.currentTarget.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          flushTyped();
          blurTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {locate && canLocate() && (
        <MyLocation
          onFound={(location) => {
            cancelTyped();
            onChange(location);
          }}
        />
      )}
      {(search.busy || search.resolving) && (
        <Stack direction="row" align="center" gap="2" aria-live="polite">
          <Spinner size="xs" />
          <Text fontSize="sm">{m.searching}</Text>
        </Stack>
      )}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
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
          // Keep focus in the input while a suggestion is clicked.
          event.preventDefault();
          clearTimeout(blurTimer.current);
        }}
      >
        {options.length === 0 && typing && !search.busy && (
          <Box as="li" role="option" aria-disabled="true" aria-selected="false" padding="3" color="fg.muted">
            {m.noMatches}
          </Box>
        )}
        {options.map((option, index) => (
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
            onClick={() => void pick(option)}
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
      <Field.ErrorText color={errorTextColour}>{error ?? search.error}</Field.ErrorText>
    </Field.Root>
  );
}

function MyLocation({ onFound }: { readonly onFound: (location: Location.Location) => void }) {
  const { busy, error, locate } = useMyLocation(onFound);
  return (
    <Stack gap="1" alignItems="flex-start">
      <Button
        variant="plain"
        size="sm"
        paddingX="0"
        color="fg.info"
        textDecoration="underline"
        loading={busy}
        loadingText={m.locating}
        onClick={() => void locate()}
        data-testid="use-my-location"
      >
        {m.useMyLocation}
      </Button>
      {error !== undefined && (
        <Text fontSize="sm" color={errorTextColour} role="alert" data-testid="my-location-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
