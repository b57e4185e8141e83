// The consent question (UK PECR reg. 6 and UK GDPR: analytics and the tenant's own scripts need
// consent; spec §7 starts opted out). Asked where there is something to consent to (the tenant's
// analytics token or its scripts): at start-up until the visitor answers (either answer is
// remembered), and again from "Cookie choices" in the footer, so consent can be taken back as
// easily as it was given. Refusing is one tap, beside accepting. Nothing is tracked and no tenant
// script runs until "Accept".
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { messages } from "../../i18n/messages.ts";
import { useEffect, useRef } from "react";
import { answerConsent, consentAsked, consentQuestion$ } from "../../lib/analytics.ts";
import { useStore } from "../../lib/store.ts";

export function AnalyticsConsent() {
  const open = useStore(consentQuestion$);
  const region = useRef<HTMLElement>(null);
  // Opened from the footer's "Cookie choices", the question at the top of the page takes focus.
  useEffect(() => {
    if (open && consentAsked()) region.current?.focus();
  }, [open]);
  if (!open) return null;
  const m = messages.analyticsConsent;
  return (
    <Box
      as="section"
      ref={region}
      tabIndex={-1}
      aria-label={m.label}
      borderBottomWidth="1px"
      bg="bg.subtle"
      data-testid="analytics-consent"
    >
      <Flex
        maxWidth="6xl"
        marginX="auto"
        paddingX={{ base: "3", md: "6" }}
        paddingY="3"
        gap="3"
        wrap="wrap"
        align="center"
      >
        <Text flex="1" minWidth="16rem" fontSize="sm">
          {m.question}
        </Text>
        <Flex gap="2">
          <Button size="sm" colorPalette="brand" onClick={() => answerConsent(true)}>
            {m.accept}
          </Button>
          <Button size="sm" variant="outline" onClick={() => answerConsent(false)}>
            {m.decline}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
