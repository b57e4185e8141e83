// Address search through the maps port (spec §7 Maps service; §5 a business pickup and drop-off
// need an id, so a place counts only once chosen from the suggestions). A combobox: type, see
// suggestions, choose one with the mouse or the arrow keys and Enter.
import { Box, Spinner, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../../components/controls/field.tsx";
import type { Location } from "@cabline/domain";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { emptied } from "../../../../lib/lists.ts";
import { useServices } from "../../../../lib/session-context.tsx";
import { bizMessages } from "../messages.ts";

type Suggestion = { readonly placeId: string; readonly text: string; readonly mainText: string };

export type AddressSearchProps = {
  readonly id: string;
  readonly label: string;
  readonly value: Location.Location | null;
  readonly error?: string | undefined;
  readonly onChange: (location: Location.Location | null) => void;
};

const minLength = 3;

export function AddressSearch({ id, label, value, error, onChange }: AddressSearchProps) {
  const load = useServices();
  const listId = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value?.address ?? "");
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<ReadonlyArray<Suggestion>>([]);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  // While a chosen suggestion is located, the field shows its name but the form holds the typing.
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const session = useRef(crypto.randomUUID());

  // The form may change the place (swap, return defaults, reload): show its address.
  useEffect(() => setText(value?.address ?? ""), [value?.address]);
  const chosenId = value?.id;
  const chosenAddress = value?.address;

  useEffect(() => {
    // No search for the address of a chosen place; a typed address (no id yet) is searched, also
    // when it replaced a chosen one (a return's pickup copied from the outbound, edited).
    const chosen = chosenId !== undefined && text === chosenAddress;
    if (!open || text.trim().length < minLength || chosen) {
      setSuggestions(emptied);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setSearching(true);
      setProblem(undefined);
      load()
        .then(({ maps }) => maps.autocomplete(text, { sessionToken: session.current }))
        .then(
          (found) => {
            if (!live) return;
            setSuggestions(found);
            setActive(-1);
            if (found.length === 0) setProblem(bizMessages.address.noMatch);
          },
          (failure: unknown) => live && setProblem(failure instanceof Error ? failure.message : String(failure)),
        )
        .finally(() => live && setSearching(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, open, load, chosenId, chosenAddress]);

  async function choose(suggestion: Suggestion) {
    setOpen(false);
    setSuggestions([]);
    setText(suggestion.text);
    setSearching(true);
    setLocating(true);
    try {
      const { maps } = await load();
      const location = await maps.placeDetails(suggestion.placeId, { sessionToken: session.current });
      session.current = crypto.randomUUID();
      setProblem(undefined);
      onChange(location);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSearching(false);
      setLocating(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (suggestions.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen !== undefined) void choose(chosen);
    } else if (event.key === "Escape" || event.key === "Tab") {
      // Tabbing on closes the list at once, so it never covers the next control (WCAG 2.4.11).
      setOpen(false);
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <Field.Root invalid={error !== undefined} position="relative">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-busy={locating || undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          // A typed address is not a chosen place: it has no id until one is picked (§5).
          if (value !== null)
            onChange(event.currentTarget.value === "" ? null : { address: event.currentTarget.value });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <Stack direction="row" gap="2" align="center" minHeight="5">
        {searching ? (
          <>
            <Spinner size="xs" />
            <Text fontSize="sm" color="fg.muted" role="status">
              {bizMessages.address.searching}
            </Text>
          </>
        ) : (
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {problem ?? bizMessages.address.chooseHint}
          </Text>
        )}
      </Stack>
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={bizMessages.address.suggestions(label)}
        hidden={!expanded}
        position="absolute"
        top="100%"
        left="0"
        right="0"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        maxHeight="64"
        overflowY="auto"
        listStyleType="none"
      >
        {suggestions.map((suggestion, index) => (
          <Box
            as="li"
            key={suggestion.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            paddingX="3"
            paddingY="2"
            cursor="pointer"
            bg={index === active ? "bg.emphasized" : undefined}
            _hover={{ bg: "bg.muted" }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
          >
            {suggestion.text}
          </Box>
        ))}
      </Box>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
