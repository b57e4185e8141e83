// A page that explains where the visitor is and offers one way on: not found, not available.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";

export type MessagePageProps = {
  readonly title: string;
  readonly body: string;
  readonly action: { readonly label: string; readonly to: string };
  readonly testId: string;
};

export function MessagePage({ title, body, action, testId }: MessagePageProps) {
  return (
    <Stack gap="4" paddingY="10" maxWidth="lg" data-testid={testId}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>{body}</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </Stack>
  );
}
