// A screen whose content is not built yet: it shows its title and what will be there, so no
// route of spec §2 is ever a blank page.
import { Heading, List, Stack, Text } from "@chakra-ui/react";
import { Card } from "../theme/later.ts";
import type { ReactNode } from "react";
import { messages } from "../i18n/messages.ts";

export type PlannedScreenProps = {
  readonly title: string;
  readonly summary: string;
  readonly willHold: ReadonlyArray<string>;
  readonly reference?: string | undefined;
  readonly children?: ReactNode;
};

export function PlannedScreen({ title, summary, willHold, reference, children }: PlannedScreenProps) {
  return (
    <Stack gap="5" paddingY="6" data-testid="planned-screen">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{summary}</Text>
      {reference !== undefined && (
        <Text>
          {messages.planned.tokenLabel}: <code>{reference}</code>
        </Text>
      )}
      <Card.Root variant="subtle" maxWidth="2xl">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            {messages.planned.comingHere}
          </Heading>
          <List.Root gap="1" paddingStart="5">
            {willHold.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
      {children}
    </Stack>
  );
}
