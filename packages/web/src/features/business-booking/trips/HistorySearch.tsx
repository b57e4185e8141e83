// History search (spec §3 history search text): sent when the form is submitted.
import { Button, HStack } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { useEffect, useState, type FormEvent } from "react";
import { bizMessages } from "../messages.ts";

export function HistorySearch({ value, onSearch }: { readonly value: string; readonly onSearch: (q: string) => void }) {
  const m = bizMessages.trips;
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={m.search}>
      <HStack align="flex-end" gap="2" maxWidth="xl">
        <Field.Root>
          <Field.Label htmlFor="trips-search">{m.search}</Field.Label>
          <Input id="trips-search" type="search" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
          <Field.HelperText>{m.searchHint}</Field.HelperText>
        </Field.Root>
        <Button type="submit" marginBottom="6">
          {m.searchButton}
        </Button>
      </HStack>
    </form>
  );
}
