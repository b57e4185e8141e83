// The analytics consent question (UK PECR: analytics needs consent; spec §7 starts opted out).
// Asked only where the tenant has an analytics token: at start-up until the user answers (either
// answer is remembered), and again from "Analytics choices" in the footer, so consent can be
// taken back as easily as it was given. Nothing is tracked until "Accept".
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { messages } from "../../i18n/messages.ts";
import { answerConsent, consentQuestion$ } from "../../lib/analytics.ts";
import { useStore } from "../../lib/store.ts";

export function AnalyticsConsent() {
  const open = useStore(consentQuestion$);
  if (!open) return null;
  const m = messages.analyticsConsent;
  return (
    <Box as="section" aria-label={m.label} borderTopWidth="1px" bg="bg.subtle" data-testid="analytics-consent">
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
