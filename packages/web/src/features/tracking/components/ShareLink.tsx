// The passenger's share link (spec §2 /share/{token}): a read-only view of the ride for someone
// else. The link carries the share token, never the booking token that cancels and pays.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { useState } from "react";
import { messages } from "../messages.ts";

export function ShareLink({ shareToken }: { readonly shareToken: string }) {
  const url = `${window.location.origin}/share/${encodeURIComponent(shareToken)}`;
  const [copied, setCopied] = useState(false);
  return (
    <Stack as="section" gap="2" aria-labelledby="share-heading" data-testid="share-link">
      <Heading as="h2" size="md" id="share-heading">
        {messages.shareLink.heading}
      </Heading>
      <Text color="fg.muted">{messages.shareLink.help}</Text>
      <Field.Root>
        <Field.Label htmlFor="share-url">{messages.shareLink.label}</Field.Label>
        <Stack direction={{ base: "column", sm: "row" }} gap="2" width="full">
          <Input id="share-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button
            variant="outline"
            flexShrink="0"
            onClick={() =>
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {messages.shareLink.copy}
          </Button>
        </Stack>
      </Field.Root>
      <Text role="status" fontSize="sm" color="fg.muted">
        {copied ? messages.shareLink.copied : ""}
      </Text>
    </Stack>
  );
}
