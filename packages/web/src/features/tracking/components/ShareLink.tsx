// The passenger's share link (spec §2 /share/{token}): a read-only view of the ride for someone
// else. The link carries the share token, never the booking token that cancels and pays.
import { Button, chakra, Heading, Stack, Text, useRecipe } from "@chakra-ui/react";
import { useState } from "react";
import { messages } from "../messages.ts";
import { pageOrigin } from "../../../lib/state.ts";

export function ShareLink({ shareToken }: { readonly shareToken: string }) {
  const url = `${pageOrigin()}/share/${encodeURIComponent(shareToken)}`;
  const [copied, setCopied] = useState(false);
  // A read-only text to copy, not a form field: Chakra's input recipe on the native input, without
  // the field machinery (components/controls/field.tsx) this page has no other use for.
  const inputStyle = useRecipe({ key: "input" })({});
  return (
    <Stack as="section" gap="2" aria-labelledby="share-heading" data-testid="share-link">
      <Heading as="h2" size="md" id="share-heading">
        {messages.shareLink.heading}
      </Heading>
      <Text color="fg.muted">{messages.shareLink.help}</Text>
      <Stack gap="1.5">
        <chakra.label htmlFor="share-url" textStyle="sm" fontWeight="medium">
          {messages.shareLink.label}
        </chakra.label>
        <Stack direction={{ base: "column", sm: "row" }} gap="2" width="full">
          <chakra.input
            css={inputStyle}
            id="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
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
      </Stack>
      <Text role="status" fontSize="sm" color="fg.muted">
        {copied ? messages.shareLink.copied : ""}
      </Text>
    </Stack>
  );
}
