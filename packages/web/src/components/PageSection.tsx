// A titled section of a page of text (the accessibility statement, /your-data): a <section> named
// by its heading, so a screen reader lists it among the page's regions.
import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function PageSection({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
