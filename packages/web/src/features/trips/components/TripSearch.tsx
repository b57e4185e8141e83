// The search of past trips (spec §7 history/get search): a labelled field and a button.
import { Button, Flex } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { useState, type FormEvent } from "react";
import { messages } from "../messages.ts";

export function TripSearch({
  initial,
  onSearch,
}: {
  readonly initial: string;
  readonly onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    <form onSubmit={onSubmit} role="search" aria-label={messages.list.searchForm}>
      <Field.Root>
        <Field.Label htmlFor="trip-search">{messages.list.search}</Field.Label>
        <Field.HelperText id="trip-search-hint">{messages.list.searchHint}</Field.HelperText>
        <Flex gap="2" width="full" maxWidth="md">
          <Input
            id="trip-search"
            type="search"
            aria-describedby="trip-search-hint"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" variant="outline">
            {messages.list.searchButton}
          </Button>
        </Flex>
      </Field.Root>
    </form>
  );
}
